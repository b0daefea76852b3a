import { randomInt } from 'node:crypto';
import { SHARE_TOKEN_LENGTH } from '@fieldnote/core';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9]{${SHARE_TOKEN_LENGTH}}$`);

/**
 * A new share token (spec 001 §5: exactly 12 alphanumeric characters), each character drawn
 * uniformly by the CSPRNG: 62^12 (about 3 * 10^21) tokens, so guessing one is hopeless.
 */
export function newShareToken(): string {
  let token = '';
  for (let i = 0; i < SHARE_TOKEN_LENGTH; i++) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

/** Whether `value` has the form of a share token (checked before any lookup). */
export function isShareToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

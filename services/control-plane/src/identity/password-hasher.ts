import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/**
 * Passwords are hashed with scrypt, a memory-hard function built into Node (no native add-on to
 * install). The stored form carries its parameters, so the cost can be raised later.
 */
export class PasswordHasher {
  constructor(private readonly logN = 15) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.logN);
    return `scrypt$${this.logN}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, logN, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !logN || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

function derive(password: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r: 8, p: 1, maxmem: 256 * N * 8 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

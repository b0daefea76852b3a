import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable secret (256 bits), URL-safe, optionally with a readable prefix. */
export function newSecret(prefix = ''): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** What we store instead of a secret: its SHA-256. Secrets are random, so no salt is needed. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

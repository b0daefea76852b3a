import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { Config } from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';

const FORMAT = 'v1';
const IV_BYTES = 12;

/**
 * Encrypts secrets the database keeps for us (a workspace's SSO client secret) with AES-256-GCM, so a
 * copy of the database alone does not give them away. The key comes from SECRETS_KEY, or from a key
 * generated once under DATA_DIR (as the operator token is) when the setting is unset.
 */
@Injectable()
export class SecretBox {
  private readonly key: Buffer;

  constructor(@Inject(CONFIG) config: Config) {
    const material = config.SECRETS_KEY ?? keyFile(config.DATA_DIR);
    this.key = Buffer.from(hkdfSync('sha256', material, 'fieldnote', 'stored secrets', 32));
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [FORMAT, iv, cipher.getAuthTag(), sealed]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain secret; throws when the value was sealed with another key or altered. */
  open(sealed: string): string {
    const [format, iv, tag, data] = sealed.split('.');
    if (format !== FORMAT || !iv || !tag || data === undefined) throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

/** A generated key, kept under DATA_DIR so stored secrets stay readable across restarts. */
function keyFile(dataDir: string): string {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'secrets-key');
  if (!existsSync(file)) {
    try {
      // `wx`: when two processes start at once, the first key written wins and both read it.
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

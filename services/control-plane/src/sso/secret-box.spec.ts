import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@fieldnote/core';
import { SecretBox } from './secret-box';

describe(SecretBox.name, () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'secret-box-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const box = (env: Record<string, string> = {}) => new SecretBox(loadConfig({ DATA_DIR: dataDir, ...env }));

  it('should open what it sealed, and never keep the secret readable in the sealed text', () => {
    const sut = box({ SECRETS_KEY: 'k'.repeat(32) });
    const sealed = sut.seal('client-secret-value');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('client-secret-value');
    expect(sut.open(sealed)).toBe('client-secret-value');
    // A fresh IV each time: the same secret never seals to the same text.
    expect(sut.seal('client-secret-value')).not.toBe(sealed);
  });

  it('should refuse to open a value sealed with another key or altered', () => {
    const sealed = box({ SECRETS_KEY: 'a'.repeat(32) }).seal('s3cret');
    expect(() => box({ SECRETS_KEY: 'b'.repeat(32) }).open(sealed)).toThrow();
    const [format, iv, tag, data] = sealed.split('.');
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => box({ SECRETS_KEY: 'a'.repeat(32) }).open([format, iv, tag, flipped].join('.'))).toThrow();
  });

  it('should generate a key under DATA_DIR once and keep using it when SECRETS_KEY is unset', () => {
    const sealed = box().seal('kept across restarts');
    expect(readFileSync(join(dataDir, 'secrets-key'), 'utf8').length).toBeGreaterThanOrEqual(43);
    expect(box().open(sealed)).toBe('kept across restarts');
  });
});

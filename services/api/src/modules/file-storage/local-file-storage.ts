import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStorage } from './file-storage';

/**
 * Files on local disk under `root` (all-in-one mode: `<DATA_DIR>/files`). A stream is written to a
 * temporary name beside its target and renamed into place only once complete, so a failed or
 * cancelled upload never leaves a partial file under its key.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.part`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    await access(path);
    return createReadStream(path, range ? { start: range.start, end: range.end } : undefined);
  }

  async exists(key: string): Promise<boolean> {
    return access(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Keys are made by the server (workspace id / file id), but never let one climb out of the root. */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key outside the storage root: ${key}`);
    return path;
  }
}

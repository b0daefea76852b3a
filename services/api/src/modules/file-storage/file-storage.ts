import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files' bytes live: a folder on local disk (all-in-one) or an S3-compatible object
 * store (fleet). `put` stores all of a stream or nothing: when the stream fails or is aborted, no
 * object (and no partial object) is left under the key.
 */
export interface FileStorage {
  /** Which driver this is, for logs and health checks. */
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The object's bytes, all of them or `range`; rejects when there is no object. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Whether an object exists under the key. */
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of connections when the server stops. */
  close?(): void;
}

/** The Nest injection token of the configured FileStorage. */
export const FILE_STORAGE = Symbol('FILE_STORAGE');

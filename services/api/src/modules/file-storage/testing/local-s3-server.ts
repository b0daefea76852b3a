import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A running S3-compatible server on this machine, with one empty bucket. */
export interface LocalS3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where it keeps its objects on disk. */
  directory: string;
  close(): Promise<void>;
}

/**
 * Starts s3rver (a real S3 REST API server over HTTP, objects kept on disk) on a free port of
 * 127.0.0.1, so the S3 storage driver is tested over the wire, not against a double. It accepts
 * any credentials ("S3RVER" is its documented pair).
 */
export async function startLocalS3Server(bucket = 'fieldnote-test'): Promise<LocalS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'fieldnote-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ByteRange, FileStorage } from './file-storage';

/** How to reach the object store: any S3-compatible server (AWS, MinIO, Ceph, Garage…). */
export interface S3StorageOptions {
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` addressing, which most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can serve several installations. */
  keyPrefix?: string;
}

/** The AWS SDK's modules this driver uses, loaded together with its first call. */
interface Sdk {
  s3: typeof import('@aws-sdk/client-s3');
  storage: typeof import('@aws-sdk/lib-storage');
  client: S3Client;
}

/**
 * Files in an S3-compatible bucket (fleet mode). Uploads stream through lib-storage's multipart
 * upload, so a file of any size passes with bounded memory; when the stream fails, the multipart
 * upload is aborted and its parts discarded, leaving no object. The AWS SDK is loaded with the first
 * call, not with the server: about 6 MB of heap that a process which never touches a file (the
 * worker, or an API replica before its first upload) would keep and every full garbage collection
 * trace (issue 30).
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private loading: Promise<Sdk> | undefined;

  constructor(private readonly options: S3StorageOptions) {}

  private sdk(): Promise<Sdk> {
    this.loading ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(
      ([s3, storage]) => ({ s3, storage, client: this.createClient(s3) }),
    );
    return this.loading;
  }

  private createClient(s3: Sdk['s3']): S3Client {
    const options = this.options;
    return new s3.S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Checksums only where S3 demands them: many S3-compatible servers do not know the newer
      // flexible-checksum headers and trailers the SDK would otherwise add to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, contentType: string): Promise<void> {
    const { storage, client } = await this.sdk();
    const upload = new storage.Upload({
      client,
      params: { Bucket: this.options.bucket, Key: this.keyOf(key), Body: body, ContentType: contentType },
      // Parts are sent as they fill; a failure aborts the multipart upload (no orphaned parts).
      leavePartsOnError: false,
      queueSize: 2,
    });
    // A failing source stream must end the upload, not leave it waiting for bytes that never come.
    const onError = () => void upload.abort().catch(() => undefined);
    body.once('error', onError);
    try {
      await upload.done();
    } finally {
      body.off('error', onError);
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const { s3, client } = await this.sdk();
    const result = await client.send(
      new s3.GetObjectCommand({
        Bucket: this.options.bucket,
        Key: this.keyOf(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    if (!result.Body) throw new Error(`no body for object ${key}`);
    return result.Body as Readable;
  }

  async exists(key: string): Promise<boolean> {
    const { s3, client } = await this.sdk();
    try {
      await client.send(new s3.HeadObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
      return true;
    } catch (error) {
      if (error instanceof s3.NotFound || error instanceof s3.NoSuchKey) return false;
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { s3, client } = await this.sdk();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
  }

  /** Closes the client's sockets (none before the first call). */
  close(): void {
    void this.loading?.then((sdk) => sdk.client.destroy());
  }

  private keyOf(key: string): string {
    return `${this.options.keyPrefix ?? ''}${key}`;
  }
}

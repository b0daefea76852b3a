import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
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

/**
 * Files in an S3-compatible bucket (fleet mode). Uploads stream through lib-storage's multipart
 * upload, so a file of any size passes with bounded memory; when the stream fails, the multipart
 * upload is aborted and its parts discarded, leaving no object.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
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
    const upload = new Upload({
      client: this.client,
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
    const result = await this.client.send(
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: this.keyOf(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    if (!result.Body) throw new Error(`no body for object ${key}`);
    return result.Body as Readable;
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return false;
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
  }

  /** Closes the client's sockets. */
  close(): void {
    this.client.destroy();
  }

  private keyOf(key: string): string {
    return `${this.options.keyPrefix ?? ''}${key}`;
  }
}

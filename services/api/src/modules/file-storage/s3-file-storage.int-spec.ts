import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type LocalS3Server, startLocalS3Server } from './testing/local-s3-server';
import { S3FileStorage } from './s3-file-storage';

/** 12 MiB in 1 MiB chunks: more than two 5 MiB parts, so lib-storage takes the multipart path. */
function bigStream(failAfterChunks?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfterChunks !== undefined && sent === failAfterChunks) {
        this.destroy(new Error('the client went away'));
        return;
      }
      if (sent === 12) return this.push(null);
      this.push(Buffer.alloc(1024 * 1024, sent % 256));
      sent += 1;
    },
  });
}

describe(S3FileStorage.name, () => {
  let s3: LocalS3Server;
  let sut: S3FileStorage;
  let raw: S3Client;

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    sut = new S3FileStorage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
      keyPrefix: 'uploads/',
    });
    raw = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
  });
  afterAll(async () => {
    sut.close();
    raw.destroy();
    await s3.close();
  });

  async function keysInBucket(): Promise<string[]> {
    const listed = await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((o) => o.Key ?? '');
  }

  it('should store a small stream under the prefixed key and read it back whole and by range', async () => {
    await sut.put(
      'ws/small',
      Readable.from([Buffer.from('hello '), Buffer.from('object store')]),
      'text/plain',
    );
    expect(await keysInBucket()).toContain('uploads/ws/small');
    expect(await sut.exists('ws/small')).toBe(true);
    expect(await text(await sut.get('ws/small'))).toBe('hello object store');
    expect(await text(await sut.get('ws/small', { start: 6, end: 11 }))).toBe('object');
  });

  it('should store a large stream through a multipart upload', async () => {
    await sut.put('ws/large', bigStream(), 'application/octet-stream');
    const chunks: Buffer[] = [];
    for await (const chunk of await sut.get('ws/large', {
      start: 5 * 1024 * 1024 - 2,
      end: 5 * 1024 * 1024 + 1,
    }))
      chunks.push(chunk as Buffer);
    // The last two bytes of chunk 4 and the first two of chunk 5.
    expect([...Buffer.concat(chunks)]).toEqual([4, 4, 5, 5]);
  });

  it('should leave no object (and no finished multipart upload) when the source stream fails midway', async () => {
    await expect(sut.put('ws/broken', bigStream(7), 'application/octet-stream')).rejects.toThrow();
    expect(await sut.exists('ws/broken')).toBe(false);
    expect(await keysInBucket()).not.toContain('uploads/ws/broken');
  });

  it('should delete an object, and deleting a missing one should not fail', async () => {
    await sut.put('ws/gone', Readable.from([Buffer.from('bye')]), 'text/plain');
    await sut.delete('ws/gone');
    expect(await sut.exists('ws/gone')).toBe(false);
    await expect(sut.delete('ws/never-there')).resolves.toBeUndefined();
    await expect(sut.get('ws/gone')).rejects.toThrow();
  });
});

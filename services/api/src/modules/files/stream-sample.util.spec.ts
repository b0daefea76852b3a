import { Readable } from 'node:stream';
import { sampleStream } from './stream-sample.util';

/** `count` chunks of `size` bytes, chunk i filled with the byte i. */
function chunks(count: number, size: number): Readable {
  return Readable.from(
    Array.from({ length: count }, (_, i) => Buffer.alloc(size, i)),
    { objectMode: false },
  );
}

async function drain(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe(sampleStream.name, () => {
  it('should give the first bytes, then every byte again in the body', async () => {
    const sampled = await sampleStream(chunks(5, 10), 25);
    expect(sampled.sample).toEqual(
      Buffer.concat([Buffer.alloc(10, 0), Buffer.alloc(10, 1), Buffer.alloc(5, 2)]),
    );
    expect(await drain(sampled.body)).toHaveLength(50);
    expect(sampled.bytesRead()).toBe(50);
  });

  it('should keep the last bytes of the content, across chunk boundaries', async () => {
    const sampled = await sampleStream(chunks(5, 10), 10, 15);
    await drain(sampled.body);
    expect(sampled.tail()).toEqual(Buffer.concat([Buffer.alloc(5, 3), Buffer.alloc(10, 4)]));
  });

  it('should keep the end of one chunk larger than the tail, and the whole content when it is short', async () => {
    const large = await sampleStream(chunks(2, 100), 10, 15);
    await drain(large.body);
    expect(large.tail()).toEqual(Buffer.alloc(15, 1));
    const short = await sampleStream(chunks(1, 8), 10, 15);
    await drain(short.body);
    expect(short.tail()).toEqual(Buffer.alloc(8, 0));
  });

  it('should keep no tail unless asked', async () => {
    const sampled = await sampleStream(chunks(3, 10), 10);
    await drain(sampled.body);
    expect(sampled.tail()).toHaveLength(0);
  });
});

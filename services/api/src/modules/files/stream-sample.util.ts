import { Readable } from 'node:stream';

/** The first bytes of a stream, and a stream of all its bytes (the sample again, then the rest). */
export interface SampledStream {
  sample: Buffer;
  /** Ended after the sample: the whole content was in it. */
  ended: boolean;
  body: Readable;
  /** Bytes that went through `body` so far. */
  bytesRead(): number;
  /** The last bytes that went through `body` (up to the tail size asked for), once it has ended. */
  tail(): Buffer;
}

/**
 * Reads about `size` bytes from the start of `source` without losing them, so the content can be
 * sniffed before it is stored. Errors of `source` (a size limit, an aborted request) reach `body`.
 */
export async function sampleStream(source: Readable, size: number, tailSize = 0): Promise<SampledStream> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let total = 0;
  let ended = false;
  while (total < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    total += next.value.length;
  }
  const sample = Buffer.concat(chunks);
  let read = 0;
  // The end of the content, kept while it streams by: some formats say their length only there.
  let tail: Buffer = Buffer.alloc(0);
  const keepTail = (chunk: Buffer) => {
    if (tailSize === 0) return;
    tail = chunk.length >= tailSize ? chunk.subarray(chunk.length - tailSize) : Buffer.concat([tail, chunk]);
    if (tail.length > tailSize) tail = tail.subarray(tail.length - tailSize);
  };
  async function* all(): AsyncGenerator<Buffer> {
    read += sample.length;
    keepTail(sample);
    if (sample.length) yield sample;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      read += next.value.length;
      keepTail(next.value);
      yield next.value;
    }
  }
  return {
    sample: sample.subarray(0, size),
    ended,
    body: Readable.from(all(), { objectMode: false }),
    bytesRead: () => read,
    tail: () => Buffer.from(tail),
  };
}

import { Readable } from 'node:stream';
import { oggDurationMs } from './ogg-duration.util';

/**
 * The length of a recording in milliseconds, read from its first bytes (WAV, MP3, MP4 with its index
 * at the start, Ogg, WebM…) by music-metadata; null when those bytes do not tell ("if known").
 * Only the sample already read for sniffing is parsed, so this costs no extra read of the file; the
 * parser is told the whole file's size, so durations are not taken from the sample's length.
 * Ogg states its length only in its last page, so it is read from the file's `tail` instead.
 */
export async function mediaDurationMs(
  sample: Buffer,
  mime: string,
  size: number,
  tail: Buffer = Buffer.alloc(0),
): Promise<number | null> {
  if (sample.toString('latin1', 0, 4) === 'OggS') return oggDurationMs(sample, tail);
  try {
    const { parseStream } = await import('music-metadata');
    // A byte stream (not object mode): the parser's tokenizer reads it as a file's start.
    const metadata = await parseStream(
      Readable.from([sample], { objectMode: false }),
      { mimeType: mime, size },
      { skipCovers: true, skipPostHeaders: true },
    );
    const seconds = metadata.format.duration;
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds * 1000)
      : null;
  } catch {
    // A header beyond the sample or a format it does not know: the duration is simply not known.
    return null;
  }
}

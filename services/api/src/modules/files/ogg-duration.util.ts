/**
 * The length of an Ogg recording (Vorbis or Opus) from its first and last bytes.
 *
 * Ogg says how long it is only at its end: each page carries the granule position (samples decoded
 * so far) of its last packet, so the last page's granule divided by the sample rate is the length
 * (RFC 3533; Vorbis I §4.2.2; RFC 7845 §4 for Opus, whose granule counts 48 kHz samples after a
 * pre-skip). A streaming parser that reads only the file's start cannot see it, which is why the
 * upload keeps the file's tail while it streams by.
 */
export function oggDurationMs(head: Buffer, tail: Buffer): number | null {
  const codec = oggCodec(head);
  if (!codec) return null;
  const granule = lastGranule(tail);
  if (granule === null) return null;
  const samples = granule - codec.preSkip;
  if (samples <= 0) return null;
  return Math.round((samples * 1000) / codec.rate);
}

interface OggCodec {
  rate: number;
  preSkip: number;
}

/** Reads the identification header in the first page's first packet. */
function oggCodec(head: Buffer): OggCodec | null {
  if (head.length < 28 || head.toString('latin1', 0, 4) !== 'OggS') return null;
  const segments = head[26];
  const packet = 27 + segments;
  if (head.length < packet + 19) return null;
  if (head[packet] === 0x01 && head.toString('latin1', packet + 1, packet + 7) === 'vorbis') {
    // 0x01 'vorbis', version (4), channels (1), sample rate (4, little-endian).
    const rate = head.readUInt32LE(packet + 12);
    return rate > 0 ? { rate, preSkip: 0 } : null;
  }
  if (head.toString('latin1', packet, packet + 8) === 'OpusHead') {
    // 'OpusHead', version (1), channels (1), pre-skip (2, little-endian): granules are 48 kHz.
    return { rate: 48_000, preSkip: head.readUInt16LE(packet + 10) };
  }
  return null;
}

/** The granule position of the last complete page header in the tail. */
function lastGranule(tail: Buffer): number | null {
  for (let at = tail.lastIndexOf('OggS'); at >= 0; at = at === 0 ? -1 : tail.lastIndexOf('OggS', at - 1)) {
    if (at + 14 > tail.length || tail[at + 4] !== 0) continue; // not a version-0 page header
    const granule = tail.readBigInt64LE(at + 6);
    // -1 marks a page on which no packet ends; look further back.
    if (granule >= 0n) return Number(granule);
  }
  return null;
}

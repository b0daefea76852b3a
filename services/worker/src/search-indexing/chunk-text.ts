/** Words per chunk: a chunk's vector stands for a passage, not a whole long interview. */
export const CHUNK_WORDS = 150;
/** Chunks per item: a 20,000-word note is read up to its first 9,600 words for meaning. */
export const MAX_CHUNKS = 64;

/**
 * An item's text in passages for embedding: the first holds the title and the opening words, the
 * rest the following words, 150 at a time. Only passages whose text changed are embedded again.
 */
export function chunkText(title: string, content: string): string[] {
  const words = content.split(/\s+/).filter(Boolean);
  const chunks: string[] = [];
  for (
    let start = 0;
    chunks.length < MAX_CHUNKS && (start < words.length || chunks.length === 0);
    start += CHUNK_WORDS
  ) {
    const passage = words.slice(start, start + CHUNK_WORDS).join(' ');
    chunks.push(chunks.length === 0 ? `${title}\n${passage}`.trim() : passage);
  }
  return chunks;
}

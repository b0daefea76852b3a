/** A search takes at most 60 words and 2,000 characters (spec 000 §5); a data point may hold more. */
const MAX_WORDS = 60;
const MAX_CHARS = 2000;

/**
 * The words of a data point as a meaning search asks for them: its first 60 words (letters and
 * digits, as the search counts them), within 2,000 characters. Quotes are left out so that no
 * phrase is half cut.
 */
export function similarQuery(text: string): string {
  const words = text.replace(/"/g, ' ').match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
  let query = '';
  for (const word of words.slice(0, MAX_WORDS)) {
    const next = query ? `${query} ${word}` : word;
    if (next.length > MAX_CHARS) break;
    query = next;
  }
  return query;
}

/**
 * Hesitations a transcript spells out ("um", "uh", "erm", "hmm"), each with the comma or full stop
 * that follows it. Words that can mean something ("ah", "oh", "like", "err") stay.
 */
const FILLER = /(?<![\p{L}\p{N}'’-])(?:u+m+|u+h+m*|er|erm+|h+m+|m{2,})(?![\p{L}\p{N}'’-])[,.…]?\s*/giu;

/**
 * A cue's text without filler words (the REMOVE_FILLER_WORDS beta): spaces tidied, a leading comma
 * dropped and the first letter capitalised again when the cue began with a filler.
 */
export function withoutFillerWords(text: string): string {
  const stripped = text
    .replace(FILLER, '')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  const cleaned = stripped.replace(/^[,;:]\s*/, '');
  if (cleaned === text.trim()) return cleaned;
  const startedWithFiller = !text.trim().startsWith(cleaned.slice(0, 1));
  return startedWithFiller ? cleaned.charAt(0).toLocaleUpperCase() + cleaned.slice(1) : cleaned;
}

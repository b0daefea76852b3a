/** Characters no file name may hold on some system: separators and reserved punctuation. */
const RESERVED = new Set(['\\', '/', ':', '*', '?', '"', '<', '>', '|']);

/**
 * `name` as a file name safe on every system (a zip entry, a download): control and reserved
 * characters become `replacement`, a leading dot too (no hidden files), at most `max` characters;
 * `fallback` when nothing is left.
 */
export function safeFileName(name: string, replacement: string, max: number, fallback: string): string {
  const cleaned = [...name]
    .map((c) => (c.charCodeAt(0) < 0x20 || RESERVED.has(c) ? replacement : c))
    .join('')
    .replace(/^\.+/, replacement)
    .trim()
    .slice(0, max);
  return cleaned.length > 0 ? cleaned : fallback;
}

/**
 * Day ranges as the lexemes of `search_keys(updated_at, type)` (Migration20261203090000): each item
 * carries its day (days since 1970, UTC) and the 8-, 64- and 512-day ranges holding it, so a range of
 * days is matched by a few lexemes: the largest aligned ranges inside it, then single days at its ends.
 */
export const DAY_MS = 86_400_000;

/** The range sizes, as powers of two, largest first (2^9 = 512 days). */
const LEVELS = [9, 6, 3, 0] as const;

/** The day of a moment: whole days since 1970-01-01 UTC, as `search_keys` counts them. */
export function dayOf(at: Date): number {
  return Math.floor(at.getTime() / DAY_MS);
}

/** The lexemes naming exactly the days `from` to `to` (both included); none when from > to. */
export function recencyLexemes(from: number, to: number): string[] {
  const lexemes: string[] = [];
  for (let day = from; day <= to;) {
    for (const level of LEVELS) {
      const size = 2 ** level;
      // Aligned (a multiple of its size, as the SQL's floor division makes it) and inside the range.
      if (mod(day, size) === 0 && day + size - 1 <= to) {
        lexemes.push(`r${level}_${Math.floor(day / size)}`);
        day += size;
        break;
      }
    }
  }
  return lexemes;
}

/** A tsquery matching any of the lexemes (they are letters, digits and underscores only). */
export function anyOfQuery(lexemes: readonly string[]): string {
  return lexemes.map((lexeme) => `'${lexeme}'`).join(' | ');
}

function mod(value: number, size: number): number {
  return ((value % size) + size) % size;
}

import { anyOfQuery, dayOf, recencyLexemes } from './recency-buckets';

/** The days a lexeme names, as the SQL function counts them. */
function daysOf(lexeme: string): number[] {
  const [, level, index] = /^r(\d)_(-?\d+)$/.exec(lexeme) ?? [];
  const size = 2 ** Number(level);
  return Array.from({ length: size }, (_, i) => Number(index) * size + i);
}

describe('recency buckets', () => {
  it('counts days since 1970 in UTC', () => {
    expect(dayOf(new Date('1970-01-01T23:59:59.999Z'))).toBe(0);
    expect(dayOf(new Date('1970-01-02T00:00:00Z'))).toBe(1);
    expect(dayOf(new Date('2026-11-28T12:00:00+13:00'))).toBe(dayOf(new Date('2026-11-27T23:00:00Z')));
    expect(dayOf(new Date('1969-12-31T12:00:00Z'))).toBe(-1);
  });

  it.each([
    [20785, 20785],
    [20780, 20790],
    [20000, 20785],
    [0, 1023],
    [-10, 5],
    [13, 14_000],
  ])('names every day from %i to %i exactly once, and no other', (from, to) => {
    const days = recencyLexemes(from, to).flatMap(daysOf);
    expect(days).toEqual(Array.from({ length: to - from + 1 }, (_, i) => from + i));
  });

  it('uses the largest aligned ranges: a few lexemes for years of days', () => {
    expect(recencyLexemes(512, 1023)).toEqual(['r9_1']);
    expect(recencyLexemes(8, 17)).toEqual(['r3_1', 'r0_16', 'r0_17']);
    expect(recencyLexemes(13, 14_000).length).toBeLessThan(60);
  });

  it('names nothing for an empty range', () => {
    expect(recencyLexemes(5, 4)).toEqual([]);
  });

  it('quotes each lexeme in an any-of tsquery', () => {
    expect(anyOfQuery(['r0_1', 'r3_2'])).toBe(`'r0_1' | 'r3_2'`);
  });
});

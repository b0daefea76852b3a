import { similarQuery } from './similarQuery';

describe("a data point's similar-data-points search", () => {
  it('should ask with its words as the search counts them, without quotes', () => {
    expect(similarQuery('Sync "lost" my notes, again!')).toBe('Sync lost my notes again');
    expect(similarQuery("Don't sync")).toBe("Don't sync");
  });

  it('should keep within the search limits: 60 words and 2,000 characters', () => {
    const many = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    expect(similarQuery(many).split(' ')).toHaveLength(60);
    const long = Array.from({ length: 30 }, () => 'x'.repeat(99)).join(' ');
    const query = similarQuery(long);
    expect(query.length).toBeLessThanOrEqual(2000);
    expect(query.split(' ')).toHaveLength(20);
  });

  it('should give nothing to ask for a text without words', () => {
    expect(similarQuery(' "" … ')).toBe('');
  });
});

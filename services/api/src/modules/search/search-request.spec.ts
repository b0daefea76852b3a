import { SearchMethod } from './dto/search.enums';
import { parseQuery } from './search-request';
import { opening, toSegments } from './search-preview';

describe('parseQuery', () => {
  const parse = (value: string) => parseQuery(value, SearchMethod.FULL_TEXT, false);

  it('should split words and quoted phrases, keeping letters and digits only', () => {
    expect(parse(`pricing "finance team" O'Brien & 2026!`)).toMatchObject({
      words: ['pricing', 'O', 'Brien', '2026'],
      phrases: [['finance', 'team']],
      prefixLast: false,
    });
  });

  it('should read the last word as a prefix only while it is being typed', () => {
    expect(parse('price expe')?.prefixLast).toBe(true);
    expect(parse('price expe ')?.prefixLast).toBe(false);
  });

  it('should read a quote left open as a phrase to the end', () => {
    expect(parse('setup "took three')).toMatchObject({ words: ['setup'], phrases: [['took', 'three']] });
  });

  it('should treat a query of punctuation alone as no query', () => {
    expect(parse(' !? -- ')).toBeNull();
  });

  it('should refuse empty quotes, over 60 words and over 2,000 characters', () => {
    expect(() => parse('a "" b')).toThrow(/inside the double quotes/);
    expect(() => parse(Array(61).fill('w').join(' '))).toThrow(/60 words/);
    expect(() => parse('x'.repeat(2001))).toThrow(/2,000 characters/);
  });
});

describe('toSegments', () => {
  it('should turn marked text into segments with match flags', () => {
    expect(toSegments('The \uE000price\uE001 was \uE000high\uE001')).toEqual([
      { text: 'The ', match: false },
      { text: 'price', match: true },
      { text: ' was ', match: false },
      { text: 'high', match: true },
    ]);
  });

  it('should give unmarked text as one segment, and nothing for empty text', () => {
    expect(toSegments('plain')).toEqual([{ text: 'plain', match: false }]);
    expect(toSegments('')).toEqual([]);
  });
});

describe('opening', () => {
  it('should cut a long text at a word boundary with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const cut = opening(text);
    expect(cut.length).toBeLessThanOrEqual(241);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

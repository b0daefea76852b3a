import { textProblem } from './text-safety';

describe('textProblem', () => {
  it.each([
    ['plain text', 'Onboarding interviews'],
    ['accents and scripts', 'Étude — 調査 — دراسة'],
    ['an emoji (a surrogate pair)', 'Launch 🚀'],
    ['an empty string', ''],
  ])('should accept %s when the text is single-line', (_name, value) => {
    expect(textProblem(value, 'single-line')).toBeNull();
  });

  it.each([
    ['a lone high surrogate', 'Title \ud800', /lone UTF-16 surrogate/],
    ['a lone low surrogate', '\udc00 title', /lone UTF-16 surrogate/],
    ['reversed surrogates', '\udc00\ud800', /lone UTF-16 surrogate/],
    ['NUL', 'a\u0000b', /NUL/],
    ['a tab', 'a\tb', /control characters/],
    ['a line break', 'a\nb', /control characters/],
    ['DEL', 'a\u007fb', /control characters/],
    ['a C1 control', 'a\u0085b', /control characters/],
    ['a right-to-left override', 'invoice\u202Efdp.exe', /bidirectional/],
    ['a left-to-right embedding', '\u202Aa', /bidirectional/],
    ['a first-strong isolate', 'a\u2068b\u2069', /bidirectional/],
  ])('should refuse %s when the text is single-line', (_name, value, reason) => {
    expect(textProblem(value, 'single-line')).toMatch(reason);
  });

  it('should accept tabs, line breaks and bidi marks when the text is multi-line', () => {
    expect(textProblem('Q: why?\r\n\tA: because\n\u202Eok', 'multi-line')).toBeNull();
  });

  it.each([
    ['a lone surrogate', 'text \ud83d end', /lone UTF-16 surrogate/],
    ['NUL', 'a\u0000b', /NUL/],
  ])('should refuse %s when the text is multi-line', (_name, value, reason) => {
    expect(textProblem(value, 'multi-line')).toMatch(reason);
  });
});

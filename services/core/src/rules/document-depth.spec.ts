import { MAX_DOCUMENT_DEPTH, jsonNestsTooDeeply } from './document-depth';

/** `levels` objects, each in the previous one's content list (the doc is level 1). */
function nodes(levels: number): string {
  return '{"type":"n","content":['.repeat(levels - 1) + '{"type":"leaf"}' + ']}'.repeat(levels - 1);
}

describe('jsonNestsTooDeeply', () => {
  it('should count each object as a level, and a node content list as none', () => {
    expect(jsonNestsTooDeeply(nodes(MAX_DOCUMENT_DEPTH))).toBe(false);
    expect(jsonNestsTooDeeply(nodes(MAX_DOCUMENT_DEPTH + 1))).toBe(true);
    expect(jsonNestsTooDeeply('{"a":{"b":{}}}', 3)).toBe(false);
    expect(jsonNestsTooDeeply('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    // The object, the inner list (in a list) and the object in it: 3 levels; one more list, 4.
    expect(jsonNestsTooDeeply('{"a":[[{}]]}', 3)).toBe(false);
    expect(jsonNestsTooDeeply('{"a":[[[{}]]]}', 3)).toBe(true);
  });

  it('should count lists inside lists, and a list at the top', () => {
    expect(jsonNestsTooDeeply('[[[]]]', 3)).toBe(false);
    expect(jsonNestsTooDeeply('[[[[]]]]', 3)).toBe(true);
    expect(jsonNestsTooDeeply('['.repeat(100_000))).toBe(true);
  });

  it('should not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ type: 'doc', content: [{ type: 'text', text: '{[{[ "\\" {{{{' }] });
    expect(jsonNestsTooDeeply(text, 2)).toBe(false);
    expect(jsonNestsTooDeeply(`{"a":"${'{'.repeat(1000)}"}`, 1)).toBe(false);
    expect(jsonNestsTooDeeply('{"a":"\\\\","b":{"c":{}}}', 2)).toBe(true);
  });

  it('should refuse a 100,000-level document and pass a wide, shallow one', () => {
    expect(jsonNestsTooDeeply(nodes(100_000))).toBe(true);
    const wide = JSON.stringify({
      type: 'doc',
      content: Array.from({ length: 50_000 }, () => ({ type: 'p' })),
    });
    expect(jsonNestsTooDeeply(wide)).toBe(false);
  });
});

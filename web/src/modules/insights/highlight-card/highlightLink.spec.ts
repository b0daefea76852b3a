import { highlightIdFromLink, highlightPath } from './highlightLink';

const ORIGIN = 'http://acme.localhost:3000';
const ID = '0b6c5d4e-3f21-4a5b-9c8d-7e6f5a4b3c2d';
const NOTE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe(highlightIdFromLink.name, () => {
  it('should read the highlight id of a link the note and tag pages make', () => {
    expect(highlightIdFromLink(`${ORIGIN}${highlightPath(NOTE, ID)}`, ORIGIN)).toBe(ID);
    expect(highlightIdFromLink(`  ${highlightPath(NOTE, ID)}\n`, ORIGIN)).toBe(ID);
    expect(
      highlightIdFromLink(`${ORIGIN}/data/interview-5sQ9xYz#highlight-${ID.toUpperCase()}`, ORIGIN),
    ).toBe(ID);
  });

  it.each([
    ['another host', `http://evil.localhost:3000/data/${NOTE}#highlight-${ID}`],
    ['another path', `${ORIGIN}/tags/${NOTE}#highlight-${ID}`],
    ['no highlight hash', `${ORIGIN}/data/${NOTE}`],
    ['a hash that is not an id', `${ORIGIN}/data/${NOTE}#highlight-abc`],
    ['text around the link', `see ${ORIGIN}/data/${NOTE}#highlight-${ID}`],
    ['plain text', 'The onboarding took two weeks'],
    ['a javascript URL', `javascript:alert(1)//#highlight-${ID}`],
  ])('should not take %s for a highlight link', (_name, text) => {
    expect(highlightIdFromLink(text, ORIGIN)).toBeNull();
  });
});

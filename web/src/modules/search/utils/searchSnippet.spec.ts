import { aroundFirstMatch } from './aroundFirstMatch';
import { publishedChoiceOf, publishedOf } from './publishedChoice';

const text = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

describe('aroundFirstMatch', () => {
  it('should start a long line a few words before its first match', () => {
    const segments = [
      { text: 'Onboarding took three weeks because the importer kept failing on large ', match: false },
      { text: 'spreadsheets', match: true },
      { text: '.', match: false },
    ];
    const cut = aroundFirstMatch(segments, 20);
    expect(text(cut)).toBe('…failing on large spreadsheets.');
    expect(cut.filter((s) => s.match).map((s) => s.text)).toEqual(['spreadsheets']);
  });

  it('should keep the first word whole when the cut falls just before it', () => {
    const segments = [
      { text: 'Aaaaaaaa Bbbbbb cc ', match: false },
      { text: 'match', match: true },
    ];
    // The last 10 characters before the match start exactly at "Bbbbbb": nothing of it is dropped.
    expect(text(aroundFirstMatch(segments, 10))).toBe('…Bbbbbb cc match');
    // One character more starts inside "Aaaaaaaa": its remains go, up to the next space.
    expect(text(aroundFirstMatch(segments, 11))).toBe('…Bbbbbb cc match');
    expect(text(aroundFirstMatch(segments, 9))).toBe('…cc match');
  });

  it('should leave a line whose match comes early, or that has none, as it is', () => {
    const early = [
      { text: 'The ', match: false },
      { text: 'pricing', match: true },
      { text: ' page', match: false },
    ];
    expect(aroundFirstMatch(early)).toEqual(early);
    const none = [{ text: 'x'.repeat(100), match: false }];
    expect(aroundFirstMatch(none)).toEqual(none);
  });
});

describe('published filter choices', () => {
  it('should map each choice to the request value and back', () => {
    for (const published of [null, true, false])
      expect(publishedOf(publishedChoiceOf(published))).toBe(published);
    expect(publishedChoiceOf(null)).toBe('either');
  });
});

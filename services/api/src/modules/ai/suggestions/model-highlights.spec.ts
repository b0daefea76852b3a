import { verifiedModelHighlights } from './model-highlights';

const NOTE =
  'We paste every quote into a spreadsheet. The pricing is frustrating because the plan costs too much.';

describe(verifiedModelHighlights.name, () => {
  it('should keep only quotes found in the note, as the note’s own words at their offsets', () => {
    const reply = [
      '"We paste every quote into a spreadsheet." | manual workaround',
      '1. "the pricing is frustrating because the plan costs too much" | price pain',
      '"Customers adore the new dashboard and its charts" | invented',
    ].join('\n');
    const sut = verifiedModelHighlights(reply, NOTE, []);
    expect(sut.dropped).toBe(1);
    expect(sut.kept.map((k) => [k.text, k.highlightReason])).toEqual([
      ['We paste every quote into a spreadsheet.', 'manual workaround'],
      ['The pricing is frustrating because the plan costs too much', 'price pain'],
    ]);
    for (const k of sut.kept) expect(NOTE.slice(k.startOffset, k.endOffset)).toBe(k.text);
  });

  it('should drop quotes overlapping a highlight already there', () => {
    const sut = verifiedModelHighlights('"We paste every quote into a spreadsheet." | x', NOTE, [
      { startOffset: 0, endOffset: 5 },
    ]);
    expect(sut.kept).toEqual([]);
  });
});

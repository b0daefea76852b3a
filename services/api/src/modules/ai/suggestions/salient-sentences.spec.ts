import { salientSentences } from './salient-sentences';

const NOTE = [
  'Interviewer: How do you share research today?',
  'Dana: We paste every quote into a spreadsheet, and the spreadsheet gets out of date within a week.',
  'Dana: The pricing is frustrating because the annual plan costs more than our research budget.',
  'Dana: Honestly the weather was nice that day.',
].join('\n');

describe(salientSentences.name, () => {
  it('should pick telling sentences verbatim, without speakers, questions or small talk', () => {
    const sut = salientSentences(NOTE, []);
    expect(sut.map((c) => c.text)).toEqual([
      'We paste every quote into a spreadsheet, and the spreadsheet gets out of date within a week.',
      'The pricing is frustrating because the annual plan costs more than our research budget.',
    ]);
    for (const c of sut) {
      expect(NOTE.slice(c.startOffset, c.endOffset)).toBe(c.text);
      expect(c.highlightReason).toMatch(/^Salient sentence \(Dana\): /);
    }
    expect(sut[1]?.highlightReason).toContain('“frustrating”');
  });

  it('should skip what is already highlighted and keep to the limit', () => {
    const [first] = salientSentences(NOTE, []);
    const sut = salientSentences(
      NOTE,
      [{ startOffset: first!.startOffset + 3, endOffset: first!.startOffset + 9 }],
      1,
    );
    expect(sut).toHaveLength(1);
    expect(sut[0]?.text).not.toBe(first?.text);
  });

  it('should give the same suggestions for the same text', () => {
    expect(salientSentences(NOTE, [])).toEqual(salientSentences(NOTE, []));
  });
});

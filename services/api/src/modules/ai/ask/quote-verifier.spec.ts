import { verifyQuote } from './quote-verifier';

const SOURCE = [
  'Maria: Honestly, the onboarding took us three weeks before a new hire could work alone.',
  'We tried the templates, but nobody could find them in the sidebar.',
  'Pricing was fine; the export to PDF is what we really miss.',
].join('\n');

describe('verifyQuote', () => {
  it('should find an exact quote with its offsets when the quote is verbatim', () => {
    const found = verifyQuote(SOURCE, 'nobody could find them in the sidebar');
    expect(found).toMatchObject({ method: 'EXACT', score: 1 });
    expect(SOURCE.slice(found!.start, found!.end)).toBe('nobody could find them in the sidebar');
  });

  it('should align a quote whose case and punctuation differ and show the source words when it is close', () => {
    const found = verifyQuote(
      SOURCE,
      '“the Onboarding took us three weeks before a new hire could work alone”',
    );
    expect(found?.method).toBe('ALIGNED');
    expect(found?.text).toBe('the onboarding took us three weeks before a new hire could work alone');
    expect(SOURCE.slice(found!.start, found!.end)).toBe(found!.text);
  });

  it('should accept one changed word in a long quote when the alignment stays above 0.8', () => {
    const found = verifyQuote(SOURCE, 'the onboarding took us four weeks before a new hire could work alone');
    expect(found).not.toBeNull();
    expect(found!.score).toBeGreaterThanOrEqual(0.8);
    expect(found!.text).toBe('the onboarding took us three weeks before a new hire could work alone');
  });

  it('should refuse a forged quote when its words are not in the source', () => {
    expect(verifyQuote(SOURCE, 'the pricing is far too expensive for small teams')).toBeNull();
  });

  it('should refuse a quote that mixes real words with invented ones below 0.8', () => {
    expect(verifyQuote(SOURCE, 'the onboarding was quick and every new hire loved it')).toBeNull();
  });

  it('should refuse a quote too short to prove anything when it has fewer than three words', () => {
    expect(verifyQuote(SOURCE, 'Pricing was')).toBeNull();
  });
});

import { textSentiment } from './text-sentiment';

describe('textSentiment (built-in lexicon)', () => {
  it.each([
    ['I love how fast the new search is, it is brilliant', 'positive'],
    ['The export is broken and I hate losing my work', 'negative'],
    ['The editor is great but the sync is awful', 'mixed'],
    ['We moved the meeting to Tuesday at three', null],
    // Product feedback AFINN alone misreads: "please" +1 made a complaint about price positive.
    ['Please offer a discount, it is too expensive', 'negative'],
    ['The app is slow and keeps crashing', 'negative'],
    ['The new editor is intuitive and snappy', 'positive'],
  ])('should read “%s” as %s', (text, expected) => {
    expect(textSentiment(text).value).toBe(expected);
  });

  it('should flip a negated word', () => {
    expect(textSentiment('This is good').value).toBe('positive');
    expect(textSentiment('This is not good').value).toBe('negative');
  });

  it('should give the same reading every time', () => {
    const text = 'Onboarding was painful, though support was helpful';
    expect(textSentiment(text)).toEqual(textSentiment(text));
  });
});

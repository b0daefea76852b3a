import { keepVerifiedQuotes } from './verified-quotes';

const SOURCES = [
  'Maria said finding an old quote is really frustrating because the search is slow.',
  'We wasted about 10 hours a week just looking for evidence.',
];

describe(keepVerifiedQuotes.name, () => {
  it('should keep a line whose quotes are in a source and drop one quoting words nobody said', () => {
    const sut = keepVerifiedQuotes(
      [
        '## Summary',
        '- Search is slow: "finding an old quote is really frustrating".',
        '- Cost: “about 10 hours a week”.',
        '- Invented: "we would pay double for this tomorrow".',
        '- No quote at all.',
      ].join('\n'),
      SOURCES,
    );
    expect(sut).toBe(
      [
        '## Summary',
        '- Search is slow: "finding an old quote is really frustrating".',
        '- Cost: “about 10 hours a week”.',
        '- No quote at all.',
      ].join('\n'),
    );
  });

  it('should keep short quoted phrases of one or two words when they are not quotes of anyone', () => {
    expect(keepVerifiedQuotes('- They call it "the vault".', SOURCES)).toBe('- They call it "the vault".');
  });

  it('should drop a heading whose every line quoted words nobody said, and keep one the model left empty', () => {
    const sut = keepVerifiedQuotes(
      [
        '## Questions and answers',
        '### Could you tell me about your role?',
        '- She leads it: "I lead the research operations team".',
        '### How do you find evidence?',
        '- Slowly: "we wasted about 10 hours a week".',
        '## Decisions',
        '- Invented: "we would pay double for this tomorrow".',
        '## Next steps',
      ].join('\n'),
      SOURCES,
    );
    expect(sut).toBe(
      [
        '## Questions and answers',
        '### How do you find evidence?',
        '- Slowly: "we wasted about 10 hours a week".',
        '## Next steps',
      ].join('\n'),
    );
  });
});

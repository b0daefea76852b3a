import { withoutFillerWords } from './filler-words.util';

describe(withoutFillerWords.name, () => {
  it.each([
    ['Um, I think, uh, the price is fine.', 'I think, the price is fine.'],
    ['It was, erm… slow. Hmm.', 'It was, slow.'],
    ['Umm uh, honestly? Yes.', 'Honestly? Yes.'],
    ['We err on the side of caution, ah well.', 'We err on the side of caution, ah well.'],
    ['The umbrella and the hummus stayed.', 'The umbrella and the hummus stayed.'],
    ['Uh.', ''],
  ])('should turn %j into %j', (text, expected) => {
    expect(withoutFillerWords(text)).toBe(expected);
  });
});

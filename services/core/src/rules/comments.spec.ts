import { commentPlainText, mentionedIds } from './comments';

const ADA = '0b7c1c4e-95b5-4c55-9a0e-3f1d2c3b4a51';
const BEN = '1c8d2d5f-a6c6-4d66-8b1f-402e3d4c5b62';

describe('mentionedIds', () => {
  it('should list each mentioned member once when a comment mentions them twice', () => {
    expect(mentionedIds(`@[Ada](${ADA}) and @[Ben](${BEN}), again @[Ada L.](${ADA.toUpperCase()})`)).toEqual([
      ADA,
      BEN,
    ]);
  });

  it('should find nothing when the text only looks like a mention', () => {
    expect(mentionedIds('@Ada and @[Ben](not-an-id) and [x](y)')).toEqual([]);
  });
});

describe('commentPlainText', () => {
  it('should show a mention as @Name when the text is mailed', () => {
    expect(commentPlainText(`Thanks @[Ada Lovelace](${ADA})!`)).toBe('Thanks @Ada Lovelace!');
  });
});

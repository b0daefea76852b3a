import { isShareToken, newShareToken } from './share-token.util';

describe(newShareToken.name, () => {
  it('should make tokens of exactly 12 alphanumeric characters that differ each time', () => {
    const tokens = Array.from({ length: 500 }, newShareToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('should use every kind of character (upper, lower, digits)', () => {
    const all = Array.from({ length: 200 }, newShareToken).join('');
    expect(all).toMatch(/[A-Z]/);
    expect(all).toMatch(/[a-z]/);
    expect(all).toMatch(/[0-9]/);
  });
});

describe(isShareToken.name, () => {
  it.each(['abcDEF123456', newShareToken()])('should accept %s', (token) => {
    expect(isShareToken(token)).toBe(true);
  });
  it.each(['abcDEF12345', 'abcDEF1234567', 'abcDEF12345-', "abc' or 1=1", ''])(
    'should refuse %s',
    (token) => {
      expect(isShareToken(token)).toBe(false);
    },
  );
});

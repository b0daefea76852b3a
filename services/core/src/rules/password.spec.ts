import { passwordProblem } from './password';

describe('passwordProblem', () => {
  it('should accept when the password meets every rule', () => {
    expect(passwordProblem('Research#2026!')).toBeNull();
  });

  it.each([
    ['Short#1a', 'at least 12'],
    ['alllowercase#123', 'an uppercase letter'],
    ['ALLUPPERCASE#123', 'a lowercase letter'],
    ['NoDigitsHere#!!', 'a digit'],
    ['NoSymbolsHere123', 'a symbol'],
    ['Aa1#' + 'x'.repeat(97), 'at most 100'],
  ])('should reject %s with a reason', (password, reason) => {
    expect(passwordProblem(password)).toContain(reason);
  });
});

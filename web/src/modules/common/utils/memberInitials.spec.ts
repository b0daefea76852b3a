import { memberInitials } from './memberInitials';

describe('memberInitials', () => {
  it('should take the first letters of the first two names, in capitals', () => {
    expect(memberInitials('ana maría lópez')).toBe('AM');
    expect(memberInitials('  Priya   Raman ')).toBe('PR');
  });

  it('should take one letter of a single word and a question mark for nothing', () => {
    expect(memberInitials('priya@acme.io')).toBe('P');
    expect(memberInitials('   ')).toBe('?');
  });
});

import { isValidSubject, isValidSubjectFilter, subjectMatches } from './subject-matcher';

describe(subjectMatches.name, () => {
  it.each([
    ['note.created', 'note.created'],
    ['note.*', 'note.created'],
    ['*.created', 'note.created'],
    ['note.>', 'note.created'],
    ['note.>', 'note.created.v2'],
    ['>', 'note'],
    ['>', 'note.created'],
    ['*.*.>', 'a.b.c'],
  ])('should match when the filter is %s and the subject is %s', (filter, subject) => {
    expect(subjectMatches(filter, subject)).toBe(true);
  });

  it.each([
    ['note.created', 'note.deleted'],
    ['note.created', 'note.created.v2'],
    ['note.created.v2', 'note.created'],
    ['note.*', 'note'],
    ['note.*', 'note.created.v2'],
    ['note.>', 'note'],
    ['*.created', 'created'],
    ['*.*.>', 'a.b'],
  ])('should not match when the filter is %s and the subject is %s', (filter, subject) => {
    expect(subjectMatches(filter, subject)).toBe(false);
  });
});

describe(isValidSubject.name, () => {
  it('should accept when the subject has only literal tokens', () => {
    expect(isValidSubject('note.created')).toBe(true);
    expect(isValidSubject('a')).toBe(true);
  });

  it.each(['', 'note.*', 'note.>', 'note..created', '.note', 'note.', 'note created'])(
    'should reject when the subject is %j',
    (subject) => {
      expect(isValidSubject(subject)).toBe(false);
    },
  );
});

describe(isValidSubjectFilter.name, () => {
  it.each(['note.created', 'note.*', '*.created', 'note.>', '>', '*.*.>'])(
    'should accept when the filter is %s',
    (filter) => {
      expect(isValidSubjectFilter(filter)).toBe(true);
    },
  );

  it.each(['', 'note.>.created', 'note..created', 'no*te', 'note.a>', 'note created'])(
    'should reject when the filter is %j',
    (filter) => {
      expect(isValidSubjectFilter(filter)).toBe(false);
    },
  );
});

import { filter as libraryFilter, parse } from 'scim2-parse-filter';
import { compileScimFilter } from './scim-filter.util';
import { ScimError } from './scim.errors';

const user = {
  id: '4f2d8c1e-0b1a-4c3d-9e8f-1a2b3c4d5e6f',
  externalId: 'Ext-1',
  userName: 'Ada.Lovelace@Example.org',
  name: { givenName: 'Ada', familyName: 'Lovelace' },
  emails: [
    { value: 'ada@home.example', type: 'home' },
    { value: 'ada.lovelace@example.org', type: 'work' },
  ],
  active: true,
  meta: { created: '2026-01-02T03:04:05.000Z' },
};

describe(compileScimFilter.name, () => {
  const sut = (expression: string) => compileScimFilter(expression)(user);

  it('should match names and userName ignoring case where the library compares case-sensitively', () => {
    // The reason matching is ours: scim2-parse-filter's own tester misses these.
    expect(libraryFilter(parse('USERNAME eq "ada.lovelace@example.org"'))(user)).toBe(false);
    expect(sut('USERNAME eq "ada.lovelace@example.org"')).toBe(true);
    expect(sut('name.GIVENNAME sw "a"')).toBe(true);
  });

  it('should compare externalId exactly when it is caseExact', () => {
    expect(sut('externalId eq "Ext-1"')).toBe(true);
    expect(sut('externalId eq "ext-1"')).toBe(false);
  });

  it('should match a value path against one and the same element', () => {
    expect(sut('emails[type eq "work"].value eq "ada.lovelace@example.org"')).toBe(true);
    // The work address is not ada@home.example, though some element has each.
    expect(sut('emails[type eq "work"].value eq "ada@home.example"')).toBe(false);
    expect(sut('emails[type eq "work" and value ew "example.org"]')).toBe(true);
  });

  it('should apply pr, ne, not, or, booleans and dates', () => {
    expect(sut('name.familyName pr and title pr')).toBe(false);
    expect(sut('title ne "x"')).toBe(true);
    expect(sut('not (active eq false) or userName eq "nobody"')).toBe(true);
    expect(sut('meta.created gt "2026-01-01T00:00:00Z" and meta.created lt "2026-01-03T00:00:00Z"')).toBe(
      true,
    );
  });

  it('should refuse a malformed filter with invalidFilter when it cannot be parsed', () => {
    expect(() => compileScimFilter('userName eq')).toThrow(ScimError);
    let caught: unknown = null;
    try {
      compileScimFilter('(userName eq "a"');
    } catch (error) {
      caught = error;
    }
    expect((caught as ScimError | null)?.scimType).toBe('invalidFilter');
  });
});

import { sortScimResources } from './scim-sort.util';

const users = [
  {
    id: 'b',
    userName: 'bob@example.com',
    name: { familyName: 'Zeller' },
    emails: [{ value: 'z@x.io' }, { value: 'a@x.io', primary: true }],
  },
  { id: 'a', userName: 'Alice@example.com', name: { familyName: 'adams' }, emails: [{ value: 'm@x.io' }] },
  { id: 'c', userName: 'carol@example.com', externalId: 'E2' },
  { id: 'd', userName: 'dave@example.com', name: { familyName: 'Brown' }, externalId: 'e1' },
];
const ids = (list: { id: string }[]) => list.map((u) => u.id);

describe(sortScimResources.name, () => {
  it('should sort by userName ignoring case, ascending by default', () => {
    expect(ids(sortScimResources(users, 'userName', undefined))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('should sort descending and put resources without the attribute last in both orders', () => {
    expect(ids(sortScimResources(users, 'name.familyName', 'ascending'))).toEqual(['a', 'd', 'b', 'c']);
    expect(ids(sortScimResources(users, 'name.familyName', 'descending'))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('should compare a case-exact attribute (externalId) with case', () => {
    // 'E2' < 'e1' in code-point order, although 'e1' < 'e2' ignoring case.
    expect(ids(sortScimResources(users, 'externalId', 'ascending'))).toEqual(['c', 'd', 'b', 'a']);
  });

  it('should sort a multi-valued attribute by its primary value, else its first', () => {
    expect(ids(sortScimResources(users, 'emails', undefined))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(sortScimResources(users, 'emails.value', 'descending'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('should accept the schema URN prefix and any case in the attribute name', () => {
    expect(
      ids(sortScimResources(users, 'urn:ietf:params:scim:schemas:core:2.0:User:USERNAME', 'descending')),
    ).toEqual(['d', 'c', 'b', 'a']);
  });

  it('should leave the order alone without sortBy, and refuse an unknown sortOrder with invalidValue', () => {
    expect(ids(sortScimResources(users, undefined, 'descending'))).toEqual(['b', 'a', 'c', 'd']);
    expect(() => sortScimResources(users, 'userName', 'upwards')).toThrow(
      expect.objectContaining({ scimType: 'invalidValue' }),
    );
  });
});

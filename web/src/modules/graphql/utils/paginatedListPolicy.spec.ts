import { InMemoryCache, gql } from '@apollo/client';
import { appendDistinct, paginatedListPolicy, startsList } from './paginatedListPolicy';

const NOTES = gql`
  query PagedNotes($projectId: ID!, $offset: Int, $filter: String, $orderBy: String) {
    notes(projectId: $projectId, offset: $offset, filter: $filter, orderBy: $orderBy) {
      id
      title
    }
  }
`;

function note(id: string) {
  return { __typename: 'Note', id, title: `Note ${id}` };
}

function cache() {
  return new InMemoryCache({
    typePolicies: { Query: { fields: { notes: paginatedListPolicy(['projectId']) } } },
  });
}

function write(target: InMemoryCache, variables: Record<string, unknown>, ids: string[]) {
  target.writeQuery({ query: NOTES, variables, data: { notes: ids.map(note) } });
}

function read(target: InMemoryCache, variables: Record<string, unknown>): string[] | undefined {
  const data = target.readQuery<{ notes: { id: string }[] }>({ query: NOTES, variables });
  return data?.notes.map((n) => n.id);
}

describe('paginated list field policy (spec 000 §7)', () => {
  it('should append a later page and drop nodes it already holds', () => {
    const target = cache();
    write(target, { projectId: 'p', offset: 0 }, ['1', '2', '3']);
    write(target, { projectId: 'p', offset: 3 }, ['3', '4']);
    expect(read(target, { projectId: 'p', offset: 0 })).toEqual(['1', '2', '3', '4']);
  });

  it('should replace the list when a page starts again at offset 0', () => {
    const target = cache();
    write(target, { projectId: 'p', offset: 0 }, ['1', '2']);
    write(target, { projectId: 'p', offset: 2 }, ['3']);
    write(target, { projectId: 'p', offset: 0 }, ['9']);
    expect(read(target, { projectId: 'p' })).toEqual(['9']);
  });

  it('should keep lists apart by filter, orderBy and the extra key arguments', () => {
    const target = cache();
    write(target, { projectId: 'p', offset: 0, filter: 'a' }, ['1']);
    write(target, { projectId: 'p', offset: 0, filter: 'b' }, ['2']);
    write(target, { projectId: 'p', offset: 0, filter: 'a', orderBy: 'TITLE' }, ['3']);
    write(target, { projectId: 'q', offset: 0, filter: 'a' }, ['4']);
    expect(read(target, { projectId: 'p', filter: 'a' })).toEqual(['1']);
    expect(read(target, { projectId: 'p', filter: 'b' })).toEqual(['2']);
    expect(read(target, { projectId: 'p', filter: 'a', orderBy: 'TITLE' })).toEqual(['3']);
    expect(read(target, { projectId: 'q', filter: 'a' })).toEqual(['4']);
  });

  it.each([
    [null, true],
    [{}, true],
    [{ offset: 0 }, true],
    [{ after: 0 }, true],
    [{ after: '0' }, true],
    [{ offset: 20 }, false],
    [{ after: 'cursor-1' }, false],
  ])('should decide whether %j starts the list (%s)', (args, expected) => {
    expect(startsList(args)).toBe(expected);
  });

  it('should de-duplicate by reference, keeping the first place of each node', () => {
    const a = { __ref: 'Note:1' };
    const b = { __ref: 'Note:2' };
    expect(appendDistinct([a, b], [{ __ref: 'Note:2' }, { __ref: 'Note:3' }, { __ref: 'Note:3' }])).toEqual([
      a,
      b,
      { __ref: 'Note:3' },
    ]);
  });
});

import { InMemoryCache, gql } from '@apollo/client';
import { cacheTypePolicies } from '../../graphql/utils/cacheTypePolicies';
import { NOTES_QUERY } from '../operations';
import { addNoteInCache } from './addNoteInCache';

/** A note as the notes list shows it, with the type name the cache keys it by. */
const note = (id: string) => ({
  __typename: 'Note' as const,
  id,
  shortId: id,
  title: `Note ${id}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  highlightCount: 0,
  tagCounts: [],
});

describe(addNoteInCache.name, () => {
  it("should put a new note first in its project's list and count it on the project", () => {
    const sut = new InMemoryCache({ typePolicies: cacheTypePolicies });
    sut.writeQuery({ query: NOTES_QUERY, variables: { projectId: 'p1' }, data: { notes: [note('old')] } });
    sut.writeFragment({
      id: 'Project:p1',
      fragment: gql`
        fragment Counted on Project {
          noteCount
        }
      `,
      data: { __typename: 'Project', noteCount: 1 },
    });

    addNoteInCache(sut, { createNote: note('new') }, { input: { projectId: 'p1', title: 'Note new' } });

    expect(
      sut.readQuery({ query: NOTES_QUERY, variables: { projectId: 'p1' } })?.notes.map((n) => n.id),
    ).toEqual(['new', 'old']);
    expect(sut.extract()['Project:p1']).toMatchObject({ noteCount: 2 });
  });
});

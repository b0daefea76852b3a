import type { ApolloCache } from '@apollo/client';
import { NOTE_PEOPLE_QUERY } from '../operations';

/**
 * After a person was taken off a note (unlinkPersonFromNote answers only true): the note's cached
 * contacts let go of them, and the person counts one note fewer wherever it is cached.
 */
export function unlinkNotePersonInCache(cache: ApolloCache, noteId: string, personId: string): void {
  cache.updateQuery({ query: NOTE_PEOPLE_QUERY, variables: { noteId } }, (data) =>
    data ? { notePeople: data.notePeople.filter((person) => person.id !== personId) } : data,
  );
  cache.modify({
    id: cache.identify({ __typename: 'Person', id: personId }),
    fields: { noteCount: (count: number) => Math.max(0, count - 1) },
  });
}

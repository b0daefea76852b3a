import type { ApolloCache } from '@apollo/client';
import type { CreateNoteMutation, CreateNoteMutationVariables } from '../../../gql/graphql';
import { NOTES_QUERY } from '../operations';

/**
 * After createNote: the project's cached notes list starts with it (newest first, as the server
 * lists them) and the project counts it, so neither the list nor the project is read again.
 */
export function addNoteInCache(
  cache: ApolloCache,
  { createNote: note }: CreateNoteMutation,
  { input }: CreateNoteMutationVariables,
): void {
  cache.updateQuery({ query: NOTES_QUERY, variables: { projectId: input.projectId } }, (data) =>
    data && !data.notes.some((cached) => cached.id === note.id) ? { notes: [note, ...data.notes] } : data,
  );
  cache.modify({
    id: cache.identify({ __typename: 'Project', id: String(input.projectId) }),
    fields: { noteCount: (count: number) => count + 1 },
  });
}

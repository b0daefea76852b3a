import type { ApolloCache } from '@apollo/client';
import type { NotePeopleQuery } from '../../../gql/graphql';
import { placeInOrder } from '../../common/utils/placeInOrder';
import { NOTE_PEOPLE_QUERY } from '../operations';

/**
 * After a person was linked to a note (or created on it): the note's cached contacts hold them, by
 * name as the server lists them, so the Contacts tab is not read again. `person` is the mutation's
 * answer (its type name keys it in the cache); their note count comes with it.
 */
export function linkNotePersonInCache(
  cache: ApolloCache,
  noteId: string,
  person: NotePeopleQuery['notePeople'][number],
): void {
  cache.updateQuery({ query: NOTE_PEOPLE_QUERY, variables: { noteId } }, (data) =>
    data
      ? {
          notePeople: placeInOrder(
            data.notePeople,
            person,
            (entry) => entry.id,
            (entry) => entry.name.localeCompare(person.name) <= 0,
          ),
        }
      : data,
  );
}

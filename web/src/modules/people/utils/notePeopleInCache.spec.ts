import { InMemoryCache, gql } from '@apollo/client';
import { cacheTypePolicies } from '../../graphql/utils/cacheTypePolicies';
import { NOTE_PEOPLE_QUERY } from '../operations';
import { linkNotePersonInCache } from './linkNotePersonInCache';
import { unlinkNotePersonInCache } from './unlinkNotePersonInCache';

const person = (id: string, name: string) => ({ __typename: 'Person' as const, id, name, email: null });

function cacheWithContacts(names: string[]): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies: cacheTypePolicies });
  const notePeople = names.map((name) => person(name.toLowerCase(), name));
  cache.writeQuery({ query: NOTE_PEOPLE_QUERY, variables: { noteId: 'n1' }, data: { notePeople } });
  return cache;
}

const names = (cache: InMemoryCache) =>
  cache.readQuery({ query: NOTE_PEOPLE_QUERY, variables: { noteId: 'n1' } })?.notePeople.map((p) => p.name);

describe('note contacts in the cache', () => {
  it('should list a linked person by name, once', () => {
    const sut = cacheWithContacts(['Ann', 'Cleo']);
    linkNotePersonInCache(sut, 'n1', person('bo', 'Bo'));
    linkNotePersonInCache(sut, 'n1', person('bo', 'Bo'));
    // A person known only by e-mail has no name: the server lists them first.
    linkNotePersonInCache(sut, 'n1', person('mail', ''));
    expect(names(sut)).toEqual(['', 'Ann', 'Bo', 'Cleo']);
  });

  it('should take an unlinked person off the note and count one note fewer for them', () => {
    const sut = cacheWithContacts(['Ann', 'Bo']);
    sut.writeFragment({
      id: 'Person:ann',
      fragment: gql`
        fragment Counted on Person {
          noteCount
        }
      `,
      data: { noteCount: 2 },
    });
    unlinkNotePersonInCache(sut, 'n1', 'ann');
    expect(names(sut)).toEqual(['Bo']);
    expect(sut.extract()['Person:ann']).toMatchObject({ noteCount: 1 });
  });
});

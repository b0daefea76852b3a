import { InMemoryCache, gql } from '@apollo/client';
import { evicts } from './evicts';

const FILES = gql`
  query Files($noteId: ID!) {
    files(noteId: $noteId) {
      id
      name
    }
  }
`;

describe(evicts.name, () => {
  it('should take the deleted object out of the cache and out of every list that held it', () => {
    const sut = new InMemoryCache();
    const file = (id: string) => ({ __typename: 'File', id, name: `${id}.mp3` });
    sut.writeQuery({ query: FILES, variables: { noteId: 'n1' }, data: { files: [file('a'), file('b')] } });
    sut.writeQuery({ query: FILES, variables: { noteId: 'n2' }, data: { files: [file('a')] } });

    evicts('File')(sut, true, { id: 'a' });

    const names = (noteId: string) =>
      sut
        .readQuery<{ files: { name: string }[] }>({ query: FILES, variables: { noteId } })
        ?.files.map((f) => f.name);
    expect(names('n1')).toEqual(['b.mp3']);
    expect(names('n2')).toEqual([]);
    expect(sut.extract()['File:a']).toBeUndefined();
  });
});

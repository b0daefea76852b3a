import { InMemoryCache } from '@apollo/client';
import { cacheTypePolicies } from '../../graphql/utils/cacheTypePolicies';
import { FOLDERS_QUERY, FOLDER_QUERY } from '../operations';
import { addFolderInCache } from './addFolderInCache';

/** A folder as the API answers it, with the type name the cache keys it by. */
const folder = (id: string, name: string, parentId: string | null = null) => ({
  __typename: 'Folder' as const,
  id,
  shortId: id,
  name,
  parentId,
  projectCount: 0,
  folderCount: 0,
});

function cacheWithFolders(): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies: cacheTypePolicies });
  const research = folder('r', 'Research');
  cache.writeQuery({ query: FOLDERS_QUERY, data: { folders: [folder('a', 'Archive'), research] } });
  const opened = {
    ...research,
    folderCount: 1,
    ancestors: [],
    children: [folder('z', 'Zeta', 'r')],
    projects: [],
  };
  cache.writeQuery({ query: FOLDER_QUERY, variables: { id: 'r' }, data: { folder: opened } });
  return cache;
}

describe(addFolderInCache.name, () => {
  it('should list a new top folder by name', () => {
    const sut = cacheWithFolders();
    addFolderInCache(sut, { createFolder: folder('m', 'Market') });
    expect(sut.readQuery({ query: FOLDERS_QUERY })?.folders.map((f) => f.name)).toEqual([
      'Archive',
      'Market',
      'Research',
    ]);
  });

  it('should list a new sub-folder among its parent’s children by name and count it there', () => {
    const sut = cacheWithFolders();
    addFolderInCache(sut, { createFolder: folder('b', 'Beta', 'r') });
    const parent = sut.readQuery({ query: FOLDER_QUERY, variables: { id: 'r' } })?.folder;
    expect(parent?.children.map((f) => f.name)).toEqual(['Beta', 'Zeta']);
    expect(parent?.folderCount).toBe(2);
  });
});

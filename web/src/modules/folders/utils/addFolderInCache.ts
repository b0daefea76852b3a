import type { ApolloCache, Reference } from '@apollo/client';
import type { CreateFolderMutation } from '../../../gql/graphql';
import { placeInOrder } from '../../common/utils/placeInOrder';
import { FOLDERS_QUERY } from '../operations';

/**
 * After createFolder: the cached folders list holds it by name (as the server sorts folders), and
 * its parent, where it has one, lists it among its children and counts it, so neither the list nor
 * the parent folder is read again.
 */
export function addFolderInCache(cache: ApolloCache, { createFolder: folder }: CreateFolderMutation): void {
  cache.updateQuery({ query: FOLDERS_QUERY }, (data) =>
    data
      ? {
          folders: placeInOrder(
            data.folders,
            folder,
            (entry) => entry.id,
            (entry) => entry.name.localeCompare(folder.name) <= 0,
          ),
        }
      : data,
  );
  if (!folder.parentId) return;
  cache.modify({
    id: cache.identify({ __typename: 'Folder', id: folder.parentId }),
    fields: {
      children: (existing: readonly Reference[], { readField, toReference }) => {
        const added = toReference({ __typename: 'Folder', id: folder.id });
        if (!added) return existing;
        return placeInOrder(
          existing,
          added,
          (ref) => readField<string>('id', ref),
          (ref) => (readField<string>('name', ref) ?? '').localeCompare(folder.name) <= 0,
        );
      },
      folderCount: (count: number) => count + 1,
    },
  });
}

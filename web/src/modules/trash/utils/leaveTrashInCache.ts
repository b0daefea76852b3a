import type { ApolloCache, Reference } from '@apollo/client';
import type { TrashItem } from '../types/TrashItem';

/**
 * After a restore or a delete forever: the item leaves every cached trash list (all projects, or one
 * project's), so the trash is not read again. A project deleted forever takes its notes and insights
 * with it (the database cascades), so their entries leave too; a restored project's stay.
 */
export function leaveTrashInCache(
  cache: ApolloCache,
  item: Pick<TrashItem, 'id' | 'kind'>,
  how: 'restored' | 'deletedForever',
): void {
  const projectGone = item.kind === 'PROJECT' && how === 'deletedForever';
  cache.modify({
    fields: {
      trash: (existing: readonly Reference[], { readField }) =>
        existing.filter(
          (ref) =>
            readField('id', ref) !== item.id && !(projectGone && readField('projectId', ref) === item.id),
        ),
    },
  });
  // The entries no list holds any more.
  cache.gc();
}

import type { KeyArgsFunction } from '@apollo/client/cache';
import { idFromPathSegment } from '../../common/utils/itemPath';

/**
 * keyArgs for a list field whose one argument names an item by any form of its id (its UUID, short
 * id or the address's slug-short id, spec 000 §9): one cache entry per item whichever form a page
 * asked with, so a cache update made with the item's UUID reaches the list a page read by its address.
 */
export function byItemId(argName: string): KeyArgsFunction {
  return (args) => {
    const given = args?.[argName];
    const id = typeof given === 'string' ? (idFromPathSegment(given) ?? given) : given;
    return JSON.stringify({ [argName]: id ?? null });
  };
}

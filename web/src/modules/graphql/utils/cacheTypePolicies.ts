import type { TypePolicies } from '@apollo/client';
import { viewItemsPolicy } from '../../project-views/utils/viewItemsPolicy';
import { searchResultPolicy } from '../../search/utils/searchResultPolicy';
import { byItemId } from './byItemId';

/**
 * How the cache stores the API's types. Every entity has an `id` (Apollo's default key). Paginated
 * lists get a field policy here: `search` its own (its arguments are one input object); a plain list
 * with offset/after arguments `paginatedListPolicy([...])`, e.g. `notes: paginatedListPolicy(['projectId'])`.
 */
export const cacheTypePolicies: TypePolicies = {
  Query: {
    fields: {
      search: searchResultPolicy,
      projectViewItems: viewItemsPolicy,
      // Read by the project page's address, changed by the project's UUID (a new view joins it).
      projectViews: { keyArgs: byItemId('projectId') },
    },
  },
  // A result's preview marks the words of its own query: kept inside its result, never shared by id
  // with the same item found by another query.
  SearchItem: { keyFields: false },
  // An answer's citation: its `id` is the cited note's or highlight's, shared by every quote of that
  // source, so each is kept inside its answer (merged by id, two quotes of one note showed one quote).
  AiCitation: { keyFields: false },
  // The signed-in viewer and the workspace lookup are singletons without an id of their own.
  Viewer: { keyFields: false },
  AccountLookup: { keyFields: false },
  AuthPayload: { keyFields: false },
  CreatedApiToken: { keyFields: false },
  // The signed-in member's own settings: one object, so what updateNotificationSettings answers
  // replaces what notificationSettings read.
  NotificationSettings: { keyFields: [] },
};

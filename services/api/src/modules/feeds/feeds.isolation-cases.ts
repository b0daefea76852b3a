import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/** How the feeds calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'savedFeeds',
      document: '{ savedFeeds { id title search } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'savedFeed(id)',
      document: 'query($id: ID!) { savedFeed(id: $id) { id title search } }',
      variables: (b) => ({ id: b.savedFeedId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createSavedFeed',
      document: 'mutation { createSavedFeed(input: { title: "Planted by A", search: "query=a" }) { id } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'renameSavedFeed',
      document: 'mutation($id: ID!) { renameSavedFeed(input: { id: $id, title: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.savedFeedId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'deleteSavedFeed',
      document: 'mutation($id: ID!) { deleteSavedFeed(id: $id) }',
      variables: (b) => ({ id: b.savedFeedId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};

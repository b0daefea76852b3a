import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the insights calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'insights',
      document: 'query($id: ID!) { insights(projectId: $id) { id title } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'insight(id)',
      document: 'query($id: ID!) { insight(id: $id) { id title content } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'highlight(id)',
      document: 'query($id: ID!) { highlight(id: $id) { id text noteTitle } }',
      variables: (b) => ({ id: b.highlightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'searchHighlights(projectId)',
      document: 'query($id: ID!) { searchHighlights(projectId: $id) { id text } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createInsight',
      document: 'mutation($p: ID!) { createInsight(input: { projectId: $p, title: "Planted by A" }) { id } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateInsight',
      document:
        'mutation($id: ID!) { updateInsight(input: { id: $id, title: "Defaced by A" }) { id title } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'publishInsight',
      document: 'mutation($id: ID!) { publishInsight(id: $id) { id } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'unpublishInsight',
      document: 'mutation($id: ID!) { unpublishInsight(id: $id) { id } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'lockInsight',
      document: 'mutation($id: ID!) { lockInsight(id: $id) { id } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'unlockInsight',
      document: 'mutation($id: ID!) { unlockInsight(id: $id) { id } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteInsight',
      document: 'mutation($id: ID!) { deleteInsight(id: $id) }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'restoreInsight',
      document: 'mutation($id: ID!) { restoreInsight(id: $id) { id } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteInsightForever',
      document: 'mutation($id: ID!) { deleteInsightForever(id: $id) }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};

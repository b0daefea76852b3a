import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the tag-charts calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'tagChart(projectId)',
      document:
        'query($id: ID!) { tagChart(projectId: $id) { metric groups { id title } items { id title highlightCount } } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateTagChart',
      document:
        'mutation($p: ID!, $g: ID!) { updateTagChart(input: { projectId: $p, type: PIE, collapsedGroupIds: [$g] }) { type } }',
      variables: (b) => ({ p: b.projectId, g: b.tagGroupId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

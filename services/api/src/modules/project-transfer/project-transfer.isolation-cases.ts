import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the project transfer calls keep workspace B's exports from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'projectTransfers',
      document: '{ projectTransfers { id projectTitle fileName downloadUrl } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'projectTransfer(id)',
      document: 'query($id: ID!) { projectTransfer(id: $id) { id projectTitle fileName downloadUrl } }',
      variables: (b) => ({ id: b.projectTransferId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'startProjectExport',
      document: 'mutation($p: ID!) { startProjectExport(projectId: $p) { id status } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the REFI-QDA import reads keep workspace B's imports from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'refiQdaImports(projectId)',
      document: 'query($p: ID!) { refiQdaImports(projectId: $p) { id fileName report { reason } } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'refiQdaImport(id)',
      document: 'query($id: ID!) { refiQdaImport(id: $id) { id fileName warnings } }',
      variables: (b) => ({ id: b.refiQdaImportId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

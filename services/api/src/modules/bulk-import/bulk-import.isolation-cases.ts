import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the bulk import calls keep workspace B's imports from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'bulkImports',
      document: '{ bulkImports { id fileName projectTitle headers preview failures { humanMessageText } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'bulkImports(projectId)',
      document: 'query($p: ID) { bulkImports(projectId: $p) { id fileName } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'bulkImport(id)',
      document:
        'query($id: ID!) { bulkImport(id: $id) { id fileName headers preview failures { rowNumber } } }',
      variables: (b) => ({ id: b.bulkImportId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'startBulkImport',
      document:
        'mutation($id: ID!) { startBulkImport(input: { id: $id, processedInto: CONTENT, columns: [{ column: 0, target: CONTENT }] }) { id status } }',
      variables: (b) => ({ id: b.bulkImportId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

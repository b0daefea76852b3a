import { Role } from '@fieldnote/core';
import { TokenScope } from '../context/token-scope';
import type { ModuleCases } from '../testing/operation-cases';

/** How the audit calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'auditLog',
      document: '{ auditLog(limit: 100) { totalCount nodes { id actorName objectLabel objectId } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'auditLogCsv',
      document: '{ auditLogCsv(filter: {}) }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};

import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/** How the domain calls keep workspace B's domains from workspace A, and that tokens may not call them. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'workspaceDomains',
      document: '{ workspaceDomains { id domain verified txtRecordName txtRecordValue } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'addWorkspaceDomain',
      document: 'mutation { addWorkspaceDomain(domain: "planted-by-a.example") { id } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'verifyWorkspaceDomain',
      document: 'mutation($id: ID!) { verifyWorkspaceDomain(id: $id) { id verified } }',
      variables: (b) => ({ id: b.domainId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'removeWorkspaceDomain',
      document: 'mutation($id: ID!) { removeWorkspaceDomain(id: $id) }',
      variables: (b) => ({ id: b.domainId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};

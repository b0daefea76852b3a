import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

/** How the single sign-on calls keep workspace B's connection from workspace A, and what a token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'ssoSettings',
      document: '{ ssoSettings { issuer clientId clientSecretSet redirectUri } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'saveSsoSettings',
      document:
        'mutation { saveSsoSettings(input: { issuer: "http://127.0.0.1:9/planted", clientId: "a", clientSecret: "s", defaultRole: VIEWER, trustIssuerEmails: false }) { issuer } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};

import { randomUUID } from 'node:crypto';
import { TokenScope } from '../context/token-scope';
import type { ModuleCases } from '../testing/operation-cases';

/**
 * The account's own calls (sign-in, sessions, password, address): no workspace's data, so no
 * isolation case (see e2e/api/operation-cases/exemptions.ts); none of them is a token's to make.
 */
export const cases: ModuleCases = {
  isolation: [],
  tokenScope: [
    {
      name: 'me',
      document: '{ me { account { id } workspace { id } role } }',
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'logIn',
      document:
        'mutation { logIn(input: { email: "nobody@example.org", password: "Research#2026!" }) { account { id } } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    { name: 'logOut', document: 'mutation { logOut }', tokenScope: TokenScope.SESSION_ONLY },
    { name: 'singleLogout', document: 'mutation { singleLogout }', tokenScope: TokenScope.SESSION_ONLY },
    {
      name: 'signUp',
      document:
        'mutation { signUp(input: { email: "token-scope@example.org", name: "Token", password: "Research#2026!" }) { account { id } } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'workspaceSignInLink',
      document: 'mutation($t: ID!) { workspaceSignInLink(teamId: $t) }',
      variables: (b) => ({ t: b.projectId }),
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'redeemSignInLink',
      document: 'mutation { redeemSignInLink(token: "no-such-link") { account { id } } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'unlockAccount',
      document: 'mutation { unlockAccount(token: "no-such-token") { account { id } } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'requestPasswordReset',
      document: 'mutation { requestPasswordReset(email: "token-scope@example.org") }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'resetPassword',
      document:
        'mutation { resetPassword(input: { token: "no-such-link", newPassword: "Changed#2026!!" }) { account { id } } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'requestMagicLink',
      document: 'mutation { requestMagicLink(email: "token-scope@example.org") }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'signInWithMagicLink',
      document: 'mutation { signInWithMagicLink(token: "no-such-link") { account { id } } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    { name: 'mySessions', document: '{ mySessions { id current } }', tokenScope: TokenScope.SESSION_ONLY },
    {
      name: 'endSession',
      document: 'mutation($id: ID!) { endSession(id: $id) }',
      variables: () => ({ id: randomUUID() }),
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'endOtherSessions',
      document: 'mutation { endOtherSessions }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'confirmEmail',
      document: 'mutation { confirmEmail(code: "000000") { id } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'sendConfirmationEmail',
      document: 'mutation { sendConfirmationEmail }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'updateAccount',
      document: 'mutation { updateAccount(input: { name: "Renamed by a token" }) { id } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'changePassword',
      document:
        'mutation { changePassword(input: { currentPassword: "Research#2026!", newPassword: "Changed#2026!!" }) }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'requestEmailChange',
      document:
        'mutation { requestEmailChange(input: { currentPassword: "Research#2026!", email: "moved@example.org" }) }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'confirmEmailChange',
      document: 'mutation { confirmEmailChange(code: "000000") { id } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};

import { randomUUID } from 'node:crypto';
import { Role } from '@fieldnote/core';
import { TokenScope } from '../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../testing/operation-cases';

/** How the workspaces calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'workspace',
      document: '{ workspace { id name subdomain } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'members',
      document: '{ members { id email role } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'memberProfile(userId)',
      document: 'query($id: ID!) { memberProfile(userId: $id) { id email } }',
      variables: (b) => ({ id: b.managerId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'apiTokens',
      document: '{ apiTokens { id name } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'pendingInvites',
      document: '{ pendingInvites { id email } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'inviteMember',
      document: 'mutation($e: String!) { inviteMember(input: { email: $e, role: MANAGER }) { id link } }',
      // A new address each time, as an accomplice's would be.
      variables: () => ({ e: `accomplice-${randomUUID()}@example.org` }),
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'changeMemberRole',
      document: 'mutation($m: ID!) { changeMemberRole(input: { memberId: $m, role: VIEWER }) { id role } }',
      variables: (b) => ({ m: b.managerId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'removeMember',
      document: 'mutation($m: ID!) { removeMember(input: { memberId: $m }) { id } }',
      variables: (b) => ({ m: b.managerId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'endMemberSessions',
      document: 'mutation($m: ID!) { endMemberSessions(memberId: $m) }',
      variables: (b) => ({ m: b.managerId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'resendInvite',
      document: 'mutation($id: ID!) { resendInvite(id: $id) { id link } }',
      variables: (b) => ({ id: b.inviteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'revokeInvite',
      document: 'mutation($id: ID!) { revokeInvite(id: $id) { id } }',
      variables: (b) => ({ id: b.inviteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'createApiToken',
      document: 'mutation { createApiToken(name: "stolen") { token } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'revokeApiToken',
      document: 'mutation($id: ID!) { revokeApiToken(id: $id) }',
      variables: (b) => ({ id: b.tokenId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
  tokenScope: [
    // The account's workspaces, not one workspace's data: the dedicated tests of
    // tenant-isolation.e2e-spec.ts cover them (see e2e/api/operation-cases/exemptions.ts).
    {
      name: 'accountLookup',
      document: '{ accountLookup { currentTeams { id } } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'acceptInvite',
      document: 'mutation { acceptInvite(input: { token: "no-such-invite" }) { id } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'createWorkspace',
      document: 'mutation { createWorkspace(input: { name: "Made by a token" }) { id } }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'joinWorkspace',
      document: 'mutation($t: ID!) { joinWorkspace(teamId: $t) { id } }',
      variables: (b) => ({ t: b.projectId }),
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'sendWorkspaceList',
      document: 'mutation { sendWorkspaceList(email: "nobody@example.org") }',
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};

import type { Role } from '../auth/types/Viewer';
import { defineOperation } from '../graphql/utils/defineOperation';
import type { ApiToken, Invite, Member } from './types/Settings';

export const MEMBERS_QUERY = defineOperation<{ members: Member[] }>(
  `query Members { members { id name email role createdAt } }`,
);

export const CHANGE_MEMBER_ROLE_MUTATION = defineOperation<
  { changeMemberRole: Member },
  { input: { memberId: string; role: Role } }
>(
  `mutation ChangeMemberRole($input: ChangeMemberRoleInput!) { changeMemberRole(input: $input) { id name email role createdAt } }`,
);

export const INVITE_MEMBER_MUTATION = defineOperation<
  { inviteMember: Invite },
  { input: { email: string; role: Role; message?: string } }
>(
  `mutation InviteMember($input: InviteMemberInput!) { inviteMember(input: $input) { id email role message expiresAt link } }`,
);

export const API_TOKENS_QUERY = defineOperation<{ apiTokens: ApiToken[] }>(
  `query ApiTokens { apiTokens { id name createdAt lastUsedAt } }`,
);

export const CREATE_API_TOKEN_MUTATION = defineOperation<
  { createApiToken: { apiToken: ApiToken; token: string } },
  { name: string }
>(
  `mutation CreateApiToken($name: String!) { createApiToken(name: $name) { apiToken { id name createdAt lastUsedAt } token } }`,
);

export const REVOKE_API_TOKEN_MUTATION = defineOperation<{ revokeApiToken: boolean }, { id: string }>(
  `mutation RevokeApiToken($id: ID!) { revokeApiToken(id: $id) }`,
);

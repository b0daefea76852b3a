import type {
  ApiTokenFieldsFragment,
  InviteMemberMutation,
  MemberFieldsFragment,
  PendingInviteFieldsFragment,
  ScimTokenFieldsFragment,
} from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
export type Member = MemberFieldsFragment;
export type Invite = InviteMemberMutation['inviteMember'];
export type ApiToken = ApiTokenFieldsFragment;
export type PendingInvite = PendingInviteFieldsFragment;
export type ScimToken = ScimTokenFieldsFragment;
/** What the token lists show of any secret token, API or SCIM (the two fragments agree on it). */
export type SecretToken = ApiToken | ScimToken;

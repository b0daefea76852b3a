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

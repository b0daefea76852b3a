import { graphql } from '../../gql';

graphql(`
  fragment MemberFields on Member {
    id
    name
    email
    role
    createdAt
  }
`);

graphql(`
  fragment ApiTokenFields on ApiToken {
    id
    name
    createdAt
    lastUsedAt
  }
`);

export const MEMBERS_QUERY = graphql(`
  query Members {
    members {
      ...MemberFields
    }
  }
`);

/** One member's profile page (/user/{userId}): refused by a plan without member profile pages. */
export const MEMBER_PROFILE_QUERY = graphql(`
  query MemberProfile($userId: ID!) {
    memberProfile(userId: $userId) {
      ...MemberFields
    }
  }
`);

export const CHANGE_MEMBER_ROLE_MUTATION = graphql(`
  mutation ChangeMemberRole($input: ChangeMemberRoleInput!) {
    changeMemberRole(input: $input) {
      ...MemberFields
    }
  }
`);

export const INVITE_MEMBER_MUTATION = graphql(`
  mutation InviteMember($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      id
      email
      role
      message
      expiresAt
      link
    }
  }
`);

export const API_TOKENS_QUERY = graphql(`
  query ApiTokens {
    apiTokens {
      ...ApiTokenFields
    }
  }
`);

export const CREATE_API_TOKEN_MUTATION = graphql(`
  mutation CreateApiToken($name: String!) {
    createApiToken(name: $name) {
      apiToken {
        ...ApiTokenFields
      }
      token
    }
  }
`);

export const REVOKE_API_TOKEN_MUTATION = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);

graphql(`
  fragment PendingInviteFields on PendingInvite {
    id
    email
    role
    invitedByName
    createdAt
    expiresAt
    expired
  }
`);

export const PENDING_INVITES_QUERY = graphql(`
  query PendingInvites {
    pendingInvites {
      ...PendingInviteFields
    }
  }
`);

export const RESEND_INVITE_MUTATION = graphql(`
  mutation ResendInvite($id: ID!) {
    resendInvite(id: $id) {
      id
      email
      expiresAt
    }
  }
`);

export const REVOKE_INVITE_MUTATION = graphql(`
  mutation RevokeInvite($id: ID!) {
    revokeInvite(id: $id) {
      id
      email
    }
  }
`);

export const REMOVE_MEMBER_MUTATION = graphql(`
  mutation RemoveMember($input: RemoveMemberInput!) {
    removeMember(input: $input) {
      id
      name
    }
  }
`);

export const UPDATE_ACCOUNT_MUTATION = graphql(`
  mutation UpdateAccount($input: UpdateAccountInput!) {
    updateAccount(input: $input) {
      ...AccountFields
    }
  }
`);

export const CHANGE_PASSWORD_MUTATION = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const REQUEST_EMAIL_CHANGE_MUTATION = graphql(`
  mutation RequestEmailChange($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input)
  }
`);

export const CONFIRM_EMAIL_CHANGE_MUTATION = graphql(`
  mutation ConfirmEmailChange($code: String!) {
    confirmEmailChange(code: $code) {
      ...AccountFields
    }
  }
`);

graphql(`
  fragment ScimTokenFields on ScimToken {
    id
    name
    createdAt
    lastUsedAt
  }
`);

export const SCIM_TOKENS_QUERY = graphql(`
  query ScimTokens {
    scimTokens {
      ...ScimTokenFields
    }
  }
`);

export const CREATE_SCIM_TOKEN_MUTATION = graphql(`
  mutation CreateScimToken($name: String!) {
    createScimToken(name: $name) {
      scimToken {
        ...ScimTokenFields
      }
      token
    }
  }
`);

export const REVOKE_SCIM_TOKEN_MUTATION = graphql(`
  mutation RevokeScimToken($id: ID!) {
    revokeScimToken(id: $id)
  }
`);

export const MY_SESSIONS_QUERY = graphql(`
  query MySessions {
    mySessions {
      id
      createdAt
      lastUsedAt
      userAgent
      ip
      current
    }
  }
`);

export const END_SESSION_MUTATION = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const END_OTHER_SESSIONS_MUTATION = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);

export const END_MEMBER_SESSIONS_MUTATION = graphql(`
  mutation EndMemberSessions($memberId: ID!) {
    endMemberSessions(memberId: $memberId)
  }
`);

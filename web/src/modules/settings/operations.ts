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

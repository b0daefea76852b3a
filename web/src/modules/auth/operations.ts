import { graphql } from '../../gql';

graphql(`
  fragment WorkspaceFields on Workspace {
    id
    name
    subdomain
    url
    region
  }
`);

graphql(`
  fragment AccountFields on Account {
    id
    name
    email
    emailConfirmedAt
    theme
    hasPassword
  }
`);

graphql(`
  fragment AuthPayloadFields on AuthPayload {
    account {
      ...AccountFields
    }
    workspaces {
      ...WorkspaceFields
    }
  }
`);

export const ME_QUERY = graphql(`
  query Me {
    me {
      account {
        ...AccountFields
      }
      role
      workspace {
        ...WorkspaceFields
      }
    }
  }
`);

export const LOG_IN_MUTATION = graphql(`
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

export const LOG_OUT_MUTATION = graphql(`
  mutation LogOut {
    logOut
  }
`);

export const SIGN_UP_MUTATION = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

export const CREATE_WORKSPACE_MUTATION = graphql(`
  mutation CreateWorkspace($input: CreateWorkspaceInput!) {
    createWorkspace(input: $input) {
      ...WorkspaceFields
    }
  }
`);

export const SEND_WORKSPACE_LIST_MUTATION = graphql(`
  mutation SendWorkspaceList($email: String!) {
    sendWorkspaceList(email: $email)
  }
`);

export const ACCEPT_INVITE_MUTATION = graphql(`
  mutation AcceptInvite($input: AcceptInviteInput!) {
    acceptInvite(input: $input) {
      ...WorkspaceFields
    }
  }
`);

export const ACCOUNT_WORKSPACES_QUERY = graphql(`
  query AccountWorkspaces {
    accountLookup {
      currentTeams {
        ...WorkspaceFields
      }
      availableTeams {
        type
        inviteId
        invitedBy
        workspace {
          ...WorkspaceFields
        }
      }
    }
  }
`);

export const JOIN_WORKSPACE_MUTATION = graphql(`
  mutation JoinWorkspace($teamId: ID!) {
    joinWorkspace(teamId: $teamId) {
      ...WorkspaceFields
    }
  }
`);

export const CONFIRM_EMAIL_MUTATION = graphql(`
  mutation ConfirmEmail($code: String!) {
    confirmEmail(code: $code) {
      ...AccountFields
    }
  }
`);

export const SEND_CONFIRMATION_EMAIL_MUTATION = graphql(`
  mutation SendConfirmationEmail {
    sendConfirmationEmail
  }
`);

export const UNLOCK_ACCOUNT_MUTATION = graphql(`
  mutation UnlockAccount($token: String!) {
    unlockAccount(token: $token) {
      ...AuthPayloadFields
    }
  }
`);

export const REQUEST_PASSWORD_RESET_MUTATION = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const RESET_PASSWORD_MUTATION = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ...AuthPayloadFields
    }
  }
`);

export const WORKSPACE_SIGN_IN_LINK_MUTATION = graphql(`
  mutation WorkspaceSignInLink($teamId: ID!) {
    workspaceSignInLink(teamId: $teamId)
  }
`);

export const REDEEM_SIGN_IN_LINK_MUTATION = graphql(`
  mutation RedeemSignInLink($token: String!) {
    redeemSignInLink(token: $token) {
      ...AuthPayloadFields
    }
  }
`);

export const REQUEST_MAGIC_LINK_MUTATION = graphql(`
  mutation RequestMagicLink($email: String!) {
    requestMagicLink(email: $email)
  }
`);

export const SIGN_IN_WITH_MAGIC_LINK_MUTATION = graphql(`
  mutation SignInWithMagicLink($token: String!) {
    signInWithMagicLink(token: $token) {
      ...AuthPayloadFields
    }
  }
`);

export const SINGLE_LOGOUT_MUTATION = graphql(`
  mutation SingleLogout {
    singleLogout
  }
`);

import { defineOperation } from '../graphql/utils/defineOperation';
import type { Account, AvailableTeam, Viewer, Workspace } from './types/Viewer';

const WORKSPACE_FIELDS = 'id name subdomain url region';
const ACCOUNT_FIELDS = 'id name email emailConfirmedAt';

export const ME_QUERY = defineOperation<{ me: Viewer | null }>(
  `query Me { me { account { ${ACCOUNT_FIELDS} } role workspace { ${WORKSPACE_FIELDS} } } }`,
);

export interface AuthPayload {
  account: Account;
  workspaces: Workspace[];
}

export const LOG_IN_MUTATION = defineOperation<
  { logIn: AuthPayload },
  { input: { email: string; password: string } }
>(
  `mutation LogIn($input: LogInInput!) { logIn(input: $input) { account { ${ACCOUNT_FIELDS} } workspaces { ${WORKSPACE_FIELDS} } } }`,
);

export const LOG_OUT_MUTATION = defineOperation<{ logOut: boolean }>(`mutation LogOut { logOut }`);

export const SIGN_UP_MUTATION = defineOperation<
  { signUp: AuthPayload },
  { input: { name: string; email: string; password: string } }
>(
  `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { account { ${ACCOUNT_FIELDS} } workspaces { ${WORKSPACE_FIELDS} } } }`,
);

export const CREATE_WORKSPACE_MUTATION = defineOperation<
  { createWorkspace: Workspace },
  { input: { name: string; subdomain?: string; region: string } }
>(
  `mutation CreateWorkspace($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { ${WORKSPACE_FIELDS} } }`,
);

export const SEND_WORKSPACE_LIST_MUTATION = defineOperation<
  { sendWorkspaceList: boolean },
  { email: string }
>(`mutation SendWorkspaceList($email: String!) { sendWorkspaceList(email: $email) }`);

export const ACCEPT_INVITE_MUTATION = defineOperation<
  { acceptInvite: Workspace },
  { input: { token: string; name?: string; password?: string } }
>(
  `mutation AcceptInvite($input: AcceptInviteInput!) { acceptInvite(input: $input) { ${WORKSPACE_FIELDS} } }`,
);

export const ACCOUNT_WORKSPACES_QUERY = defineOperation<{
  accountLookup: { currentTeams: Workspace[]; availableTeams: AvailableTeam[] };
}>(
  `query AccountWorkspaces { accountLookup { currentTeams { ${WORKSPACE_FIELDS} } availableTeams { type inviteId invitedBy workspace { ${WORKSPACE_FIELDS} } } } }`,
);

export const JOIN_WORKSPACE_MUTATION = defineOperation<{ joinWorkspace: Workspace }, { teamId: string }>(
  `mutation JoinWorkspace($teamId: ID!) { joinWorkspace(teamId: $teamId) { ${WORKSPACE_FIELDS} } }`,
);

export const CONFIRM_EMAIL_MUTATION = defineOperation<{ confirmEmail: Account }, { code: string }>(
  `mutation ConfirmEmail($code: String!) { confirmEmail(code: $code) { ${ACCOUNT_FIELDS} } }`,
);

export const SEND_CONFIRMATION_EMAIL_MUTATION = defineOperation<{ sendConfirmationEmail: boolean }>(
  `mutation SendConfirmationEmail { sendConfirmationEmail }`,
);

export const UNLOCK_ACCOUNT_MUTATION = defineOperation<{ unlockAccount: AuthPayload }, { token: string }>(
  `mutation UnlockAccount($token: String!) { unlockAccount(token: $token) { account { ${ACCOUNT_FIELDS} } workspaces { ${WORKSPACE_FIELDS} } } }`,
);

export const WORKSPACE_SIGN_IN_LINK_MUTATION = defineOperation<
  { workspaceSignInLink: string },
  { teamId: string }
>(`mutation WorkspaceSignInLink($teamId: ID!) { workspaceSignInLink(teamId: $teamId) }`);

export const REDEEM_SIGN_IN_LINK_MUTATION = defineOperation<
  { redeemSignInLink: AuthPayload },
  { token: string }
>(
  `mutation RedeemSignInLink($token: String!) { redeemSignInLink(token: $token) { account { ${ACCOUNT_FIELDS} } workspaces { ${WORKSPACE_FIELDS} } } }`,
);

/** One tenant route of a workspace, as the operator console shows it (spec 001 §3 tenant route record). */
export interface AdminWorkspaceRoute {
  subdomain: string;
  region: string;
  createdDate: string;
}

/** A workspace as operators see it: control data plus a head count from its own schema. */
export interface AdminWorkspace {
  id: string;
  name: string;
  subdomain: string;
  region: string;
  createdAt: string;
  routes: AdminWorkspaceRoute[];
  /** Active members in the workspace's schema; null when the schema cannot be read (never provisioned). */
  memberCount: number | null;
  /** E-mail addresses of the active managers, sorted. */
  managerEmails: string[];
  /** How people sign in and are provisioned (issue 32): never a secret. */
  signIn: AdminWorkspaceSignIn;
}

/** A workspace's single sign-on and SCIM status as operators see it. */
export interface AdminWorkspaceSignIn {
  /** The SSO protocol connected, or null when the workspace has none. */
  ssoProtocol: 'OIDC' | null;
  ssoIssuer: string | null;
  /** When the current SSO settings last passed a manager's test sign-in. */
  ssoTestedAt: string | null;
  ssoEnforced: boolean;
  breakGlassManagers: number;
  /** Live SCIM tokens. */
  scimTokens: number;
  /** When an identity provider last used a SCIM token. */
  lastScimSyncAt: string | null;
}

/** One page of the workspace list. */
export interface AdminWorkspacePage {
  items: AdminWorkspace[];
  total: number;
  offset: number;
  limit: number;
}

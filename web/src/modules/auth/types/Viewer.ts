/** Roles in a workspace (schema enum Role). */
export type Role = 'MANAGER' | 'CONTRIBUTOR' | 'VIEWER';

/** Data regions (schema enum Region). */
export type Region = 'US_A' | 'US_B' | 'EU_A' | 'AU_A';

export interface Account {
  id: string;
  name: string;
  email: string;
  /** When the owner confirmed the address; invitations are shown only after. */
  emailConfirmedAt: string | null;
}

export interface Workspace {
  id: string;
  name: string;
  subdomain: string;
  url: string;
  region: Region;
}

/** The signed-in account and, on a workspace address, its role and workspace. */
export interface Viewer {
  account: Account;
  role: Role | null;
  workspace: Workspace | null;
}

/** A workspace the account may join: invited to it, or open to its e-mail domain (spec 001 §3). */
export interface AvailableTeam {
  type: 'INVITE' | 'DOMAIN';
  inviteId: string | null;
  invitedBy: string | null;
  workspace: Workspace;
}

/** Roles in a workspace (schema enum Role). */
export type Role = 'MANAGER' | 'CONTRIBUTOR' | 'VIEWER';

/** Data regions (schema enum Region). */
export type Region = 'US_A' | 'US_B' | 'EU_A' | 'AU_A';

export interface Account {
  id: string;
  name: string;
  email: string;
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

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
}

/** One page of the workspace list. */
export interface AdminWorkspacePage {
  items: AdminWorkspace[];
  total: number;
  offset: number;
  limit: number;
}

/** One tenant route of a workspace (spec 001 §3 tenant route record). */
export interface AdminWorkspaceRoute {
  subdomain: string;
  region: string;
  createdDate: string;
}

/** A workspace as GET /control/workspaces describes it. */
export interface AdminWorkspace {
  id: string;
  name: string;
  subdomain: string;
  region: string;
  createdAt: string;
  routes: AdminWorkspaceRoute[];
  /** Null when the server could not read the workspace's schema. */
  memberCount: number | null;
  managerEmails: string[];
}

/** One page of GET /control/workspaces. */
export interface AdminWorkspacePage {
  items: AdminWorkspace[];
  total: number;
  offset: number;
  limit: number;
}

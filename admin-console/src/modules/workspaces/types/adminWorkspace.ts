/**
 * The shapes GET /control/workspaces answers with, taken from the server's own declarations so the
 * console cannot drift from them (type-only: nothing of the server reaches the bundle).
 */
export type {
  AdminWorkspace,
  AdminWorkspacePage,
  AdminWorkspaceRoute,
} from '../../../../../services/control-plane/src/admin/admin-workspace.types';

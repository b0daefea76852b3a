import { Role } from './roles';

/** Spec 000 §6: a permission set maps users and groups to one of these, read < write < full. */
export enum Permission {
  READ = 'READ',
  WRITE = 'WRITE',
  FULL = 'FULL',
}

/**
 * A project's general access, the group-wide entry every member of the workspace gets: NONE makes
 * the project private (only its user and group entries, and workspace managers, see it).
 */
export type GeneralAccess = Permission | 'NONE';

const PERMISSION_RANK: Record<Permission, number> = {
  [Permission.READ]: 1,
  [Permission.WRITE]: 2,
  [Permission.FULL]: 3,
};

/** Spec 000 §5/§9 counts: user groups per team 50; members per group 200. */
export const USER_GROUP_LIMITS = {
  groupsPerWorkspace: 50,
  membersPerGroup: 200,
  /** The spec names no limit for a group's name; a member's name is at most 100, so is a group's. */
  nameLength: 100,
} as const;

/** The highest of the given permissions (user, group and group-wide entries), or null when none. */
export function highestPermission(
  entries: Iterable<Permission | 'NONE' | null | undefined>,
): Permission | null {
  let best: Permission | null = null;
  for (const entry of entries) {
    if (!entry || entry === 'NONE') continue;
    if (!best || PERMISSION_RANK[entry] > PERMISSION_RANK[best]) best = entry;
  }
  return best;
}

/**
 * The role a member acts with inside one project. Workspace managers keep MANAGER everywhere (they
 * administer the workspace, private projects included). Otherwise write and full map to
 * contributor and read to viewer (§6), never above the member's workspace role: a workspace viewer
 * stays a viewer, since a viewer never satisfies a write requirement. Null: no access at all.
 */
export function projectRole(workspaceRole: Role, permission: Permission | null): Role | null {
  if (workspaceRole === Role.MANAGER) return Role.MANAGER;
  if (!permission) return null;
  if (permission === Permission.READ || workspaceRole === Role.VIEWER) return Role.VIEWER;
  return Role.CONTRIBUTOR;
}

/** Who may change a project's access: workspace managers, and members with FULL on it who can write. */
export function mayManageProjectAccess(workspaceRole: Role, permission: Permission | null): boolean {
  return workspaceRole === Role.MANAGER || (permission === Permission.FULL && workspaceRole !== Role.VIEWER);
}

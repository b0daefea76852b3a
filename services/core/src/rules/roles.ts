/** Workspace roles (spec 000 §6, 001 §6). */
export enum Role {
  MANAGER = 'MANAGER',
  CONTRIBUTOR = 'CONTRIBUTOR',
  VIEWER = 'VIEWER',
}

const RANK: Record<Role, number> = { [Role.VIEWER]: 1, [Role.CONTRIBUTOR]: 2, [Role.MANAGER]: 3 };

/** True when `role` meets `required` (viewer < contributor < manager). */
export function roleSatisfies(role: Role, required: Role): boolean {
  return RANK[role] >= RANK[required];
}

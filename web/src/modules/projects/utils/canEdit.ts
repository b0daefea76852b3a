import type { Role } from '../../auth/types/Viewer';

/** Contributors and managers edit; viewers read. */
export function canEdit(role: Role | null | undefined): boolean {
  return role === 'MANAGER' || role === 'CONTRIBUTOR';
}

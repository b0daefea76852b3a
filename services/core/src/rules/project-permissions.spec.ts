import { Role } from './roles';
import { Permission, highestPermission, mayManageProjectAccess, projectRole } from './project-permissions';

describe('project permissions', () => {
  describe(highestPermission.name, () => {
    // Every combination of group-wide (general), user and group entries: the highest one wins.
    const levels = ['NONE', Permission.READ, Permission.WRITE, Permission.FULL] as const;
    const rank = (p: (typeof levels)[number] | null) => (p === null ? 0 : levels.indexOf(p));
    for (const general of levels) {
      for (const user of [null, ...levels.slice(1)] as const) {
        for (const group of [null, ...levels.slice(1)] as const) {
          it(`should take the highest of general ${general}, user ${user}, group ${group}`, () => {
            const expected = [general, user, group].reduce<(typeof levels)[number] | null>(
              (best, p) => (p && p !== 'NONE' && rank(p) > rank(best) ? p : best),
              null,
            );
            expect(highestPermission([general, user, group])).toBe(expected);
          });
        }
      }
    }

    it('should take the highest of several groups', () => {
      expect(highestPermission([Permission.READ, Permission.FULL, Permission.WRITE])).toBe(Permission.FULL);
      expect(highestPermission([])).toBeNull();
    });
  });

  describe(projectRole.name, () => {
    it('should map write and full to contributor and read to viewer', () => {
      expect(projectRole(Role.CONTRIBUTOR, Permission.FULL)).toBe(Role.CONTRIBUTOR);
      expect(projectRole(Role.CONTRIBUTOR, Permission.WRITE)).toBe(Role.CONTRIBUTOR);
      expect(projectRole(Role.CONTRIBUTOR, Permission.READ)).toBe(Role.VIEWER);
    });

    it('should never lift a workspace viewer above viewer', () => {
      expect(projectRole(Role.VIEWER, Permission.FULL)).toBe(Role.VIEWER);
      expect(projectRole(Role.VIEWER, Permission.WRITE)).toBe(Role.VIEWER);
    });

    it('should give no access without a permission, except to workspace managers', () => {
      expect(projectRole(Role.CONTRIBUTOR, null)).toBeNull();
      expect(projectRole(Role.VIEWER, null)).toBeNull();
      expect(projectRole(Role.MANAGER, null)).toBe(Role.MANAGER);
    });
  });

  describe(mayManageProjectAccess.name, () => {
    it('should let managers and full contributors manage access, and no one else', () => {
      expect(mayManageProjectAccess(Role.MANAGER, null)).toBe(true);
      expect(mayManageProjectAccess(Role.CONTRIBUTOR, Permission.FULL)).toBe(true);
      expect(mayManageProjectAccess(Role.CONTRIBUTOR, Permission.WRITE)).toBe(false);
      expect(mayManageProjectAccess(Role.VIEWER, Permission.FULL)).toBe(false);
    });
  });
});

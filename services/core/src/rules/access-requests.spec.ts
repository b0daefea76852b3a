import { Role } from './roles';
import { Permission } from './project-permissions';
import {
  ACCESS_REQUEST_LIMITS,
  AccessRequestStatus,
  accessRequestExpired,
  accessRequestStatus,
  roleOfPermission,
} from './access-requests';

const DAY_MS = 86_400_000;

describe('access requests', () => {
  const createdAt = new Date('2026-11-20T10:00:00Z');

  describe(accessRequestExpired.name, () => {
    it('should keep a request valid when it is a second short of 3 days old', () => {
      expect(accessRequestExpired(createdAt, new Date(createdAt.getTime() + 3 * DAY_MS - 1000))).toBe(false);
    });

    it('should expire a request when it is 3 days old', () => {
      expect(accessRequestExpired(createdAt, new Date(createdAt.getTime() + 3 * DAY_MS))).toBe(true);
    });

    it('should use the spec value of 3 days', () => {
      expect(ACCESS_REQUEST_LIMITS.validDays).toBe(3);
      expect(ACCESS_REQUEST_LIMITS.messageLength).toBe(1000);
    });
  });

  describe(accessRequestStatus.name, () => {
    const late = new Date(createdAt.getTime() + 4 * DAY_MS);

    it('should show EXPIRED when a pending request is past 3 days', () => {
      expect(accessRequestStatus(AccessRequestStatus.PENDING, createdAt, late)).toBe(
        AccessRequestStatus.EXPIRED,
      );
    });

    it('should keep a decided request as decided when it is old', () => {
      expect(accessRequestStatus(AccessRequestStatus.APPROVED, createdAt, late)).toBe(
        AccessRequestStatus.APPROVED,
      );
      expect(accessRequestStatus(AccessRequestStatus.DENIED, createdAt, late)).toBe(
        AccessRequestStatus.DENIED,
      );
    });
  });

  describe(roleOfPermission.name, () => {
    it('should map read to viewer and write or full to contributor (spec 000 §6)', () => {
      expect(roleOfPermission(Permission.READ)).toBe(Role.VIEWER);
      expect(roleOfPermission(Permission.WRITE)).toBe(Role.CONTRIBUTOR);
      expect(roleOfPermission(Permission.FULL)).toBe(Role.CONTRIBUTOR);
    });
  });
});

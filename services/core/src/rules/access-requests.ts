import { Role } from './roles';
import { Permission } from './project-permissions';

/** Spec 000 §9: "access request message 1000" characters; "access request valid 3 days". */
export const ACCESS_REQUEST_LIMITS = {
  messageLength: 1000,
  validDays: 3,
} as const;

const DAY_MS = 86_400_000;

/** Where an access request stands. EXPIRED is never stored: a PENDING one older than 3 days is it. */
export enum AccessRequestStatus {
  PENDING = 'PENDING',
  APPROVED = 'APPROVED',
  DENIED = 'DENIED',
  EXPIRED = 'EXPIRED',
}

/** Whether a request made at `createdAt` is past its 3 days at `now` (spec 000 §9). */
export function accessRequestExpired(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - createdAt.getTime() >= ACCESS_REQUEST_LIMITS.validDays * DAY_MS;
}

/** The status a stored request shows: a pending one turns EXPIRED after 3 days. */
export function accessRequestStatus(
  stored: AccessRequestStatus,
  createdAt: Date,
  now: Date = new Date(),
): AccessRequestStatus {
  return stored === AccessRequestStatus.PENDING && accessRequestExpired(createdAt, now)
    ? AccessRequestStatus.EXPIRED
    : stored;
}

/**
 * The role a permission gives in a project (spec 000 §6: write and full act as contributor, read as
 * viewer), as the access request notification names it (spec 001 "access request (role, …)").
 */
export function roleOfPermission(permission: Permission): Role.VIEWER | Role.CONTRIBUTOR {
  return permission === Permission.READ ? Role.VIEWER : Role.CONTRIBUTOR;
}

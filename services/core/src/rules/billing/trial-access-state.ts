/** Spec 001 §4 trial access states. */
export enum TrialAccessState {
  NotStarted = 'NotStarted',
  Active = 'Active',
  Expired = 'Expired',
  Requested = 'Requested',
}

/** Spec 001 §9: a trial request counts for 3 days. */
export const TRIAL_REQUEST_VALID_DAYS = 3;
/** Spec 001 §9: a trial's access lasts 30 days. */
export const TRIAL_ACTIVE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A workspace's trial record: when it started and whether it is still on. */
export interface TrialRecord {
  active: boolean;
  startedAt: Date;
}

/** A request for a trial, made before any record exists. */
export interface TrialRequest {
  requested: boolean;
  requestedAt: Date;
}

/**
 * Spec 001 §4, exactly: with no record, Requested if a request was made within 3 days and is true,
 * else NotStarted; with a record, Expired if its flag is false or it is older than 30 days, else Active.
 */
export function trialAccessState(
  record: TrialRecord | null,
  request: TrialRequest | null,
  now: Date,
): TrialAccessState {
  if (!record) {
    const recent =
      !!request && now.getTime() - request.requestedAt.getTime() <= TRIAL_REQUEST_VALID_DAYS * DAY_MS;
    return recent && request.requested ? TrialAccessState.Requested : TrialAccessState.NotStarted;
  }
  if (!record.active || now.getTime() - record.startedAt.getTime() > TRIAL_ACTIVE_DAYS * DAY_MS)
    return TrialAccessState.Expired;
  return TrialAccessState.Active;
}

/** When a trial started at `startedAt` ends. */
export function trialEndsAt(startedAt: Date): Date {
  return new Date(startedAt.getTime() + TRIAL_ACTIVE_DAYS * DAY_MS);
}

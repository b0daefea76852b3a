/**
 * Data retention (spec 000 §9 "Data-retention choices: 30, 60, 90, 180, 365 days", spec 001 §9
 * "Data retention options"): the only periods a policy may name; no period means nothing is deleted
 * by age.
 */
export const DATA_RETENTION_DAYS = [30, 60, 90, 180, 365] as const;
export type DataRetentionDays = (typeof DATA_RETENTION_DAYS)[number];

/** Whether `days` is one of the spec's retention periods. */
export function isDataRetentionDays(days: unknown): days is DataRetentionDays {
  return DATA_RETENTION_DAYS.includes(days as DataRetentionDays);
}

/**
 * Managers hear of a deletion this many days before it happens (spec 001 "data retention warnings";
 * spec 000 §9 names 7 days among its time constants). Nothing is deleted that was not announced at
 * least this long before.
 */
export const DATA_RETENTION_WARNING_DAYS = 7;

/** What a policy deletes by age: files and recordings, notes (to the trash), and what is in the trash. */
export const DATA_RETENTION_CATEGORIES = ['RECORDINGS', 'NOTES', 'TRASH'] as const;
export type DataRetentionCategory = (typeof DATA_RETENTION_CATEGORIES)[number];

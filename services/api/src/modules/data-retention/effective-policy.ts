import type { DataRetentionCategory } from '@fieldnote/core';
import type { PolicyRow, PolicyValues } from './data-retention.repository';

/** No retention: nothing is deleted by age. */
export const NO_RETENTION: PolicyValues = {
  recordingsDays: null,
  notesDays: null,
  trashDays: null,
  keepHighlightsAndTranscripts: true,
};

/** A row's periods and option. */
export function valuesOf(row: PolicyRow | null | undefined): PolicyValues {
  if (!row) return NO_RETENTION;
  return {
    recordingsDays: row.recordings_days,
    notesDays: row.notes_days,
    trashDays: row.trash_days,
    keepHighlightsAndTranscripts: row.keep_highlights_and_transcripts,
  };
}

/**
 * The policy a project follows: its own override, unless a manager locked the workspace's policy
 * (then every project follows the workspace) or it has none.
 */
export function effectivePolicy(workspace: PolicyRow | null, override: PolicyRow | null): PolicyValues {
  if (workspace?.locked || !override) return valuesOf(workspace);
  return valuesOf(override);
}

/** The policy's period for a kind of data, in days, or null when that kind is kept. */
export function daysFor(policy: PolicyValues, category: DataRetentionCategory): number | null {
  if (category === 'RECORDINGS') return policy.recordingsDays;
  if (category === 'NOTES') return policy.notesDays;
  return policy.trashDays;
}

/** The effective policy of every project, from all the workspace's policy rows. */
export function effectivePolicies(rows: PolicyRow[], projectIds: string[]): Map<string, PolicyValues> {
  const workspace = rows.find((r) => r.project_id === null) ?? null;
  const overrides = new Map(rows.filter((r) => r.project_id !== null).map((r) => [r.project_id!, r]));
  return new Map(projectIds.map((id) => [id, effectivePolicy(workspace, overrides.get(id) ?? null)]));
}

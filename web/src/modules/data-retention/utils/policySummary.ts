import { dataRetentionStrings as strings } from '../strings';

/** A policy's periods and option, as the form edits them. */
export interface PolicyDraft {
  recordingsDays: number | null;
  notesDays: number | null;
  trashDays: number | null;
  keepHighlightsAndTranscripts: boolean;
}

/** A policy in a few words: "recordings and files after 90 days, notes after 365 days". */
export function policySummary(policy: PolicyDraft): string {
  const parts: string[] = [];
  if (policy.recordingsDays) parts.push(strings.summaryPart(strings.recordings, policy.recordingsDays));
  if (policy.notesDays) parts.push(strings.summaryPart(strings.notes, policy.notesDays));
  if (policy.trashDays) parts.push(strings.summaryPart(strings.trash, policy.trashDays));
  return strings.summary(parts);
}

/** The draft of a policy read from the server (its __typename left out). */
export function draftOf(policy: PolicyDraft): PolicyDraft {
  return {
    recordingsDays: policy.recordingsDays,
    notesDays: policy.notesDays,
    trashDays: policy.trashDays,
    keepHighlightsAndTranscripts: policy.keepHighlightsAndTranscripts,
  };
}

import { z } from 'zod';
import type { SummaryJobRow } from './summary-jobs.repository';

/** What one signal of a summary job tells the open Summary tabs and insight summary sections (zod: it crosses processes as bytes). */
export const summaryJobSignal = z.object({
  jobId: z.string().uuid(),
  /** The note summarised, or null for an insight's job. */
  noteId: z.string().uuid().nullable(),
  /** The insight summarised, or null for a note's job. */
  insightId: z.string().uuid().nullable(),
  projectId: z.string().uuid(),
  status: z.enum(['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED']),
  progress: z.number().int().min(0).max(100),
  /** The whole text written so far (null: the signal tells only the state). */
  text: z.string().nullable(),
  errorMessage: z.string().nullable(),
});
export type SummaryJobSignal = z.infer<typeof summaryJobSignal>;

/**
 * The bus signal subject of one job's progress (NATS core, never stored): the worker running the
 * job sends on it, every API process with a subscriber to that job listens.
 */
export const summaryJobSubject = (workspaceId: string, jobId: string | '*'): string =>
  `ai-summary-job.${workspaceId}.${jobId}`;

/** A job row as a signal, with the text written so far when there is some. */
export function signalOf(job: SummaryJobRow, text: string | null): SummaryJobSignal {
  return {
    jobId: job.id,
    noteId: job.note_id,
    insightId: job.insight_id,
    projectId: job.project_id,
    status: job.status,
    progress: job.progress,
    text,
    errorMessage: job.error_message,
  };
}

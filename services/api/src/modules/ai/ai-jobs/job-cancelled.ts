/**
 * The reason a job's generation is aborted with when a member cancelled the job (not when the
 * worker stops or AI is turned off): the AI audit trail records such a generation as CANCELLED.
 */
export class JobCancelled extends Error {
  constructor() {
    super('Cancelled by a member before it ended; nothing it wrote was stored.');
    this.name = 'JobCancelled';
  }
}

/** Whether a job's abort signal fired because a member cancelled the job. */
export function cancelledByMember(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && signal.reason instanceof JobCancelled;
}

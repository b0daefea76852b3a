import type { EntityManager } from '@mikro-orm/postgresql';

/** What one delivery of a job's event does, and what is done when it keeps failing. */
export interface JobDelivery {
  /** The workspace's entity manager (JobRows.workspaceEm). */
  em: EntityManager;
  /** The job's work, in one transaction: a failure writes nothing of it. */
  work: (tx: EntityManager) => Promise<void>;
  /** Counts the failed try (JobRows.countAttempt) and says how many there have been. */
  countAttempt: () => Promise<number>;
  /** Tries after which the job stops retrying. */
  maxAttempts: number;
  /** Records the job as failed, in a transaction of its own, once it has failed `maxAttempts` times. */
  giveUp: (tx: EntityManager) => Promise<void>;
  /** Told of each failure, with the tries so far (for the log). */
  onFailure: (err: unknown, attempts: number) => void;
}

/**
 * Runs one delivery of a durable job's bus event (bulk import, REFI-QDA import): the work in one
 * transaction; on failure the try is counted outside it, the bus asked to deliver again ('retry')
 * until `maxAttempts`, and then the job recorded as failed and the event acknowledged.
 */
export async function deliverJob(delivery: JobDelivery): Promise<'ack' | 'retry'> {
  try {
    await delivery.em.transactional((tx) => delivery.work(tx));
    return 'ack';
  } catch (err) {
    const attempts = await delivery.countAttempt();
    delivery.onFailure(err, attempts);
    if (attempts < delivery.maxAttempts) return 'retry';
    await delivery.em.transactional((tx) => delivery.giveUp(tx));
    return 'ack';
  }
}

import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Databases } from '@fieldnote/db';

/** A claim on one run of a job: `finish` marks it done so no replica runs that period again. */
export interface JobClaim {
  finish(): Promise<void>;
}

/**
 * Leader election for scheduled jobs between replicas: each replica ticks, and for a job and period
 * (e.g. the reconciliation of one UTC day) only the first to claim it runs it, through a row of
 * control.scheduled_job_runs written with `on conflict`. A claim left unfinished past its lease (the
 * replica died mid-run) is taken over by the next tick elsewhere. No session-level advisory lock:
 * the pool hands connections to any caller, so a lock held on one would leak to the next user.
 */
@Injectable()
export class ScheduledJobClaims {
  /** This process, as the claims name it (for the operator reading the table). */
  readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(private readonly databases: Databases) {}

  /** The claim on `job`'s run of `period`, or null when another replica has it (or it is done). */
  async claim(job: string, period: string, leaseMs: number, holder = this.holder): Promise<JobClaim | null> {
    const rows = await this.sql().execute<{ claimed_by: string }[]>(
      `insert into control.scheduled_job_runs (job, period, claimed_by, claimed_at)
       values (?, ?, ?, now())
       on conflict (job, period) do update set claimed_by = excluded.claimed_by, claimed_at = now()
         where scheduled_job_runs.finished_at is null
           and scheduled_job_runs.claimed_at < now() - make_interval(secs => ?)
       returning claimed_by`,
      [job, period, holder, leaseMs / 1000],
    );
    if (rows.length === 0) return null;
    return {
      finish: async () => {
        await this.sql().execute(
          `update control.scheduled_job_runs set finished_at = now()
            where job = ? and period = ? and claimed_by = ?`,
          [job, period, holder],
        );
      },
    };
  }

  private sql() {
    return this.databases.control().em.getConnection();
  }
}

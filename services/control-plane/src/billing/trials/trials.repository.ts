import { Injectable } from '@nestjs/common';
import { Databases } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TrialEmailType, TrialExtensionSource } from '@fieldnote/core';

/** The SQL of trials: the e-mails sent and the extensions granted (control schema). */
@Injectable()
export class TrialsRepository {
  constructor(private readonly databases: Databases) {}

  /** Workspaces with a trial record, for the trial job. */
  async teamsWithTrial(): Promise<{ teamId: string; trialStartedAt: Date }[]> {
    const rows = await this.databases
      .control()
      .em.getConnection()
      .execute<{ team_id: string; trial_started_at: Date | string }[]>(
        'select team_id, trial_started_at from control.workspace_plans where trial_started_at is not null order by team_id',
      );
    return rows.map((r) => ({ teamId: r.team_id, trialStartedAt: new Date(r.trial_started_at) }));
  }

  /** Claims one trial e-mail of one trial; false when it was sent before. */
  async claimEmail(
    em: EntityManager,
    email: { teamId: string; trialStartedAt: Date; type: TrialEmailType },
  ): Promise<boolean> {
    const rows = await em.getConnection().execute<{ type: string }[]>(
      `insert into control.trial_emails (team_id, trial_started_at, type) values (?, ?, ?)
         on conflict do nothing returning type`,
      [email.teamId, email.trialStartedAt, email.type],
      'all',
      em.getTransactionContext(),
    );
    return rows.length === 1;
  }

  /** Records an extension; false when the source extended this workspace's trial before. */
  async addExtension(
    em: EntityManager,
    extension: { teamId: string; source: TrialExtensionSource; days: number },
  ): Promise<boolean> {
    const rows = await em.getConnection().execute<{ source: string }[]>(
      `insert into control.trial_extensions (team_id, source, days) values (?, ?, ?)
         on conflict do nothing returning source`,
      [extension.teamId, extension.source, extension.days],
      'all',
      em.getTransactionContext(),
    );
    return rows.length === 1;
  }
}

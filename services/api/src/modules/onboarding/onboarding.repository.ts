import { Injectable } from '@nestjs/common';
import type { OnboardingChecklistItem } from '@fieldnote/core';
import { Databases, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A member_onboarding row as the driver returns it. */
export interface OnboardingRow {
  account_id: string;
  use_cases: string[];
  org_size: string | null;
  job_role: string | null;
  answered_at: string | Date;
}

/** All SQL of onboarding: the member's answers, and what the checklist reads of their work. */
@Injectable()
export class OnboardingRepository {
  constructor(private readonly databases: Databases) {}

  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  async find(em: EntityManager, schema: string, accountId: string): Promise<OnboardingRow | null> {
    const [row] = await this.run<OnboardingRow>(
      em,
      `select account_id, use_cases, org_size, job_role, answered_at
         from ${inSchema(schema)('member_onboarding')} where account_id = ?`,
      [accountId],
    );
    return row ?? null;
  }

  async save(
    em: EntityManager,
    schema: string,
    row: { accountId: string; useCases: string[]; orgSize: string | null; jobRole: string | null },
  ): Promise<OnboardingRow> {
    const [saved] = await this.run<OnboardingRow>(
      em,
      `insert into ${inSchema(schema)('member_onboarding')} (account_id, use_cases, org_size, job_role)
       values (?, array(select jsonb_array_elements_text(?::jsonb)), ?, ?)
       on conflict (account_id) do update
         set use_cases = excluded.use_cases, org_size = excluded.org_size, job_role = excluded.job_role,
             answered_at = now()
       returning account_id, use_cases, org_size, job_role, answered_at`,
      // The driver would spread an array into a list of parameters: the choices travel as JSON.
      [row.accountId, JSON.stringify(row.useCases), row.orgSize, row.jobRole],
    );
    return saved as OnboardingRow;
  }

  /**
   * Which checklist steps the member has done, from their own rows: a project, a note, a highlight
   * and an insight they created (in the trash too: it was done), an invite they sent.
   */
  async doneSteps(
    em: EntityManager,
    schema: string,
    workspaceId: string,
    accountId: string,
  ): Promise<Set<OnboardingChecklistItem>> {
    const t = inSchema(schema);
    const [row] = await this.run<Record<string, boolean>>(
      em,
      `select exists(select 1 from ${t('projects')} where created_by = ?) as create_project,
              exists(select 1 from ${t('notes')} where created_by = ?) as add_note,
              exists(select 1 from ${t('highlights')} where created_by = ?) as make_highlight,
              exists(select 1 from ${t('insights')} where created_by = ?) as write_insight`,
      [accountId, accountId, accountId, accountId],
    );
    const [invite] = await this.databases
      .control()
      .em.fork()
      .getConnection()
      .execute<{ invited: boolean }[]>(
        'select exists(select 1 from control.invites where team_id = ? and invited_by = ?) as invited',
        [workspaceId, accountId],
      );
    const done = new Set<OnboardingChecklistItem>();
    if (row?.create_project) done.add('CREATE_PROJECT');
    if (row?.add_note) done.add('ADD_NOTE');
    if (row?.make_highlight) done.add('MAKE_HIGHLIGHT');
    if (row?.write_insight) done.add('WRITE_INSIGHT');
    if (invite?.invited) done.add('INVITE_MEMBER');
    return done;
  }
}

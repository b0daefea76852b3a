import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type StoredSummaryFields, SummaryTable } from './summaries/summary-tables.repository';

/** A note_summaries row as the driver returns it. */
export interface NoteSummaryRow extends StoredSummaryFields {
  note_id: string;
}

export interface ProjectAiDefaultsRow {
  summary_framework: string;
  summary_language: string;
}

/** Every query of AI settings, project defaults and note summaries; `schema` is the workspace's. */
@Injectable()
export class AiRepository {
  /** The notes' summaries (the same queries as the insights'). */
  readonly noteSummaries = new SummaryTable<NoteSummaryRow>('note_summaries', 'note_id', 'notes');

  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  /** Whether a manager left generative AI on (no row: on, the default). */
  async generativeAiSetting(em: EntityManager, schema: string): Promise<boolean> {
    const [row] = await this.run<{ generative_ai_enabled: boolean }>(
      em,
      `select generative_ai_enabled from ${inSchema(schema)('ai_settings')}`,
    );
    return row?.generative_ai_enabled ?? true;
  }

  async saveGenerativeAiSetting(
    em: EntityManager,
    schema: string,
    enabled: boolean,
    by: string,
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('ai_settings')} (singleton, generative_ai_enabled, updated_by, updated_at)
       values (true, ?, ?, now())
       on conflict (singleton) do update set generative_ai_enabled = excluded.generative_ai_enabled,
         updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      [enabled, by],
    );
  }

  async projectDefaults(
    em: EntityManager,
    schema: string,
    projectId: string,
  ): Promise<ProjectAiDefaultsRow | null> {
    const [row] = await this.run<ProjectAiDefaultsRow>(
      em,
      `select summary_framework, summary_language from ${inSchema(schema)('project_ai_defaults')} where project_id = ?`,
      [projectId],
    );
    return row ?? null;
  }

  async saveProjectDefaults(
    em: EntityManager,
    schema: string,
    row: { projectId: string; framework: string; language: string; by: string },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('project_ai_defaults')} (project_id, summary_framework, summary_language, updated_by)
       values (?, ?, ?, ?)
       on conflict (project_id) do update set summary_framework = excluded.summary_framework,
         summary_language = excluded.summary_language, updated_by = excluded.updated_by, updated_at = now()`,
      [row.projectId, row.framework, row.language, row.by],
    );
  }
}

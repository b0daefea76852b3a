import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A note_summaries row as the driver returns it. */
export interface NoteSummaryRow {
  note_id: string;
  framework: string;
  language: string;
  content: string;
  provider: string;
  model: string;
  ai_activity_id: string;
  generated_by: string;
  generated_at: Date;
  edited_by: string | null;
  edited_at: Date | null;
}

export interface ProjectAiDefaultsRow {
  summary_framework: string;
  summary_language: string;
}

/** Every query of AI settings, project defaults and note summaries; `schema` is the workspace's. */
@Injectable()
export class AiRepository {
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

  async noteSummary(em: EntityManager, schema: string, noteId: string): Promise<NoteSummaryRow | null> {
    const [row] = await this.run<NoteSummaryRow>(
      em,
      `select * from ${inSchema(schema)('note_summaries')} where note_id = ?`,
      [noteId],
    );
    return row ?? null;
  }

  /** The note's summary replaced by a newly generated one (an edit made before is overwritten). */
  async saveGeneratedSummary(
    em: EntityManager,
    schema: string,
    row: {
      noteId: string;
      framework: string;
      language: string;
      content: string;
      provider: string;
      model: string;
      aiActivityId: string;
      generatedBy: string;
      generatedAt: Date;
    },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('note_summaries')} (note_id, framework, language, content, provider, model,
         ai_activity_id, generated_by, generated_at, edited_by, edited_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, null, null)
       on conflict (note_id) do update set framework = excluded.framework, language = excluded.language,
         content = excluded.content, provider = excluded.provider, model = excluded.model,
         ai_activity_id = excluded.ai_activity_id, generated_by = excluded.generated_by,
         generated_at = excluded.generated_at, edited_by = null, edited_at = null`,
      [
        row.noteId,
        row.framework,
        row.language,
        row.content,
        row.provider,
        row.model,
        row.aiActivityId,
        row.generatedBy,
        row.generatedAt,
      ],
    );
  }

  /** Whether a summary was there to edit. */
  async saveEditedSummary(
    em: EntityManager,
    schema: string,
    row: { noteId: string; content: string; editedBy: string },
  ): Promise<boolean> {
    const rows = await this.run<{ note_id: string }>(
      em,
      `update ${inSchema(schema)('note_summaries')} set content = ?, edited_by = ?, edited_at = now()
       where note_id = ? returning note_id`,
      [row.content, row.editedBy, row.noteId],
    );
    return rows.length > 0;
  }

  /** Takes the note's row lock, so two generations of one note's summary run one after the other. */
  async lockNote(em: EntityManager, schema: string, noteId: string): Promise<void> {
    await this.run(em, `select id from ${inSchema(schema)('notes')} where id = ? for update`, [noteId]);
  }
}

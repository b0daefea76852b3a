import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The columns every stored summary has, whatever it summarises (note_summaries, insight_summaries). */
export interface StoredSummaryFields {
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

/** A newly generated summary, as it is stored. */
export interface GeneratedSummary {
  framework: string;
  language: string;
  content: string;
  provider: string;
  model: string;
  aiActivityId: string;
  generatedBy: string;
  generatedAt: Date;
}

/**
 * The queries of one table of stored summaries, one row per summarised object (its latest summary):
 * note_summaries keyed by note_id (of notes), insight_summaries by insight_id (of insights). `schema`
 * is the workspace's.
 */
export class SummaryTable<Row extends StoredSummaryFields> {
  constructor(
    private readonly table: string,
    private readonly key: string,
    private readonly owners: string,
  ) {}

  async find(em: EntityManager, schema: string, id: string): Promise<Row | null> {
    const [row] = await run<Row>(em, `select * from ${inSchema(schema)(this.table)} where ${this.key} = ?`, [
      id,
    ]);
    return row ?? null;
  }

  /** The object's summary replaced by a newly generated one (an edit made before is overwritten). */
  async saveGenerated(em: EntityManager, schema: string, id: string, row: GeneratedSummary): Promise<void> {
    await run(
      em,
      `insert into ${inSchema(schema)(this.table)} (${this.key}, framework, language, content, provider, model,
         ai_activity_id, generated_by, generated_at, edited_by, edited_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, null, null)
       on conflict (${this.key}) do update set framework = excluded.framework, language = excluded.language,
         content = excluded.content, provider = excluded.provider, model = excluded.model,
         ai_activity_id = excluded.ai_activity_id, generated_by = excluded.generated_by,
         generated_at = excluded.generated_at, edited_by = null, edited_at = null`,
      [
        id,
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

  /** A hand edit; false when there was no summary to edit. */
  async saveEdited(
    em: EntityManager,
    schema: string,
    id: string,
    edit: { content: string; editedBy: string },
  ): Promise<boolean> {
    const rows = await run(
      em,
      `update ${inSchema(schema)(this.table)} set content = ?, edited_by = ?, edited_at = now()
       where ${this.key} = ? returning ${this.key}`,
      [edit.content, edit.editedBy, id],
    );
    return rows.length > 0;
  }

  /** Takes the summarised object's row lock, so two generations of its summary run one after the other. */
  async lockOwner(em: EntityManager, schema: string, id: string): Promise<void> {
    await run(em, `select id from ${inSchema(schema)(this.owners)} where id = ? for update`, [id]);
  }
}

/** Runs SQL in `em`'s transaction when it has one. */
function run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

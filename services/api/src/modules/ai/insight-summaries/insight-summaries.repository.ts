import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** An insight_summaries row as the driver returns it. */
export interface InsightSummaryRow {
  insight_id: string;
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

/** Every query of insight summaries; `schema` is the workspace's. */
@Injectable()
export class InsightSummariesRepository {
  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  async insightSummary(
    em: EntityManager,
    schema: string,
    insightId: string,
  ): Promise<InsightSummaryRow | null> {
    const [row] = await this.run<InsightSummaryRow>(
      em,
      `select * from ${inSchema(schema)('insight_summaries')} where insight_id = ?`,
      [insightId],
    );
    return row ?? null;
  }

  /** The insight's summary replaced by a newly generated one (an edit made before is overwritten). */
  async saveGenerated(
    em: EntityManager,
    schema: string,
    row: {
      insightId: string;
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
      `insert into ${inSchema(schema)('insight_summaries')} (insight_id, framework, language, content, provider, model,
         ai_activity_id, generated_by, generated_at, edited_by, edited_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, null, null)
       on conflict (insight_id) do update set framework = excluded.framework, language = excluded.language,
         content = excluded.content, provider = excluded.provider, model = excluded.model,
         ai_activity_id = excluded.ai_activity_id, generated_by = excluded.generated_by,
         generated_at = excluded.generated_at, edited_by = null, edited_at = null`,
      [
        row.insightId,
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

  /** A hand edit; false when the insight has no summary to edit. */
  async saveEdited(
    em: EntityManager,
    schema: string,
    row: { insightId: string; content: string; editedBy: string },
  ): Promise<boolean> {
    const rows = await this.run<{ insight_id: string }>(
      em,
      `update ${inSchema(schema)('insight_summaries')} set content = ?, edited_by = ?, edited_at = now()
       where insight_id = ? returning insight_id`,
      [row.content, row.editedBy, row.insightId],
    );
    return rows.length > 0;
  }

  /** Takes the insight's row lock, so two generations of one insight's summary run one after the other. */
  async lockInsight(em: EntityManager, schema: string, insightId: string): Promise<void> {
    await this.run(em, `select id from ${inSchema(schema)('insights')} where id = ? for update`, [insightId]);
  }
}

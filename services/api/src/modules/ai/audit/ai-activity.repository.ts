import { Injectable } from '@nestjs/common';
import { inSchema, uuidArray } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** An ai_activity row as the driver returns it, with the asker's name. */
export interface AiActivityRow {
  id: string;
  task: string;
  framework: string | null;
  provider: string;
  model: string;
  model_region: string | null;
  prompt_version: string;
  input_kind: string;
  input_ids: string[];
  project_id: string | null;
  language: string | null;
  requested_by: string;
  started_at: Date;
  finished_at: Date;
  output_chars: number;
  status: string;
  error_message: string | null;
  requested_by_name: string | null;
}

/** The queries of the AI audit trail. */
@Injectable()
export class AiActivityRepository {
  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  async insert(
    em: EntityManager,
    schema: string,
    row: Omit<AiActivityRow, 'requested_by_name'>,
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('ai_activity')} (id, task, framework, provider, model, model_region, prompt_version,
         input_kind, input_ids, project_id, language, requested_by, started_at, finished_at, output_chars, status,
         error_message)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?::uuid[], ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        row.id,
        row.task,
        row.framework,
        row.provider,
        row.model,
        row.model_region,
        row.prompt_version,
        row.input_kind,
        uuidArray(row.input_ids),
        row.project_id,
        row.language,
        row.requested_by,
        row.started_at,
        row.finished_at,
        row.output_chars,
        row.status,
        row.error_message,
      ],
    );
  }

  /** The newest first, one page. */
  async page(em: EntityManager, schema: string, offset: number, limit: number): Promise<AiActivityRow[]> {
    return this.run<AiActivityRow>(
      em,
      `select a.*, m.name as requested_by_name from ${inSchema(schema)('ai_activity')} a
       left join ${inSchema(schema)('members')} m on m.id = a.requested_by
       order by a.started_at desc, a.id desc offset ? limit ?`,
      [offset, limit],
    );
  }

  async count(em: EntityManager, schema: string): Promise<number> {
    const [row] = await this.run<{ n: string }>(
      em,
      `select count(*) as n from ${inSchema(schema)('ai_activity')}`,
    );
    return Number(row?.n ?? 0);
  }
}

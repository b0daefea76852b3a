import { Injectable } from '@nestjs/common';
import { isUuid } from '@fieldnote/core';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A workspace_templates row as the driver returns it. */
export interface TemplateRow {
  id: string;
  type: 'PROJECT' | 'INSIGHT';
  title: string;
  description: string;
  content_json: unknown;
  content: string;
  structure: unknown;
  created_by: string;
  created_at: string | Date;
  updated_at: string | Date;
}

const COLUMNS =
  'id, type, title, description, content_json, content, structure, created_by, created_at, updated_at';

/** What a new template holds. */
export interface NewTemplate {
  id: string;
  type: 'PROJECT' | 'INSIGHT';
  title: string;
  description: string;
  contentJson: unknown;
  content: string;
  structure: unknown;
  createdBy: string;
}

/** All SQL of workspace templates. */
@Injectable()
export class TemplatesRepository {
  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  /** The templates of one type (or both), by title. */
  list(em: EntityManager, schema: string, type: string | null): Promise<TemplateRow[]> {
    return this.run<TemplateRow>(
      em,
      `select ${COLUMNS} from ${inSchema(schema)('workspace_templates')}
        ${type ? 'where type = ?' : ''} order by lower(title), id`,
      type ? [type] : [],
    );
  }

  /** One template by UUID; `lock` holds its row for the rest of the transaction. */
  async find(em: EntityManager, schema: string, id: string, lock = false): Promise<TemplateRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.run<TemplateRow>(
      em,
      `select ${COLUMNS} from ${inSchema(schema)('workspace_templates')} where id = ?${lock ? ' for update' : ''}`,
      [id],
    );
    return row ?? null;
  }

  /** How many templates the workspace holds (the plan's maximum counts both types). */
  async count(em: EntityManager, schema: string): Promise<number> {
    const [row] = await this.run<{ n: number }>(
      em,
      `select count(*)::int as n from ${inSchema(schema)('workspace_templates')}`,
    );
    return row?.n ?? 0;
  }

  async insert(em: EntityManager, schema: string, t: NewTemplate): Promise<TemplateRow> {
    const [row] = await this.run<TemplateRow>(
      em,
      `insert into ${inSchema(schema)('workspace_templates')}
         (id, type, title, description, content_json, content, structure, created_by)
       values (?, ?, ?, ?, ?::jsonb, ?, ?::jsonb, ?) returning ${COLUMNS}`,
      [
        t.id,
        t.type,
        t.title,
        t.description,
        t.contentJson === null ? null : JSON.stringify(t.contentJson),
        t.content,
        t.structure === null ? null : JSON.stringify(t.structure),
        t.createdBy,
      ],
    );
    return row as TemplateRow;
  }

  async update(
    em: EntityManager,
    schema: string,
    id: string,
    changes: { title: string; description: string; contentJson: unknown; content: string },
  ): Promise<TemplateRow> {
    const [row] = await this.run<TemplateRow>(
      em,
      `update ${inSchema(schema)('workspace_templates')}
          set title = ?, description = ?, content_json = ?::jsonb, content = ?, updated_at = now()
        where id = ? returning ${COLUMNS}`,
      [
        changes.title,
        changes.description,
        changes.contentJson === null ? null : JSON.stringify(changes.contentJson),
        changes.content,
        id,
      ],
    );
    return row as TemplateRow;
  }

  async delete(em: EntityManager, schema: string, id: string): Promise<void> {
    await this.run(em, `delete from ${inSchema(schema)('workspace_templates')} where id = ?`, [id]);
  }
}

import type { Region } from '@fieldnote/core';
import { type Databases, inSchema, uuidArray, workspaceSchemaName } from '@fieldnote/db';

/** An indexed item as its passages are embedded. */
export interface IndexedItem {
  id: string;
  type: string;
  title: string;
  content: string;
}

/** What the vector store holds for one passage (chunk) of an item. */
export interface VectorRow {
  item_id: string;
  chunk: number;
  point_id: string;
  text_hash: string;
  model: string;
}

/** A passage's row as VectorSync writes it. */
export type NewVectorRow = Omit<VectorRow, 'model'> & { model: string; has_vector: boolean };

/** Rows written in one statement at most. */
const WRITE_BATCH = 500;

/**
 * The SQL of a workspace's `search_vectors` (what the vector store holds, by item and passage) and
 * the index items it is kept in step with. Each method names the workspace and its region.
 */
export class SearchVectorsRepository {
  constructor(private readonly databases: Databases) {}

  itemsByIds(at: WorkspaceAt, ids: readonly string[]): Promise<IndexedItem[]> {
    return this.sql(at).execute<IndexedItem[]>(
      `select id, type, title, content from ${table(at)('search_items')} where id = any(?::uuid[])`,
      [uuidArray(ids)],
    );
  }

  /** The passages recorded for these items. */
  vectorRowsOf(at: WorkspaceAt, itemIds: readonly string[]): Promise<VectorRow[]> {
    return this.sql(at).execute<VectorRow[]>(
      `select item_id, chunk, point_id, text_hash, model from ${table(at)('search_vectors')} where item_id = any(?::uuid[])`,
      [uuidArray(itemIds)],
    );
  }

  /** Forgets the passages of `stalePointIds` and records `rows`, in one transaction. */
  async replaceVectorRows(at: WorkspaceAt, stalePointIds: string[], rows: NewVectorRow[]): Promise<void> {
    const connection = this.sql(at);
    await connection.transactional(async (trx) => {
      if (stalePointIds.length > 0) {
        await connection.execute(
          `delete from ${table(at)('search_vectors')} where point_id = any(?::uuid[])`,
          [uuidArray(stalePointIds)],
          'run',
          trx,
        );
      }
      for (let start = 0; start < rows.length; start += WRITE_BATCH) {
        await connection.execute(
          `insert into ${table(at)('search_vectors')} (item_id, chunk, point_id, text_hash, model, has_vector)
           select * from jsonb_to_recordset(?::jsonb)
             as x(item_id uuid, chunk int, point_id uuid, text_hash varchar, model varchar, has_vector boolean)
           on conflict (item_id, chunk) do update set text_hash = excluded.text_hash, model = excluded.model,
             has_vector = excluded.has_vector, embedded_at = now()`,
          [JSON.stringify(rows.slice(start, start + WRITE_BATCH))],
          'run',
          trx,
        );
      }
    });
  }

  /** How many items have no first passage embedded by `model`. */
  async countMissing(at: WorkspaceAt, model: string): Promise<number> {
    const tables = table(at);
    // Each item tested against its own passage row.
    const [count] = await this.sql(at).execute<{ total: string }[]>(
      `select count(*) as total from ${tables('search_items')} s where not exists (select 1 from ${tables('search_vectors')} v
      where v.item_id = s.id and v.chunk = 0 and v.model = ?)`,
      [model],
    );
    return Number(count?.total ?? 0);
  }

  /** The next `limit` items after `after` (in id order) whose first passage `model` has not embedded. */
  async missingAfter(at: WorkspaceAt, after: string, model: string, limit: number): Promise<string[]> {
    const tables = table(at);
    // Each item's passage row is probed by its primary key (a subquery per item, which PostgreSQL
    // never turns into a join): while a backfill fills search_vectors faster than statistics
    // follow, an anti-join planned for "5 rows" re-read every vector for every item, and a
    // 1,000,000-item backfill slowed from 1,300 items/s to 20 (20 s a batch instead of 8 ms).
    const rows = await this.sql(at).execute<{ id: string }[]>(
      `select s.id from ${tables('search_items')} s
          where s.id > ? and (select v.model from ${tables('search_vectors')} v where v.item_id = s.id and v.chunk = 0)
                is distinct from ?
          order by s.id limit ${limit}`,
      [after, model],
    );
    return rows.map((row) => row.id);
  }

  /** Up to `limit` items that have recorded passages but are no longer in the index. */
  async orphanItemIds(at: WorkspaceAt, limit: number): Promise<string[]> {
    const tables = table(at);
    const rows = await this.sql(at).execute<{ item_id: string }[]>(
      `select distinct v.item_id from ${tables('search_vectors')} v
       where not exists (select 1 from ${tables('search_items')} s where s.id = v.item_id) limit ${limit}`,
    );
    return rows.map((row) => row.item_id);
  }

  private sql(at: WorkspaceAt) {
    return this.databases.region(at.region).em.getConnection();
  }
}

/** A workspace and the region its data is in. */
export interface WorkspaceAt {
  workspaceId: string;
  region: Region;
}

function table(at: WorkspaceAt) {
  return inSchema(workspaceSchemaName(at.workspaceId));
}

import {
  AppError,
  type VectorMatch,
  type VectorPayload,
  type VectorPoint,
  type VectorScope,
  type VectorSearch,
  type VectorStore,
  isUuid,
  vectorProblem,
} from '@fieldnote/core';
import type { Databases } from '../connection/databases';
import { workspaceSchemaName } from '../connection/schema-name';
import { qualified } from '../sql/qualified-name';
import { AnnIndexes, type TableState } from './ann-indexes';

interface VectorRow {
  id: string;
  embedding: number[];
  payload: VectorPayload;
}

/**
 * The embedded vector index: embeddings in the workspace's own schema (table `vectors`, the truth,
 * transactional and isolated like the rest of the workspace's data), searched through an HNSW
 * approximate-nearest-neighbour index per workspace (usearch) kept in memory and saved under
 * `indexDir`. The nearest candidates are re-scored exactly and filtered by payload; when a filter
 * leaves too few, the search falls back to an exact scan. Nothing to install or run beside
 * PostgreSQL; QDRANT_URL switches to Qdrant.
 */
export class EmbeddedVectorStore implements VectorStore {
  readonly kind = 'embedded';

  private readonly ann: AnnIndexes;

  constructor(
    private readonly databases: Databases,
    private readonly dimensions: number,
    /** Where the ANN indexes are saved between starts; null keeps them in memory only. */
    indexDir: string | null = null,
  ) {
    this.ann = new AnnIndexes(dimensions, indexDir);
  }

  async upsert(scope: VectorScope, points: VectorPoint[]): Promise<void> {
    for (const point of points) {
      const problem =
        vectorProblem(point.vector, this.dimensions) ??
        (isUuid(point.id) ? null : 'A vector id must be a UUID.');
      if (problem) throw AppError.badInput(problem);
    }
    if (points.length === 0) return;
    const table = this.table(scope);
    const connection = this.connection(scope);
    const added: { key: bigint; embedding: number[] }[] = [];
    // Many points per statement: a workspace's first embedding writes tens of thousands.
    await connection.transactional(async (trx) => {
      for (let start = 0; start < points.length; start += 500) {
        const batch = points.slice(start, start + 500);
        const rows = await connection.execute<{ id: string; key: string }[]>(
          `insert into ${table} (id, embedding, payload)
           select x.id, x.embedding, x.payload from jsonb_to_recordset(?::jsonb) as x(id uuid, embedding real[], payload jsonb)
           on conflict (id) do update set embedding = excluded.embedding, payload = excluded.payload, updated_at = now()
           returning id, key`,
          [JSON.stringify(batch.map((p) => ({ id: p.id, embedding: p.vector, payload: p.payload })))],
          'all',
          trx,
        );
        const keys = new Map(rows.map((row) => [row.id, BigInt(row.key)]));
        for (const point of batch) {
          const key = keys.get(point.id);
          if (key !== undefined) added.push({ key, embedding: point.vector });
        }
      }
    });
    await this.ann.apply(scope.teamId, added, []);
  }

  async delete(scope: VectorScope, ids: string[]): Promise<void> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return;
    const placeholders = valid.map(() => '?').join(', ');
    const removed = await this.connection(scope).execute<{ key: string }[]>(
      `delete from ${this.table(scope)} where id in (${placeholders}) returning key`,
      valid,
    );
    await this.ann.apply(
      scope.teamId,
      [],
      removed.map((row) => BigInt(row.key)),
    );
  }

  async search(scope: VectorScope, query: VectorSearch): Promise<VectorMatch[]> {
    const problem = vectorProblem(query.vector, this.dimensions);
    if (problem) throw AppError.badInput(problem);
    if (query.limit <= 0) return [];
    const index = await this.index(scope);
    const size = index.size();
    if (size === 0) return [];
    // Candidates beyond the limit, so a payload filter still leaves enough. The index keeps full
    // 32-bit floats, so its cosine distance is the exact score: only ids and payloads are read
    // back (reading and parsing 800 embeddings took most of a search's time).
    const wanted = Math.min(size, query.limit * 4 + 16);
    const found = index.search(Float32Array.from(query.vector), wanted, 0);
    const distances = new Map<string, number>();
    found.keys.forEach((key, i) => distances.set(key.toString(), found.distances[i]));
    const rows = await this.connection(scope).execute<{ key: string; id: string; payload: VectorPayload }[]>(
      // The candidates by key first, then their payload (OFFSET 0 keeps the two apart): with both in
      // one WHERE, PostgreSQL also read the payload index, whose model key every vector matches
      // (25 ms at 200,000 vectors, 100 ms at a million, for 816 rows).
      `select key::text as key, id, payload
         from (select key, id, payload from ${this.table(scope)} where key = any(?::bigint[]) offset 0) v
        where payload @> ?::jsonb`,
      [`{${[...distances.keys()].join(',')}}`, JSON.stringify(query.filter ?? {})],
    );
    if (rows.length < query.limit && wanted < size) return this.exactSearch(scope, query);
    return best(
      rows.map((row) => ({ id: row.id, score: 1 - (distances.get(row.key) ?? 2), payload: row.payload })),
      query.limit,
    );
  }

  /** Every vector of the workspace compared: for filters the index cannot serve, and as the yardstick of its recall. */
  async exactSearch(scope: VectorScope, query: VectorSearch): Promise<VectorMatch[]> {
    const rows = await this.connection(scope).execute<VectorRow[]>(
      `select id, embedding, payload from ${this.table(scope)} where payload @> ?::jsonb`,
      [JSON.stringify(query.filter ?? {})],
    );
    return this.ranked(rows, query);
  }

  /** Saves the ANN indexes that changed since they were last saved (at shutdown). */
  flush(): Promise<void> {
    return this.ann.flush();
  }

  private ranked(rows: VectorRow[], query: VectorSearch): VectorMatch[] {
    const norm = Math.hypot(...query.vector);
    return best(
      rows.map((row) => ({
        id: row.id,
        score: cosine(query.vector, norm, row.embedding),
        payload: row.payload,
      })),
      query.limit,
    );
  }

  private index(scope: VectorScope) {
    const table = this.table(scope);
    const connection = this.connection(scope);
    const state = async (): Promise<TableState> => {
      const [row] = await connection.execute<
        { count: string; max_key: string | null; max_updated: string | null }[]
      >(
        `select count(*) as count, max(key)::text as max_key, max(updated_at)::text as max_updated from ${table}`,
      );
      return {
        count: Number(row?.count ?? 0),
        maxKey: row?.max_key ?? '0',
        maxUpdatedAt: row?.max_updated ?? null,
      };
    };
    // Read in pages by key, so a large workspace never sits in memory twice.
    const rows = async function* () {
      let after = '0';
      for (;;) {
        // Ordered by the bigint column itself (an alias "key" of its text would order as text).
        const page = await connection.execute<{ k: string; embedding: number[] }[]>(
          `select key::text as k, embedding from ${table} where key > ?::bigint order by ${table}.key limit 5000`,
          [after],
        );
        for (const row of page) yield { key: BigInt(row.k), embedding: row.embedding };
        if (page.length < 5000) return;
        after = page[page.length - 1].k;
      }
    };
    return this.ann.get(scope.teamId, state, rows);
  }

  async dropWorkspace(scope: VectorScope): Promise<void> {
    await this.connection(scope).execute(`delete from ${this.table(scope)}`);
    await this.ann.drop(scope.teamId);
  }

  private connection(scope: VectorScope) {
    return this.databases.region(scope.region).em.getConnection();
  }

  /** The workspace's own table; the id is checked first, as it becomes part of the SQL text. */
  private table(scope: VectorScope): string {
    if (!isUuid(scope.teamId)) throw AppError.badInput('A workspace id must be a UUID.');
    return qualified(workspaceSchemaName(scope.teamId), 'vectors');
  }
}

/** The `limit` best matches, ties broken by id so equal scores answer in a stable order. */
function best(matches: VectorMatch[], limit: number): VectorMatch[] {
  return matches.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id)).slice(0, limit);
}

function cosine(query: number[], queryNorm: number, vector: number[]): number {
  let dot = 0;
  let norm = 0;
  for (let i = 0; i < query.length; i++) {
    dot += query[i] * vector[i];
    norm += vector[i] * vector[i];
  }
  return dot / (queryNorm * Math.sqrt(norm));
}

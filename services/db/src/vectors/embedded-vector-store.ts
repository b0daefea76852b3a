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

interface VectorRow {
  id: string;
  embedding: number[];
  payload: VectorPayload;
}

/**
 * The embedded vector index: embeddings in the workspace's own schema (table `vectors`), searched
 * exactly by cosine similarity. Nothing to install or run beside PostgreSQL, transactional and
 * isolated like the rest of the workspace's data; an exact scan suits the all-in-one scale (tens of
 * thousands of vectors per workspace), and QDRANT_URL switches to Qdrant beyond it.
 */
export class EmbeddedVectorStore implements VectorStore {
  readonly kind = 'embedded';

  constructor(
    private readonly databases: Databases,
    private readonly dimensions: number,
  ) {}

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
    await connection.transactional(async (trx) => {
      for (const point of points) {
        await connection.execute(
          `insert into ${table} (id, embedding, payload) values (?, ?::real[], ?::jsonb)
           on conflict (id) do update set embedding = excluded.embedding, payload = excluded.payload, updated_at = now()`,
          [point.id, `{${point.vector.join(',')}}`, JSON.stringify(point.payload)],
          'run',
          trx,
        );
      }
    });
  }

  async delete(scope: VectorScope, ids: string[]): Promise<void> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return;
    const placeholders = valid.map(() => '?').join(', ');
    await this.connection(scope).execute(
      `delete from ${this.table(scope)} where id in (${placeholders})`,
      valid,
    );
  }

  async search(scope: VectorScope, query: VectorSearch): Promise<VectorMatch[]> {
    const problem = vectorProblem(query.vector, this.dimensions);
    if (problem) throw AppError.badInput(problem);
    const rows = await this.connection(scope).execute<VectorRow[]>(
      `select id, embedding, payload from ${this.table(scope)} where payload @> ?::jsonb`,
      [JSON.stringify(query.filter ?? {})],
    );
    const norm = Math.hypot(...query.vector);
    return rows
      .map((row) => ({ id: row.id, score: cosine(query.vector, norm, row.embedding), payload: row.payload }))
      .sort((a, b) => b.score - a.score)
      .slice(0, query.limit);
  }

  async dropWorkspace(scope: VectorScope): Promise<void> {
    await this.connection(scope).execute(`delete from ${this.table(scope)}`);
  }

  private connection(scope: VectorScope) {
    return this.databases.region(scope.region).em.getConnection();
  }

  /** The workspace's own table; the id is checked first, as it becomes part of the SQL text. */
  private table(scope: VectorScope): string {
    if (!isUuid(scope.teamId)) throw AppError.badInput('A workspace id must be a UUID.');
    return `"${workspaceSchemaName(scope.teamId)}".vectors`;
  }
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

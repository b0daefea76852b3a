import type { QdrantClient } from '@qdrant/js-client-rest';
import { AppError } from '../errors/app-error';
import { QdrantCollections } from './qdrant-collections';
import {
  TENANT_KEY,
  type VectorMatch,
  type VectorPayload,
  type VectorPoint,
  type VectorScope,
  type VectorSearch,
  type VectorStore,
  vectorProblem,
} from './vector-store';

/**
 * Vectors in Qdrant (QDRANT_URL). Every point carries its workspace in the tenant key and every call
 * filters on it, so even in the shared collection one workspace never reaches another's points.
 */
export class QdrantVectorStore implements VectorStore {
  readonly kind = 'qdrant';
  private readonly collections: QdrantCollections;
  /** The collection each workspace and tier is known to have, checked once per process. */
  private readonly ready = new Map<string, Promise<string>>();

  constructor(
    private readonly client: QdrantClient,
    private readonly dimensions: number,
  ) {
    this.collections = new QdrantCollections(() => client, dimensions);
  }

  async upsert(scope: VectorScope, points: VectorPoint[]): Promise<void> {
    for (const point of points) {
      const problem = vectorProblem(point.vector, this.dimensions);
      if (problem) throw AppError.badInput(problem);
    }
    if (points.length === 0) return;
    await this.client.upsert(await this.collection(scope), {
      wait: true,
      points: points.map((p) => ({
        id: p.id,
        vector: p.vector,
        payload: { ...p.payload, [TENANT_KEY]: scope.teamId },
      })),
    });
  }

  async delete(scope: VectorScope, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.client.delete(await this.collection(scope), {
      wait: true,
      filter: { must: [tenant(scope), { has_id: ids }] },
    });
  }

  async search(scope: VectorScope, query: VectorSearch): Promise<VectorMatch[]> {
    const problem = vectorProblem(query.vector, this.dimensions);
    if (problem) throw AppError.badInput(problem);
    const filters = Object.entries(query.filter ?? {}).map(([key, value]) => ({ key, match: { value } }));
    // The Query API (client 1.19 dropped the older `search` call); a plain vector is a nearest search.
    const { points } = await this.client.query(await this.collection(scope), {
      query: query.vector,
      limit: query.limit,
      with_payload: true,
      filter: { must: [tenant(scope), ...filters] },
    });
    return points.map((hit) => {
      const payload = { ...(hit.payload as VectorPayload | null) };
      delete payload[TENANT_KEY];
      return { id: String(hit.id), score: hit.score, payload };
    });
  }

  async dropWorkspace(scope: VectorScope): Promise<void> {
    this.ready.delete(key(scope));
    await this.collections.remove(scope);
  }

  private collection(scope: VectorScope): Promise<string> {
    const k = key(scope);
    let pending = this.ready.get(k);
    if (!pending) {
      pending = this.collections.ensure({
        teamId: scope.teamId,
        region: scope.region,
        tier: scope.tier ?? 'shared',
      });
      // A failed check is tried again next time, not remembered.
      pending.catch(() => this.ready.delete(k));
      this.ready.set(k, pending);
    }
    return pending;
  }
}

const key = (scope: VectorScope) => `${scope.teamId}:${scope.tier ?? 'shared'}`;
const tenant = (scope: VectorScope) => ({ key: TENANT_KEY, match: { value: scope.teamId } });

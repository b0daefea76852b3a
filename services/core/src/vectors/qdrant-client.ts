import type { QdrantClient, QdrantClientParams } from '@qdrant/js-client-rest';

export type { QdrantClient };

/**
 * A Qdrant client, its package loaded only now: a server without QDRANT_URL (local mode) never
 * loads it or undici under it, about 6 MB of heap that every full garbage collection would trace
 * (issue 30).
 */
export async function connectQdrant(params: QdrantClientParams): Promise<QdrantClient> {
  const { QdrantClient } = await import('@qdrant/js-client-rest');
  return new QdrantClient(params);
}

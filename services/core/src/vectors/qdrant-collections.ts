import type { QdrantClient } from '@qdrant/js-client-rest';
import type { Region } from '../rules/regions';
import { TENANT_KEY, type VectorTier, dedicatedCollectionName, sharedCollectionName } from './vector-store';

export interface WorkspaceVectors {
  teamId: string;
  region: Region;
  tier: VectorTier;
}

/**
 * Qdrant collections per Qdrant's multitenancy guidance: by default one shared collection per region
 * with a tenant payload index (`is_tenant`), and HNSW built per tenant (payload_m) rather than
 * globally (m: 0); a dedicated collection for workspaces that ask for one. Vectors are derived
 * data (re-embeddable from PostgreSQL), so moving tiers drops the other tier's copy.
 */
export class QdrantCollections {
  private readonly ensuring = new Map<string, Promise<void>>();

  constructor(
    private readonly clientFor: (region: Region) => QdrantClient | undefined,
    private readonly dimensions: number,
  ) {}

  isConfigured(region: Region): boolean {
    return this.clientFor(region) !== undefined;
  }

  /** The collection holding the workspace's vectors (created if missing); the other tier's copy is dropped. */
  async ensure(ws: WorkspaceVectors): Promise<string> {
    const client = this.require(ws.region);
    if (ws.tier === 'dedicated') {
      const name = dedicatedCollectionName(ws.teamId);
      await this.ensureCollection(client, name, false);
      await this.deleteTenantPoints(client, sharedCollectionName(ws.region), ws.teamId);
      return name;
    }
    const name = sharedCollectionName(ws.region);
    await this.ensureCollection(client, name, true);
    await this.dropCollection(client, dedicatedCollectionName(ws.teamId));
    return name;
  }

  /** Deletes every vector of the workspace, in whichever tier it has them. */
  async remove(ws: Pick<WorkspaceVectors, 'teamId' | 'region'>): Promise<void> {
    const client = this.clientFor(ws.region);
    if (!client) return;
    await this.deleteTenantPoints(client, sharedCollectionName(ws.region), ws.teamId);
    await this.dropCollection(client, dedicatedCollectionName(ws.teamId));
  }

  private require(region: Region): QdrantClient {
    const client = this.clientFor(region);
    if (!client) throw new Error(`No Qdrant is configured for region ${region}.`);
    return client;
  }

  /**
   * One ensure per collection at a time in this process: the operator reconciles several workspaces
   * at once and all of a region's shared ones need the same collection.
   */
  private ensureCollection(client: QdrantClient, name: string, shared: boolean): Promise<void> {
    const key = `${name}\u0000${shared}`;
    const running = this.ensuring.get(key);
    if (running) return running;
    const work = this.ensureCollectionOnce(client, name, shared).finally(() => this.ensuring.delete(key));
    this.ensuring.set(key, work);
    return work;
  }

  private async ensureCollectionOnce(client: QdrantClient, name: string, shared: boolean): Promise<void> {
    if (!(await client.collectionExists(name)).exists) {
      try {
        await client.createCollection(name, {
          vectors: { size: this.dimensions, distance: 'Cosine' },
          ...(shared ? { hnsw_config: { payload_m: 16, m: 0 } } : {}),
        });
      } catch (error) {
        // Another process (a second replica, the API) created it between our check and our call.
        if (!isConflict(error) || !(await client.collectionExists(name)).exists) throw error;
      }
    }
    if (!shared) return;
    const info = await client.getCollection(name);
    const index = info.payload_schema?.[TENANT_KEY];
    const params = index?.params as { is_tenant?: boolean } | undefined;
    if (!params?.is_tenant) {
      await client.createPayloadIndex(name, {
        field_name: TENANT_KEY,
        field_schema: { type: 'keyword', is_tenant: true },
        wait: true,
      });
    }
  }

  private async deleteTenantPoints(client: QdrantClient, collection: string, teamId: string): Promise<void> {
    if (!(await client.collectionExists(collection)).exists) return;
    await client.delete(collection, {
      wait: true,
      filter: { must: [{ key: TENANT_KEY, match: { value: teamId } }] },
    });
  }

  private async dropCollection(client: QdrantClient, name: string): Promise<void> {
    if ((await client.collectionExists(name)).exists) await client.deleteCollection(name);
  }
}

/** Qdrant answers 409 Conflict when the collection already exists. */
function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;
}

import type { Region } from '../rules/regions';

/** Where a workspace's vectors live: Qdrant's shared regional collection, or one of its own. */
export type VectorTier = 'shared' | 'dedicated';

export interface VectorScope {
  teamId: string;
  region: Region;
  tier?: VectorTier;
}

/** Payload values a search can filter on by equality (object type, project, author...). */
export type VectorPayload = Record<string, string | number | boolean | null>;

export interface VectorPoint {
  /** A UUID (Qdrant accepts only UUIDs and unsigned integers as point ids). */
  id: string;
  vector: number[];
  payload: VectorPayload;
}

export interface VectorMatch {
  id: string;
  /** Cosine similarity, 1 = same direction. */
  score: number;
  payload: VectorPayload;
}

export interface VectorSearch {
  vector: number[];
  limit: number;
  /** Every key must equal its value. */
  filter?: VectorPayload;
}

/**
 * A workspace's embeddings (DESIGN.md, Search): the embedded index in all-in-one mode, Qdrant when
 * QDRANT_URL is set. Every call names its workspace; no call reaches another's vectors.
 */
export interface VectorStore {
  readonly kind: 'embedded' | 'qdrant';
  upsert(scope: VectorScope, points: VectorPoint[]): Promise<void>;
  delete(scope: VectorScope, ids: string[]): Promise<void>;
  search(scope: VectorScope, query: VectorSearch): Promise<VectorMatch[]>;
  /** Deletes every vector of the workspace. */
  dropWorkspace(scope: VectorScope): Promise<void>;
}

/** The payload key every Qdrant point carries: the workspace it belongs to (Qdrant's tenant index). */
export const TENANT_KEY = 'team_id';

export function sharedCollectionName(region: Region): string {
  return `fieldnote_${region.toLowerCase()}`;
}

export function dedicatedCollectionName(teamId: string): string {
  return `fieldnote_ws_${teamId.replace(/-/g, '')}`;
}

/** A vector must have the store's dimensions and finite numbers: a bad one would poison every search. */
export function vectorProblem(vector: number[], dimensions: number): string | null {
  if (vector.length !== dimensions)
    return `A vector must have ${dimensions} dimensions, not ${vector.length}.`;
  if (!vector.every(Number.isFinite)) return 'A vector may contain only finite numbers.';
  if (vector.every((x) => x === 0)) return 'A zero vector has no direction to compare.';
  return null;
}

export * from './vector-store';
export * from './qdrant-collections';
export * from './qdrant-vector-store';
export { connectQdrant, type QdrantClient } from './qdrant-client';

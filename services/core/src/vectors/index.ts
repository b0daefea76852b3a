export * from './vector-store';
export * from './qdrant-collections';
export * from './qdrant-vector-store';
export { QdrantClient } from '@qdrant/js-client-rest';

import { randomUUID } from 'node:crypto';
import { QdrantClient } from '@qdrant/js-client-rest';
import { startFakeQdrant } from '../testing/fake-qdrant';
import { QdrantVectorStore } from './qdrant-vector-store';
import { CONTRACT_DIMENSIONS, contractRegion, runVectorStoreContract } from './testing/vector-store.contract';

// Qdrant cannot run on this machine: the contract runs against a faithful double of its REST API.
runVectorStoreContract(`${QdrantVectorStore.name} (shared collection)`, async () => {
  const qdrant = await startFakeQdrant();
  const client = new QdrantClient({ url: qdrant.url, checkCompatibility: false });
  return {
    store: new QdrantVectorStore(client, CONTRACT_DIMENSIONS),
    newScope: async () => ({ teamId: randomUUID(), region: contractRegion }),
    close: () => qdrant.close(),
  };
});

runVectorStoreContract(`${QdrantVectorStore.name} (dedicated collections)`, async () => {
  const qdrant = await startFakeQdrant();
  const client = new QdrantClient({ url: qdrant.url, checkCompatibility: false });
  return {
    store: new QdrantVectorStore(client, CONTRACT_DIMENSIONS),
    newScope: async () => ({ teamId: randomUUID(), region: contractRegion, tier: 'dedicated' as const }),
    close: () => qdrant.close(),
  };
});

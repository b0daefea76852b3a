import { randomUUID } from 'node:crypto';
import { QdrantClient } from '@qdrant/js-client-rest';
import { Region } from '../rules/regions';
import { type FakeQdrant, startFakeQdrant } from '../testing/fake-qdrant';
import { QdrantCollections } from './qdrant-collections';
import { TENANT_KEY, dedicatedCollectionName } from './vector-store';

describe(QdrantCollections.name, () => {
  let qdrant: FakeQdrant;
  let sut: QdrantCollections;
  let client: QdrantClient;

  beforeEach(async () => {
    qdrant = await startFakeQdrant();
    client = new QdrantClient({ url: qdrant.url, checkCompatibility: false });
    sut = new QdrantCollections((region) => (region === Region.AU_A ? undefined : client), 8);
  });
  afterEach(() => qdrant.close());

  const seed = (collection: string, teamId: string, n: number) =>
    client.upsert(collection, {
      wait: true,
      points: Array.from({ length: n }, () => ({
        id: randomUUID(),
        vector: Array.from({ length: 8 }, () => Math.random()),
        payload: { [TENANT_KEY]: teamId },
      })),
    });
  const count = async (collection: string, teamId: string) =>
    (await client.count(collection, { filter: { must: [{ key: TENANT_KEY, match: { value: teamId } }] } }))
      .count;

  it('should create the shared regional collection once, with a tenant index and per-tenant HNSW', async () => {
    const name = await sut.ensure({ teamId: randomUUID(), region: Region.EU_A, tier: 'shared' });
    await sut.ensure({ teamId: randomUUID(), region: Region.EU_A, tier: 'shared' });
    expect(name).toBe('fieldnote_eu_a');
    const info = await client.getCollection(name);
    expect(info.payload_schema?.[TENANT_KEY]?.params).toMatchObject({ type: 'keyword', is_tenant: true });
    expect(info.config.hnsw_config).toMatchObject({ payload_m: 16, m: 0 });
    expect(qdrant.requests.filter((r) => r === 'PUT /collections/fieldnote_eu_a')).toHaveLength(1);
  });

  it('should create the shared collection once when many workspaces of the region are ensured at once', async () => {
    const names = await Promise.all(
      Array.from({ length: 8 }, () =>
        sut.ensure({ teamId: randomUUID(), region: Region.US_A, tier: 'shared' }),
      ),
    );
    expect(new Set(names)).toEqual(new Set(['fieldnote_us_a']));
    expect(qdrant.requests.filter((r) => r === 'PUT /collections/fieldnote_us_a')).toHaveLength(1);
  });

  it('should accept a shared collection that another process created between the check and the create', async () => {
    const other = new QdrantCollections(() => client, 8);
    await Promise.all([
      sut.ensure({ teamId: randomUUID(), region: Region.EU_A, tier: 'shared' }),
      other.ensure({ teamId: randomUUID(), region: Region.EU_A, tier: 'shared' }),
    ]);
    expect((await client.collectionExists('fieldnote_eu_a')).exists).toBe(true);
  });

  it("should move a workspace to its own collection and drop its shared vectors, not its neighbours'", async () => {
    const [teamId, neighbour] = [randomUUID(), randomUUID()];
    await sut.ensure({ teamId, region: Region.US_B, tier: 'shared' });
    await seed('fieldnote_us_b', teamId, 3);
    await seed('fieldnote_us_b', neighbour, 2);
    const name = await sut.ensure({ teamId, region: Region.US_B, tier: 'dedicated' });
    expect(name).toBe(dedicatedCollectionName(teamId));
    expect((await client.collectionExists(name)).exists).toBe(true);
    expect(await count('fieldnote_us_b', teamId)).toBe(0);
    expect(await count('fieldnote_us_b', neighbour)).toBe(2);
  });

  it('should remove every vector of a workspace in both tiers, and nothing else', async () => {
    const [teamId, neighbour] = [randomUUID(), randomUUID()];
    await sut.ensure({ teamId: neighbour, region: Region.US_A, tier: 'shared' });
    await seed('fieldnote_us_a', teamId, 2);
    await seed('fieldnote_us_a', neighbour, 4);
    await sut.ensure({ teamId, region: Region.US_A, tier: 'dedicated' });
    await seed(dedicatedCollectionName(teamId), teamId, 2);
    await sut.remove({ teamId, region: Region.US_A });
    expect((await client.collectionExists(dedicatedCollectionName(teamId))).exists).toBe(false);
    expect(await count('fieldnote_us_a', teamId)).toBe(0);
    expect(await count('fieldnote_us_a', neighbour)).toBe(4);
  });

  it('should say when a region has no Qdrant, and fail rather than pretend when asked to ensure there', async () => {
    expect(sut.isConfigured(Region.AU_A)).toBe(false);
    await expect(sut.ensure({ teamId: randomUUID(), region: Region.AU_A, tier: 'shared' })).rejects.toThrow(
      'No Qdrant is configured for region AU_A.',
    );
    await expect(sut.remove({ teamId: randomUUID(), region: Region.AU_A })).resolves.toBeUndefined();
  });
});

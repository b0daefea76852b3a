import { randomUUID } from 'node:crypto';
import { Region } from '../../services/core/src';
import { type FakeQdrant, startFakeQdrant } from '../../services/core/src/testing/fake-qdrant';
import { startOwnTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { signInDemo } from './factories';

/** `npm start` keeps vectors embedded, in each workspace's schema; QDRANT_URL moves them to Qdrant. */
describe('vector store of the all-in-one server', () => {
  async function roundTrip(server: TestServer) {
    // The dimensions of the embedding model in use (the built-in one's 100 here).
    const dimensions = server.server.built.platform.embeddings.dimensions;
    const unit = (axis: number) => Array.from({ length: dimensions }, (_, i) => (i === axis ? 1 : 0));
    const demo = await signInDemo(server);
    const scope = { teamId: demo.id, region: Region.US_B };
    const id = randomUUID();
    await server.server.built.platform.vectors.upsert(scope, [
      { id, vector: unit(3), payload: { objectType: 'NOTE' } },
    ]);
    return server.server.built.platform.vectors
      .search(scope, { vector: unit(3), limit: 5 })
      .then((matches) => ({
        id,
        matches,
      }));
  }

  describe('by default', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startOwnTestServer();
    });
    afterAll(() => server.close());

    it('should keep the demo workspace vectors embedded and find them again', async () => {
      expect(server.server.built.platform.vectors.kind).toBe('embedded');
      const { id, matches } = await roundTrip(server);
      // The demo's search items have vectors too; the exact match comes first.
      expect(matches[0]).toMatchObject({ id, score: expect.closeTo(1, 5) });
    });
  });

  describe('with QDRANT_URL', () => {
    let server: TestServer;
    let qdrant: FakeQdrant;
    beforeAll(async () => {
      qdrant = await startFakeQdrant();
      server = await startOwnTestServer({ QDRANT_URL: qdrant.url });
    });
    afterAll(async () => {
      await server.close();
      await qdrant.close();
    });

    it('should keep them in the region collection of Qdrant instead', async () => {
      expect(server.server.built.platform.vectors.kind).toBe('qdrant');
      const { id, matches } = await roundTrip(server);
      expect(matches[0]).toMatchObject({ id, score: expect.closeTo(1, 5) });
      expect(qdrant.collections.get('fieldnote_us_b')?.points.has(id)).toBe(true);
    });
  });
});

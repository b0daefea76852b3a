import { randomUUID } from 'node:crypto';
import { ErrorCode } from '../../errors/error-code';
import { Region } from '../../rules/regions';
import type { VectorPoint, VectorScope, VectorStore } from '../vector-store';

export const CONTRACT_DIMENSIONS = 4;

export interface VectorStoreHarness {
  store: VectorStore;
  /** A new workspace the store can hold vectors for (provisioned where the store needs it). */
  newScope(): Promise<VectorScope>;
  close(): Promise<void>;
}

const point = (vector: number[], payload: VectorPoint['payload'] = {}): VectorPoint => ({
  id: randomUUID(),
  vector,
  payload,
});

/** What every VectorStore must do, run against each implementation (embedded on PostgreSQL, Qdrant). */
export function runVectorStoreContract(name: string, open: () => Promise<VectorStoreHarness>): void {
  describe(`${name} (VectorStore contract)`, () => {
    let harness: VectorStoreHarness;
    let store: VectorStore;
    beforeAll(async () => {
      harness = await open();
      store = harness.store;
    });
    afterAll(() => harness.close());

    it('should return the nearest vectors first, scored by cosine similarity', async () => {
      const scope = await harness.newScope();
      const east = point([1, 0, 0, 0], { objectType: 'NOTE' });
      const northEast = point([1, 1, 0, 0], { objectType: 'NOTE' });
      const north = point([0, 1, 0, 0], { objectType: 'HIGHLIGHT' });
      await store.upsert(scope, [north, east, northEast]);
      const matches = await store.search(scope, { vector: [2, 0, 0, 0], limit: 2 });
      expect(matches.map((m) => m.id)).toEqual([east.id, northEast.id]);
      expect(matches[0].score).toBeCloseTo(1, 5);
      expect(matches[1].score).toBeCloseTo(Math.SQRT1_2, 5);
      expect(matches[0].payload).toEqual({ objectType: 'NOTE' });
    });

    it('should keep only the matches whose payload equals every filter value', async () => {
      const scope = await harness.newScope();
      const note = point([1, 0, 0, 0], { objectType: 'NOTE', projectId: 'p1' });
      const highlight = point([1, 0.1, 0, 0], { objectType: 'HIGHLIGHT', projectId: 'p1' });
      const other = point([1, 0, 0.1, 0], { objectType: 'NOTE', projectId: 'p2' });
      await store.upsert(scope, [note, highlight, other]);
      const matches = await store.search(scope, {
        vector: [1, 0, 0, 0],
        limit: 10,
        filter: { objectType: 'NOTE', projectId: 'p1' },
      });
      expect(matches.map((m) => m.id)).toEqual([note.id]);
    });

    it('should replace a point upserted again and forget a deleted one', async () => {
      const scope = await harness.newScope();
      const moving = point([1, 0, 0, 0], { version: 1 });
      const staying = point([0, 0, 1, 0]);
      await store.upsert(scope, [moving, staying]);
      await store.upsert(scope, [{ ...moving, vector: [0, 0, 0, 1], payload: { version: 2 } }]);
      const [top] = await store.search(scope, { vector: [0, 0, 0, 1], limit: 1 });
      expect(top).toMatchObject({ id: moving.id, payload: { version: 2 } });
      await store.delete(scope, [moving.id]);
      const left = await store.search(scope, { vector: [0, 0, 0, 1], limit: 10 });
      expect(left.map((m) => m.id)).toEqual([staying.id]);
    });

    it("should never show or delete another workspace's vectors", async () => {
      const mine = await harness.newScope();
      const theirs = await harness.newScope();
      const secret = point([1, 0, 0, 0], { objectType: 'NOTE' });
      await store.upsert(theirs, [secret]);
      expect(await store.search(mine, { vector: [1, 0, 0, 0], limit: 10 })).toEqual([]);
      await store.delete(mine, [secret.id]);
      await store.dropWorkspace(mine);
      expect((await store.search(theirs, { vector: [1, 0, 0, 0], limit: 10 })).map((m) => m.id)).toEqual([
        secret.id,
      ]);
    });

    it('should drop every vector of a workspace', async () => {
      const scope = await harness.newScope();
      await store.upsert(scope, [point([1, 0, 0, 0]), point([0, 1, 0, 0])]);
      await store.dropWorkspace(scope);
      expect(await store.search(scope, { vector: [1, 0, 0, 0], limit: 10 })).toEqual([]);
    });

    it('should refuse a vector of the wrong size, or not finite, and store nothing of the batch', async () => {
      const scope = await harness.newScope();
      const good = point([1, 0, 0, 0]);
      for (const vector of [
        [1, 0, 0],
        [1, Number.NaN, 0, 0],
        [0, 0, 0, 0],
      ]) {
        const error = await store.upsert(scope, [good, point(vector)]).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: ErrorCode.BAD_USER_INPUT });
      }
      expect(await store.search(scope, { vector: [1, 0, 0, 0], limit: 10 })).toEqual([]);
      await expect(store.search(scope, { vector: [1, 0], limit: 1 })).rejects.toMatchObject({
        code: ErrorCode.BAD_USER_INPUT,
        message: `A vector must have ${CONTRACT_DIMENSIONS} dimensions, not 2.`,
      });
    });
  });
}

export const contractRegion = Region.EU_A;

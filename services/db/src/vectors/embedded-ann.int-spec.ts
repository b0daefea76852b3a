import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Region, type VectorPoint } from '@fieldnote/core';
import { WorkspaceProvisioner } from '../provisioning/workspace-provisioner';
import { type TestDatabases, openTestDatabases } from '../testing/test-platform';
import { workspaceSchemaName } from '../connection/schema-name';
import { EmbeddedVectorStore } from './embedded-vector-store';

const DIMENSIONS = 32;

/** A seeded generator (mulberry32): the same vectors on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the embedded store’s ANN index', () => {
  let db: TestDatabases;
  let dir: string;
  const scope = { teamId: randomUUID(), region: Region.US_B };
  const next = random(7);
  const vector = () => Array.from({ length: DIMENSIONS }, () => next() - 0.5);
  // More than one 5,000-row page, so a rebuild reads the table page by page.
  const points: VectorPoint[] = Array.from({ length: 6000 }, (_, i) => ({
    id: randomUUID(),
    vector: vector(),
    payload: { parity: i % 2 === 0 ? 'even' : 'odd' },
  }));

  beforeAll(async () => {
    db = await openTestDatabases();
    await new WorkspaceProvisioner(db.databases).provision({ teamId: scope.teamId, region: scope.region });
    dir = mkdtempSync(join(tmpdir(), 'fieldnote-ann-'));
    const store = new EmbeddedVectorStore(db.databases, DIMENSIONS, dir);
    for (let i = 0; i < points.length; i += 500) await store.upsert(scope, points.slice(i, i + 500));
  });

  /** Every store a test opens, so their delayed index saves finish before the database closes. */
  const opened: EmbeddedVectorStore[] = [];
  const openStore = (): EmbeddedVectorStore => {
    const store = new EmbeddedVectorStore(db.databases, DIMENSIONS, dir);
    opened.push(store);
    return store;
  };

  afterAll(async () => {
    for (const store of opened) await store.flush();
    rmSync(dir, { recursive: true, force: true });
    await db.close();
  });

  it('should find at least 95 % of the exact ten nearest neighbours', async () => {
    const store = openStore();
    let hits = 0;
    const queries = 50;
    for (let q = 0; q < queries; q++) {
      const query = { vector: vector(), limit: 10 };
      const exact = new Set((await store.exactSearch(scope, query)).map((m) => m.id));
      hits += (await store.search(scope, query)).filter((m) => exact.has(m.id)).length;
    }
    expect(hits / (queries * 10)).toBeGreaterThanOrEqual(0.95);
  });

  it('should score a match exactly as a scan of every vector does (the index keeps full floats)', async () => {
    const store = openStore();
    const query = { vector: vector(), limit: 10 };
    const exact = new Map((await store.exactSearch(scope, query)).map((m) => [m.id, m.score]));
    const approximate = await store.search(scope, query);
    const shared = approximate.filter((m) => exact.has(m.id));
    expect(shared.length).toBeGreaterThanOrEqual(8);
    for (const match of shared) expect(match.score).toBeCloseTo(exact.get(match.id) as number, 5);
  });

  it('should honour a payload filter, falling back to an exact scan when the index leaves too few', async () => {
    const store = openStore();
    const query = { vector: points[10].vector, limit: 5, filter: { parity: 'even' } };
    const found = await store.search(scope, query);
    expect(found).toHaveLength(5);
    expect(found.every((m) => m.payload.parity === 'even')).toBe(true);
    expect(found[0].id).toBe(points[10].id);
    expect(await store.search(scope, { ...query, filter: { parity: 'none' } })).toEqual([]);
  });

  it('should save the index and read it back on the next start, and rebuild it when the table changed meanwhile', async () => {
    const first = openStore();
    await first.search(scope, { vector: points[0].vector, limit: 1 });
    await first.flush();
    expect(existsSync(join(dir, `${scope.teamId}.usearch`))).toBe(true);
    const again = openStore();
    expect((await again.search(scope, { vector: points[0].vector, limit: 1 }))[0].id).toBe(points[0].id);
    // Written behind the saved index's back (another process): the next start must find it.
    const id = randomUUID();
    const target = vector();
    await db.databases
      .region(scope.region)
      .em.getConnection()
      .execute(
        `insert into "${workspaceSchemaName(scope.teamId)}".vectors (id, embedding) values (?, ?::real[])`,
        [id, `{${target.join(',')}}`],
      );
    const later = openStore();
    expect((await later.search(scope, { vector: target, limit: 1 }))[0].id).toBe(id);
  });

  it('should follow writes to a loaded index at once', async () => {
    const store = openStore();
    const id = randomUUID();
    const target = vector();
    await store.search(scope, { vector: target, limit: 1 });
    await store.upsert(scope, [{ id, vector: target, payload: { parity: 'odd' } }]);
    expect((await store.search(scope, { vector: target, limit: 1 }))[0].id).toBe(id);
    await store.delete(scope, [id]);
    expect((await store.search(scope, { vector: target, limit: 1 }))[0].id).not.toBe(id);
  });
});

import { randomUUID } from 'node:crypto';
import { type TestDatabases, openTestDatabases } from '../testing/test-platform';
import { uuidArray } from './uuid-array';

describe('uuidArray', () => {
  let db: TestDatabases;
  const select = (sql: string, params: unknown[]) =>
    db.databases.control().em.fork().getConnection().execute<Record<string, unknown>[]>(sql, params);
  beforeAll(async () => {
    db = await openTestDatabases(1);
  });
  afterAll(() => db.close());

  it('should write the ids as one array literal when given several', () => {
    expect(uuidArray(['0b8e1f2a-1111-4a2b-8c3d-000000000001', '0b8e1f2a-1111-4a2b-8c3d-000000000002'])).toBe(
      '{0b8e1f2a-1111-4a2b-8c3d-000000000001,0b8e1f2a-1111-4a2b-8c3d-000000000002}',
    );
  });

  it('should bind as a uuid[] that PostgreSQL reads back in order when cast with ?::uuid[]', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const [row] = await select('select ?::uuid[] as ids, cardinality(?::uuid[]) as n', [
      uuidArray(ids),
      uuidArray(ids),
    ]);
    expect(row).toEqual({ ids, n: 3 });
  });

  it('should match nothing with = any() when the list is empty', async () => {
    const [row] = await select('select ?::uuid = any(?::uuid[]) as found, cardinality(?::uuid[]) as n', [
      randomUUID(),
      uuidArray([]),
      uuidArray([]),
    ]);
    expect(row).toEqual({ found: false, n: 0 });
  });
});

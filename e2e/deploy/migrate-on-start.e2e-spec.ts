import { Client } from 'pg';
import { startOwnTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';

/** The fleet migrates once per release (a Job), so its pods can be told not to migrate at start. */
describe('MIGRATE_ON_START', () => {
  let sut: TestServer | undefined;
  afterEach(() => sut?.close());

  const schemas = async (url: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `select schema_name as name from information_schema.schemata where schema_name in ('control', 'regional') order by 1`,
      );
      return rows.map((row) => row.name);
    } finally {
      await client.end();
    }
  };

  it('should leave an unmigrated database alone when it is false', async () => {
    sut = await startOwnTestServer({
      FIELDNOTE_COMPONENTS: 'worker',
      MIGRATE_ON_START: 'false',
      SEED_DEMO: 'false',
    });
    expect(await schemas(sut.server.config.DATABASE_URL!)).toEqual([]);
  });

  it('should migrate the control and regional schemas by default', async () => {
    sut = await startOwnTestServer({ FIELDNOTE_COMPONENTS: 'worker', SEED_DEMO: 'false' });
    expect(await schemas(sut.server.config.DATABASE_URL!)).toEqual(['control', 'regional']);
  });
});

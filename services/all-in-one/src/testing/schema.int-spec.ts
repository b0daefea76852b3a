import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery, printSchema } from 'graphql';
import { type TestServer, startTestServer } from './test-server';

const SCHEMA_FILE = join(__dirname, '../../../api/schema.graphql');

/** services/api/schema.graphql is what front ends and API clients read: it must match the live schema. */
describe('published GraphQL schema', () => {
  let sut: TestServer;
  beforeAll(async () => {
    // In development anonymous callers may introspect (elsewhere only signed-in ones): this also shows that.
    sut = await startTestServer({ SEED_DEMO: 'false', NODE_ENV: 'development' });
  });
  afterAll(() => sut.close());

  it('should match the schema the server serves when compared with the committed file', async () => {
    const response = await sut.client().gql<IntrospectionQuery>(getIntrospectionQuery());
    const live = printSchema(buildClientSchema(response.data as IntrospectionQuery)) + '\n';
    // Regenerate with: UPDATE_SCHEMA=1 npm run test:only -- schema.int-spec
    if (process.env.UPDATE_SCHEMA === '1') writeFileSync(SCHEMA_FILE, live);
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(live);
  });
});

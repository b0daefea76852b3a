import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase, onCleanup, requireDist, requireRoot } from './common.mjs';
import { DEMO_HOST, logInAsDemo } from './http.mjs';

/**
 * The whole all-in-one server in this process, in production mode, on a throwaway database and
 * data directory with the demo workspace seeded, signed in as the demo manager; everything is
 * removed again at the end of the bench (onCleanup). BENCH_KEEP_DATABASE=true keeps the database, to
 * look at the seeded data and its query plans afterwards (its name is printed).
 * @param {string} databasePrefix e.g. 'fieldnote_bench_search'
 * @param {Record<string, string>} [env] more settings
 */
export async function startDemoServer(databasePrefix, env = {}) {
  // As the image and the chart run it: graphql-js reads NODE_ENV from the process (not from our
  // config) when it loads, and outside production it checks every type test more slowly.
  process.env.NODE_ENV = 'production';
  requireRoot('reflect-metadata');
  const { startServer } = requireDist('@fieldnote/all-in-one');
  const database = await createBenchDatabase(databasePrefix);
  if (process.env.BENCH_KEEP_DATABASE === 'true') console.log(`keeping database ${database.url}`);
  else onCleanup(() => database.drop());
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldnote-bench-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = await startServer({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    PORT: '0',
    HOST: '127.0.0.1',
    BASE_DOMAIN: 'localhost',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    SCRYPT_LOG_N: '10',
    DATA_DIR: dataDir,
    ...env,
  });
  onCleanup(() => server.close());
  const cookie = await logInAsDemo(server.address);
  /** Headers of the demo manager's requests to the demo workspace. */
  const headers = { host: DEMO_HOST, cookie, 'content-type': 'application/json' };
  return { server, database, headers, cookie };
}

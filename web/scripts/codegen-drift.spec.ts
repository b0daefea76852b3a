import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const SCRIPT = join(__dirname, 'codegen-drift.mjs');

/**
 * web/src/gql is generated from services/api/schema.graphql and the graphql(…) documents in web/src.
 * It is committed, so it must be what codegen makes of them now: a changed operation or schema with
 * a stale src/gql fails here (and would type-check against the old shapes). The check runs in its own
 * Node process (see the script for why); this test fails with what it printed.
 */
describe('generated GraphQL types of the web app', () => {
  it('should match what `npm run codegen -w web` generates from the schema and the operations', () => {
    const run = spawnSync(process.execPath, [SCRIPT], {
      encoding: 'utf8',
      // The child needs none of Jest's flags (its heap size, the VM-modules switch).
      env: { ...process.env, NODE_OPTIONS: '' },
      timeout: 120_000,
    });
    expect({ status: run.status, stderr: run.stderr.trim() }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout).toMatch(/web\/src\/gql is up to date \(\d+ files checked\)/);
  }, 150_000);
});

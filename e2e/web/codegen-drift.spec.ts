import { generate } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import config from '../../web/codegen';
import { withoutAny } from '../../web/codegen-without-any';

const WEB = join(__dirname, '..', '..', 'web');

/**
 * web/src/gql is generated from services/api/schema.graphql and the graphql(…) documents in web/src.
 * It is committed, so it must be what codegen makes of them now: a changed operation or schema with
 * a stale src/gql fails here (and would type-check against the old shapes).
 */
describe('generated GraphQL types of the web app', () => {
  it('should match what `npm run codegen -w web` generates from the schema and the operations', async () => {
    const outputs = (await generate({ ...config, cwd: WEB, silent: true }, false)) as {
      filename: string;
      content: string;
    }[];
    expect(outputs.length).toBeGreaterThan(0);
    const stale = outputs
      .filter((output) => {
        let committed: string | undefined;
        try {
          committed = readFileSync(join(WEB, output.filename), 'utf8');
        } catch {
          committed = undefined;
        }
        // What the write hook makes of it (codegen.ts): generate() without writing runs no hooks.
        return committed !== withoutAny(output.content);
      })
      .map((output) => output.filename);
    if (stale.length > 0) {
      throw new Error(
        `web/src/gql is out of date (${stale.join(', ')}): run \`npm run codegen -w web\` and commit the result.`,
      );
    }
  }, 60_000);
});

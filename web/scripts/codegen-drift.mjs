// Checks that the committed src/gql is what `npm run codegen` makes of the schema and the operations
// now, without writing anything. Prints the stale files and exits 1 when there are any.
//
// It runs as its own process (the drift test spawns it) because generating reads every operation of
// the web app: inside a long in-band Jest run, on a heap grown by the suites before it, the same work
// took minutes instead of seconds.
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const loaded = await loadCodegenConfig({ configFilePath: join(web, 'codegen.ts') });
const config = loaded.config;
const outputs = await generate({ ...config, cwd: web, silent: true }, false);

/** What the configured write hooks make of a file: generate() without writing runs none of them. */
async function asWritten(filename, content) {
  const outputHooks = Object.entries(config.generates)
    .filter(([target]) => filename.startsWith(target))
    .flatMap(([, target]) => target.hooks?.beforeOneFileWrite ?? []);
  let written = content;
  for (const hook of [...outputHooks, ...(config.hooks?.beforeOneFileWrite ?? [])])
    written = await hook(join(web, filename), written);
  return written;
}

const stale = [];
for (const output of outputs) {
  let committed;
  try {
    committed = readFileSync(join(web, output.filename), 'utf8');
  } catch {
    committed = undefined;
  }
  if (committed !== (await asWritten(output.filename, output.content))) stale.push(output.filename);
}
if (outputs.length === 0) {
  console.error('codegen generated nothing: is the configuration right?');
  process.exit(1);
}
if (stale.length > 0) {
  console.error(
    `web/src/gql is out of date (${stale.join(', ')}): run \`npm run codegen -w web\` and commit the result.`,
  );
  process.exit(1);
}
console.log(`web/src/gql is up to date (${outputs.length} files checked).`);

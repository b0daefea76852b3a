// Writes the README's event catalogue table (subject, version, when it fires, payload fields) from the
// catalogue in services/core/src/events, between the event-catalogue markers, formatted by Prettier.
// `--check` changes nothing and exits 1 when the README's table is not what the catalogue makes.
// Reads the built core (services/core/dist): run `npm run build` (or `tsc -b services/core`) first.
// Usage: node scripts/event-catalogue-readme.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const README = join(REPO_ROOT, 'README.md');
const require = createRequire(import.meta.url);
const { CATALOGUE_TABLE_END, CATALOGUE_TABLE_START, EVENT_CATALOGUE, renderCatalogueTable } = require(
  join(REPO_ROOT, 'services/core/dist/index.js'),
);

const readme = readFileSync(README, 'utf8');
const start = readme.indexOf(CATALOGUE_TABLE_START);
const end = readme.indexOf(CATALOGUE_TABLE_END);
if (start < 0 || end < start) {
  console.error(`README.md has no ${CATALOGUE_TABLE_START} ... ${CATALOGUE_TABLE_END} section.`);
  process.exit(2);
}
const next =
  readme.slice(0, start + CATALOGUE_TABLE_START.length) +
  `\n\n${renderCatalogueTable()}\n\n` +
  readme.slice(end);
const options = (await prettier.resolveConfig(README)) ?? {};
const formatted = await prettier.format(next, { ...options, filepath: README });

if (process.argv.includes('--check')) {
  if (formatted !== readme) {
    console.error(
      'README.md: the event catalogue table is out of date; run node scripts/event-catalogue-readme.mjs',
    );
    process.exit(1);
  }
  console.log(`README.md lists the ${EVENT_CATALOGUE.length} catalogued events.`);
} else {
  writeFileSync(README, formatted);
  console.log(`README.md: wrote the table of ${EVENT_CATALOGUE.length} events.`);
}

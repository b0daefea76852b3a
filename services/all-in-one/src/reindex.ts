import 'reflect-metadata';
import { createLogger, loadConfig } from '@fieldnote/core';
import { Databases, startEmbeddedDatabase } from '@fieldnote/db';
import { SearchIndexer } from '@fieldnote/worker';

/**
 * `npm run reindex -- <subdomain or workspace id> [...]` or `npm run reindex -- --all`: rebuilds the
 * search index of workspaces from their data, printing how many items each holds. Searches keep
 * working meanwhile (each workspace is rebuilt in one transaction). Uses DATABASE_URL, or else the
 * embedded database under DATA_DIR while npm start is stopped. Exits 1 if any failed.
 */
export async function reindexWorkspaces(
  databases: Databases,
  selectors: string[],
  print: (line: string) => void,
): Promise<{ rebuilt: number; failed: number }> {
  const connection = databases.control().em.getConnection();
  const teams = selectors.includes('--all')
    ? await connection.execute<{ id: string; subdomain: string }[]>(
        'select id, subdomain from control.teams order by subdomain',
      )
    : await connection.execute<{ id: string; subdomain: string }[]>(
        'select id, subdomain from control.teams where subdomain = any(?::text[]) or id::text = any(?::text[])',
        [`{${selectors.join(',')}}`, `{${selectors.join(',')}}`],
      );
  const known = new Set(teams.flatMap((team) => [team.id, team.subdomain]));
  let failed = 0;
  for (const selector of selectors.filter((s) => s !== '--all' && !known.has(s))) {
    print(`${selector}: no such workspace`);
    failed += 1;
  }
  const indexer = new SearchIndexer(databases);
  let rebuilt = 0;
  for (const team of teams) {
    try {
      const items = await indexer.rebuild(team.id);
      print(`${team.subdomain}: ${items} items indexed`);
      rebuilt += 1;
    } catch (error) {
      print(`${team.subdomain}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
      failed += 1;
    }
  }
  return { rebuilt, failed };
}

async function main(): Promise<void> {
  const selectors = process.argv.slice(2);
  if (selectors.length === 0) throw new Error('Name the workspaces (subdomain or id), or pass --all.');
  const config = loadConfig();
  // Without DATABASE_URL, the embedded database of DATA_DIR, as npm start uses it (stop npm start first:
  // one process at a time may hold it, and it says so).
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedDatabase(config.DATA_DIR, createLogger(config.LOG_LEVEL));
  const databases = await Databases.open(config, embedded?.url);
  try {
    const report = await reindexWorkspaces(databases, selectors, (line) => process.stdout.write(`${line}\n`));
    process.stdout.write(`\n${report.rebuilt} rebuilt, ${report.failed} failed\n`);
    process.exitCode = report.failed > 0 ? 1 : 0;
  } finally {
    await databases.close();
    await embedded?.stop();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`Reindex failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

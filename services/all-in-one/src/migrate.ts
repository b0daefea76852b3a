import 'reflect-metadata';
import { createLogger, loadConfig } from '@fieldnote/core';
import { Databases, fanOutWorkspaceMigrations, migrateBaseSchemas } from '@fieldnote/db';

/**
 * `npm run migrate`: migrates the control and regional schemas, then fans pending workspace
 * migrations out to every workspace schema, printing progress. Exits 1 if any schema failed;
 * running it again resumes where it stopped.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.DATABASE_URL)
    throw new Error('Set DATABASE_URL (the embedded database is migrated by npm start itself).');
  const databases = await Databases.open(config);
  try {
    await migrateBaseSchemas(databases);
    const concurrency = Math.max(1, config.DB_POOL_SIZE - 1);
    const report = await fanOutWorkspaceMigrations(databases, {
      concurrency,
      onProgress: ({ done, total, schema, applied, error }) => {
        const what = error
          ? `FAILED: ${error}`
          : applied.length
            ? `applied ${applied.join(', ')}`
            : 'up to date';
        process.stdout.write(`[${done}/${total}] ${schema}: ${what}\n`);
      },
    });
    process.stdout.write(
      `\n${report.total} workspace schemas: ${report.migrated} migrated, ${report.upToDate} up to date, ${report.failed.length} failed` +
        (report.orphans.length
          ? `, ${report.orphans.length} without a workspace (${report.orphans.join(', ')})`
          : '') +
        (report.recreated.length
          ? `, ${report.recreated.length} recreated (${report.recreated.join(', ')})`
          : '') +
        '\n',
    );
    logger.flush();
    process.exitCode = report.failed.length > 0 ? 1 : 0;
  } finally {
    await databases.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

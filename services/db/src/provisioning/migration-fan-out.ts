import type { MikroORM } from '@mikro-orm/postgresql';
import type { Databases } from '../connection/databases';
import { WORKSPACE_SCHEMA_PREFIX } from '../connection/schema-name';
import { WORKSPACE_MIGRATIONS } from '../migrations';
import { type MigrationClass, migrateSchema } from './migration-runner';

export interface FanOutProgress {
  done: number;
  total: number;
  schema: string;
  applied: string[];
  error?: string;
}

export interface FanOutReport {
  total: number;
  migrated: number;
  upToDate: number;
  failed: { schema: string; error: string }[];
  /** Workspace schemas found in a database with no team in the control schema: migrated too, and named here. */
  orphans: string[];
  /** Teams whose schema was missing: created by this run, and named here. */
  recreated: string[];
}

export interface FanOutOptions {
  concurrency?: number;
  migrations?: MigrationClass[];
  onProgress?: (progress: FanOutProgress) => void;
}

/**
 * Applies pending workspace migrations to every workspace schema of every region database, several
 * at a time. Each schema migrates in its own transaction, so a run that stops half-way is resumed by
 * running it again. Every schema is either migrated, already up to date, or reported as failed.
 */
export async function fanOutWorkspaceMigrations(
  databases: Databases,
  options: FanOutOptions = {},
): Promise<FanOutReport> {
  const { concurrency = 4, migrations = WORKSPACE_MIGRATIONS, onProgress } = options;
  const report: FanOutReport = { total: 0, migrated: 0, upToDate: 0, failed: [], orphans: [], recreated: [] };
  const teams = await listTeams(databases.control());
  const jobs: { orm: MikroORM; schema: string }[] = [];

  for (const { orm, regions } of databases.regionDatabases()) {
    const existing = new Set(await listWorkspaceSchemas(orm));
    const expected = teams.filter((team) => regions.includes(team.region as never));
    for (const team of expected) {
      if (!existing.has(team.schemaName)) report.recreated.push(team.schemaName);
      existing.delete(team.schemaName);
      jobs.push({ orm, schema: team.schemaName });
    }
    for (const orphan of existing) {
      report.orphans.push(orphan);
      jobs.push({ orm, schema: orphan });
    }
  }

  report.total = jobs.length;
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { orm, schema } = jobs[next++];
      try {
        const { applied } = await migrateSchema(orm, schema, migrations);
        if (applied.length > 0) report.migrated++;
        else report.upToDate++;
        onProgress?.({ done: ++done, total: jobs.length, schema, applied });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        report.failed.push({ schema, error: message });
        onProgress?.({ done: ++done, total: jobs.length, schema, applied: [], error: message });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return report;
}

async function listTeams(orm: MikroORM): Promise<{ schemaName: string; region: string }[]> {
  return orm.em
    .getConnection()
    .execute<{ schemaName: string; region: string }[]>(
      'select schema_name as "schemaName", region from control.teams order by created_at',
    );
}

async function listWorkspaceSchemas(orm: MikroORM): Promise<string[]> {
  const rows = await orm.em
    .getConnection()
    .execute<{ nspname: string }[]>(
      `select nspname from pg_namespace where nspname like ? order by nspname`,
      [`${WORKSPACE_SCHEMA_PREFIX.replace('_', '\\_')}%`],
    );
  return rows.map((row) => row.nspname);
}

import type { Configuration } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import type { AbstractSqlDriver, MikroORM } from '@mikro-orm/postgresql';
import { quoteSchema } from '../connection/schema-name';
import { advisoryXactLock } from '../sql/advisory-lock';
import { qualified } from '../sql/qualified-name';

/** A migration's class name as an SQL string literal (names are identifiers; quotes doubled all the same). */
function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export type MigrationClass = new (driver: AbstractSqlDriver, config: Configuration) => Migration;

/** Runs one SQL statement inside the migration's transaction (placeholders are `?`). */
export type SqlInTransaction = (sql: string, params?: readonly unknown[]) => Promise<void>;

/**
 * A squashed start for new schemas: one script holding the final state of `migrations` (the names of
 * the first migrations of the list it replaces, in order). A schema with no migration recorded gets
 * the script, then those names recorded exactly as if each had run; later migrations run after it.
 */
export interface SchemaBaseline {
  sql: string;
  migrations: readonly string[];
}

/** True when `baseline` replaces exactly the first migrations of `migrations`, in the same order. */
function baselineFits(baseline: SchemaBaseline, migrations: MigrationClass[]): boolean {
  return (
    baseline.migrations.length > 0 &&
    baseline.migrations.length <= migrations.length &&
    baseline.migrations.every((name, i) => migrations[i].name === name)
  );
}

export interface MigrationResult {
  schema: string;
  applied: string[];
}

/**
 * Applies the pending migrations of `migrations` to one schema, all in one transaction, and records
 * them in that schema's `schema_migrations`. Safe to run twice or concurrently (an advisory lock per
 * schema serialises runners), so a crash mid-way leaves the schema as it was. With a `baseline`
 * that fits the list, a schema with nothing applied yet gets the baseline's script instead of
 * replaying the migrations it replaces (schemas migrated before keep going migration by migration).
 */
export async function migrateSchema(
  orm: MikroORM,
  schema: string,
  migrations: MigrationClass[],
  afterMigrate?: (run: SqlInTransaction) => Promise<void>,
  baseline?: SchemaBaseline,
): Promise<MigrationResult> {
  const quoted = quoteSchema(schema);
  const driver = orm.em.getDriver() as unknown as AbstractSqlDriver;
  const connection = orm.em.getConnection();
  const applied: string[] = [];
  await connection.transactional(async (trx) => {
    await advisoryXactLock({ connection, transaction: trx }, schema);
    await connection.execute(`create schema if not exists ${quoted}`, [], 'run', trx);
    await connection.execute(`set local search_path to ${quoted}`, [], 'run', trx);
    await connection.execute(
      'create table if not exists schema_migrations (name varchar(255) primary key, executed_at timestamptz not null default now())',
      [],
      'run',
      trx,
    );
    const rows = await connection.execute<{ name: string }[]>(
      'select name from schema_migrations',
      [],
      'all',
      trx,
    );
    const done = new Set(rows.map((row) => row.name));
    // Every pending statement, and the rows recording them, go to PostgreSQL as one multi-statement
    // query: a new workspace replays some 280 statements, and one round trip each through the ORM
    // cost about as much as PostgreSQL's own work on them (scripts/bench/provisioning.bench.mjs).
    // Still one transaction: the first failing statement aborts the lot.
    const statements: string[] = [];
    if (baseline && done.size === 0 && baselineFits(baseline, migrations)) {
      statements.push(baseline.sql);
      for (const name of baseline.migrations) {
        statements.push(`insert into schema_migrations (name) values (${quoteLiteral(name)})`);
        applied.push(name);
        done.add(name);
      }
    }
    for (const MigrationType of migrations) {
      if (done.has(MigrationType.name)) continue;
      const migration = new MigrationType(driver, orm.config);
      await migration.up();
      for (const query of migration.getQueries()) statements.push(String(query));
      statements.push(`insert into schema_migrations (name) values (${quoteLiteral(MigrationType.name)})`);
      applied.push(MigrationType.name);
    }
    if (statements.length > 0) await connection.execute(statements.join(';\n'), [], 'run', trx);
    if (afterMigrate)
      await afterMigrate(async (sql, params = []) => {
        await connection.execute(sql, params, 'run', trx);
      });
  });
  return { schema, applied };
}

/** Names of the migrations in `migrations` not yet applied to `schema` (all of them when it is new). */
export async function pendingMigrations(
  orm: MikroORM,
  schema: string,
  migrations: MigrationClass[],
): Promise<string[]> {
  const connection = orm.em.getConnection();
  const [exists] = await connection.execute<{ t: string | null }[]>('select to_regclass(?) as t', [
    qualified(schema, 'schema_migrations'),
  ]);
  if (!exists.t) return migrations.map((m) => m.name);
  const rows = await connection.execute<{ name: string }[]>(
    `select name from ${qualified(schema, 'schema_migrations')}`,
  );
  const done = new Set(rows.map((row) => row.name));
  return migrations.map((m) => m.name).filter((name) => !done.has(name));
}

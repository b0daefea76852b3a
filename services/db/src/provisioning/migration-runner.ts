import type { Configuration } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import type { AbstractSqlDriver, EntityManager, Knex, MikroORM } from '@mikro-orm/postgresql';
import { quoteSchema } from '../connection/schema-name';

export type MigrationClass = new (driver: AbstractSqlDriver, config: Configuration) => Migration;

export interface MigrationResult {
  schema: string;
  applied: string[];
}

/**
 * Applies the pending migrations of `migrations` to one schema, all in one transaction, and records
 * them in that schema's `schema_migrations`. Safe to run twice or concurrently (an advisory lock per
 * schema serialises runners), so a crash mid-way leaves the schema as it was.
 */
export async function migrateSchema(
  orm: MikroORM,
  schema: string,
  migrations: MigrationClass[],
  afterMigrate?: (trx: Knex.Transaction) => Promise<void>,
): Promise<MigrationResult> {
  const quoted = quoteSchema(schema);
  const em = orm.em as unknown as EntityManager;
  const driver = orm.em.getDriver() as unknown as AbstractSqlDriver;
  const applied: string[] = [];
  await em.getKnex().transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [schema]);
    await trx.raw(`create schema if not exists ${quoted}`);
    await trx.raw(`set local search_path to ${quoted}`);
    await trx.raw(
      'create table if not exists schema_migrations (name varchar(255) primary key, executed_at timestamptz not null default now())',
    );
    const rows: { rows: { name: string }[] } = await trx.raw('select name from schema_migrations');
    const done = new Set(rows.rows.map((row) => row.name));
    for (const MigrationType of migrations) {
      if (done.has(MigrationType.name)) continue;
      const migration = new MigrationType(driver, orm.config);
      await migration.up();
      for (const query of migration.getQueries()) await trx.raw(query.toString());
      await trx.raw('insert into schema_migrations (name) values (?)', [MigrationType.name]);
      applied.push(MigrationType.name);
    }
    if (afterMigrate) await afterMigrate(trx);
  });
  return { schema, applied };
}

/** Names of the migrations in `migrations` not yet applied to `schema` (all of them when it is new). */
export async function pendingMigrations(
  orm: MikroORM,
  schema: string,
  migrations: MigrationClass[],
): Promise<string[]> {
  const knex = (orm.em as unknown as EntityManager).getKnex();
  const exists = await knex.raw('select to_regclass(?) as t', [`${quoteSchema(schema)}.schema_migrations`]);
  if (!exists.rows[0].t) return migrations.map((m) => m.name);
  const rows: { rows: { name: string }[] } = await knex.raw(
    `select name from ${quoteSchema(schema)}.schema_migrations`,
  );
  const done = new Set(rows.rows.map((row) => row.name));
  return migrations.map((m) => m.name).filter((name) => !done.has(name));
}

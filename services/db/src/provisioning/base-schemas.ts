import { CONTROL_MIGRATIONS, REGIONAL_MIGRATIONS } from '../migrations';
import type { Databases } from '../connection/databases';
import { CONTROL_SCHEMA, REGIONAL_SCHEMA } from '../connection/schema-name';
import { migrateSchema } from './migration-runner';

/**
 * Creates or upgrades the `control` schema and the `regional` schema (the outbox) of every region
 * database and of the control database (events of no workspace). Idempotent.
 */
export async function migrateBaseSchemas(databases: Databases): Promise<void> {
  await migrateSchema(databases.control(), CONTROL_SCHEMA, CONTROL_MIGRATIONS);
  for (const { orm } of databases.outboxDatabases())
    await migrateSchema(orm, REGIONAL_SCHEMA, REGIONAL_MIGRATIONS);
}

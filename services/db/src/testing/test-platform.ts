import { Databases } from '../connection/databases';
import { migrateBaseSchemas } from '../provisioning/base-schemas';
import { type TestDatabase, createTestDatabase } from './test-database';

export interface TestDatabases {
  database: TestDatabase;
  databases: Databases;
  close(): Promise<void>;
}

/** A fresh database with the control and regional schemas migrated, opened through `Databases`. */
export async function openTestDatabases(poolSize = 10): Promise<TestDatabases> {
  const database = await createTestDatabase();
  const databases = await Databases.open({ DATABASE_URL: database.url, DB_POOL_SIZE: poolSize });
  await migrateBaseSchemas(databases);
  return {
    database,
    databases,
    close: async () => {
      await databases.close();
      await database.drop();
    },
  };
}

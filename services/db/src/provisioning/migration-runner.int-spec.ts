import { Migration } from '@mikro-orm/migrations';
import { quoteSchema } from '../connection/schema-name';
import { WORKSPACE_MIGRATIONS } from '../migrations';
import { type TestDatabases, openTestDatabases } from '../testing/test-platform';
import { migrateSchema, pendingMigrations } from './migration-runner';

class AddProbeTable extends Migration {
  override up(): void {
    this.addSql('create table probe (id int primary key)');
  }
}

class BrokenMigration extends Migration {
  override up(): void {
    this.addSql('create table half_done (id int)');
    this.addSql('select * from table_that_does_not_exist');
  }
}

describe('migrateSchema', () => {
  let db: TestDatabases;
  const tables = async (schema: string): Promise<string[]> => {
    const rows = await db.databases
      .control()
      .em.getConnection()
      .execute<{ table_name: string }[]>(
        'select table_name from information_schema.tables where table_schema = ? order by 1',
        [schema],
      );
    return rows.map((r) => r.table_name);
  };

  beforeAll(async () => {
    db = await openTestDatabases();
  });
  afterAll(() => db.close());

  it('should create the schema and apply every migration when the schema is new', async () => {
    const sut = await migrateSchema(db.databases.control(), 'ws_runner_new', WORKSPACE_MIGRATIONS);
    expect(sut.applied).toEqual(WORKSPACE_MIGRATIONS.map((m) => m.name));
    expect(await tables('ws_runner_new')).toEqual(
      expect.arrayContaining([
        'members',
        'projects',
        'notes',
        'highlights',
        'tags',
        'highlight_tags',
        'insights',
        'schema_migrations',
      ]),
    );
  });

  it('should apply nothing when run again', async () => {
    await migrateSchema(db.databases.control(), 'ws_runner_twice', WORKSPACE_MIGRATIONS);
    const sut = await migrateSchema(db.databases.control(), 'ws_runner_twice', WORKSPACE_MIGRATIONS);
    expect(sut.applied).toEqual([]);
    expect(await pendingMigrations(db.databases.control(), 'ws_runner_twice', WORKSPACE_MIGRATIONS)).toEqual(
      [],
    );
  });

  it('should apply only the new migration when one is added', async () => {
    await migrateSchema(db.databases.control(), 'ws_runner_added', WORKSPACE_MIGRATIONS);
    const migrations = [...WORKSPACE_MIGRATIONS, AddProbeTable];
    expect(await pendingMigrations(db.databases.control(), 'ws_runner_added', migrations)).toEqual([
      'AddProbeTable',
    ]);
    const sut = await migrateSchema(db.databases.control(), 'ws_runner_added', migrations);
    expect(sut.applied).toEqual(['AddProbeTable']);
    expect(await tables('ws_runner_added')).toContain('probe');
  });

  it('should leave the schema as it was when a migration fails', async () => {
    await migrateSchema(db.databases.control(), 'ws_runner_broken', WORKSPACE_MIGRATIONS);
    await expect(
      migrateSchema(db.databases.control(), 'ws_runner_broken', [...WORKSPACE_MIGRATIONS, BrokenMigration]),
    ).rejects.toThrow('table_that_does_not_exist');
    expect(await tables('ws_runner_broken')).not.toContain('half_done');
    expect(
      await pendingMigrations(db.databases.control(), 'ws_runner_broken', [
        ...WORKSPACE_MIGRATIONS,
        BrokenMigration,
      ]),
    ).toEqual(['BrokenMigration']);
  });

  it('should apply each migration once when runners race on the same schema', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        migrateSchema(db.databases.control(), 'ws_runner_race', WORKSPACE_MIGRATIONS),
      ),
    );
    const applied = results.flatMap((r) => r.applied);
    expect(applied).toEqual(WORKSPACE_MIGRATIONS.map((m) => m.name));
  });

  it('should refuse when the schema name could inject SQL', async () => {
    expect(() => quoteSchema('ws_x"; drop schema control cascade; --')).toThrow('is not a valid schema name');
    await expect(migrateSchema(db.databases.control(), 'Bad-Name', WORKSPACE_MIGRATIONS)).rejects.toThrow(
      'is not a valid schema name',
    );
  });
});

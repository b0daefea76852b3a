import { randomUUID } from 'node:crypto';
import { Region } from '@fieldnote/core';
import { Migration } from '@mikro-orm/migrations';
import { workspaceSchemaName } from '../connection/schema-name';
import { WORKSPACE_MIGRATIONS } from '../migrations';
import { type TestDatabases, openTestDatabases } from '../testing/test-platform';
import { type FanOutProgress, fanOutWorkspaceMigrations } from './migration-fan-out';
import { pendingMigrations } from './migration-runner';
import { WorkspaceProvisioner } from './workspace-provisioner';

class AddSentimentColumn extends Migration {
  override up(): void {
    this.addSql('alter table notes add column sentiment text null');
  }
}

const WORKSPACE_COUNT = 12;
const migrations = [...WORKSPACE_MIGRATIONS, AddSentimentColumn];

describe('fanOutWorkspaceMigrations', () => {
  // Each test gets a database of its own with twelve provisioned workspaces, because a fan-out
  // changes every schema it sees: no test may start from what another one left behind.
  let db: TestDatabases;
  let schemas: string[];
  const execute = (sql: string, params: unknown[] = []) =>
    db.databases.control().em.getConnection().execute(sql, params);

  beforeEach(async () => {
    db = await openTestDatabases();
    schemas = [];
    const provisioner = new WorkspaceProvisioner(db.databases);
    for (let i = 0; i < WORKSPACE_COUNT; i++) {
      const id = randomUUID();
      const region = i % 2 ? Region.US_B : Region.EU_A;
      await execute(
        'insert into control.teams (id, name, subdomain, region, schema_name) values (?, ?, ?, ?, ?)',
        [id, `Team ${i}`, `team-${i}-${id.slice(0, 6)}`, region, workspaceSchemaName(id)],
      );
      await provisioner.provision({ teamId: id, region });
      schemas.push(workspaceSchemaName(id));
    }
  });
  afterEach(() => db.close());

  /** Sabotages one workspace: its notes table already has the column the migration adds. */
  const sabotage = (schema: string) => execute(`alter table "${schema}".notes add column sentiment text`);

  it('should report a failing schema and migrate all the others when one schema cannot migrate', async () => {
    await sabotage(schemas[3]);
    const progress: FanOutProgress[] = [];

    const sut = await fanOutWorkspaceMigrations(db.databases, {
      migrations,
      concurrency: 4,
      onProgress: (p) => progress.push(p),
    });

    expect(sut.total).toBe(WORKSPACE_COUNT);
    expect(sut.failed.map((f) => f.schema)).toEqual([schemas[3]]);
    expect(sut.failed[0].error).toContain('sentiment');
    expect(sut.migrated).toBe(WORKSPACE_COUNT - 1);
    expect(progress).toHaveLength(WORKSPACE_COUNT);
    expect(progress[progress.length - 1].done).toBe(WORKSPACE_COUNT);
  });

  it('should resume and finish the failed schema when run again after the fix', async () => {
    await sabotage(schemas[3]);
    const failedRun = await fanOutWorkspaceMigrations(db.databases, { migrations, concurrency: 4 });
    expect(failedRun.failed.map((f) => f.schema)).toEqual([schemas[3]]);
    await execute(`alter table "${schemas[3]}".notes drop column sentiment`);

    const sut = await fanOutWorkspaceMigrations(db.databases, { migrations, concurrency: 4 });

    expect(sut).toMatchObject({
      total: WORKSPACE_COUNT,
      migrated: 1,
      upToDate: WORKSPACE_COUNT - 1,
      failed: [],
    });
    for (const schema of schemas)
      expect(await pendingMigrations(db.databases.control(), schema, migrations)).toEqual([]);
  });

  it('should name and migrate orphan schemas and recreate missing ones when they exist', async () => {
    const orphan = `ws_${randomUUID().replace(/-/g, '')}`;
    await execute(`create schema "${orphan}"`);
    const lostId = randomUUID();
    await execute(
      'insert into control.teams (id, name, subdomain, region, schema_name) values (?, ?, ?, ?, ?)',
      [lostId, 'Lost team', `lost-${lostId.slice(0, 6)}`, Region.US_B, workspaceSchemaName(lostId)],
    );

    const sut = await fanOutWorkspaceMigrations(db.databases, { migrations, concurrency: 2 });

    expect(sut.orphans).toEqual([orphan]);
    expect(sut.recreated).toEqual([workspaceSchemaName(lostId)]);
    expect(sut.failed).toEqual([]);
    expect(sut.total).toBe(WORKSPACE_COUNT + 2);
    expect(sut.migrated).toBe(WORKSPACE_COUNT + 2);
    expect(await pendingMigrations(db.databases.control(), orphan, migrations)).toEqual([]);
  });
});

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

describe('fanOutWorkspaceMigrations', () => {
  let db: TestDatabases;
  const schemas: string[] = [];
  const migrations = [...WORKSPACE_MIGRATIONS, AddSentimentColumn];
  const execute = (sql: string, params: unknown[] = []) =>
    db.databases.control().em.getConnection().execute(sql, params);

  beforeAll(async () => {
    db = await openTestDatabases();
    const provisioner = new WorkspaceProvisioner(db.databases);
    for (let i = 0; i < 12; i++) {
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
  afterAll(() => db.close());

  it('should report a failing schema and migrate all the others when one schema cannot migrate', async () => {
    // Sabotage one workspace: its notes table already has the column the migration adds.
    await execute(`alter table "${schemas[3]}".notes add column sentiment text`);
    const progress: FanOutProgress[] = [];
    const sut = await fanOutWorkspaceMigrations(db.databases, {
      migrations,
      concurrency: 4,
      onProgress: (p) => progress.push(p),
    });
    expect(sut.total).toBe(12);
    expect(sut.failed.map((f) => f.schema)).toEqual([schemas[3]]);
    expect(sut.failed[0].error).toContain('sentiment');
    expect(sut.migrated).toBe(11);
    expect(progress).toHaveLength(12);
    expect(progress[progress.length - 1].done).toBe(12);
  });

  it('should resume and finish the failed schema when run again after the fix', async () => {
    await execute(`alter table "${schemas[3]}".notes drop column sentiment`);
    const sut = await fanOutWorkspaceMigrations(db.databases, { migrations, concurrency: 4 });
    expect(sut).toMatchObject({ total: 12, migrated: 1, upToDate: 11, failed: [] });
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
    expect(sut.total).toBe(14);
    expect(await pendingMigrations(db.databases.control(), orphan, migrations)).toEqual([]);
  });
});

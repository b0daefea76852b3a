import { randomUUID } from 'node:crypto';
import { Region, Role } from '@fieldnote/core';
import { Member } from '../entities';
import { workspaceSchemaName } from '../connection/schema-name';
import { type TestDatabases, openTestDatabases } from '../testing/test-platform';
import { WorkspaceProvisioner } from './workspace-provisioner';

const buildOwner = () => ({
  id: randomUUID(),
  name: 'Olive Owner',
  email: `owner-${randomUUID()}@example.com`,
  role: Role.MANAGER,
});

describe(WorkspaceProvisioner.name, () => {
  let db: TestDatabases;
  let sut: WorkspaceProvisioner;

  beforeAll(async () => {
    db = await openTestDatabases();
    sut = new WorkspaceProvisioner(db.databases);
  });
  afterAll(() => db.close());

  it('should create the schema, migrate it and seed the owner when provisioning a new workspace', async () => {
    const teamId = randomUUID();
    const owner = buildOwner();
    const result = await sut.provision({ teamId, region: Region.US_B, owner });
    expect(result.schema).toBe(workspaceSchemaName(teamId));
    expect(result.applied.length).toBeGreaterThan(0);
    const members = await db.databases
      .region(Region.US_B)
      .em.fork({ schema: result.schema })
      .find(Member, {});
    expect(members.map((m) => [m.id, m.role])).toEqual([[owner.id, Role.MANAGER]]);
  });

  it('should change nothing when provisioning the same workspace again', async () => {
    const teamId = randomUUID();
    const owner = buildOwner();
    await sut.provision({ teamId, region: Region.EU_A, owner });
    const again = await sut.provision({
      teamId,
      region: Region.EU_A,
      owner: { ...owner, role: Role.VIEWER },
    });
    expect(again.applied).toEqual([]);
    const members = await db.databases.region(Region.EU_A).em.fork({ schema: again.schema }).find(Member, {});
    expect(members).toHaveLength(1);
    expect(members[0].role).toBe(Role.MANAGER);
  });

  it('should drop the schema when deprovisioning', async () => {
    const teamId = randomUUID();
    await sut.provision({ teamId, region: Region.US_A });
    await sut.deprovision(teamId, Region.US_A);
    const rows = await db.databases
      .control()
      .em.getConnection()
      .execute('select 1 from pg_namespace where nspname = ?', [workspaceSchemaName(teamId)]);
    expect(rows).toHaveLength(0);
  });
});

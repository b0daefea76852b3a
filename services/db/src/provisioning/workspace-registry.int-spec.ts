import { randomUUID } from 'node:crypto';
import { Region } from '@fieldnote/core';
import { type TestDatabases, openTestDatabases } from '../testing/test-platform';
import { RegistrationConflict, type WorkspaceRegistration, WorkspaceRegistry } from './workspace-registry';

describe(WorkspaceRegistry.name, () => {
  let db: TestDatabases;
  let sut: WorkspaceRegistry;
  const sql = (q: string, p: unknown[] = []) =>
    db.databases.control().em.getConnection().execute<Record<string, unknown>[]>(q, p);
  const build = (overrides: Partial<WorkspaceRegistration> = {}): WorkspaceRegistration => ({
    teamId: randomUUID(),
    name: 'Acme Research',
    subdomain: `acme-${randomUUID().slice(0, 8)}`,
    region: Region.EU_A,
    plan: 'team',
    ...overrides,
  });

  beforeAll(async () => {
    db = await openTestDatabases();
    sut = new WorkspaceRegistry(db.databases);
  });
  afterAll(() => db.close());

  it('should record the team and its route, and change nothing when registered again', async () => {
    const reg = build();
    await sut.register(reg);
    await sut.register(reg);
    const teams = await sql('select name, subdomain, region, plan from control.teams where id = ?', [
      reg.teamId,
    ]);
    expect(teams).toEqual([{ name: reg.name, subdomain: reg.subdomain, region: 'EU_A', plan: 'team' }]);
    const routes = await sql('select subdomain, region from control.tenant_routes where team_id = ?', [
      reg.teamId,
    ]);
    expect(routes).toEqual([{ subdomain: reg.subdomain, region: 'EU_A' }]);
  });

  it('should add the new subdomain and keep the old route redirecting when the subdomain changes', async () => {
    const reg = build();
    await sut.register(reg);
    const renamed = { ...reg, subdomain: `${reg.subdomain}-new`, name: 'Acme Insights' };
    await sut.register(renamed);
    const [team] = await sql('select name, subdomain from control.teams where id = ?', [reg.teamId]);
    expect(team).toEqual({ name: 'Acme Insights', subdomain: renamed.subdomain });
    const routes = await sql(
      'select subdomain from control.tenant_routes where team_id = ? order by subdomain',
      [reg.teamId],
    );
    expect(routes.map((r) => r.subdomain)).toEqual([reg.subdomain, renamed.subdomain]);
  });

  it("should refuse another team's subdomain and leave both teams as they were", async () => {
    const first = build();
    await sut.register(first);
    const second = build({ subdomain: first.subdomain });
    const error = await sut.register(second).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistrationConflict);
    expect((error as RegistrationConflict).reason).toBe('SubdomainTaken');
    expect(await sql('select id from control.teams where id = ?', [second.teamId])).toEqual([]);
    expect(
      await sql('select team_id from control.tenant_routes where subdomain = ?', [first.subdomain]),
    ).toEqual([{ team_id: first.teamId }]);
  });

  it('should refuse to move a registered workspace to another region', async () => {
    const reg = build();
    await sut.register(reg);
    const error = await sut.register({ ...reg, region: Region.US_A }).catch((e: unknown) => e);
    expect((error as RegistrationConflict).reason).toBe('RegionMismatch');
    const [team] = await sql('select region from control.teams where id = ?', [reg.teamId]);
    expect(team.region).toBe('EU_A');
  });

  it('should drop only the routes when unrouting, and everything of the team when unregistering', async () => {
    const reg = build();
    await sut.register(reg);
    await sut.unroute(reg.teamId);
    expect(await sql('select * from control.tenant_routes where team_id = ?', [reg.teamId])).toEqual([]);
    expect(await sql('select id from control.teams where id = ?', [reg.teamId])).toHaveLength(1);
    await sut.register(reg);
    expect(await sql('select * from control.tenant_routes where team_id = ?', [reg.teamId])).toHaveLength(1);
    await sut.unregister(reg.teamId);
    expect(await sql('select id from control.teams where id = ?', [reg.teamId])).toEqual([]);
    expect(await sql('select * from control.tenant_routes where team_id = ?', [reg.teamId])).toEqual([]);
  });

  it('should find an account by e-mail whatever its case, and link it once', async () => {
    const reg = build();
    await sut.register(reg);
    const accountId = randomUUID();
    const email = `Owner-${accountId}@Example.com`;
    await sql(`insert into control.accounts (id, email, name, password_hash) values (?, ?, 'Olive', 'x')`, [
      accountId,
      email.toLowerCase(),
    ]);
    expect(await sut.findAccount(email)).toEqual({
      id: accountId,
      name: 'Olive',
      email: email.toLowerCase(),
    });
    expect(await sut.findAccount('nobody@example.com')).toBeNull();
    await sut.addMembership(accountId, reg.teamId);
    await sut.addMembership(accountId, reg.teamId);
    expect(await sql('select account_id from control.memberships where team_id = ?', [reg.teamId])).toEqual([
      { account_id: accountId },
    ]);
  });
});

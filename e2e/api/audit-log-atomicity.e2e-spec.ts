import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildEmail,
  expectOk,
  invite,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

/**
 * "Written in the same transaction as the change": when writing the audit entry fails, the change
 * must not happen either. A trigger makes every insert into one workspace's audit log fail, so
 * each change of access there must be refused and leave no trace, in the workspace schema (roles,
 * members) and in the control schema (invites, API tokens) alike.
 */
describe('audit entries commit with their change or not at all', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let viewer: BuiltAccount;
  let inviteId: string;
  let tokenId: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    viewer = await addMember(sut, ws, 'VIEWER');
    inviteId = (await invite(ws, buildEmail('kept'), 'VIEWER')).id;
    tokenId = (await buildApiToken(ws.manager.client, 'kept token')).id;
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    const schema = `"${team.schema_name}"`;
    await sql(
      sut,
      `create function ${schema}.refuse_audit() returns trigger language plpgsql as
         $$ begin raise exception 'the test makes audit entries fail'; end $$`,
    );
    await sql(
      sut,
      `create trigger refuse_audit before insert on ${schema}.audit_entries for each row execute function ${schema}.refuse_audit()`,
    );
  }, 120_000);
  afterAll(() => sut.close());

  const manager = () => ws.manager.client;

  it('should leave the role unchanged when its entry cannot be written', async () => {
    const response = await manager().gql(
      'mutation($m: ID!) { changeMemberRole(input: { memberId: $m, role: MANAGER }) { id } }',
      {
        m: viewer.id,
      },
    );
    expect(errorCode(response)).toBe('INTERNAL_SERVER_ERROR');
    const members = expectOk(
      await manager().gql<{ members: { id: string; role: string }[] }>('{ members { id role } }'),
    );
    expect(members.members.find((m) => m.id === viewer.id)?.role).toBe('VIEWER');
  });

  it('should keep the member when the removal cannot be audited', async () => {
    const response = await manager().gql(
      'mutation($m: ID!) { removeMember(input: { memberId: $m }) { id } }',
      { m: viewer.id },
    );
    expect(errorCode(response)).toBe('INTERNAL_SERVER_ERROR');
    expect(expectOk(await viewer.client.gql<{ me: { role: string } }>('{ me { role } }')).me.role).toBe(
      'VIEWER',
    );
    const index = await sql(sut, 'select 1 from control.memberships where account_id = ? and team_id = ?', [
      viewer.id,
      ws.id,
    ]);
    expect(index).toHaveLength(1);
  });

  it('should create no invite (control schema) when its entry cannot be written', async () => {
    const email = buildEmail('never');
    const response = await manager().gql(
      'mutation($e: String!) { inviteMember(input: { email: $e, role: VIEWER }) { id } }',
      {
        e: email,
      },
    );
    expect(errorCode(response)).toBe('INTERNAL_SERVER_ERROR');
    expect(await sql(sut, 'select 1 from control.invites where email = ?', [email])).toHaveLength(0);
  });

  it('should keep the invite when its revocation cannot be audited', async () => {
    expect(
      errorCode(await manager().gql('mutation($id: ID!) { revokeInvite(id: $id) { id } }', { id: inviteId })),
    ).toBe('INTERNAL_SERVER_ERROR');
    expect(await sql(sut, 'select 1 from control.invites where id = ?', [inviteId])).toHaveLength(1);
  });

  it('should create no API token and revoke none when the entry cannot be written', async () => {
    const created = await manager().gql('mutation { createApiToken(name: "never made") { token } }');
    expect(errorCode(created)).toBe('INTERNAL_SERVER_ERROR');
    expect(await sql(sut, "select 1 from control.api_tokens where name = 'never made'")).toHaveLength(0);
    expect(
      errorCode(await manager().gql('mutation($id: ID!) { revokeApiToken(id: $id) }', { id: tokenId })),
    ).toBe('INTERNAL_SERVER_ERROR');
    const [token] = await sql<{ revoked_at: Date | null }>(
      sut,
      'select revoked_at from control.api_tokens where id = ?',
      [tokenId],
    );
    expect(token.revoked_at).toBeNull();
  });
});

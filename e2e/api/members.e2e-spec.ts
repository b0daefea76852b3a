import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  STRONG_PASSWORD,
  addMember,
  buildApiToken,
  buildEmail,
  buildNote,
  buildProject,
  expectOk,
  invite,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

const CHANGE_ROLE =
  'mutation($m: ID!, $r: Role!) { changeMemberRole(input: { memberId: $m, role: $r }) { id role } }';
const REMOVE = 'mutation($m: ID!) { removeMember(input: { memberId: $m }) { id } }';
const PENDING = '{ pendingInvites { id email role invitedByName expired expiresAt } }';
const RESEND = 'mutation($id: ID!) { resendInvite(id: $id) { id link expiresAt } }';
const REVOKE = 'mutation($id: ID!) { revokeInvite(id: $id) { id email } }';
const ACCEPT = 'mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { id } }';
const LAST_MANAGER = 'A workspace needs at least one manager.';

interface Entry {
  action: string;
  objectType: string;
  objectId: string;
  actorId: string | null;
  actorName: string;
  oldValue: string | null;
  newValue: string | null;
}

describe('members, roles and pending invites', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
  });
  afterAll(() => sut.close());

  const manager = () => workspace.manager.client;
  const roleOf = async (id: string) =>
    expectOk(
      await manager().gql<{ members: { id: string; role: string }[] }>('{ members { id role } }'),
    ).members.find((m) => m.id === id)?.role ?? null;
  /** The newest audit entries about `objectId`, newest first. */
  const entriesAbout = async (objectId: string): Promise<Entry[]> =>
    expectOk(
      await manager().gql<{ auditLog: { nodes: (Entry & { objectId: string })[] } }>(
        '{ auditLog(limit: 100) { nodes { action objectType objectId actorId actorName oldValue newValue } } }',
      ),
    ).auditLog.nodes.filter((n) => n.objectId === objectId);

  describe('changing a role', () => {
    it('should change the role and record actor, old and new role in the audit log', async () => {
      const member = await addMember(sut, workspace, 'VIEWER');
      const changed = expectOk(
        await manager().gql<{ changeMemberRole: { role: string } }>(CHANGE_ROLE, {
          m: member.id,
          r: 'CONTRIBUTOR',
        }),
      );
      expect(changed.changeMemberRole.role).toBe('CONTRIBUTOR');
      const [entry] = await entriesAbout(member.id);
      expect(entry).toEqual({
        action: 'MEMBER_ROLE_CHANGED',
        objectType: 'MEMBER',
        objectId: member.id,
        actorId: workspace.manager.id,
        actorName: workspace.manager.name,
        oldValue: '{"role":"VIEWER"}',
        newValue: '{"role":"CONTRIBUTOR"}',
      });
      // The member's own next request sees the new role.
      const me = expectOk(await member.client.gql<{ me: { role: string } }>('{ me { role } }'));
      expect(me.me.role).toBe('CONTRIBUTOR');
    });

    it.each(['CONTRIBUTOR', 'VIEWER'] as const)(
      'should refuse a %s changing a role with FORBIDDEN and change nothing',
      async (role) => {
        const actor = await addMember(sut, workspace, role);
        const target = await addMember(sut, workspace, 'VIEWER');
        const before = (await entriesAbout(target.id)).length;
        const response = await actor.client.gql(CHANGE_ROLE, { m: target.id, r: 'MANAGER' });
        expect(errorCode(response)).toBe('FORBIDDEN');
        expect(response.errors?.[0]?.message).toBe('Only workspace managers can do this.');
        expect(await roleOf(target.id)).toBe('VIEWER');
        expect(await entriesAbout(target.id)).toHaveLength(before);
      },
    );

    it('should refuse to demote the last manager with BAD_USER_INPUT and write no entry', async () => {
      const solo = await signUpAndCreateWorkspace(sut);
      const response = await solo.manager.client.gql(CHANGE_ROLE, { m: solo.manager.id, r: 'VIEWER' });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(LAST_MANAGER);
      const log = expectOk(
        await solo.manager.client.gql<{ auditLog: { nodes: { action: string }[] } }>(
          '{ auditLog { nodes { action } } }',
        ),
      );
      expect(log.auditLog.nodes.map((n) => n.action)).not.toContain('MEMBER_ROLE_CHANGED');
    });

    it('should let a manager step down once another manager exists', async () => {
      const solo = await signUpAndCreateWorkspace(sut);
      const second = await addMember(sut, solo, 'MANAGER');
      expectOk(await solo.manager.client.gql(CHANGE_ROLE, { m: solo.manager.id, r: 'CONTRIBUTOR' }));
      // Now `second` is the last manager.
      const response = await second.client.gql(CHANGE_ROLE, { m: second.id, r: 'VIEWER' });
      expect(response.errors?.[0]?.message).toBe(LAST_MANAGER);
    });

    it('should answer NOT_FOUND for an unknown member and BAD_USER_INPUT naming memberId for a bad id', async () => {
      expect(
        errorCode(
          await manager().gql(CHANGE_ROLE, { m: '3f0e1c8a-1111-4a2b-9c3d-123456789abc', r: 'VIEWER' }),
        ),
      ).toBe('NOT_FOUND');
      const bad = await manager().gql(CHANGE_ROLE, { m: 'not-a-uuid', r: 'VIEWER' });
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0]?.message).toContain('memberId');
    });
  });

  describe('removing a member', () => {
    it('should end their access and tokens, keep their notes, and audit the removal', async () => {
      const member = await addMember(sut, workspace, 'CONTRIBUTOR');
      const projectId = await buildProject(member.client);
      const noteId = await buildNote(member.client, projectId, 'Kept after removal');
      const token = await buildApiToken(member.client);
      expectOk(await manager().gql(REMOVE, { m: member.id }));

      expect(errorCode(await member.client.gql('{ projects { id } }'))).toBe('FORBIDDEN');
      const tokenClient = sut.client(workspace.subdomain);
      tokenClient.bearer = token.secret;
      expect(errorCode(await tokenClient.gql('{ projects { id } }'))).toBe('UNAUTHENTICATED');
      expect(await roleOf(member.id)).toBeNull();
      // Their work stays, and says who made it: a removed member.
      const note = expectOk(
        await manager().gql<{ note: { title: string; createdBy: string; createdByName: string } }>(
          'query($id: ID!) { note(id: $id) { title createdBy createdByName } }',
          { id: noteId },
        ),
      );
      expect(note.note).toEqual({
        title: 'Kept after removal',
        createdBy: member.id,
        createdByName: 'Deleted user',
      });
      const [entry] = await entriesAbout(member.id);
      expect(entry).toMatchObject({
        action: 'MEMBER_REMOVED',
        actorId: workspace.manager.id,
        oldValue: '{"role":"CONTRIBUTOR"}',
        newValue: null,
      });
      const index = await sql(sut, 'select 1 from control.memberships where account_id = ? and team_id = ?', [
        member.id,
        workspace.id,
      ]);
      expect(index).toHaveLength(0);
    });

    it('should let a removed member come back through a new invite with the new role', async () => {
      const member = await addMember(sut, workspace, 'CONTRIBUTOR');
      expectOk(await manager().gql(REMOVE, { m: member.id }));
      const { token } = await invite(workspace, member.email, 'VIEWER');
      expectOk(await member.client.gql(ACCEPT, { input: { token } }));
      expect(await roleOf(member.id)).toBe('VIEWER');
    });

    it('should refuse removing the last manager, and refuse non-managers, changing nothing', async () => {
      const solo = await signUpAndCreateWorkspace(sut);
      const response = await solo.manager.client.gql(REMOVE, { m: solo.manager.id });
      expect(response.errors?.[0]?.message).toBe(LAST_MANAGER);
      const contributor = await addMember(sut, solo, 'CONTRIBUTOR');
      const viewer = await addMember(sut, solo, 'VIEWER');
      for (const actor of [contributor, viewer]) {
        expect(errorCode(await actor.client.gql(REMOVE, { m: solo.manager.id }))).toBe('FORBIDDEN');
      }
      const members = expectOk(
        await solo.manager.client.gql<{ members: { id: string }[] }>('{ members { id } }'),
      );
      expect(members.members).toHaveLength(3);
    });
  });

  describe('pending invites', () => {
    let viewer: BuiltAccount;
    beforeAll(async () => {
      viewer = await addMember(sut, workspace, 'VIEWER');
    });

    it('should list a pending invite with who sent it, and drop it once accepted', async () => {
      const email = buildEmail('pending');
      const sent = await invite(workspace, email, 'CONTRIBUTOR');
      const pending = expectOk(
        await manager().gql<{
          pendingInvites: {
            id: string;
            email: string;
            role: string;
            invitedByName: string;
            expired: boolean;
          }[];
        }>(PENDING),
      );
      expect(pending.pendingInvites.find((i) => i.id === sent.id)).toMatchObject({
        email,
        role: 'CONTRIBUTOR',
        invitedByName: workspace.manager.name,
        expired: false,
      });
      expectOk(
        await sut
          .client(workspace.subdomain)
          .gql(ACCEPT, { input: { token: sent.token, name: 'New one', password: STRONG_PASSWORD } }),
      );
      const after = expectOk(await manager().gql<{ pendingInvites: { id: string }[] }>(PENDING));
      expect(after.pendingInvites.map((i) => i.id)).not.toContain(sent.id);
      expect((await entriesAbout(sent.id)).map((e) => e.action)).toEqual(['INVITE_CREATED']);
    });

    it('should resend with a new link that works while the old one stops, and audit it', async () => {
      const email = buildEmail('resend');
      const sent = await invite(workspace, email, 'VIEWER');
      const resent = expectOk(
        await manager().gql<{ resendInvite: { link: string } }>(RESEND, { id: sent.id }),
      );
      const newToken = new URL(resent.resendInvite.link).searchParams.get('token');
      expect(newToken).not.toBe(sent.token);
      const old = await sut
        .client(workspace.subdomain)
        .gql(ACCEPT, { input: { token: sent.token, name: 'Old', password: STRONG_PASSWORD } });
      expect(errorCode(old)).toBe('BAD_USER_INPUT');
      expectOk(
        await sut
          .client(workspace.subdomain)
          .gql(ACCEPT, { input: { token: newToken, name: 'New', password: STRONG_PASSWORD } }),
      );
      expect((await entriesAbout(sent.id)).map((e) => e.action)).toEqual(['INVITE_RESENT', 'INVITE_CREATED']);
    });

    it('should revoke an invite so its link opens nothing, and audit it', async () => {
      const sent = await invite(workspace, buildEmail('revoke'), 'MANAGER');
      expectOk(await manager().gql(REVOKE, { id: sent.id }));
      const response = await sut
        .client(workspace.subdomain)
        .gql(ACCEPT, { input: { token: sent.token, name: 'Too late', password: STRONG_PASSWORD } });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(errorCode(await manager().gql(REVOKE, { id: sent.id }))).toBe('NOT_FOUND');
      const [entry] = await entriesAbout(sent.id);
      expect(entry).toMatchObject({
        action: 'INVITE_REVOKED',
        oldValue: '{"role":"MANAGER"}',
        newValue: null,
      });
    });

    it('should refuse a viewer listing, resending or revoking invites', async () => {
      const sent = await invite(workspace, buildEmail('guarded'), 'VIEWER');
      expect(errorCode(await viewer.client.gql(PENDING))).toBe('FORBIDDEN');
      expect(errorCode(await viewer.client.gql(RESEND, { id: sent.id }))).toBe('FORBIDDEN');
      expect(errorCode(await viewer.client.gql(REVOKE, { id: sent.id }))).toBe('FORBIDDEN');
      const pending = expectOk(await manager().gql<{ pendingInvites: { id: string }[] }>(PENDING));
      expect(pending.pendingInvites.map((i) => i.id)).toContain(sent.id);
    });

    it('should refuse an API token listing or revoking invites (session only)', async () => {
      const sent = await invite(workspace, buildEmail('token'), 'VIEWER');
      const client = sut.client(workspace.subdomain);
      client.bearer = (await buildApiToken(manager())).secret;
      expect(errorCode(await client.gql(PENDING))).toBe('FORBIDDEN');
      expect(errorCode(await client.gql(REVOKE, { id: sent.id }))).toBe('FORBIDDEN');
    });
  });
});

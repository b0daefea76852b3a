import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltWorkspace,
  STRONG_PASSWORD,
  addMember,
  buildEmail,
  confirmEmail,
  expectOk,
  invite,
  signUp,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
} from './factories';

const ACCEPT = 'mutation($input: AcceptInviteInput!) { acceptInvite(input: $input) { id subdomain } }';
const INVITE =
  'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { id email role message link expiresAt } }';
const INVALID_LINK = 'This invite link is invalid or has expired. Ask for a new one.';
const LOOKUP = `{ accountLookup { email currentTeams { id } availableTeams { type inviteId invitedBy workspace { id subdomain } } } }`;

interface Lookup {
  accountLookup: {
    email: string;
    currentTeams: { id: string }[];
    availableTeams: {
      type: string;
      inviteId: string | null;
      invitedBy: string | null;
      workspace: { id: string; subdomain: string };
    }[];
  };
}

describe('invites', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
  });
  afterAll(() => sut.close());

  const membersOf = async () =>
    expectOk(
      await workspace.manager.client.gql<{ members: { email: string; role: string }[] }>(
        '{ members { email role } }',
      ),
    ).members;

  it('should reject a message longer than 500 characters with BAD_USER_INPUT', async () => {
    const response = await workspace.manager.client.gql(INVITE, {
      input: { email: buildEmail(), role: 'VIEWER', message: 'm'.repeat(501) },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    const ok = await workspace.manager.client.gql<{ inviteMember: { message: string } }>(INVITE, {
      input: { email: buildEmail(), role: 'VIEWER', message: 'm'.repeat(500) },
    });
    expect(expectOk(ok).inviteMember.message).toHaveLength(500);
  });

  it('should reject an invalid e-mail address with BAD_USER_INPUT when inviting', async () => {
    const response = await workspace.manager.client.gql(INVITE, {
      input: { email: 'not an address', role: 'VIEWER' },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('should reject an invite for someone who is already a member with BAD_USER_INPUT', async () => {
    const response = await workspace.manager.client.gql(INVITE, {
      input: { email: workspace.manager.email, role: 'VIEWER' },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toContain('already a member');
  });

  it("should give a link on the workspace's own host valid for 7 days when inviting", async () => {
    const response = await workspace.manager.client.gql<{
      inviteMember: { link: string; expiresAt: string };
    }>(INVITE, {
      input: { email: buildEmail(), role: 'VIEWER' },
    });
    const created = expectOk(response).inviteMember;
    const link = new URL(created.link);
    expect(link.hostname).toBe(`${workspace.subdomain}.localhost`);
    expect(link.port).toBe(new URL(sut.address).port);
    expect(link.pathname).toBe('/auth/accept-invite');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const days = (new Date(created.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('should create the account with the invited role and sign it in when a newcomer accepts', async () => {
    const email = buildEmail('newcomer');
    const { token } = await invite(workspace, email, 'CONTRIBUTOR');
    const client = sut.client(workspace.subdomain);
    const accepted = await client.gql<{ acceptInvite: { id: string } }>(ACCEPT, {
      input: { token, name: 'Newcomer', password: STRONG_PASSWORD },
    });
    expect(expectOk(accepted).acceptInvite.id).toBe(workspace.id);
    expect(client.sessionCookie).toMatch(/^fieldnote_session=.+/);
    const me = expectOk(
      await client.gql<{ me: { role: string; account: { email: string } } }>(
        '{ me { role account { email } } }',
      ),
    );
    expect(me.me).toEqual({ role: 'CONTRIBUTOR', account: { email } });
    expect(await membersOf()).toContainEqual({ email, role: 'CONTRIBUTOR' });
  });

  it('should work only once when the same link is used again', async () => {
    const email = buildEmail('once');
    const { token } = await invite(workspace, email, 'VIEWER');
    expectOk(
      await sut
        .client(workspace.subdomain)
        .gql(ACCEPT, { input: { token, name: 'Once', password: STRONG_PASSWORD } }),
    );
    const again = await sut
      .client(workspace.subdomain)
      .gql(ACCEPT, { input: { token, name: 'Twice', password: STRONG_PASSWORD } });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.message).toBe(INVALID_LINK);
  });

  it('should add one member and no server error when a newcomer submits the link several times at once', async () => {
    const email = buildEmail('hasty');
    const { token } = await invite(workspace, email, 'VIEWER');
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        sut
          .client(workspace.subdomain)
          .gql(ACCEPT, { input: { token, name: 'Hasty', password: STRONG_PASSWORD } }),
      ),
    );
    expect(responses.filter((r) => !r.errors)).toHaveLength(1);
    // The losers are told the address exists now (sign in first) or that it is taken: never an internal error.
    for (const r of responses.filter((r) => r.errors))
      expect(['BAD_USER_INPUT', 'UNAUTHENTICATED']).toContain(errorCode(r));
    expect((await membersOf()).filter((m) => m.email === email)).toEqual([{ email, role: 'VIEWER' }]);
  });

  it('should accept the link once when a signed-in invitee submits it several times at once', async () => {
    const invitee = await signUp(sut);
    const { token } = await invite(workspace, invitee.email, 'CONTRIBUTOR');
    const responses = await Promise.all(
      [1, 2, 3].map(() => invitee.client.gql(ACCEPT, { input: { token } })),
    );
    expect(responses.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of responses.filter((r) => r.errors)) expect(r.errors?.[0]?.message).toBe(INVALID_LINK);
    expect((await membersOf()).filter((m) => m.email === invitee.email)).toEqual([
      { email: invitee.email, role: 'CONTRIBUTOR' },
    ]);
  });

  it('should refuse with a clear message when the link has expired', async () => {
    const email = buildEmail('late');
    const { id, token } = await invite(workspace, email, 'VIEWER');
    await sql(sut, "update control.invites set expires_at = now() - interval '1 minute' where id = ?", [id]);
    const response = await sut
      .client(workspace.subdomain)
      .gql(ACCEPT, { input: { token, name: 'Late', password: STRONG_PASSWORD } });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(INVALID_LINK);
    expect((await membersOf()).map((m) => m.email)).not.toContain(email);
  });

  it('should refuse with the same message when the token is made up', async () => {
    const response = await sut.client().gql(ACCEPT, {
      input: { token: `forged-${uniqueSuffix()}`, name: 'Forger', password: STRONG_PASSWORD },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(INVALID_LINK);
    expectNoLeak(JSON.stringify(response.errors));
  });

  it('should be FORBIDDEN and leave the invite usable when a different signed-in account accepts it', async () => {
    const email = buildEmail('intended');
    const { token } = await invite(workspace, email, 'MANAGER');
    const other = await signUp(sut);
    const response = await other.client.gql(ACCEPT, { input: { token } });
    expect(errorCode(response)).toBe('FORBIDDEN');
    expect((await membersOf()).map((m) => m.email)).not.toContain(other.email);
    const intended = await sut
      .client(workspace.subdomain)
      .gql(ACCEPT, { input: { token, name: 'Intended', password: STRONG_PASSWORD } });
    expect(expectOk(intended).acceptInvite).toEqual({ id: workspace.id, subdomain: workspace.subdomain });
  });

  it('should ask an existing account to sign in when it accepts while signed out', async () => {
    const existing = await signUp(sut);
    const { token } = await invite(workspace, existing.email, 'VIEWER');
    const response = await sut
      .client(workspace.subdomain)
      .gql(ACCEPT, { input: { token, name: 'Hijacker', password: 'Hijack#Password1' } });
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
    expect((await membersOf()).map((m) => m.email)).not.toContain(existing.email);
  });

  it('should ask a newcomer for a name and a password when they are missing', async () => {
    const { token } = await invite(workspace, buildEmail('bare'), 'VIEWER');
    const response = await sut.client(workspace.subdomain).gql(ACCEPT, { input: { token } });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe('Choose a name and a password to create your account.');
  });

  it('should answer true and reveal nothing when someone asks to be sent the workspace list', async () => {
    for (const email of [workspace.manager.email, buildEmail('unknown')]) {
      const response = await sut
        .client()
        .gql<{ sendWorkspaceList: boolean }>('mutation($e: String!) { sendWorkspaceList(email: $e) }', {
          e: email,
        });
      expect(response).toMatchObject({ data: { sendWorkspaceList: true }, errors: undefined });
    }
  });

  it('should list a pending invite as kind INVITE with who invited when the invited account has confirmed its address', async () => {
    const invitee = await signUp(sut);
    const { id } = await invite(workspace, invitee.email, 'VIEWER');
    await confirmEmail(sut, invitee);
    const lookup = expectOk(await invitee.client.gql<Lookup>(LOOKUP)).accountLookup;
    expect(lookup.email).toBe(invitee.email);
    expect(lookup.currentTeams).toEqual([]);
    expect(lookup.availableTeams).toEqual([
      {
        type: 'INVITE',
        inviteId: id,
        invitedBy: workspace.manager.name,
        workspace: { id: workspace.id, subdomain: workspace.subdomain },
      },
    ]);
  });

  it('should list a workspace open to the e-mail domain as kind DOMAIN and let the confirmed account join it as a viewer', async () => {
    const domain = `${uniqueSuffix()}.example.com`;
    const open = await signUpAndCreateWorkspace(sut);
    await sql(sut, 'update control.teams set allowed_email_domains = ? where id = ?', [
      `{${domain}}`,
      open.id,
    ]);
    const colleague = await signUp(sut, { email: buildEmail('colleague', domain) });
    const stranger = await signUp(sut);
    await confirmEmail(sut, colleague);
    await confirmEmail(sut, stranger);

    const lookup = expectOk(await colleague.client.gql<Lookup>(LOOKUP)).accountLookup;
    expect(lookup.availableTeams).toEqual([
      {
        type: 'DOMAIN',
        inviteId: null,
        invitedBy: null,
        workspace: { id: open.id, subdomain: open.subdomain },
      },
    ]);
    expect(expectOk(await stranger.client.gql<Lookup>(LOOKUP)).accountLookup.availableTeams).toEqual([]);

    const denied = await stranger.client.gql('mutation($t: ID!) { joinWorkspace(teamId: $t) { id } }', {
      t: open.id,
    });
    expect(errorCode(denied)).toBe('FORBIDDEN');

    const joined = await colleague.client.gql<{ joinWorkspace: { id: string } }>(
      'mutation($t: ID!) { joinWorkspace(teamId: $t) { id } }',
      {
        t: open.id,
      },
    );
    expect(expectOk(joined).joinWorkspace.id).toBe(open.id);
    const members = expectOk(
      await open.manager.client.gql<{ members: { email: string; role: string }[] }>(
        '{ members { email role } }',
      ),
    );
    expect(members.members).toContainEqual({ email: colleague.email, role: 'VIEWER' });
    const after = expectOk(await colleague.client.gql<Lookup>(LOOKUP)).accountLookup;
    expect(after.currentTeams).toEqual([{ id: open.id }]);
    expect(after.availableTeams).toEqual([]);
  });

  it('should not let a member who joined by invite keep a role above the one invited when accepting twice', async () => {
    const viewer = await addMember(sut, workspace, 'VIEWER');
    const response = await workspace.manager.client.gql(INVITE, {
      input: { email: viewer.email, role: 'MANAGER' },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    const me = expectOk(await viewer.client.gql<{ me: { role: string } }>('{ me { role } }'));
    expect(me.me.role).toBe('VIEWER');
  });
});

import { randomUUID } from 'node:crypto';
import {
  type LogMailer,
  NotificationKind,
  SSO_REQUIRED_MESSAGE,
  SSO_START_MAX_PER_CLIENT_PER_MINUTE,
} from '@fieldnote/core';
import WebSocket from 'ws';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { errorCode, httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import {
  type TestOpenIdProvider,
  startTestOpenIdProvider,
} from '../../services/all-in-one/src/testing/test-openid-provider';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { BEHIND_A_PROXY } from './behind-a-proxy';
import { connect, synced } from './collaboration-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  gqlWithCookie,
  logIn,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';
import { PATCH_SCHEMA, buildScimToken, scimClient } from './scim-client';
import { SsoFlow } from './sso-flow';

const CLIENT_SECRET = 'sso-enforcement-client-secret';
const SAVE_SSO = 'mutation($input: SsoSettingsInput!) { saveSsoSettings(input: $input) { issuer } }';
const ENFORCE =
  'mutation($input: SsoEnforcementInput!) { saveSsoEnforcement(input: $input) { ssoEnforced breakGlassManagers { accountId } } }';
const LIFETIMES =
  'mutation($input: SessionLifetimesInput!) { saveSessionLifetimes(input: $input) { idleLifetime absoluteLifetime } }';
const GROUP_ROLES =
  'mutation($input: IdpGroupRolesInput!) { saveIdpGroupRoles(input: $input) { groupName role workspaceAdmin } }';
const SECURITY =
  '{ workspaceSecurity { ssoEnforced idleLifetime absoluteLifetime breakGlassManagers { accountId } } }';
const ME = '{ me { role account { id email } } }';
const ENDED = { code: 4401, reason: 'Your session ended. Sign in again.' };

describe('SSO enforcement, break-glass managers, session lifetimes and group roles', () => {
  let sut: TestServer;
  let idp: TestOpenIdProvider;
  let workspace: BuiltWorkspace;
  let port: string;
  let sso: SsoFlow;

  const hostOf = (ws: BuiltWorkspace) => `${ws.subdomain}.localhost:${port}`;
  const mails = () => (sut.server.built.platform.mailer as LogMailer).sent;

  beforeAll(async () => {
    // Open sockets' sessions are checked every second here (15 s by default), see BEHIND_A_PROXY.
    sut = await sharedTestServer(BEHIND_A_PROXY);
    port = new URL(sut.address).port;
    workspace = await signUpAndCreateWorkspace(sut);
    idp = await startTestOpenIdProvider([
      {
        client_id: 'fieldnote',
        client_secret: CLIENT_SECRET,
        redirect_uris: [`http://${hostOf(workspace)}/api/sso/oidc/callback`],
      },
    ]);
    sso = new SsoFlow(idp, sut.address, hostOf(workspace));
    await saveSso();
  });
  afterAll(async () => {
    await idp.close();
    await sut.close();
  });

  // Each test starts from a workspace that requires nothing, whatever ran before it.
  beforeEach(async () => {
    await rules({ ssoEnforced: false, breakGlassAccountIds: [] });
    expectOk(
      await workspace.manager.client.gql(LIFETIMES, {
        input: { idleLifetime: null, absoluteLifetime: null },
      }),
    );
    expectOk(await workspace.manager.client.gql(GROUP_ROLES, { input: { mappings: [] } }));
  });

  async function saveSso() {
    expectOk(
      await workspace.manager.client.gql(SAVE_SSO, {
        input: {
          issuer: idp.issuer,
          clientId: 'fieldnote',
          clientSecret: CLIENT_SECRET,
          scopes: ['openid', 'email', 'profile', 'groups'],
          groupsClaim: 'groups',
          defaultRole: 'VIEWER',
          trustIssuerEmails: false,
        },
      }),
    );
  }

  async function testSignIn() {
    const tester = sso.person();
    expect(await sso.testSignIn(workspace.manager.client.sessionCookie!, tester.sub)).toBe(
      `http://${hostOf(workspace)}/settings/authentication?ssoTest=OK`,
    );
  }

  function rules(input: { ssoEnforced: boolean; breakGlassAccountIds: string[] }) {
    return workspace.manager.client.gql<{ saveSsoEnforcement: { ssoEnforced: boolean } }>(ENFORCE, { input });
  }

  /** Requires SSO with the workspace's manager as its break-glass manager. */
  async function enforce(breakGlass: string[] = [workspace.manager.id]) {
    let response = await rules({ ssoEnforced: true, breakGlassAccountIds: breakGlass });
    if (errorCode(response) === 'BAD_USER_INPUT' && /test sign-in/.test(response.errors![0].message)) {
      await testSignIn();
      response = await rules({ ssoEnforced: true, breakGlassAccountIds: breakGlass });
    }
    expectOk(response);
  }

  const me = (cookie: string | null) =>
    gqlWithCookie<{ me: { role: string; account: { id: string; email: string } } | null }>(
      sut,
      hostOf(workspace),
      cookie,
      ME,
    );

  it('should refuse to require SSO before a successful test sign-in of the current settings, and change nothing', async () => {
    await saveSso(); // a save clears the recorded test
    const refused = await rules({ ssoEnforced: true, breakGlassAccountIds: [workspace.manager.id] });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0].message).toMatch(/successful test sign-in/);
    expect(
      expectOk(await workspace.manager.client.gql<{ workspaceSecurity: { ssoEnforced: boolean } }>(SECURITY))
        .workspaceSecurity.ssoEnforced,
    ).toBe(false);
  });

  it('should refuse to require SSO without a break-glass manager, or with one who is not a manager', async () => {
    await enforce(); // tested and working
    await rules({ ssoEnforced: false, breakGlassAccountIds: [] });
    const none = await rules({ ssoEnforced: true, breakGlassAccountIds: [] });
    expect(errorCode(none)).toBe('BAD_USER_INPUT');
    expect(none.errors![0].message).toMatch(/break-glass manager/);
    const contributor = await addMember(sut, workspace, 'CONTRIBUTOR');
    const notManager = await rules({ ssoEnforced: true, breakGlassAccountIds: [contributor.id] });
    expect(errorCode(notManager)).toBe('BAD_USER_INPUT');
    expect(notManager.errors![0].message).toBe('Break-glass managers must be managers of this workspace.');
    const tooMany = await rules({
      ssoEnforced: true,
      breakGlassAccountIds: Array.from({ length: 6 }, () => randomUUID()),
    });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
  });

  it("should turn password sign-in off, end members' password sessions and keep the break-glass manager's when SSO is required", async () => {
    const member = await addMember(sut, workspace, 'CONTRIBUTOR');
    expect((await me(member.client.sessionCookie)).data?.me?.account.id).toBe(member.id);

    await enforce();

    expect((await me(member.client.sessionCookie)).data?.me).toBeNull();
    expect((await me(workspace.manager.client.sessionCookie)).data?.me?.account.id).toBe(
      workspace.manager.id,
    );
    const environment = await httpRequest(`${sut.address}/team-environment/${workspace.subdomain}`, {
      headers: { host: 'localhost' },
    });
    expect(environment.json()).toMatchObject({
      passwordAuthEnabled: false,
      googleAuthEnabled: false,
      microsoftAuthEnabled: false,
      ssoAuthEnabled: true,
      oidcIssuer: idp.issuer,
    });
    const again = await logIn(sut.client(workspace.subdomain), member.email, member.password);
    expect(errorCode(again)).toBe('FORBIDDEN');
    expect(again.errors![0].message).toBe(SSO_REQUIRED_MESSAGE);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('should still sign people in with SSO while it is required', async () => {
    await enforce();
    const person = sso.person();
    const { landedOn, sessionCookie } = await sso.signIn(person.sub);
    expect(landedOn).toBe(`http://${hostOf(workspace)}/projects`);
    expect((await me(sessionCookie)).data?.me?.account.email).toBe(person.email);
  });

  it('should let a break-glass manager sign in with a password, audit it and mail the other managers', async () => {
    const other = await addMember(sut, workspace, 'MANAGER');
    await enforce();
    const client = sut.client(workspace.subdomain);
    expectOk(await logIn(client, workspace.manager.email, workspace.manager.password));
    expect((await me(client.sessionCookie)).data?.me?.account.id).toBe(workspace.manager.id);

    const entries = expectOk(
      await workspace.manager.client.gql<{ auditLog: { nodes: { action: string; actorName: string }[] } }>(
        '{ auditLog(filter: { action: BREAK_GLASS_SIGN_IN }, limit: 5) { nodes { action actorName } } }',
      ),
    ).auditLog.nodes;
    expect(entries[0]).toEqual({ action: 'BREAK_GLASS_SIGN_IN', actorName: workspace.manager.name });
    await waitFor(() =>
      expect(
        mails().some((m) => m.to === other.email && m.kind === NotificationKind.BREAK_GLASS_SIGN_IN),
      ).toBe(true),
    );
    // The manager who signed in is not told about themselves.
    expect(
      mails().some(
        (m) => m.to === workspace.manager.email && m.kind === NotificationKind.BREAK_GLASS_SIGN_IN,
      ),
    ).toBe(false);
  });

  it('should let a break-glass manager turn enforcement off when the identity provider fails', async () => {
    await enforce();
    await idp.close(); // the IdP is gone: nobody gets in with SSO
    try {
      const client = sut.client(workspace.subdomain);
      expectOk(await logIn(client, workspace.manager.email, workspace.manager.password));
      const off = expectOk(
        await client.gql<{ saveSsoEnforcement: { ssoEnforced: boolean } }>(ENFORCE, {
          input: { ssoEnforced: false, breakGlassAccountIds: [] },
        }),
      );
      expect(off.saveSsoEnforcement.ssoEnforced).toBe(false);
    } finally {
      idp = await restartIdp();
    }
  });

  /** The IdP again on a new port (a closed one cannot listen again): settings saved and tested anew. */
  async function restartIdp(): Promise<TestOpenIdProvider> {
    const next = await startTestOpenIdProvider([
      {
        client_id: 'fieldnote',
        client_secret: CLIENT_SECRET,
        redirect_uris: [`http://${hostOf(workspace)}/api/sso/oidc/callback`],
      },
    ]);
    idp = next;
    sso = new SsoFlow(next, sut.address, hostOf(workspace));
    await saveSso();
    return next;
  }

  it('should refuse a password reset link under enforcement, except for a break-glass manager', async () => {
    const member = await addMember(sut, workspace, 'CONTRIBUTOR');
    const linkOf = async (account: BuiltAccount) => {
      expectOk(
        await sut
          .client(workspace.subdomain)
          .gql('mutation($e: String!) { requestPasswordReset(email: $e) }', { e: account.email }),
      );
      let token = '';
      await waitFor(() => {
        const mail = mails()
          .filter((m) => m.to === account.email && m.kind === NotificationKind.PASSWORD_RESET)
          .at(-1);
        token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        expect(token).not.toBe('');
      });
      return token;
    };
    const memberToken = await linkOf(member);
    const managerToken = await linkOf(workspace.manager);
    await enforce();
    const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { account { id } } }';
    const refused = await sut
      .client(workspace.subdomain)
      .gql(RESET, { input: { token: memberToken, newPassword: 'Another#Pass2026' } });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0].message).toBe(SSO_REQUIRED_MESSAGE);
    const breakGlassEntries = async () =>
      expectOk(
        await workspace.manager.client.gql<{ auditLog: { totalCount: number } }>(
          '{ auditLog(filter: { action: BREAK_GLASS_SIGN_IN }, limit: 1) { totalCount } }',
        ),
      ).auditLog.totalCount;
    const before = await breakGlassEntries();
    const client = sut.client(workspace.subdomain);
    expectOk(
      await client.gql(RESET, { input: { token: managerToken, newPassword: workspace.manager.password } }),
    );
    // The reset ended the suite client's session: the reset's own session is the manager's now.
    workspace.manager.client = client;
    // Signing in with the reset is a break-glass sign-in like any other.
    expect(await breakGlassEntries()).toBe(before + 1);
  });

  it('should mail no magic link for a workspace that requires SSO and refuse one made before, except for a break-glass manager', async () => {
    const member = await addMember(sut, workspace, 'CONTRIBUTOR');
    const REQUEST = 'mutation($e: String!) { requestMagicLink(email: $e) }';
    const SIGN_IN = 'mutation($t: String!) { signInWithMagicLink(token: $t) { account { id } } }';
    const magicMails = (account: BuiltAccount) =>
      mails().filter((m) => m.to === account.email && m.kind === NotificationKind.MAGIC_LINK);
    const linkOf = async (account: BuiltAccount) => {
      const before = magicMails(account).length;
      expectOk(await sut.client(workspace.subdomain).gql(REQUEST, { e: account.email }));
      let token = '';
      await waitFor(() => {
        expect(magicMails(account).length).toBe(before + 1);
        token = /token=([\w-]+)/.exec(magicMails(account).at(-1)?.text ?? '')?.[1] ?? '';
        expect(token).not.toBe('');
      });
      return token;
    };
    const memberToken = await linkOf(member);
    await enforce();
    const refused = await sut.client(workspace.subdomain).gql(SIGN_IN, { t: memberToken });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors![0].message).toBe(SSO_REQUIRED_MESSAGE);
    // Asked under enforcement, the member gets no mail; the break-glass manager does, and signs in.
    const sent = magicMails(member).length;
    expectOk(await sut.client(workspace.subdomain).gql(REQUEST, { e: member.email }));
    const managerToken = await linkOf(workspace.manager);
    expect(magicMails(member)).toHaveLength(sent);
    const client = sut.client(workspace.subdomain);
    expectOk(await client.gql(SIGN_IN, { t: managerToken }));
  });

  it('should carry nobody from the root app into a workspace that requires SSO with a sign-in link', async () => {
    const member = await addMember(sut, workspace, 'VIEWER');
    const root = sut.client();
    expectOk(await logIn(root, member.email, member.password));
    await enforce();
    const link = await root.gql('mutation($t: ID!) { workspaceSignInLink(teamId: $t) }', { t: workspace.id });
    expect(errorCode(link)).toBe('FORBIDDEN');
    expect(link.errors![0].message).toBe(SSO_REQUIRED_MESSAGE);
  });

  it('should refuse lifetimes outside 300 to 604800 seconds, or an idle one above the absolute one, and change nothing', async () => {
    for (const input of [
      { idleLifetime: 299, absoluteLifetime: null },
      { idleLifetime: null, absoluteLifetime: 604801 },
      { idleLifetime: 7200, absoluteLifetime: 3600 },
    ]) {
      const refused = await workspace.manager.client.gql(LIFETIMES, { input });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    }
    const saved = expectOk(
      await workspace.manager.client.gql<{ workspaceSecurity: { idleLifetime: number | null } }>(SECURITY),
    );
    expect(saved.workspaceSecurity.idleLifetime).toBeNull();
    expect(
      expectOk(
        await workspace.manager.client.gql(LIFETIMES, {
          input: { idleLifetime: 300, absoluteLifetime: 604800 },
        }),
      ),
    ).toEqual({ saveSessionLifetimes: { idleLifetime: 300, absoluteLifetime: 604800 } });
  });

  it('should end a session idle longer than the idle lifetime on its next request', async () => {
    expectOk(
      await workspace.manager.client.gql(LIFETIMES, { input: { idleLifetime: 600, absoluteLifetime: null } }),
    );
    const member = await addMember(sut, workspace, 'VIEWER');
    const fresh = sut.client(workspace.subdomain);
    expectOk(await logIn(fresh, member.email, member.password));
    // Not used for 11 minutes (the session was never read, so no process has it cached).
    await sql(
      sut,
      `update control.sessions set created_at = now() - interval '11 minutes', last_used_at = now() - interval '11 minutes'
        where account_id = ? and kind = 'browser' and created_at > now() - interval '1 minute'`,
      [member.id],
    );
    expect((await me(fresh.sessionCookie)).data?.me).toBeNull();
    expect((await me(member.client.sessionCookie)).data?.me?.account.id).toBe(member.id);
  });

  it('should end sessions older than a new absolute lifetime when it is saved, and cap new sessions by it', async () => {
    const member = await addMember(sut, workspace, 'VIEWER');
    await sql(
      sut,
      `update control.sessions set created_at = now() - interval '2 hours' where account_id = ?`,
      [member.id],
    );
    expectOk(
      await workspace.manager.client.gql(LIFETIMES, {
        input: { idleLifetime: null, absoluteLifetime: 3600 },
      }),
    );
    expect((await me(member.client.sessionCookie)).data?.me).toBeNull();
    const fresh = sut.client(workspace.subdomain);
    expectOk(await logIn(fresh, member.email, member.password));
    const [row] = await sql<{ seconds: number }>(
      sut,
      `select extract(epoch from expires_at - created_at)::int as seconds from control.sessions
        where account_id = ? and kind = 'browser'`,
      [member.id],
    );
    expect(row.seconds).toBeLessThanOrEqual(3600);
  });

  it('should close the GraphQL subscription and collaboration sockets of a session past its lifetime', async () => {
    expectOk(
      await workspace.manager.client.gql(LIFETIMES, {
        input: { idleLifetime: null, absoluteLifetime: 3600 },
      }),
    );
    const member = await addMember(sut, workspace, 'CONTRIBUTOR');
    const noteId = await buildNote(member.client, await buildProject(member.client), 'Live note', 'Text');
    const socket = new WebSocket(
      `${sut.address.replace(/^http/, 'ws')}/api/graphql`,
      'graphql-transport-ws',
      {
        headers: {
          host: hostOf(workspace),
          origin: `http://${hostOf(workspace)}`,
          cookie: member.client.sessionCookie!,
        },
      },
    );
    const socketClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve();
      });
    });
    const editor = connect(member.client, `note.${noteId}`);
    try {
      await synced(editor);
      const editorClosed = new Promise<{ code: number; reason: string }>((resolve) =>
        editor.provider.on('close', ({ event }: { event: { code: number; reason: string } }) =>
          resolve({ code: event.code, reason: event.reason }),
        ),
      );
      // The session reaches its absolute lifetime without any request noticing.
      await sql(
        sut,
        `update control.sessions set created_at = now() - interval '2 hours' where account_id = ?`,
        [member.id],
      );

      expect(await socketClosed).toEqual(ENDED);
      expect(await editorClosed).toEqual(ENDED);
      expect(
        await sql(sut, `select 1 from control.sessions where account_id = ? and kind = 'browser'`, [
          member.id,
        ]),
      ).toHaveLength(0);
    } finally {
      socket.terminate();
      editor.close();
    }
  });

  it('should give a person signing in with SSO the highest role their groups map to, with workspaceAdmin, whatever the case of the names', async () => {
    expectOk(
      await workspace.manager.client.gql(GROUP_ROLES, {
        input: {
          mappings: [
            { groupName: 'Fieldnote-Admins', role: 'MANAGER', workspaceAdmin: true },
            { groupName: 'fieldnote-researchers', role: 'CONTRIBUTOR', workspaceAdmin: false },
          ],
        },
      }),
    );
    const admin = sso.person({ groups: ['fieldnote-researchers', 'FIELDNOTE-ADMINS', 'unmapped'] });
    const signedIn = await sso.signIn(admin.sub);
    const viewer = (await me(signedIn.sessionCookie)).data?.me;
    expect(viewer?.role).toBe('MANAGER');
    const schema = await workspaceSchema(sut, workspace);
    const [row] = await sql<{ workspace_admin: boolean }>(
      sut,
      `select workspace_admin from ${schema}.members where id = ?`,
      [viewer!.account.id],
    );
    expect(row.workspace_admin).toBe(true);
    const members = expectOk(
      await workspace.manager.client.gql<{ members: { id: string; workspaceAdmin: boolean }[] }>(
        '{ members { id workspaceAdmin } }',
      ),
    ).members;
    expect(members.find((m) => m.id === viewer!.account.id)?.workspaceAdmin).toBe(true);

    // At the next sign-in the IdP says they left the admins: the role follows.
    idp.accounts.set(admin.sub, { ...admin, groups: ['fieldnote-researchers'] });
    const again = await sso.signIn(admin.sub);
    expect((await me(again.sessionCookie)).data?.me?.role).toBe('CONTRIBUTOR');
    const unmapped = sso.person({ groups: ['unmapped'] });
    expect((await me((await sso.signIn(unmapped.sub)).sessionCookie)).data?.me?.role).toBe('VIEWER');
  });

  it('should refuse a group mapped twice (names compare without case) and keep the saved mappings', async () => {
    const refused = await workspace.manager.client.gql(GROUP_ROLES, {
      input: {
        mappings: [
          { groupName: 'Research', role: 'VIEWER', workspaceAdmin: false },
          { groupName: 'research', role: 'MANAGER', workspaceAdmin: false },
        ],
      },
    });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(
      expectOk(
        await workspace.manager.client.gql<{ idpGroupRoles: unknown[] }>('{ idpGroupRoles { groupName } }'),
      ).idpGroupRoles,
    ).toEqual([]);
  });

  it('should set roles from SCIM group memberships and fall back to the default role when a member leaves the mapped group', async () => {
    expectOk(
      await workspace.manager.client.gql(GROUP_ROLES, {
        input: { mappings: [{ groupName: 'Fieldnote Editors', role: 'CONTRIBUTOR', workspaceAdmin: false }] },
      }),
    );
    const token = await buildScimToken(workspace);
    const scim = scimClient(sut, hostOf(workspace), token.secret);
    const userName = `scim-${randomUUID()}@example.org`;
    const user = await scim.request('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName,
      name: { givenName: 'Sky', familyName: 'Provisioned' },
      emails: [{ value: userName, primary: true, type: 'work' }],
      active: true,
    });
    expect(user.status).toBe(201);
    const userId = user.json<{ id: string }>().id;
    const schema = await workspaceSchema(sut, workspace);
    const roleOf = async () =>
      (await sql<{ role: string }>(sut, `select role from ${schema}.members where id = ?`, [userId]))[0].role;
    expect(await roleOf()).toBe('VIEWER');

    const group = await scim.request('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: `fieldnote editors`,
      members: [{ value: userId }],
    });
    expect(group.status).toBe(201);
    expect(await roleOf()).toBe('CONTRIBUTOR');

    const groupId = group.json<{ id: string }>().id;
    const removed = await scim.request('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'Remove', path: `members[value eq "${userId}"]` }],
    });
    expect(removed.status).toBeLessThan(300);
    expect(await roleOf()).toBe('VIEWER');
    await scim.request('DELETE', `/Groups/${groupId}`);
  });

  it('should send the browser back to the sign-in page once an address has started SSO too often in a minute', async () => {
    const address = `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
    const start = () =>
      httpRequest(`${sut.address}/api/sso/oidc/start?origin=/`, {
        headers: { host: hostOf(workspace), 'x-forwarded-for': address },
      });
    for (let i = 0; i < SSO_START_MAX_PER_CLIENT_PER_MINUTE; i += 1)
      expect((await start()).headers.location).toMatch(/^http:\/\/127\.0\.0\.1/);
    const limited = await start();
    expect(limited.status).toBe(302);
    expect(limited.headers.location).toBe('/auth/login?ssoError=RATE_LIMITED');
  });

  it("should show operators the workspace's SSO and SCIM status and never its secrets", async () => {
    await enforce();
    await buildScimToken(workspace, 'Operator view');
    const response = await sut.client().http(`/control/workspaces/${workspace.id}`, {
      method: 'GET',
      headers: { authorization: `Bearer ${sut.server.built.operatorToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.json<{ signIn: Record<string, unknown> }>().signIn).toMatchObject({
      ssoProtocol: 'OIDC',
      ssoIssuer: idp.issuer,
      ssoEnforced: true,
      breakGlassManagers: 1,
    });
    expect(response.json<{ signIn: { scimTokens: number } }>().signIn.scimTokens).toBeGreaterThan(0);
    expect(response.text).not.toContain(CLIENT_SECRET);
    const [sealed] = await sql<{ client_secret_encrypted: string }>(
      sut,
      'select client_secret_encrypted from control.sso_connections where team_id = ?',
      [workspace.id],
    );
    expect(response.text).not.toContain(sealed.client_secret_encrypted);
    expect(response.text).not.toMatch(/token_hash|tokenHash/);
  });
});

import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { connect, synced } from './collaboration-client';
import {
  type BuiltWorkspace,
  STRONG_PASSWORD,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  logIn,
  signUp,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';

const SESSIONS = '{ mySessions { id createdAt lastUsedAt userAgent ip current } }';
const END = 'mutation($id: ID!) { endSession(id: $id) }';
const END_OTHERS = 'mutation { endOtherSessions }';
const END_MEMBER = 'mutation($m: ID!) { endMemberSessions(memberId: $m) }';
const ME = '{ me { account { id } } }';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface Listed {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
}

describe('sessions', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
  });
  afterAll(() => sut.close());

  const list = async (client: ReturnType<TestServer['client']>) =>
    expectOk(await client.gql<{ mySessions: Listed[] }>(SESSIONS)).mySessions;
  const signedIn = async (client: ReturnType<TestServer['client']>) =>
    expectOk(await client.gql<{ me: unknown }>(ME)).me !== null;

  /** Signs the account in from a browser that names itself `userAgent`; the session's cookie. */
  async function logInAs(email: string, userAgent: string): Promise<string> {
    const response = await sut.client().http('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({
        query:
          'mutation($e: String!, $p: String!) { logIn(input: { email: $e, password: $p }) { account { id } } }',
        variables: { e: email, p: STRONG_PASSWORD },
      }),
    });
    const cookie = response.headers['set-cookie']?.[0]?.split(';')[0];
    if (!cookie) throw new Error(`No session cookie: ${response.text}`);
    return cookie;
  }

  it("should list the account's sessions with their browser and address and mark this one", async () => {
    const account = await signUp(sut);
    await logInAs(account.email, FIREFOX);

    const sessions = await list(account.client);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current);
    expect(other?.userAgent).toBe(FIREFOX);
    expect(other?.ip).toBe('127.0.0.1');
    expect(other?.lastUsedAt).not.toBeNull();
  });

  it('should end one other session, which then signs that browser out', async () => {
    const account = await signUp(sut);
    const other = sut.client();
    expectOk(await logIn(other, account.email, STRONG_PASSWORD));
    const otherId = (await list(other)).find((s) => s.current)?.id;

    expect(expectOk(await account.client.gql<{ endSession: boolean }>(END, { id: otherId })).endSession).toBe(
      true,
    );
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(account.client)).toBe(true);
    expect((await list(account.client)).map((s) => s.current)).toEqual([true]);
  });

  it("should answer NOT_FOUND when someone tries to end another account's session, and leave it working", async () => {
    const victim = await signUp(sut);
    const attacker = await signUp(sut);
    const victimSession = (await list(victim.client))[0]?.id;

    for (const id of [victimSession, randomUUID()]) {
      const response = await attacker.client.gql(END, { id });
      expect(errorCode(response)).toBe('NOT_FOUND');
    }
    expect(await signedIn(victim.client)).toBe(true);
  });

  it('should end every other session but this one and say how many', async () => {
    const account = await signUp(sut);
    const others = [sut.client(), sut.client()];
    for (const client of others) expectOk(await logIn(client, account.email, STRONG_PASSWORD));

    expect(
      expectOk(await account.client.gql<{ endOtherSessions: number }>(END_OTHERS)).endOtherSessions,
    ).toBe(2);
    for (const client of others) expect(await signedIn(client)).toBe(false);
    expect(await signedIn(account.client)).toBe(true);
  });

  it('should close the GraphQL subscription socket of a session ended from another browser, and keep this one', async () => {
    const member = await addMember(sut, workspace, 'VIEWER');
    const other = sut.client(workspace.subdomain);
    expectOk(await logIn(other, member.email, member.password));
    const ended = await subscriptionSocket(other.sessionCookie);
    const kept = await subscriptionSocket(member.client.sessionCookie);
    try {
      let keptClosed = false;
      kept.on('close', () => (keptClosed = true));
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        ended.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
      );

      expect(
        expectOk(await member.client.gql<{ endOtherSessions: number }>(END_OTHERS)).endOtherSessions,
      ).toBe(1);

      expect(await closed).toEqual({ code: 4401, reason: 'Your session ended. Sign in again.' });
      expect(keptClosed).toBe(false);
    } finally {
      ended.terminate();
      kept.terminate();
    }
  });

  /** A graphql-transport-ws socket on the workspace's host with `cookie`, acknowledged by the server. */
  async function subscriptionSocket(cookie: string | null): Promise<WebSocket> {
    const headers: Record<string, string> = { host: workspace.host, origin: `http://${workspace.host}` };
    if (cookie) headers.cookie = cookie;
    const socket = new WebSocket(
      `${sut.address.replace(/^http/, 'ws')}/api/graphql`,
      'graphql-transport-ws',
      {
        headers,
      },
    );
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve();
      });
    });
    return socket;
  }

  it('should refuse to list sessions to someone not signed in', async () => {
    expect(errorCode(await sut.client().gql(SESSIONS))).toBe('UNAUTHENTICATED');
  });

  describe("a manager ending a member's sessions", () => {
    it('should sign the member out everywhere, audit it and write an event', async () => {
      const member = await addMember(sut, workspace, 'CONTRIBUTOR');
      const rootBrowser = sut.client();
      expectOk(await logIn(rootBrowser, member.email, STRONG_PASSWORD));

      const ended = expectOk(
        await workspace.manager.client.gql<{ endMemberSessions: number }>(END_MEMBER, { m: member.id }),
      ).endMemberSessions;
      expect(ended).toBe(2);
      expect(await signedIn(member.client)).toBe(false);
      expect(await signedIn(rootBrowser)).toBe(false);
      expect(await signedIn(workspace.manager.client)).toBe(true);

      const schema = await workspaceSchema(sut, workspace);
      const audit = await sql<{ actor_id: string; new_value: { endedSessions: number } }>(
        sut,
        `select actor_id, new_value from ${schema}.audit_entries where object_id = ? and action = 'MEMBER_SESSIONS_ENDED'`,
        [member.id],
      );
      expect(audit).toEqual([{ actor_id: workspace.manager.id, new_value: { endedSessions: 2 } }]);
      const events = await sql<{ payload: { accountId: string; endedSessions: number } }>(
        sut,
        'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
        [workspace.id, 'account.sessions_ended'],
      );
      expect(events.map((e) => e.payload)).toContainEqual({ accountId: member.id, endedSessions: 2 });
    });

    it("should close the member's open collaboration socket at once, and keep the manager's", async () => {
      const member = await addMember(sut, workspace, 'CONTRIBUTOR');
      const noteId = await buildNote(
        workspace.manager.client,
        await buildProject(workspace.manager.client),
        'Shared note',
        'Text',
      );
      const memberEditor = connect(member.client, `note.${noteId}`);
      const managerEditor = connect(workspace.manager.client, `note.${noteId}`);
      try {
        await Promise.all([synced(memberEditor), synced(managerEditor)]);
        const closed = new Promise<{ code: number; reason: string }>((resolve) =>
          memberEditor.provider.on('close', ({ event }: { event: { code: number; reason: string } }) =>
            resolve({ code: event.code, reason: event.reason }),
          ),
        );
        let managerClosed = false;
        managerEditor.provider.on('close', () => (managerClosed = true));

        expectOk(await workspace.manager.client.gql(END_MEMBER, { m: member.id }));

        expect(await closed).toEqual({ code: 4401, reason: 'Your session ended. Sign in again.' });
        expect(managerClosed).toBe(false);
      } finally {
        memberEditor.close();
        managerEditor.close();
      }
    });

    it.each(['CONTRIBUTOR', 'VIEWER'] as const)(
      'should refuse a %s with FORBIDDEN and leave the member signed in',
      async (role) => {
        const caller = await addMember(sut, workspace, role);
        const target = await addMember(sut, workspace, 'VIEWER');
        expect(errorCode(await caller.client.gql(END_MEMBER, { m: target.id }))).toBe('FORBIDDEN');
        expect(await signedIn(target.client)).toBe(true);
      },
    );

    it("should answer NOT_FOUND for an account that is not the workspace's member", async () => {
      const outsider = await signUp(sut);
      expect(errorCode(await workspace.manager.client.gql(END_MEMBER, { m: outsider.id }))).toBe('NOT_FOUND');
      expect(await signedIn(outsider.client)).toBe(true);
    });
  });
});

import WebSocket from 'ws';
import type { RunningServer } from '../../services/all-in-one/src/start-server';
import { type ReplicaPair, startReplicaPair } from '../../services/all-in-one/src/testing/replica-pair';
import { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { connect, synced } from './collaboration-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  logIn,
  signUpAndCreateWorkspace,
} from './factories';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const END_OTHERS = 'mutation { endOtherSessions }';
const END_MEMBER = 'mutation($m: ID!) { endMemberSessions(memberId: $m) }';
const LOG_OUT = 'mutation { logOut }';
const ME = '{ me { account { id } } }';
const SESSION_ENDED = { code: 4401, reason: 'Your session ended. Sign in again.' };

interface Closed {
  code: number;
  reason: string;
}

/**
 * Two API replicas on one database and one NATS stream, as the chart runs them: a session ended
 * through the first (sign-out, "end other sessions", a manager's action) closes the sockets it holds
 * on the second at once, and the second stops honouring its cookie at once too (a session.ended
 * signal on the bus), not when its few seconds of session cache run out.
 */
describe('ended sessions across API replicas', () => {
  let first: TestServer;
  let second: RunningServer;
  let pair: ReplicaPair;
  let workspace: BuiltWorkspace;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    pair = await startReplicaPair(NATS_URL);
    ({ first, second } = pair);
    workspace = await signUpAndCreateWorkspace(first);
  }, 120_000);
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.terminate();
  });
  afterAll(() => pair?.close());

  /** A second browser of the member, signed in through the first replica; its session cookie. */
  async function anotherSession(member: BuiltAccount): Promise<string> {
    const browser = first.client(workspace.subdomain);
    expectOk(await logIn(browser, member.email, member.password));
    if (!browser.sessionCookie) throw new Error('no session cookie');
    return browser.sessionCookie;
  }

  /** A graphql-transport-ws socket on the second replica with `cookie`, acknowledged by it. */
  async function subscriptionSocketOnSecond(cookie: string): Promise<WebSocket> {
    const socket = new WebSocket(
      `${second.address.replace(/^http/, 'ws')}/api/graphql`,
      'graphql-transport-ws',
      {
        headers: { host: workspace.host, origin: `http://${workspace.host}`, cookie },
      },
    );
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve();
      });
    });
    return socket;
  }

  function closeOf(socket: WebSocket): Promise<Closed> {
    return new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  /** Whether `cookie` still signs someone in on the second replica. */
  async function signedInOnSecond(cookie: string): Promise<boolean> {
    const response = await new GraphqlClient(second.address, workspace.host).http('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: ME }),
    });
    return (JSON.parse(response.text) as { data: { me: unknown } }).data.me !== null;
  }

  it('should close the subscription socket an ended session holds on the other replica, and keep the caller’s', async () => {
    const member = await addMember(first, workspace, 'VIEWER');
    const otherCookie = await anotherSession(member);
    const ended = await subscriptionSocketOnSecond(otherCookie);
    const kept = await subscriptionSocketOnSecond(member.client.sessionCookie ?? '');
    // The second replica has the session cached (it just admitted the socket with it).
    expect(await signedInOnSecond(otherCookie)).toBe(true);
    let keptClosed = false;
    kept.on('close', () => (keptClosed = true));
    const closed = closeOf(ended);

    expect(expectOk(await member.client.gql<{ endOtherSessions: number }>(END_OTHERS)).endOtherSessions).toBe(
      1,
    );

    expect(await closed).toEqual(SESSION_ENDED);
    expect(await signedInOnSecond(otherCookie)).toBe(false);
    expect(keptClosed).toBe(false);
    expect(await signedInOnSecond(member.client.sessionCookie ?? '')).toBe(true);
  });

  it('should close the socket on the other replica when its browser signs out through the first', async () => {
    const member = await addMember(first, workspace, 'CONTRIBUTOR');
    const socket = await subscriptionSocketOnSecond(member.client.sessionCookie ?? '');
    const closed = closeOf(socket);

    expectOk(await member.client.gql<{ logOut: boolean }>(LOG_OUT));

    expect(await closed).toEqual(SESSION_ENDED);
  });

  it("should close a member's collaboration socket on the other replica when a manager ends their sessions on the first", async () => {
    const member = await addMember(first, workspace, 'CONTRIBUTOR');
    const noteId = await buildNote(
      workspace.manager.client,
      await buildProject(workspace.manager.client),
      'Across replicas',
      'Text',
    );
    const onSecond = (account: BuiltAccount) =>
      connect(new GraphqlClient(second.address, account.client.host), `note.${noteId}`, {
        cookie: account.client.sessionCookie,
      });
    const memberEditor = onSecond(member);
    const managerEditor = onSecond(workspace.manager);
    try {
      await Promise.all([synced(memberEditor), synced(managerEditor)]);
      const closed = new Promise<Closed>((resolve) =>
        memberEditor.provider.on('close', ({ event }: { event: Closed }) =>
          resolve({ code: event.code, reason: event.reason }),
        ),
      );
      let managerClosed = false;
      managerEditor.provider.on('close', () => (managerClosed = true));

      expectOk(await workspace.manager.client.gql(END_MEMBER, { m: member.id }));

      expect(await closed).toEqual(SESSION_ENDED);
      expect(managerClosed).toBe(false);
    } finally {
      memberEditor.close();
      managerEditor.close();
    }
  });
});

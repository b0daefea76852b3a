import { GRAPHQL_LIMITS } from '@fieldnote/core';
import WebSocket from 'ws';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { type BuiltWorkspace, signUpAndCreateWorkspace } from './factories';

/**
 * Issue 30 on the GraphQL WebSocket: what one caller can make the server hold is bounded. One socket
 * starting 300,000 subscriptions exhausted the 192 MB heap of `npm start`; so would thousands of
 * sockets, or a client that stops reading while the server keeps answering it.
 */
const SUBSCRIPTION = 'subscription { workspaceChanged { kind id } }';

interface Message {
  id?: string;
  type: string;
  payload?: { message: string; extensions?: Record<string, unknown> }[];
}

/** A raw graphql-transport-ws socket, so a test can send what no well-behaved client would. */
class RawSocket {
  readonly messages: Message[] = [];
  readonly closed: Promise<{ code: number }>;
  readonly opened: Promise<number>;
  readonly socket: WebSocket;

  constructor(address: string, host: string, cookie: string | null) {
    const headers: Record<string, string> = { host, origin: `http://${host}` };
    if (cookie) headers.cookie = cookie;
    this.socket = new WebSocket(`${address.replace(/^http/, 'ws')}/api/graphql`, 'graphql-transport-ws', {
      headers,
    });
    this.socket.on('error', () => undefined);
    this.socket.on('message', (data) => this.messages.push(JSON.parse(String(data)) as Message));
    this.closed = new Promise((resolve) => this.socket.on('close', (code) => resolve({ code })));
    // Resolves with 101 once upgraded, or the HTTP status the upgrade was refused with.
    this.opened = new Promise((resolve) => {
      this.socket.on('open', () => resolve(101));
      this.socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    });
  }

  async init(): Promise<void> {
    expect(await this.opened).toBe(101);
    this.send({ type: 'connection_init' });
    await waitFor(() => expect(this.messages.some((m) => m.type === 'connection_ack')).toBe(true));
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  subscribe(id: string): void {
    this.send({ id, type: 'subscribe', payload: { query: SUBSCRIPTION } });
  }

  errorsOf(id: string): Message[] {
    return this.messages.filter((m) => m.id === id && m.type === 'error');
  }

  close(): void {
    this.socket.terminate();
  }
}

describe('a GraphQL socket holds a bounded share of the server', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  const open: RawSocket[] = [];

  const connect = (cookie: string | null, host = ws.host): RawSocket => {
    const socket = new RawSocket(sut.address, host, cookie);
    open.push(socket);
    return socket;
  };

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
  });
  afterEach(async () => {
    const closing = open.splice(0);
    for (const socket of closing) socket.close();
    await Promise.all(closing.map((s) => s.closed));
  });
  afterAll(() => sut.close());

  async function expectServing(): Promise<void> {
    expect((await sut.client(ws.subdomain).http('/ping')).status).toBe(200);
  }

  it('should refuse the subscription past the limit on one socket with TOO_MANY_REQUESTS, and take one again once another ends', async () => {
    const limit = GRAPHQL_LIMITS.maxSubscriptionsPerSocket;
    const socket = connect(ws.manager.client.sessionCookie);
    await socket.init();
    for (let i = 0; i < limit; i++) socket.subscribe(`s${i}`);
    socket.subscribe('over');
    await waitFor(() => expect(socket.errorsOf('over')).toHaveLength(1));
    expect(socket.errorsOf('over')[0]?.payload?.[0]).toEqual({
      message: `This connection runs ${limit} subscriptions already. End one before starting another.`,
      extensions: {
        errorCode: 'TOO_MANY_REQUESTS',
        humanReadable: true,
        details: { limit: 'maxSubscriptionsPerSocket', maximum: limit },
      },
    });
    // None of the first hundred was refused.
    expect(socket.messages.filter((m) => m.type === 'error')).toHaveLength(1);
    socket.send({ id: 's0', type: 'complete' });
    socket.subscribe('after-complete');
    // Refused, it would be answered at once; taken, it stays silent until the workspace changes.
    socket.subscribe('probe-over');
    await waitFor(() => expect(socket.errorsOf('probe-over')).toHaveLength(1));
    expect(socket.errorsOf('after-complete')).toHaveLength(0);
    await expectServing();
  });

  it('should refuse a caller its socket past the limit with 429 before upgrading, and take one again once one closes', async () => {
    const limit = GRAPHQL_LIMITS.maxSocketsPerCaller;
    const cookie = ws.manager.client.sessionCookie;
    const sockets = Array.from({ length: limit }, () => connect(cookie));
    expect(await Promise.all(sockets.map((s) => s.opened))).toEqual(sockets.map(() => 101));
    const over = connect(cookie);
    expect(await over.opened).toBe(429);
    // Another account is counted on its own.
    const another = await signUpAndCreateWorkspace(sut);
    const other = connect(another.manager.client.sessionCookie, another.host);
    expect(await other.opened).toBe(101);
    sockets[0]?.close();
    await sockets[0]?.closed;
    await waitFor(async () => {
      const again = connect(cookie);
      expect(await again.opened).toBe(101);
    });
    await expectServing();
  });

  it('should cut a socket whose client stopped reading once its backlog passes the limit', async () => {
    const serverSockets = (
      sut.server.app.getHttpAdapter().getInstance() as unknown as { websocketServer: WebSocket.Server }
    ).websocketServer.clients;
    const before = new Set(serverSockets);
    const socket = connect(ws.manager.client.sessionCookie);
    await socket.init();
    const [serverSide] = [...serverSockets].filter((s) => !before.has(s));
    for (let i = 0; i < GRAPHQL_LIMITS.maxSubscriptionsPerSocket; i++) socket.subscribe(`s${i}`);
    // The client stops reading; every further subscription is answered with an error of ~300 bytes.
    const client = (socket.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    client.pause();
    const answers = Math.ceil((GRAPHQL_LIMITS.maxSocketBacklogBytes * 1.5) / 250);
    for (let i = 0; i < answers; i++) socket.subscribe(`flood${i}`);
    // The server's side of this socket is cut while the client still reads nothing.
    await waitFor(() => expect(serverSide?.readyState).toBe(WebSocket.CLOSED), { timeoutMs: 60_000 });
    client.resume();
    // Cut, not closed in order: no close frame, so the client sees 1006.
    expect(await socket.closed).toEqual({ code: 1006 });
    expect(socket.messages.filter((m) => m.type === 'error').length).toBeLessThan(answers);
    await expectServing();
  }, 120_000);
});

import { GRAPHQL_LIMITS } from '@fieldnote/core';
import { settle } from '../../services/core/src/testing/settle';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { type LiveSubscription, subscribeLive } from '../../services/all-in-one/src/testing/live-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import { type BuiltWorkspace, buildProject, signUpAndCreateWorkspace } from './factories';

/**
 * Issue 30 over the GraphQL WebSocket: a `subscribe` message is held to the same bounds as an HTTP
 * body before anything parses or coerces it. The socket's messages are JSON like a body: values and
 * nesting are counted on the raw message (too many: the socket is closed with 4400 and the refusal as
 * its reason, as nothing of the message was read), and the variables' lists and strings are checked
 * against the schema's maxima before Mercurius coerces them (the subscription is answered with the
 * spec's error, BAD_USER_INPUT naming the field and the limit, and the socket stays open). A socket
 * opened without signing in may send messages of at most the anonymous body limit.
 */
interface Change {
  workspaceChanged: { kind: string; id: string | null };
}

/** A subscription that reads nothing of its variables: only their declared types are coerced. */
const WITH_VARIABLE = (declaration: string) =>
  `subscription(${declaration}) { workspaceChanged { kind id } }`;

const BAD_REQUEST_CLOSE = 4400;
const MESSAGE_TOO_BIG_CLOSE = 1009;

describe('subscription messages are bounded before they are parsed and coerced', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  const open: LiveSubscription<unknown>[] = [];

  const listen = (
    cookie: string | null,
    query: string,
    variables?: Record<string, unknown>,
  ): LiveSubscription<Change> => {
    const subscription = subscribeLive<Change>(
      sut.address,
      { host: ws.host, cookie, origin: `http://${ws.host}` },
      query,
      variables,
    );
    open.push(subscription);
    return subscription;
  };

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(() => sut.close());

  /** The server answers HTTP and a new subscription still hears a change. */
  async function expectServing(): Promise<void> {
    expect((await sut.client(ws.subdomain).http('/ping')).status).toBe(200);
    const live = listen(ws.manager.client.sessionCookie, 'subscription { workspaceChanged { kind id } }');
    await live.connected;
    await settle(100); // the subscription is registered after the socket is acknowledged
    const projectId = await buildProject(ws.manager.client);
    await waitFor(() =>
      expect(live.results.some((r) => r.data?.workspaceChanged.id === projectId)).toBe(true),
    );
  }

  /** The one answer of a refused subscription: the spec's error, no data, no internals. */
  async function expectRefusedWith(live: LiveSubscription<Change>, details: Record<string, unknown>) {
    await waitFor(() => expect(live.results).toHaveLength(1));
    const [answer] = live.results;
    expect(answer?.data ?? null).toBeNull();
    expect(answer?.errors?.[0]?.extensions).toMatchObject({
      errorCode: 'BAD_USER_INPUT',
      humanReadable: true,
      details,
    });
    expectNoLeak(JSON.stringify(answer?.errors));
    return answer?.errors?.[0]?.message;
  }

  it('should refuse a list variable of 50,000 items naming it and the list limit, and keep the socket open', async () => {
    const live = listen(ws.manager.client.sessionCookie, WITH_VARIABLE('$n: [Int!]'), {
      n: Array.from({ length: 50_000 }, (_, i) => i),
    });
    const message = await expectRefusedWith(live, {
      field: 'n',
      path: '$n',
      limit: 'maxItems',
      maximum: GRAPHQL_LIMITS.maxListItems,
    });
    expect(message).toBe('The variable $n can hold at most 1,000 items.');
    // Only the subscription was refused: the socket stays open.
    await settle(200);
    await expect(Promise.race([live.closed, settle(0).then(() => 'open')])).resolves.toBe('open');
    await expectServing();
  });

  it('should refuse a 512 KB ID variable for its length before coercing it', async () => {
    const live = listen(ws.manager.client.sessionCookie, WITH_VARIABLE('$i: ID'), {
      i: 'x'.repeat(512 * 1024),
    });
    await expectRefusedWith(live, { field: 'i', limit: 'maxLength', maximum: GRAPHQL_LIMITS.maxIdLength });
    await expectServing();
  });

  it('should close the socket on a message of 200,000 values before parsing it, with the limit as its reason', async () => {
    const live = listen(ws.manager.client.sessionCookie, WITH_VARIABLE('$n: [Int]'), {
      n: Array.from({ length: 200_000 }, () => 0),
    });
    const closed = await live.closed;
    expect(closed).toEqual({
      code: BAD_REQUEST_CLOSE,
      reason: `The request holds more than ${GRAPHQL_LIMITS.maxJsonValues} values (list items and object members). Send less at once.`,
    });
    expect(live.results.every((r) => !r.data)).toBe(true);
    await expectServing();
  });

  it('should close the socket on a variable nested 1,000 levels deep', async () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 1000; level++) deep = { a: deep };
    const live = listen(ws.manager.client.sessionCookie, WITH_VARIABLE('$d: String'), { d: deep });
    expect(await live.closed).toEqual({
      code: BAD_REQUEST_CLOSE,
      reason: `The request is nested more than ${GRAPHQL_LIMITS.maxJsonDepth} levels deep.`,
    });
    await expectServing();
  });

  it('should close a socket opened without signing in on a message over the anonymous limit from its header, and take it when signed in', async () => {
    // A comment is no token: a valid subscription of 300 KB.
    const padded = `subscription { workspaceChanged { kind id } } # ${'x'.repeat(300 * 1024)}`;
    const anonymous = listen(null, padded);
    // 1009 (Message Too Big) is ws refusing the frame from its header, before buffering the message.
    expect(await anonymous.closed).toEqual({
      code: MESSAGE_TOO_BIG_CLOSE,
      reason: 'The request body is too large (the limit is 256 KB before signing in). Sign in to send more.',
    });
    const member = listen(ws.manager.client.sessionCookie, padded);
    await member.connected;
    await settle(100);
    const projectId = await buildProject(ws.manager.client);
    await waitFor(() =>
      expect(member.results.some((r) => r.data?.workspaceChanged.id === projectId)).toBe(true),
    );
    expect(member.results.every((r) => !r.errors)).toBe(true);
  });

  it('should close a signed-in socket on a message over the socket message limit from its header', async () => {
    const padded = `subscription { workspaceChanged { kind id } } # ${'x'.repeat(GRAPHQL_LIMITS.maxSocketMessageBytes)}`;
    const live = listen(ws.manager.client.sessionCookie, padded);
    expect(await live.closed).toEqual({
      code: MESSAGE_TOO_BIG_CLOSE,
      reason: 'This message is too large (the limit is 1 MB).',
    });
    await expectServing();
  });
});

import { type ClientRequest, request } from 'node:http';
import { GRAPHQL_LIMITS } from '@fieldnote/core';
import { httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import { type BuiltWorkspace, expectOk, signUpAndCreateWorkspace } from './factories';

/**
 * Issue 30: each large body fits the heap alone, but many at once would not. Signed-in GraphQL bodies
 * larger than the anonymous limit share one budget (GRAPHQL_LIMITS.maxBodyBytesInFlight, 20 MB) from
 * before they are read until they are answered; one that finds no room within maxBodyWaitMs is
 * answered 503 with Retry-After, unread. Bodies are held half-sent here so the budget is known to be
 * taken, whatever the speed of the machine.
 */
const MIB = 1024 * 1024;
const LARGE = 9 * MIB;

/** A valid GraphQL body of about `bytes`: the workspace's id, and an undeclared variable as padding. */
function paddedBody(bytes: number): string {
  const head = '{"query":"{ workspace { id } }","variables":{"pad":"';
  const tail = '"}}';
  return `${head}${'x'.repeat(bytes - head.length - tail.length)}${tail}`;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: {
    data?: { workspace?: { id: string } } | null;
    errors?: { message: string; extensions: { errorCode: string; details?: Record<string, unknown> } }[];
  };
}

/** A POST whose first `sentBytes` go out now; `finish()` sends the rest, `abort()` drops the connection. */
function heldPost(address: string, headers: Record<string, string>, body: string, sentBytes: number) {
  let req: ClientRequest | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    req = request(
      `${address}/api/graphql`,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['json'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, sentBytes));
  });
  return {
    answer,
    finish: () => req?.end(body.slice(sentBytes)),
    abort: () => req?.destroy(),
  };
}

describe('a budget for large request bodies received at once', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let headers: Record<string, string>;
  /** Bodies held half-sent by a test: dropped after it, so a failing test leaves the budget free. */
  const holding: ReturnType<typeof heldPost>[] = [];

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    headers = {
      host: ws.host,
      'content-type': 'application/json',
      cookie: ws.manager.client.sessionCookie ?? '',
    };
  });
  afterEach(() => {
    for (const body of holding.splice(0)) body.abort();
  });
  afterAll(() => sut.close());

  /** Sent chunked (no Content-Length), as node:http sends a written body. */
  const post = async (body: string): Promise<Answer> => {
    const response = await httpRequest(`${sut.address}/api/graphql`, { method: 'POST', headers, body });
    return { status: response.status, headers: response.headers, json: response.json() };
  };

  /**
   * Two large bodies half-sent: together they hold the budget (2 x 9 MB of 20 MB). A small signed-in
   * request (sent chunked, as this client sends: free up to the anonymous limit) is answered meanwhile.
   */
  async function holdTheBudget() {
    const held = [0, 1].map(() => heldPost(sut.address, headers, paddedBody(LARGE), MIB));
    holding.push(...held);
    expect(
      expectOk(await ws.manager.client.gql<{ workspace: { id: string } }>('{ workspace { id } }')),
    ).toEqual({ workspace: { id: ws.id } });
    return held;
  }

  it('should answer a large body 503 with Retry-After, unread, while others hold the budget, and take it after', async () => {
    const held = await holdTheBudget();
    const refused = await post(paddedBody(LARGE));
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(GRAPHQL_LIMITS.maxBodyWaitMs / 1000));
    expect(refused.json.data ?? null).toBeNull();
    expect(refused.json.errors?.[0]).toEqual({
      message: 'The server is receiving too many large requests at once. Please try again in 2 seconds.',
      extensions: {
        errorCode: 'TOO_MANY_REQUESTS',
        humanReadable: true,
        details: {
          limit: 'maxBodyBytesInFlight',
          maximum: GRAPHQL_LIMITS.maxBodyBytesInFlight,
          retryAfterSeconds: GRAPHQL_LIMITS.maxBodyWaitMs / 1000,
        },
      },
    });
    expectNoLeak(JSON.stringify(refused.json));
    // The server kept answering, anonymous and signed in; the held bodies are answered when complete.
    expect((await httpRequest(`${sut.address}/ping`)).status).toBe(200);
    for (const body of held) body.finish();
    for (const body of held) expect((await body.answer).json.data).toEqual({ workspace: { id: ws.id } });
    // Their room is given back: a large body is taken again.
    expect((await post(paddedBody(LARGE))).json.data).toEqual({ workspace: { id: ws.id } });
  });

  it('should give the budget back when a client drops a body half-sent', async () => {
    const held = await holdTheBudget();
    expect((await post(paddedBody(LARGE))).status).toBe(503);
    held[0]?.abort();
    await held[0]?.answer.catch(() => undefined);
    const taken = await post(paddedBody(LARGE));
    expect(taken.status).toBe(200);
    expect(taken.json.data).toEqual({ workspace: { id: ws.id } });
    held[1]?.finish();
    expect((await held[1]?.answer)?.status).toBe(200);
  });

  it('should refuse eight 9 MB bodies sent at once while the budget is held, and keep serving', async () => {
    const held = await holdTheBudget();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(paddedBody(LARGE))));
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.json.errors?.[0]?.extensions.errorCode).toBe('TOO_MANY_REQUESTS');
    }
    expect((await httpRequest(`${sut.address}/ping`)).status).toBe(200);
    for (const body of held) body.finish();
    for (const body of held) expect((await body.answer).status).toBe(200);
  });
});

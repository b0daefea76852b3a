import { gql } from '@apollo/client';
import { createApolloClient } from './createApolloClient';
import { NetworkErrorCounter } from './networkErrorCounter';

interface Sent {
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/**
 * The HTTP boundary: a fetch that answers from a script (status per call) and records what was sent.
 * Everything above it (Apollo's links, cache and our policies) runs for real.
 */
function scriptedFetch(statuses: number[]) {
  const sent: Sent[] = [];
  const fetcher = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init?.body)) as unknown;
    sent.push({ body, credentials: init?.credentials });
    const status = statuses[sent.length - 1] ?? 200;
    if (status >= 500)
      return new Response('upstream down', { status, headers: { 'content-type': 'text/plain' } });
    const answer = (operation: unknown) => {
      const name = (operation as { operationName?: string }).operationName;
      return {
        data:
          name === 'CommentQuery' ? { comment: { __typename: 'Comment', id: 'c', text: 't' } } : { ok: true },
      };
    };
    const json = Array.isArray(body) ? body.map(answer) : answer(body);
    return new Response(JSON.stringify(json), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { sent, fetcher: fetcher as typeof fetch };
}

const QUERY = gql`
  query Probe {
    ok
  }
`;
const MUTATION = gql`
  mutation Change {
    ok
  }
`;
const COMMENT = gql`
  query CommentQuery($id: ID!) {
    comment(id: $id) {
      id
      text
    }
  }
`;

function client(statuses: number[], options: { publicMode?: boolean } = {}) {
  const { sent, fetcher } = scriptedFetch(statuses);
  const counter = new NetworkErrorCounter();
  const apollo = createApolloClient({ ...options, fetch: fetcher, counter, retryDelay: () => 0 });
  return { apollo, sent, counter };
}

describe('Apollo link chain (spec 000 §4, §7)', () => {
  it('should retry a query answered with a 5xx and count each failed attempt as a network error', async () => {
    const { apollo, sent, counter } = client([503, 502]);
    const result = await apollo.query({ query: QUERY, fetchPolicy: 'network-only' });
    expect(result.data).toEqual({ ok: true });
    expect(sent).toHaveLength(3);
    // Two errors (+2), then a success (-1).
    expect(counter.count).toBe(1);
  });

  it('should give up on a query after 5 attempts', async () => {
    const { apollo, sent, counter } = client([500, 500, 500, 500, 500, 500, 500]);
    await expect(apollo.query({ query: QUERY, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(sent).toHaveLength(5);
    expect(counter.count).toBe(5);
  });

  it('should send a mutation once, even when it fails with a 5xx', async () => {
    const { apollo, sent } = client([503, 200]);
    await expect(apollo.mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(sent).toHaveLength(1);
  });

  it('should batch CommentQuery operations sent within 10 ms into one request', async () => {
    const { apollo, sent } = client([]);
    await Promise.all([
      apollo.query({ query: COMMENT, variables: { id: '1' }, fetchPolicy: 'network-only' }),
      apollo.query({ query: COMMENT, variables: { id: '2' }, fetchPolicy: 'network-only' }),
    ]);
    expect(sent).toHaveLength(1);
    expect(Array.isArray(sent[0].body)).toBe(true);
    expect((sent[0].body as unknown[]).length).toBe(2);
  });

  it('should send every other operation on its own', async () => {
    const { apollo, sent } = client([]);
    await Promise.all([
      apollo.query({ query: QUERY, fetchPolicy: 'network-only' }),
      apollo.mutate({ mutation: MUTATION }),
    ]);
    expect(sent).toHaveLength(2);
    expect(sent.every((request) => !Array.isArray(request.body))).toBe(true);
  });

  it('should send the session cookie on the same origin, and no cookie in the public insights mode', async () => {
    const member = client([]);
    await member.apollo.query({ query: QUERY, fetchPolicy: 'network-only' });
    const visitor = client([], { publicMode: true });
    await visitor.apollo.query({ query: QUERY, fetchPolicy: 'network-only' });
    expect(member.sent[0].credentials).toBe('same-origin');
    expect(visitor.sent[0].credentials).toBe('omit');
  });
});

import { settle } from '../../../services/core/src/testing/settle';
import { waitFor } from '../../../services/core/src/testing/wait-for';
import type { GqlResponse, GraphqlClient } from '../../../services/all-in-one/src/testing/graphql-client';
import { subscribeLive } from '../../../services/all-in-one/src/testing/live-client';
import type { TestServer } from '../../../services/all-in-one/src/testing/test-server';
import type { TenantFixture } from '../../../services/api/src/testing/operation-cases';
import { gqlWithCookie } from '../factories';
import { operationOf } from './collect';

/** A case's document and its variables built from a fixture. */
export interface Sendable {
  document: string;
  variables?: (b: TenantFixture) => Record<string, unknown>;
}

/** How a call reaches the server: a client (its host, session cookie or bearer token), or a bare cookie sent to a host. */
export type Caller = GraphqlClient | { host: string; cookie: string | null };

/** The answer to a case: its data and errors, as for any GraphQL request. */
export type CaseAnswer = Pick<GqlResponse<unknown>, 'data' | 'errors'>;

/**
 * Sends a case as `caller`: queries and mutations over HTTP, a subscription over a WebSocket (its
 * first result, which for a refused subscription is the refusal).
 */
export async function sendCase(
  sut: TestServer,
  caller: Caller,
  testCase: Sendable,
  fixture: TenantFixture,
): Promise<CaseAnswer> {
  const variables = testCase.variables?.(fixture);
  if (operationOf(testCase.document).startsWith('Subscription.')) {
    const subscription = openSubscription(sut, caller, testCase.document);
    try {
      await subscription.connected.catch(() => undefined);
      await waitFor(() => expect(subscription.results.length).toBeGreaterThan(0));
      const [first] = subscription.results;
      return { data: first?.data ?? null, errors: first?.errors as CaseAnswer['errors'] };
    } finally {
      await subscription.close();
    }
  }
  if ('gql' in caller) return caller.gql(testCase.document, variables);
  return gqlWithCookie(sut, caller.host, caller.cookie, testCase.document, variables);
}

/** Whether a subscription is accepted: the socket opens and no refusal arrives while it listens. */
export async function subscriptionAccepted(
  sut: TestServer,
  caller: Caller,
  document: string,
): Promise<boolean> {
  const subscription = openSubscription(sut, caller, document);
  try {
    await subscription.connected;
    await settle(300); // a refusal comes right after the socket is acknowledged
    return subscription.results.every((result) => !result.errors?.length);
  } finally {
    await subscription.close();
  }
}

function openSubscription(sut: TestServer, caller: Caller, document: string) {
  const cookie = 'gql' in caller ? caller.sessionCookie : caller.cookie;
  const bearer = 'gql' in caller ? (caller.bearer ?? undefined) : undefined;
  // A browser sends its page's origin with the cookie; a script with a token sends none.
  const origin = cookie ? `http://${caller.host}` : undefined;
  return subscribeLive(sut.address, { host: caller.host, cookie, bearer, origin }, document);
}

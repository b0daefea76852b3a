import { request } from 'node:http';
import { GRAPHQL_LIMITS } from '@fieldnote/core';
import { type GqlResponse, type GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

/**
 * Issue 30: one request must not exhaust the heap. Lists, strings and nesting of a request's inputs
 * are bounded before anything coerces them, and anonymous callers have a smaller body limit.
 * Each test sends the request shape the issue reported (or the same shape just over a limit).
 */
const IMPORT = 'mutation($i: ImportPeopleInput!){ importPeople(input:$i){ importedCount } }';
const SEARCH = 'query($s: SearchInput!){ search(input:$s){ total } }';

type BoundError = {
  message: string;
  extensions: { errorCode: string; humanReadable: boolean; details?: Record<string, unknown> };
};

/** `count` rows of the reported shape: `{"rowNumber":1}`. */
function rows(count: number): { rowNumber: number }[] {
  return Array.from({ length: count }, () => ({ rowNumber: 1 }));
}

describe('input bounds before coercion', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;
  let contributor: BuiltAccount;
  let anonymous: GraphqlClient;
  let schemaName: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, workspace, 'CONTRIBUTOR');
    anonymous = sut.client(workspace.subdomain);
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [workspace.id],
    );
    schemaName = team.schema_name;
  });
  afterAll(() => sut.close());

  async function peopleCount(): Promise<number> {
    const [row] = await sql<{ n: string }>(sut, `select count(*) as n from "${schemaName}".people`);
    return Number(row.n);
  }

  /** The server still answers, anonymous and signed-in callers alike. */
  async function expectServing(): Promise<void> {
    expect((await anonymous.http('/ping')).status).toBe(200);
    const answered = expectOk(
      await contributor.client.gql<{ workspace: { id: string } }>('{ workspace { id } }'),
    );
    expect(answered.workspace.id).toBe(workspace.id);
  }

  /** Refused before anything ran: BAD_USER_INPUT with the limit (and field) in details, no data, no internals. */
  function expectRefused(
    response: GqlResponse<unknown>,
    status: number,
    details: Record<string, unknown>,
  ): BoundError {
    expect(response.status).toBe(status);
    expect(response.data).toBeNull();
    const error = response.errors?.[0] as BoundError | undefined;
    expect(error?.extensions).toMatchObject({ errorCode: 'BAD_USER_INPUT', humanReadable: true, details });
    expectNoLeak(JSON.stringify(response.errors));
    return error as BoundError;
  }

  it('should answer an anonymous importPeople of 163,000 rows 413 before reading it, and keep serving', async () => {
    const before = await peopleCount();
    const response = await anonymous.gql(IMPORT, { i: { rows: rows(163_000) } });
    const error = expectRefused(response, 413, {
      limit: 'maxAnonymousBodyBytes',
      maximum: GRAPHQL_LIMITS.maxAnonymousBodyBytes,
    });
    expect(error.message).toBe(
      'The request body is too large (the limit is 256 KB before signing in). Sign in to send more.',
    );
    expect(await peopleCount()).toBe(before);
    await expectServing();
  });

  it('should refuse an anonymous body over the limit sent without Content-Length (chunked) with 413', async () => {
    const body = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(300 * 1024) } });
    const response = await chunkedPost(sut.address, workspace.host, body);
    expect(response.status).toBe(413);
    const error = (JSON.parse(response.text) as { errors?: BoundError[] }).errors?.[0];
    expect(error?.extensions.details).toEqual({
      limit: 'maxAnonymousBodyBytes',
      maximum: GRAPHQL_LIMITS.maxAnonymousBodyBytes,
    });
    await expectServing();
  });

  it('should refuse a signed-in importPeople of 163,000 rows for its number of values, creating nobody', async () => {
    const before = await peopleCount();
    const response = await contributor.client.gql(IMPORT, { i: { rows: rows(163_000) } });
    const error = expectRefused(response, 400, {
      limit: 'maxJsonValues',
      maximum: GRAPHQL_LIMITS.maxJsonValues,
    });
    expect(error.message).toMatch(/more than 100000 values/);
    expect(await peopleCount()).toBe(before);
    await expectServing();
  });

  it('should refuse 5,000 import rows naming input.rows and its limit of 1000, creating nobody', async () => {
    const before = await peopleCount();
    const response = await contributor.client.gql(IMPORT, { i: { rows: rows(5_000) } });
    const error = expectRefused(response, 400, {
      field: 'rows',
      path: 'input.rows',
      limit: 'maxItems',
      maximum: 1000,
    });
    expect(error.message).toBe('An import takes at most 1000 rows at a time.');
    expect(await peopleCount()).toBe(before);
    await expectServing();
  });

  it('should refuse 2.6 million ids in search.location.ids (10 MB) and 20,000 of them naming the field', async () => {
    const ids = (count: number) => Array.from({ length: count }, () => 'a');
    const huge = await contributor.client.gql(SEARCH, {
      s: { location: { operator: 'CONTAINS', ids: ids(2_600_000) } },
    });
    expectRefused(huge, 400, { limit: 'maxJsonValues' });
    const many = await contributor.client.gql(SEARCH, {
      s: { location: { operator: 'CONTAINS', ids: ids(20_000) } },
    });
    const error = expectRefused(many, 400, {
      field: 'ids',
      path: 'input.location.ids',
      limit: 'maxItems',
      maximum: 1000,
    });
    expect(error.message).toBe('IDs can hold at most 1,000 items.');
    await expectServing();
  });

  it('should refuse 1.5 million enum values in search.types (10 MB) and 5,000 of them naming the field', async () => {
    const types = (count: number) => Array.from({ length: count }, () => 'NOTE');
    expectRefused(await contributor.client.gql(SEARCH, { s: { types: types(1_500_000) } }), 400, {
      limit: 'maxJsonValues',
    });
    const error = expectRefused(await contributor.client.gql(SEARCH, { s: { types: types(5_000) } }), 400, {
      field: 'types',
      path: 'input.types',
      limit: 'maxItems',
      maximum: GRAPHQL_LIMITS.maxListItems,
    });
    expect(error.message).toBe('Types can hold at most 1,000 items.');
    await expectServing();
  });

  it('should refuse a variable nested deeper than the limit, even one no argument reads', async () => {
    const deep = `${'{"a":'.repeat(100_000)}"x"${'}'.repeat(100_000)}`;
    const body = `{"query":"query($d: String) { __typename }","variables":{"d":${deep}}}`;
    const error = expectRefused(await contributor.client.post(body), 400, {
      limit: 'maxJsonDepth',
      maximum: GRAPHQL_LIMITS.maxJsonDepth,
    });
    expect(error.message).toBe('The request is nested more than 64 levels deep.');
    await expectServing();
  });

  it('should refuse an anonymous input object with thousands of members its type does not have', async () => {
    const members = Object.fromEntries(Array.from({ length: 14_000 }, (_, i) => [`k${i}`, 1]));
    const response = await anonymous.gql(IMPORT, { i: { rows: [], ...members } });
    const error = expectRefused(response, 400, { field: 'input', path: 'input', limit: 'knownFields' });
    expect(error.message).toBe('"input" holds members that ImportPeopleInput does not have.');
    await expectServing();
  });

  it('should bound a list variable no argument reads by the default list limit', async () => {
    const response = await contributor.client.gql('query($n: [Int!]) { __typename }', {
      n: Array.from({ length: 50_000 }, (_, i) => i),
    });
    expectRefused(response, 400, {
      field: 'n',
      path: '$n',
      limit: 'maxItems',
      maximum: GRAPHQL_LIMITS.maxListItems,
    });
    await expectServing();
  });

  it('should refuse a list argument over its @ArgsType maximum and a string over its MaxLength in its own words', async () => {
    const filters = Array.from({ length: 21 }, () => ({ field: 'NAME', operator: 'CONTAINS', value: 'a' }));
    const people = await contributor.client.gql(
      'query($f: [PersonFilterInput!]) { people(filters: $f) { totalCount } }',
      {
        f: filters,
      },
    );
    const error = expectRefused(people, 400, {
      field: 'filters',
      path: 'filters',
      limit: 'maxItems',
      maximum: 20,
    });
    expect(error.message).toBe('A people list takes at most 20 filter rows.');
    // An inline string is checked once with its document, with the declaration's message.
    const inline = await contributor.client.gql(
      `mutation { createProject(input: { title: "${'t'.repeat(300_000)}" }) { id } }`,
    );
    const refused = expectRefused(inline, 400, {
      field: 'title',
      path: 'input.title',
      limit: 'maxLength',
      maximum: 200,
    });
    expect(refused.message).toBe('Project title can be at most 200 characters long.');
    await expectServing();
  });

  it('should answer a 10 MB JSON body to a REST call 413 before reading it, whoever sends it', async () => {
    // Fastify parses a body before the call's guard runs: 10 MB of `{}` once exhausted the heap unsigned.
    // Only the start of the body is sent: a declared size over the limit is refused before any is read.
    const answer = await declaredPost(sut.address, '/control/tenant-routes', 10 * 1024 * 1024, '[{},{},{}');
    expect(answer.status).toBe(413);
    await expectServing();
  });

  it('should still take 1,000 rows from a signed-in member and a 300 KB body that an anonymous caller may not send', async () => {
    const before = await peopleCount();
    const response = await contributor.client.gql<{ importPeople: { importedCount: number } }>(IMPORT, {
      i: { rows: Array.from({ length: 1000 }, (_, n) => ({ rowNumber: n + 2, name: `Bound ${n}` })) },
    });
    expect(expectOk(response).importPeople.importedCount).toBe(1000);
    expect(await peopleCount()).toBe(before + 1000);
    const padded = { query: '{ workspace { id } }', variables: { pad: 'x'.repeat(300 * 1024) } };
    expect(expectOk(await contributor.client.post(JSON.stringify(padded)))).toEqual({
      workspace: { id: workspace.id },
    });
  });
});

/** A POST whose body goes out in chunks, without Content-Length. */
function chunkedPost(address: string, host: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${address}/api/graphql`,
      {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    // The server may answer and stop reading before the last chunk: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    for (let at = 0; at < body.length; at += 16 * 1024) req.write(body.slice(at, at + 16 * 1024));
    req.end();
  });
}

/** A PUT declaring `declaredBytes` of JSON that sends only `start`, answered before the rest is sent. */
function declaredPost(
  address: string,
  path: string,
  declaredBytes: number,
  start: string,
): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${address}${path}`,
      {
        method: 'PUT',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          'content-length': String(declaredBytes),
        },
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
        req.destroy();
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    req.write(start);
  });
}

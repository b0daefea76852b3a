import {
  type GqlResponse,
  errorCode,
  httpRequest,
} from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltWorkspace,
  buildNote,
  buildProject,
  buildSubdomain,
  expectOk,
  signInDemo,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

/** A raw GraphQL POST on `host` with the given body, content type and cookie. */
async function rawPost(
  server: TestServer,
  host: string,
  body: string,
  contentType: string | null,
  cookie?: string | null,
) {
  const headers: Record<string, string> = { host };
  if (contentType) headers['content-type'] = contentType;
  if (cookie) headers.cookie = cookie;
  return httpRequest(`${server.address}/api/graphql`, { method: 'POST', headers, body });
}

function firstError(text: string): { message: string; extensions: { errorCode: string } } | undefined {
  return (JSON.parse(text) as GqlResponse<unknown>).errors?.[0];
}

describe('bad input', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;
  let projectId: string;
  let noteId: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
    projectId = await buildProject(workspace.manager.client);
    noteId = await buildNote(workspace.manager.client, projectId);
  });
  afterAll(() => sut.close());

  describe('malformed GraphQL requests', () => {
    it.each([
      ['malformed JSON', '{"query": "{ me { account { id } } "', 'application/json', /not valid JSON/],
      ['an empty body', '', 'application/json', /not valid JSON|body/i],
      ['a JSON array', '[1, 2', 'application/json', /not valid JSON/],
      ['plain text', '{ me { account { id } } }', 'text/plain', /application\/json/],
      ['no content type', '{"query":"{ me { account { id } } }"}', null, /application\/json|query/i],
      ['no query', '{"variables": {}}', 'application/json', /query/i],
    ])(
      'should answer 400 BAD_USER_INPUT without internals when the body is %s',
      async (_name, body, contentType, message) => {
        const response = await rawPost(
          sut,
          workspace.host,
          body,
          contentType,
          workspace.manager.client.sessionCookie,
        );
        expect(response.status).toBe(400);
        const error = firstError(response.text);
        expect(error?.extensions.errorCode).toBe('BAD_USER_INPUT');
        expect(error?.message).toMatch(message);
        expectNoLeak(response.text);
      },
    );

    it('should answer 400 BAD_USER_INPUT with a clear message when the body is over 10 MB', async () => {
      const body = JSON.stringify({
        query: '{ me { role } }',
        variables: { pad: 'x'.repeat(10 * 1024 * 1024 + 10) },
      });
      const response = await rawPost(
        sut,
        workspace.host,
        body,
        'application/json',
        workspace.manager.client.sessionCookie,
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const error = firstError(response.text);
      expect(error?.extensions.errorCode).toBe('BAD_USER_INPUT');
      expect(error?.message).toBe('The request body is too large (the limit is 10 MB).');
      expectNoLeak(response.text);
    });

    it.each([
      ['a number', '5'],
      ['an empty JSON object', '{}'],
      ['null', 'null'],
      ['a syntax tree as JSON', JSON.stringify({ kind: 'Document', definitions: 'none' })],
      [
        'a syntax tree with an operation as JSON',
        JSON.stringify({
          kind: 'Document',
          definitions: [{ kind: 'OperationDefinition', operation: 'query' }],
        }),
      ],
    ])(
      'should answer 400 BAD_USER_INPUT and not an internal error when the query text is %s',
      async (_name, query) => {
        const response = await workspace.manager.client.gql(query);
        expect(response.status).toBe(400);
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
        expectNoLeak(JSON.stringify(response.errors));
      },
    );

    it.each([
      ['a syntax error', '{ projects { id '],
      ['an unknown field', '{ projects { id password } }'],
      ['an unknown query', '{ secrets { id } }'],
      ['a missing argument', '{ project { id } }'],
      ['a wrong literal type', '{ project(id: 42.5) { id } }'],
    ])('should answer 400 BAD_USER_INPUT without internals when the query has %s', async (_name, query) => {
      const response = await workspace.manager.client.gql(query);
      expect(response.status).toBe(400);
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.data).toBeNull();
      expectNoLeak(JSON.stringify(response.errors));
    });

    it.each([
      [
        'a number for a string',
        'mutation($t: String!) { createProject(input: { title: $t }) { id } }',
        { t: 42 },
      ],
      ['an object for an ID', 'query($id: ID!) { project(id: $id) { id } }', { id: { $ne: null } }],
      ['null for a required variable', 'query($id: ID!) { project(id: $id) { id } }', { id: null }],
      [
        'an unknown enum value',
        'mutation($r: Role!) { inviteMember(input: { email: "x@example.org", role: $r }) { id } }',
        { r: 'OWNER' },
      ],
      [
        'an input object with an extra field',
        'mutation($i: CreateProjectInput!) { createProject(input: $i) { id } }',
        { i: { title: 'x', admin: true } },
      ],
    ])('should answer BAD_USER_INPUT when a variable has %s', async (_name, query, variables) => {
      const response = await workspace.manager.client.gql(query, variables);
      expect(response.status).toBe(400);
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expectNoLeak(JSON.stringify(response.errors));
    });

    it('should refuse a mutation sent with GET with BAD_USER_INPUT and not as an internal error', async () => {
      const response = await workspace.manager.client.http(
        `/api/graphql?query=${encodeURIComponent('mutation { logOut }')}`,
        {
          headers: { cookie: workspace.manager.client.sessionCookie ?? '' },
        },
      );
      expect(response.status).toBeLessThan(500);
      const error = firstError(response.text);
      expect(error?.extensions.errorCode).toBe('BAD_USER_INPUT');
      expect(error?.message).toBe('Operation cannot be performed via a GET request');
      expectOk(await workspace.manager.client.gql('{ workspace { id } }'));
    });

    it('should refuse a query deeper than the depth limit when introspection is nested', async () => {
      let selection = 'name';
      for (let depth = 0; depth < 20; depth++) selection = `ofType { ${selection} }`;
      const response = await workspace.manager.client.gql(
        `{ __schema { types { fields { type { ${selection} } } } } }`,
      );
      expect(response.status).toBe(400);
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toMatch(/depth/i);
      expectNoLeak(JSON.stringify(response.errors));
    });

    it('should refuse an oversized query with BAD_USER_INPUT when it repeats a field under many aliases', async () => {
      const aliases = Array.from({ length: 1100 }, (_, i) => `p${i}: projects { id }`).join(' ');
      const response = await workspace.manager.client.gql(`{ ${aliases} }`);
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      // The token limit stops it while parsing, before aliases or cost are counted (e2e/api/query-limits).
      expect(response.errors?.[0]?.message).toMatch(/too long \(more than 1000 tokens\)/);
      expect(response.data).toBeNull();
    });
  });

  describe('ids that are not ids', () => {
    const badIds = [
      "'; drop table projects; --",
      'not-a-uuid',
      '00000000-0000-0000-0000-00000000000g',
      '',
      'x'.repeat(500),
    ];

    it.each(badIds)(
      'should answer BAD_USER_INPUT or NOT_FOUND and never 500 when the id is %p',
      async (id) => {
        // Other tests add projects to the shared workspace: compare with the count before.
        const projectsBefore = expectOk(
          await workspace.manager.client.gql<{ projects: unknown[] }>('{ projects { id } }'),
        ).projects.length;
        const operations: [string, Record<string, unknown>][] = [
          ['query($id: ID!) { project(id: $id) { id } }', { id }],
          ['query($id: ID!) { note(id: $id) { id } }', { id }],
          ['query($id: ID!) { notes(projectId: $id) { id } }', { id }],
          ['query($id: ID!) { tags(projectId: $id) { id } }', { id }],
          ['query($id: ID!) { insights(projectId: $id) { id } }', { id }],
          ['query($id: ID!) { insight(id: $id) { id } }', { id }],
          ['mutation($id: ID!) { updateNote(input: { id: $id, title: "x" }) { id } }', { id }],
          ['mutation($id: ID!) { deleteNote(id: $id) }', { id }],
          ['mutation($id: ID!) { createNote(input: { projectId: $id, title: "x" }) { id } }', { id }],
          ['mutation($id: ID!) { revokeApiToken(id: $id) }', { id }],
          ['mutation($id: ID!) { changeMemberRole(input: { memberId: $id, role: VIEWER }) { id } }', { id }],
          ['mutation($id: ID!) { joinWorkspace(teamId: $id) { id } }', { id }],
        ];
        for (const [query, variables] of operations) {
          const response = await workspace.manager.client.gql(query, variables);
          expect({ query, code: errorCode(response) }).toEqual({
            query,
            code: expect.stringMatching(/^(BAD_USER_INPUT|NOT_FOUND|FORBIDDEN)$/),
          });
          expectNoLeak(JSON.stringify(response.errors));
        }
        expect(
          expectOk(await workspace.manager.client.gql<{ projects: unknown[] }>('{ projects { id } }'))
            .projects,
        ).toHaveLength(projectsBefore);
      },
    );
  });

  describe('NUL characters', () => {
    const NUL = '\u0000';
    it.each([
      [
        'a project title',
        'mutation($t: String!) { createProject(input: { title: $t }) { id } }',
        () => ({ t: `Title${NUL}` }),
      ],
      [
        'note content',
        'mutation($p: ID!, $c: String!) { createNote(input: { projectId: $p, title: "x", content: $c }) { id } }',
        () => ({ p: projectId, c: `a${NUL}b` }),
      ],
      [
        'a token name',
        'mutation($n: String!) { createApiToken(name: $n) { id: token } }',
        () => ({ n: NUL }),
      ],
      [
        'an e-mail to look up',
        'mutation($e: String!) { sendWorkspaceList(email: $e) }',
        () => ({ e: `x${NUL}@example.org` }),
      ],
      ['an id', 'query($id: ID!) { note(id: $id) { id } }', () => ({ id: NUL })],
      ['an inline literal', `mutation { createProject(input: { title: "a\\u0000b" }) { id } }`, () => ({})],
    ])(
      'should answer BAD_USER_INPUT and not an internal error when %s holds a NUL character',
      async (_name, query, variables) => {
        const response = await workspace.manager.client.gql(query, variables());
        expect(errorCode(response)).toBe('BAD_USER_INPUT');
        expectNoLeak(JSON.stringify(response.errors));
      },
    );

    it('should keep text that merely spells \\u0000 when it is saved', async () => {
      const content = 'Escape sequences like \\u0000 appear in the transcript.';
      const response = await workspace.manager.client.gql<{ createNote: { content: string } }>(
        'mutation($p: ID!, $c: String!) { createNote(input: { projectId: $p, title: "Escapes", content: $c }) { content } }',
        { p: projectId, c: content },
      );
      expect(expectOk(response).createNote.content).toBe(content);
    });

    it('should answer 404 and not 500 when a REST path holds a NUL character', async () => {
      const response = await sut.client().http('/team-environment/%00');
      expect(response.status).toBe(404);
      expectNoLeak(response.text);
    });
  });

  describe('over-long strings', () => {
    const cases: [string, string, () => Record<string, unknown>, () => Record<string, unknown>][] = [
      [
        'project title over 200',
        'mutation($i: CreateProjectInput!) { createProject(input: $i) { id } }',
        () => ({ i: { title: 't'.repeat(201) } }),
        () => ({ i: { title: 't'.repeat(200) } }),
      ],
      [
        'project summary over 1000',
        'mutation($i: CreateProjectInput!) { createProject(input: $i) { id } }',
        () => ({ i: { title: 'Summary', summary: 's'.repeat(1001) } }),
        () => ({ i: { title: 'Summary', summary: 's'.repeat(1000) } }),
      ],
      [
        'note title over 200 on create',
        'mutation($i: CreateNoteInput!) { createNote(input: $i) { id } }',
        () => ({ i: { projectId, title: 'n'.repeat(201) } }),
        () => ({ i: { projectId, title: 'n'.repeat(200) } }),
      ],
      [
        'note title over 200 on update',
        'mutation($i: UpdateNoteInput!) { updateNote(input: $i) { id } }',
        () => ({ i: { id: noteId, title: 'n'.repeat(201) } }),
        () => ({ i: { id: noteId, title: 'n'.repeat(200) } }),
      ],
      [
        'invite message over 500',
        'mutation($i: InviteMemberInput!) { inviteMember(input: $i) { id } }',
        () => ({ i: { email: `long-${Date.now()}@example.org`, role: 'VIEWER', message: 'm'.repeat(501) } }),
        () => ({ i: { email: `long-${Date.now()}@example.org`, role: 'VIEWER', message: 'm'.repeat(500) } }),
      ],
      [
        'invite e-mail over 100',
        'mutation($i: InviteMemberInput!) { inviteMember(input: $i) { id } }',
        () => ({ i: { email: `${'e'.repeat(90)}@example.org`, role: 'VIEWER' } }),
        () => ({ i: { email: `${'e'.repeat(88)}@example.org`, role: 'VIEWER' } }),
      ],
      [
        'token name over 99',
        'mutation($n: String!) { createApiToken(name: $n) { token } }',
        () => ({ n: 'k'.repeat(100) }),
        () => ({ n: 'k'.repeat(99) }),
      ],
      [
        'team name over 200',
        'mutation($i: CreateWorkspaceInput!) { createWorkspace(input: $i) { id } }',
        () => ({ i: { name: 'w'.repeat(201), subdomain: buildSubdomain('longname') } }),
        () => ({ i: { name: 'w'.repeat(200), subdomain: buildSubdomain('longname') } }),
      ],
      [
        'sign-up e-mail over 100',
        'mutation($e: String!) { signUp(input: { email: $e, name: "Long", password: "Research#2026!" }) { account { id } } }',
        () => ({ e: `${'e'.repeat(36)}@${'d'.repeat(60)}.org` }),
        () => ({ e: `${'e'.repeat(35)}@${'d'.repeat(60)}.org` }),
      ],
      [
        'log-in password over 100',
        'mutation($p: String!) { logIn(input: { email: "long@example.org", password: $p }) { account { id } } }',
        () => ({ p: 'P'.repeat(101) }),
        () => ({ p: 'P'.repeat(100) }),
      ],
      [
        'sign-up name over 100',
        'mutation($n: String!) { signUp(input: { email: "longname@example.org", name: $n, password: "Research#2026!" }) { account { id } } }',
        () => ({ n: 'n'.repeat(101) }),
        () => ({ n: 'n'.repeat(100) }),
      ],
    ];

    it.each(cases)(
      'should answer BAD_USER_INPUT for a %s and accept the limit itself',
      async (_name, query, tooLong, atLimit) => {
        // Sign-up and log-in replace the session, so they run on a client of their own.
        const client = /signUp|logIn/.test(query) ? sut.client() : workspace.manager.client;
        const rejected = await client.gql(query, tooLong());
        expect(errorCode(rejected)).toBe('BAD_USER_INPUT');
        expectNoLeak(JSON.stringify(rejected.errors));
        const atTheLimit = await client.gql(query, atLimit());
        expect(errorCode(atTheLimit)).not.toBe('BAD_USER_INPUT');
        expect(errorCode(atTheLimit)).not.toBe('INTERNAL_SERVER_ERROR');
      },
    );
  });

  describe('limits', () => {
    it('should refuse the 201st project with BAD_USER_INPUT when a workspace has 200', async () => {
      const full = await signUpAndCreateWorkspace(sut);
      const [team] = await sql<{ schema_name: string }>(
        sut,
        'select schema_name from control.teams where id = ?',
        [full.id],
      );
      await sql(
        sut,
        `insert into "${team.schema_name}".projects (id, title, rank, created_by)
         select gen_random_uuid(), 'Bulk ' || g, g, ? from generate_series(1, 199) g`,
        [full.manager.id],
      );
      expect(await buildProject(full.manager.client, 'The 200th')).toBeTruthy();
      const response = await full.manager.client.gql(
        'mutation { createProject(input: { title: "The 201st" }) { id } }',
      );
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe('A workspace can have at most 200 projects.');
    });
  });

  describe('REST routes', () => {
    let demoTeamId: string;
    beforeAll(async () => {
      demoTeamId = (await signInDemo(sut)).id;
    });

    it('should answer 404 with a JSON error body when the REST route is unknown', async () => {
      // Unknown browser paths (GET outside the server prefixes) may be answered by the web app instead.
      for (const [method, path] of [
        ['GET', '/api/nothing'],
        ['POST', '/no/such/route'],
        ['GET', '/global/no-such-thing'],
        ['DELETE', '/team-environment/demo'],
      ]) {
        const response = await sut.client().http(path, { method });
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
        expect(response.headers['content-type']).toMatch(/application\/json/);
        expect(response.json()).toEqual({
          errors: [{ code: 'NOT_FOUND', title: 'Not found', message: expect.any(String) }],
        });
        expectNoLeak(response.text);
      }
    });

    it('should never serve files outside the apps when the path climbs out', async () => {
      for (const path of [
        '/api/graphql/../../etc/passwd',
        '/../../etc/passwd',
        '/%2e%2e/%2e%2e/etc/passwd',
        '/..%2f..%2fetc%2fpasswd',
      ]) {
        const response = await sut.client().http(path);
        expect(response.status).toBeLessThan(500);
        expect(response.text).not.toMatch(/root:.*:0:0:/);
        expectNoLeak(response.text);
      }
    });

    it('should answer 400 BAD_USER_INPUT when the team id of a redirect is not a UUID', async () => {
      const response = await sut.client().http('/team-redirect/not-a-uuid/x');
      expect(response.status).toBe(400);
      expect(response.json<{ errors: { code: string }[] }>().errors[0].code).toBe('BAD_USER_INPUT');
      expectNoLeak(response.text);
    });

    it('should answer 404 when the team of a redirect does not exist', async () => {
      const response = await sut.client().http('/team-redirect/3f0e1c8a-1111-4a2b-9c3d-123456789abc/x');
      expect(response.status).toBe(404);
      expect(response.json<{ errors: { code: string }[] }>().errors[0].code).toBe('NOT_FOUND');
    });

    it("should redirect with 302 to the path and query on the team's host when the team exists", async () => {
      const port = new URL(sut.address).port;
      const response = await sut.client().http(`/team-redirect/${demoTeamId}/projects?x=1`);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(`http://demo.localhost:${port}/projects?x=1`);
      const root = await sut.client().http(`/team-redirect/${demoTeamId}`);
      expect(root.headers.location).toBe(`http://demo.localhost:${port}/`);
    });

    it('should keep a redirect on the team host when the path tries to leave it', async () => {
      for (const path of ['//evil.example/x', '/@evil.example/x', '/..%2F..%2Fevil']) {
        const response = await sut.client().http(`/team-redirect/${demoTeamId}${path}`);
        if (response.status === 302)
          expect(new URL(String(response.headers.location)).hostname).toBe('demo.localhost');
        else expect(response.status).toBeLessThan(500);
      }
    });
  });
});

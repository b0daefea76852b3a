import { MAX_REST_JSON_BODY_BYTES } from '@fieldnote/core';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltWorkspace,
  buildEmail,
  buildNote,
  buildProject,
  buildSubdomain,
  expectOk,
  signUp,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

const CREATE_PROJECT = 'mutation($input: CreateProjectInput!) { createProject(input: $input) { id title } }';
const LONE_SURROGATE = '\ud800';
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';

describe('text at the input boundary', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;
  let projectId: string;

  /** What a refused write must leave untouched: the workspace's projects and the region's outbox. */
  async function storedState() {
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [workspace.id],
    );
    const [projects] = await sql<{ count: string }>(
      sut,
      `select count(*) from "${team.schema_name}".projects`,
    );
    const [outbox] = await sql<{ count: string }>(sut, 'select count(*) from regional.outbox_events');
    return { projects: Number(projects.count), outbox: Number(outbox.count) };
  }

  async function expectPing(): Promise<void> {
    expect((await sut.client().http('/ping')).status).toBe(200);
  }

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
    projectId = await buildProject(workspace.manager.client);
  });
  afterAll(() => sut.close());

  it('should refuse a lone surrogate in a project title with BAD_USER_INPUT and store nothing, not even an outbox row', async () => {
    const before = await storedState();
    const response = await workspace.manager.client.gql(CREATE_PROJECT, {
      input: { title: `Broken ${LONE_SURROGATE} title` },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(
      '"title" contains a broken character (a lone UTF-16 surrogate): the text is not valid Unicode.',
    );
    expect(response.errors?.[0]?.extensions.humanReadable).toBe(true);
    expectNoLeak(JSON.stringify(response.errors));
    expect(await storedState()).toEqual(before);
    await expectPing();
  });

  it.each([
    ['a lone surrogate in note content', { projectId: 'P', title: 'Fine', content: `a${LONE_SURROGATE}b` }],
    ['a lone low surrogate in a note title', { projectId: 'P', title: '\udc00', content: '' }],
  ])('should refuse %s with BAD_USER_INPUT', async (_name, input) => {
    const response = await workspace.manager.client.gql(
      'mutation($input: CreateNoteInput!) { createNote(input: $input) { id } }',
      { input: { ...input, projectId } },
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toMatch(/lone UTF-16 surrogate/);
  });

  it.each([
    ['a right-to-left override', `invoice${RIGHT_TO_LEFT_OVERRIDE}fdp.exe`, /bidirectional/],
    ['a left-to-right isolate', 'a\u2066b', /bidirectional/],
    ['a tab', 'Q1\tresearch', /control characters/],
    ['a line break', 'Q1\nresearch', /control characters/],
    ['a bell', 'Q1\u0007', /control characters/],
    ['a C1 next-line', 'Q1\u0085research', /control characters/],
  ])('should refuse %s in a project title and store nothing', async (_name, title, reason) => {
    const before = await storedState();
    const response = await workspace.manager.client.gql(CREATE_PROJECT, { input: { title } });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toMatch(reason);
    expect(await storedState()).toEqual(before);
  });

  it('should refuse a right-to-left override written inline in the query', async () => {
    const response = await workspace.manager.client.gql(
      'mutation { createProject(input: { title: "invoice\\u202Efdp.exe" }) { id } }',
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toMatch(/"title" cannot contain bidirectional/);
  });

  it.each([
    [
      'a note title on update (nested input)',
      'mutation($input: UpdateNoteInput!) { updateNote(input: $input) { id } }',
      async () => ({
        input: {
          id: await buildNote(workspace.manager.client, projectId),
          title: `x${RIGHT_TO_LEFT_OVERRIDE}`,
        },
      }),
    ],
    [
      'an API token name (a plain argument)',
      'mutation($name: String!) { createApiToken(name: $name) { token } }',
      async () => ({ name: `ci\u0000` }),
    ],
    [
      'a workspace name',
      'mutation($input: CreateWorkspaceInput!) { createWorkspace(input: $input) { id } }',
      async () => ({ input: { name: `Acme\u202Dresearch`, subdomain: buildSubdomain() } }),
    ],
    [
      'an invite e-mail',
      'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { id } }',
      async () => ({ input: { email: `a\u202E@example.org`, role: 'VIEWER' } }),
    ],
  ])('should refuse unsafe text in %s', async (_name, query, variables) => {
    const response = await workspace.manager.client.gql(query, await variables());
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expectNoLeak(JSON.stringify(response.errors));
  });

  it('should refuse a person name with a control character at sign-up and create no account', async () => {
    const email = buildEmail('ctrl');
    const response = await sut
      .client()
      .gql('mutation($input: SignUpInput!) { signUp(input: $input) { account { id } } }', {
        input: { email, name: 'Ada\u001bLovelace', password: 'Research#2026!' },
      });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(await sql(sut, 'select id from control.accounts where email = ?', [email])).toEqual([]);
  });

  it('should keep multi-line note content with tabs and line breaks exactly as sent', async () => {
    const content = 'Q: What did you try first?\n\tA: The export.\r\nQ: And then?\n\n— مرحبا 🚀';
    const created = expectOk(
      await workspace.manager.client.gql<{ createNote: { content: string } }>(
        'mutation($input: CreateNoteInput!) { createNote(input: $input) { content } }',
        { input: { projectId, title: 'Interview — 調査', content } },
      ),
    );
    expect(created.createNote.content).toBe(content);
    const summary = 'Line one\nLine two';
    const project = expectOk(
      await workspace.manager.client.gql<{ createProject: { id: string } }>(CREATE_PROJECT, {
        input: { title: 'Multi-line summary', summary },
      }),
    );
    expect(project.createProject.id).toBeTruthy();
  });

  describe('operator REST calls', () => {
    const operator = (method: string, path: string, body: unknown) => {
      const json = JSON.stringify(body);
      return sut.client().http(path, {
        method,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(json)),
          authorization: `Bearer ${sut.server.built.operatorToken}`,
        },
        body: json,
      });
    };

    it.each([
      ['a right-to-left override', `Acme${RIGHT_TO_LEFT_OVERRIDE}`, /bidirectional/],
      ['a lone surrogate', `Acme${LONE_SURROGATE}`, /lone UTF-16 surrogate/],
      ['a line break', 'Acme\nInc', /control characters/],
    ])('should refuse a workspace name with %s and create nothing', async (_name, name, reason) => {
      const owner = await signUp(sut);
      const subdomain = buildSubdomain('op');
      const response = await operator('POST', '/control/workspaces', {
        name,
        subdomain,
        ownerEmail: owner.email,
      });
      expect(response.status).toBe(400);
      const body = response.json<{ errors: { code: string; message: string }[] }>();
      expect(body.errors[0].code).toBe('BAD_USER_INPUT');
      expect(body.errors[0].message).toMatch(reason);
      expect(
        await sql(sut, 'select subdomain from control.tenant_routes where subdomain = ?', [subdomain]),
      ).toEqual([]);
    });

    it('should refuse an operator body over the REST limit with 413 naming the limit, and create nothing', async () => {
      const owner = await signUp(sut);
      const subdomain = buildSubdomain('op');
      const response = await operator('POST', '/control/workspaces', {
        name: 'Acme',
        subdomain,
        ownerEmail: owner.email,
        padding: 'x'.repeat(MAX_REST_JSON_BODY_BYTES),
      });
      expect(response.status).toBe(413);
      expect(response.json()).toEqual({
        errors: [
          {
            code: 'BAD_USER_INPUT',
            title: 'Bad request',
            message: `The request body is too large (the limit is ${MAX_REST_JSON_BODY_BYTES / 1024} KB).`,
          },
        ],
      });
      expect(
        await sql(sut, 'select subdomain from control.tenant_routes where subdomain = ?', [subdomain]),
      ).toEqual([]);
    });

    it('should answer a tenant route with a bidi override in its subdomain with status error', async () => {
      const response = await operator('PUT', '/control/tenant-routes', {
        teamId: workspace.id,
        subdomain: `acme${RIGHT_TO_LEFT_OVERRIDE}`,
        region: 'US_B',
      });
      expect(response.json()).toEqual({
        status: 'error',
        error: {
          code: 'BAD_USER_INPUT',
          message: expect.stringMatching(/"subdomain" cannot contain bidirectional/),
        },
      });
    });
  });
});

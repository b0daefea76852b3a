import { AdminWorkspacesController } from '../../services/control-plane/src/admin/admin-workspaces.controller';
import type {
  AdminWorkspace,
  AdminWorkspacePage,
} from '../../services/control-plane/src/admin/admin-workspace.types';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../services/all-in-one/src/demo/demo-account';
import type { HttpResponse } from '../../services/all-in-one/src/testing/graphql-client';
import { startOwnTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';

interface RestErrors {
  errors: { code: string; title: string; message: string }[];
}

const LOG_IN =
  'mutation($e: String!, $p: String!) { logIn(input: { email: $e, password: $p }) { account { email } } }';

describe(AdminWorkspacesController.name, () => {
  let sut: TestServer;
  let token: string;

  beforeAll(async () => {
    sut = await startOwnTestServer();
    token = sut.server.built.operatorToken;
  }, 120_000);
  afterAll(() => sut?.close());

  /** An operator call on the root domain; `auth` null sends no Authorization header. */
  function call(
    path: string,
    init: { method?: string; body?: unknown; auth?: string | null } = {},
  ): Promise<HttpResponse> {
    const headers: Record<string, string> = {};
    const auth = init.auth === undefined ? token : init.auth;
    if (auth !== null) headers.authorization = `Bearer ${auth}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    return sut.client().http(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }

  function firstError(response: HttpResponse): RestErrors['errors'][number] {
    return response.json<RestErrors>().errors[0];
  }

  it('should answer 401 with the error body when no token is given', async () => {
    const response = await call('/control/workspaces', { auth: null });
    expect(response.status).toBe(401);
    expect(firstError(response)).toEqual({
      code: 'UNAUTHENTICATED',
      title: 'Unauthorized',
      message: 'This call needs the operator token.',
    });
  });

  it('should answer 403 when the token is wrong', async () => {
    const response = await call('/control/workspaces', { auth: 'not-the-operator-token' });
    expect(response.status).toBe(403);
    expect(firstError(response)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'The operator token is not valid.',
    });
  });

  it('should list the seeded demo workspace with its member count and managers when called with the token', async () => {
    const response = await call('/control/workspaces');
    expect(response.status).toBe(200);
    const page = response.json<AdminWorkspacePage>();
    expect(page).toMatchObject({ offset: 0, limit: 50 });
    expect(page.total).toBeGreaterThanOrEqual(1);
    const demo = page.items.find((w) => w.subdomain === 'demo');
    expect(demo).toMatchObject({
      name: 'Demo Research Team',
      region: 'US_B',
      memberCount: 1,
      managerEmails: [DEMO_EMAIL],
    });
    expect(demo?.routes).toEqual([{ subdomain: 'demo', region: 'US_B', createdDate: expect.any(String) }]);
    expect(new Date(demo?.createdAt ?? '').getTime()).not.toBeNaN();
  });

  it('should filter by name or subdomain when a search is given', async () => {
    const byName = (await call('/control/workspaces?search=research')).json<AdminWorkspacePage>();
    expect(byName.items.map((w) => w.subdomain)).toContain('demo');
    const none = (await call('/control/workspaces?search=no-such-workspace-xyz')).json<AdminWorkspacePage>();
    expect(none).toMatchObject({ items: [], total: 0 });
    // LIKE wildcards are searched literally.
    const wildcard = (await call('/control/workspaces?search=%25')).json<AdminWorkspacePage>();
    expect(wildcard.items).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 200.'],
    ['limit=500', 'limit must be a whole number from 1 to 200.'],
    ['limit=abc', 'limit must be a whole number.'],
    ['offset=-1', 'offset must be a whole number of 0 or more.'],
  ])('should answer 400 BAD_USER_INPUT when the query is %s', async (query, message) => {
    const response = await call(`/control/workspaces?${query}`);
    expect(response.status).toBe(400);
    expect(firstError(response)).toMatchObject({ code: 'BAD_USER_INPUT', message });
  });

  it('should page with offset and limit when they are within bounds', async () => {
    const all = (await call('/control/workspaces?limit=200')).json<AdminWorkspacePage>();
    const page = (await call(`/control/workspaces?offset=${all.total}&limit=1`)).json<AdminWorkspacePage>();
    expect(page).toEqual({ items: [], total: all.total, offset: all.total, limit: 1 });
    const first = (await call('/control/workspaces?offset=0&limit=1')).json<AdminWorkspacePage>();
    expect(first.items).toHaveLength(1);
  });

  it('should answer 400 for a malformed id and 404 for an unknown one', async () => {
    const bad = await call('/control/workspaces/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(firstError(bad)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'teamId must be a UUID.' });
    const unknown = await call('/control/workspaces/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(firstError(unknown)).toMatchObject({ code: 'NOT_FOUND', message: 'Workspace was not found.' });
  });

  it('should return one workspace by id when it exists', async () => {
    const demo = (await call('/control/workspaces?search=demo')).json<AdminWorkspacePage>().items[0];
    const response = await call(`/control/workspaces/${demo.id}`);
    expect(response.status).toBe(200);
    expect(response.json<AdminWorkspace>()).toEqual(demo);
  });

  it('should create a workspace that lists and answers on its host when the owner account exists', async () => {
    const created = await call('/control/workspaces', {
      method: 'POST',
      body: {
        name: 'Acme Research',
        subdomain: 'acme-research',
        region: 'EU_A',
        ownerEmail: ' Demo@Fieldnote.dev ',
      },
    });
    expect(created.status).toBe(201);
    const workspace = created.json<AdminWorkspace>();
    expect(workspace).toMatchObject({
      name: 'Acme Research',
      subdomain: 'acme-research',
      region: 'EU_A',
      memberCount: 1,
      managerEmails: [DEMO_EMAIL],
      routes: [{ subdomain: 'acme-research', region: 'EU_A', createdDate: expect.any(String) }],
    });

    const list = (await call('/control/workspaces?search=acme')).json<AdminWorkspacePage>();
    expect(list.items.map((w) => w.id)).toEqual([workspace.id]);

    const member = sut.client('acme-research');
    const login = await member.gql(LOG_IN, { e: DEMO_EMAIL, p: DEMO_PASSWORD });
    expect(login.errors).toBeUndefined();
    const answer = await member.gql<{ workspace: { name: string } }>('{ workspace { name } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.workspace.name).toBe('Acme Research');
  });

  it('should suggest a subdomain and use the default region when they are left out', async () => {
    const created = await call('/control/workspaces', {
      method: 'POST',
      body: { name: 'Beta Insights Group', ownerEmail: DEMO_EMAIL },
    });
    expect(created.status).toBe(201);
    expect(created.json<AdminWorkspace>()).toMatchObject({
      subdomain: 'beta-insights-group',
      region: 'US_B',
    });
  });

  it('should answer 400 with the sign-up hint when no account uses the owner e-mail', async () => {
    const response = await call('/control/workspaces', {
      method: 'POST',
      body: { name: 'Ghost Team', ownerEmail: 'nobody@example.com' },
    });
    expect(response.status).toBe(400);
    expect(firstError(response)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'No account uses nobody@example.com. Ask the owner to sign up first.',
    });
  });

  it('should answer 400 when the subdomain is taken', async () => {
    const response = await call('/control/workspaces', {
      method: 'POST',
      body: { name: 'Another Demo', subdomain: 'demo', ownerEmail: DEMO_EMAIL },
    });
    expect(response.status).toBe(400);
    expect(firstError(response)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'The subdomain "demo" is already taken. Please choose another.',
    });
  });

  it.each([
    [{ ownerEmail: DEMO_EMAIL }, 'name is required and must be a string.'],
    [{ name: '   ', ownerEmail: DEMO_EMAIL }, 'Workspace name cannot be empty.'],
    [{ name: 'Team' }, 'ownerEmail is required and must be a string.'],
    [{ name: 'Team', ownerEmail: 'not-an-email' }, '"not-an-email" is not a valid e-mail address.'],
    [
      { name: 'Team', ownerEmail: DEMO_EMAIL, region: 'MARS' },
      'Unknown region "MARS". Choose one of US_A, US_B, EU_A, AU_A.',
    ],
    [{ name: 'Team', ownerEmail: DEMO_EMAIL, subdomain: 5 }, 'subdomain must be a string when given.'],
  ])('should answer 400 with a clear message when the body is %j', async (body, message) => {
    const response = await call('/control/workspaces', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(firstError(response)).toMatchObject({ code: 'BAD_USER_INPUT', message });
  });

  it('should need the token to create a workspace', async () => {
    const response = await call('/control/workspaces', {
      method: 'POST',
      auth: null,
      body: { name: 'Sneaky', ownerEmail: DEMO_EMAIL },
    });
    expect(response.status).toBe(401);
  });
});

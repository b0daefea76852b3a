import { type HttpResponse, httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltWorkspace,
  buildApiToken,
  expectOk,
  signUpAndCreateWorkspace,
  uniqueSuffix,
} from './factories';

const EVIL_ORIGIN = 'https://evil.example';
const CREATE_PROJECT = (title: string) => `mutation { createProject(input: { title: "${title}" }) { id } }`;

interface GqlBody {
  data: unknown;
  errors?: { message: string; extensions: { errorCode: string; humanReadable: boolean } }[];
}

/**
 * Cross-site request forgery: a page on another site makes the victim's browser send a mutation to
 * the workspace with the session cookie. Each test keeps the request shape an attacker's page can
 * produce (HTML form encodings, no-cors fetch) and checks it is refused and changes nothing.
 */
describe('Cross-site request forgery', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;
  let cookie: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
    cookie = workspace.manager.client.sessionCookie as string;
  });
  afterAll(() => sut.close());

  /** A POST to the workspace's GraphQL endpoint with the victim's cookie and exactly these headers. */
  const post = (body: string, headers: Record<string, string>, host = workspace.host) =>
    httpRequest(`${sut.address}/api/graphql`, {
      method: 'POST',
      headers: { host, cookie, ...headers },
      body,
    });

  const projectTitles = async () => {
    const data = expectOk(
      await workspace.manager.client.gql<{ projects: { title: string }[] }>('{ projects { title } }'),
    );
    return data.projects.map((p) => p.title);
  };

  /** The request was refused with `code`, a readable message, nothing was created, and the server still answers. */
  const expectRefused = async (response: HttpResponse, code: string, title: string) => {
    expect(response.status).toBeGreaterThanOrEqual(400);
    const body = response.json<GqlBody>();
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toEqual({ errorCode: code, humanReadable: true });
    expectNoLeak(response.text);
    expect(await projectTitles()).not.toContain(title);
    expect((await sut.client().http('/ping')).status).toBe(200);
  };

  it('should refuse a form-encoded mutation with a foreign origin', async () => {
    const title = `csrf-form-${uniqueSuffix()}`;
    const response = await post(`query=${encodeURIComponent(CREATE_PROJECT(title))}`, {
      'content-type': 'application/x-www-form-urlencoded',
      origin: EVIL_ORIGIN,
      'sec-fetch-site': 'cross-site',
    });
    await expectRefused(response, 'BAD_USER_INPUT', title);
    expect(response.status).toBe(400);
    expect(response.json<GqlBody>().errors?.[0]?.message).toBe('Send this request as application/json.');
  });

  it('should refuse a text/plain mutation carrying a JSON body from a foreign origin', async () => {
    // <form enctype="text/plain"> with a field named `{"query":"…","x":"` and value `"}` sends valid JSON.
    const title = `csrf-text-${uniqueSuffix()}`;
    const response = await post(JSON.stringify({ query: CREATE_PROJECT(title) }), {
      'content-type': 'text/plain',
      origin: EVIL_ORIGIN,
    });
    await expectRefused(response, 'BAD_USER_INPUT', title);
  });

  it('should refuse a multipart mutation without a preflight header', async () => {
    const title = `csrf-multipart-${uniqueSuffix()}`;
    const boundary = 'csrfboundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="operations"',
      '',
      JSON.stringify({ query: CREATE_PROJECT(title) }),
      `--${boundary}`,
      'Content-Disposition: form-data; name="map"',
      '',
      '{}',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await post(body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      origin: EVIL_ORIGIN,
    });
    await expectRefused(response, 'BAD_USER_INPUT', title);
    expect(response.json<GqlBody>().errors?.[0]?.message).toContain('apollo-require-preflight');
  });

  it('should refuse a JSON mutation with the cookie when the Origin is foreign', async () => {
    const title = `csrf-json-${uniqueSuffix()}`;
    const response = await post(JSON.stringify({ query: CREATE_PROJECT(title) }), {
      'content-type': 'application/json',
      origin: EVIL_ORIGIN,
    });
    await expectRefused(response, 'FORBIDDEN', title);
    expect(response.status).toBe(403);
  });

  it('should refuse a JSON mutation from a sibling workspace origin (same site, other origin)', async () => {
    const title = `csrf-sibling-${uniqueSuffix()}`;
    const response = await post(JSON.stringify({ query: CREATE_PROJECT(title) }), {
      'content-type': 'application/json',
      origin: `http://attacker-${uniqueSuffix()}.localhost`,
      'sec-fetch-site': 'same-site',
    });
    await expectRefused(response, 'FORBIDDEN', title);
  });

  it('should refuse a JSON mutation from an opaque origin (sandboxed frame, Origin: null)', async () => {
    const title = `csrf-null-${uniqueSuffix()}`;
    const response = await post(JSON.stringify({ query: CREATE_PROJECT(title) }), {
      'content-type': 'application/json',
      origin: 'null',
    });
    await expectRefused(response, 'FORBIDDEN', title);
  });

  it('should refuse a mutation without an Origin when Sec-Fetch-Site says cross-site', async () => {
    const title = `csrf-fetch-site-${uniqueSuffix()}`;
    const response = await post(JSON.stringify({ query: CREATE_PROJECT(title) }), {
      'content-type': 'application/json',
      'sec-fetch-site': 'cross-site',
    });
    await expectRefused(response, 'FORBIDDEN', title);
  });

  it('should refuse a mutation without an Origin when Sec-Fetch-Site says same-site', async () => {
    const title = `csrf-same-site-${uniqueSuffix()}`;
    const response = await post(JSON.stringify({ query: CREATE_PROJECT(title) }), {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-site',
    });
    await expectRefused(response, 'FORBIDDEN', title);
  });

  it('should refuse a login CSRF (form-encoded logIn from a foreign origin) without setting a cookie', async () => {
    const response = await httpRequest(`${sut.address}/api/graphql`, {
      method: 'POST',
      headers: {
        host: workspace.host,
        'content-type': 'application/x-www-form-urlencoded',
        origin: EVIL_ORIGIN,
      },
      body: `query=${encodeURIComponent(
        `mutation { logIn(input: { email: "${workspace.manager.email}", password: "${workspace.manager.password}" }) { account { id } } }`,
      )}`,
    });
    expect(response.status).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect((await sut.client().http('/ping')).status).toBe(200);
  });

  it('should refuse a mutation sent by GET', async () => {
    const title = `csrf-get-${uniqueSuffix()}`;
    const response = await sut
      .client(workspace.subdomain)
      .http(`/api/graphql?query=${encodeURIComponent(CREATE_PROJECT(title))}`, { headers: { cookie } });
    expect(response.status).toBe(400);
    expect(response.json<GqlBody>().errors?.[0]).toMatchObject({
      message: 'Operation cannot be performed via a GET request',
      extensions: { errorCode: 'BAD_USER_INPUT', humanReadable: true },
    });
    expect(await projectTitles()).not.toContain(title);
  });

  it('should run a JSON mutation from the workspace page itself (same origin)', async () => {
    const title = `same-origin-${uniqueSuffix()}`;
    const response = await post(JSON.stringify({ query: CREATE_PROJECT(title) }), {
      'content-type': 'application/json; charset=utf-8',
      origin: `http://${workspace.host}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(response.json<GqlBody>().errors).toBeUndefined();
    expect(await projectTitles()).toContain(title);
  });

  it('should run a JSON mutation from the root app (PUBLIC_URL origin)', async () => {
    const title = `root-origin-${uniqueSuffix()}`;
    const response = await post(JSON.stringify({ query: CREATE_PROJECT(title) }), {
      'content-type': 'application/json',
      origin: `http://localhost:${new URL(sut.address).port}`,
      'sec-fetch-site': 'same-site',
    });
    expect(response.json<GqlBody>().errors).toBeUndefined();
    expect(await projectTitles()).toContain(title);
  });

  it('should run a JSON mutation from a script that sends no Origin and no Sec-Fetch-Site', async () => {
    const title = `script-${uniqueSuffix()}`;
    const response = await post(JSON.stringify({ query: CREATE_PROJECT(title) }), {
      'content-type': 'application/json',
    });
    expect(response.json<GqlBody>().errors).toBeUndefined();
    expect(await projectTitles()).toContain(title);
  });

  it('should not apply the Origin check to a bearer-token request', async () => {
    const { secret: token } = await buildApiToken(workspace.manager.client);
    const title = `bearer-${uniqueSuffix()}`;
    const response = await httpRequest(`${sut.address}/api/graphql`, {
      method: 'POST',
      headers: {
        host: workspace.host,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        origin: EVIL_ORIGIN,
      },
      body: JSON.stringify({ query: CREATE_PROJECT(title) }),
    });
    expect(response.json<GqlBody>().errors).toBeUndefined();
    expect(await projectTitles()).toContain(title);
  });

  it('should refuse a state-changing REST call with a foreign origin and no bearer token', async () => {
    const response = await sut.client().http('/control/tenant-routes', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: EVIL_ORIGIN, cookie },
      body: JSON.stringify({ teamId: workspace.id, subdomain: 'stolen', region: 'US_B' }),
    });
    expect(response.status).toBe(403);
    expect(response.json<{ errors: { code: string; message: string }[] }>().errors[0]).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('should keep the session cookie HttpOnly and SameSite=Lax', async () => {
    const client = sut.client(workspace.subdomain);
    const response = await client.gql(
      `mutation($input: LogInInput!) { logIn(input: $input) { account { id } } }`,
      { input: { email: workspace.manager.email, password: workspace.manager.password } },
    );
    const setCookie = String(response.headers['set-cookie']?.[0]);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
  });
});

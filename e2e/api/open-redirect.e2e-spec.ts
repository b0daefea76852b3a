import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { signInDemo } from './factories';

/**
 * Open redirect: a link on our own domain that sends the visitor to another site. The reported
 * request was the web app's `/auth/login?redirect=%2F%5Cevil.example` (covered in the browser by
 * e2e/web/security-headers.e2e-spec.ts); the server's redirecting route is /team-redirect.
 */
describe('Open redirect', () => {
  let sut: TestServer;
  let teamId: string;
  let port: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    teamId = (await signInDemo(sut)).id;
    port = new URL(sut.address).port;
  });
  afterAll(() => sut.close());

  it.each([
    ['/%5Cevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%2F%5Cevil.example'],
    ['/%09%2F%2Fevil.example'],
    ['/%0D%0A%2F%2Fevil.example'],
    ['/%5C%5Cevil.example'],
  ])('should refuse a team redirect whose path %s would leave the workspace', async (path) => {
    const response = await sut.client().http(`/team-redirect/${teamId}${path}`);
    expect(response.status).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.json<{ errors: { code: string; message: string }[] }>().errors[0]).toEqual({
      code: 'BAD_USER_INPUT',
      title: 'Bad request',
      message: 'This redirect path does not stay inside the workspace.',
    });
    expect((await sut.client().http('/ping')).status).toBe(200);
  });

  it('should redirect to the path on the workspace host when the path is plain', async () => {
    const response = await sut.client().http(`/team-redirect/${teamId}/projects/abc?tab=notes`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(`http://demo.localhost:${port}/projects/abc?tab=notes`);
  });

  it('should serve the sign-in page for the reported request and leave the decision to the app', async () => {
    const response = await sut.client('demo').http('/auth/login?redirect=%2F%5Cevil.example');
    // The server answers the page itself (or a 404 before the web app is built): it never redirects.
    expect(response.headers.location).toBeUndefined();
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(302);
  });
});

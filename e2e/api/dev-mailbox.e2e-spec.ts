import { httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import { buildEmail, invite, signUpAndCreateWorkspace } from './factories';

describe('the local mailbox page', () => {
  let sut: TestServer;

  beforeAll(async () => {
    sut = await startTestServer({ SEED_DEMO: 'false' });
  });
  afterAll(() => sut.close());

  it('should list an invite mail with its link clickable and escaped, and filter by recipient', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const email = buildEmail('invitee');
    const { link } = await invite(ws, email, 'VIEWER', '<script>alert(1)</script> join us');
    const page = await httpRequest(`${sut.address}/dev/mailbox?to=${encodeURIComponent(email)}`, {
      method: 'GET',
      headers: { host: `localhost:${new URL(sut.address).port}` },
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain(`To <a href="?to=${encodeURIComponent(email)}">${email}</a>`);
    expect(page.text).toContain(`<a href="${link.replace(/&/g, '&#38;')}">`);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    const other = await httpRequest(`${sut.address}/dev/mailbox?to=nobody%40example.org`, { method: 'GET' });
    expect(other.text).not.toContain(email);
  });
});

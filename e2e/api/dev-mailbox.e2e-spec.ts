import { httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import {
  sharedTestServer,
  startOwnTestServer,
} from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { buildEmail, invite, signUpAndCreateWorkspace } from './factories';

describe('the local mailbox page', () => {
  let sut: TestServer;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
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

  it('should be absent, and not announced to the web app, when a mail server is set', async () => {
    // Nodemailer opens no connection until a mail goes: this server starts without one answering.
    const withSmtp = await startOwnTestServer({ SEED_DEMO: 'false', SMTP_HOST: '127.0.0.1', SMTP_PORT: '2' });
    try {
      const host = { host: `localhost:${new URL(withSmtp.address).port}` };
      const page = await httpRequest(`${withSmtp.address}/dev/mailbox`, { method: 'GET', headers: host });
      expect(page.text).not.toContain('Mailbox — Fieldnote');
      const local = await httpRequest(`${sut.address}/projects`, { method: 'GET', headers: host });
      const app = await httpRequest(`${withSmtp.address}/projects`, { method: 'GET', headers: host });
      // The local server announces its mailbox to the web app (`npm test` builds it first); this one does not.
      expect(local.text).toContain('<meta name="fieldnote-local-mailbox" content="/dev/mailbox" />');
      expect(app.text).toContain('<div id="root">');
      expect(app.text).not.toContain('fieldnote-local-mailbox');
    } finally {
      await withSmtp.close();
    }
  });
});

import { createHash, randomUUID } from 'node:crypto';
import {
  type LogMailer,
  MAGIC_LINK_INVALID_MESSAGE,
  MAGIC_LINK_MAX_PER_ADDRESS_PER_HOUR,
  MAGIC_LINK_REQUESTED_MESSAGE,
  NotificationKind,
} from '@fieldnote/core';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { BEHIND_A_PROXY } from './behind-a-proxy';
import {
  type BuiltWorkspace,
  buildEmail,
  expectOk,
  signUp,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

const REQUEST = 'mutation($e: String!) { requestMagicLink(email: $e) }';
const SIGN_IN = 'mutation($t: String!) { signInWithMagicLink(token: $t) { account { email } } }';
const ME = '{ me { account { email } workspace { id } } }';
// Mailed in the background: on a busy CI host that has taken seconds.
const MAIL_WAIT_MS = 10_000;

/** Magic-link sign-in (spec 000 §2 /auth/magic-login): requestMagicLink, signInWithMagicLink. */
describe('magic-link sign-in', () => {
  let sut: TestServer;
  let mailer: LogMailer;

  beforeAll(async () => {
    sut = await sharedTestServer(BEHIND_A_PROXY);
    mailer = sut.server.built.platform.mailer as LogMailer;
  });
  afterAll(() => sut.close());

  async function request(email: string, from = randomIp(), host = 'localhost') {
    const response = await sut.client().http('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, host },
      body: JSON.stringify({ query: REQUEST, variables: { e: email } }),
    });
    return {
      text: response.text,
      body: response.json<{
        data?: { requestMagicLink: string } | null;
        errors?: { message: string; extensions: { errorCode: string } }[];
      }>(),
    };
  }

  const linkMails = (email: string) =>
    mailer.sent.filter((m) => m.to === email && m.kind === NotificationKind.MAGIC_LINK);

  async function mailedLink(email: string, nth = 1): Promise<URL> {
    const deadline = Date.now() + MAIL_WAIT_MS;
    while (linkMails(email).length < nth) {
      if (Date.now() > deadline) throw new Error(`No magic-link mail #${nth} reached ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const text = linkMails(email)[nth - 1]?.text ?? '';
    const match = /(http\S+\/auth\/magic-login\?token=[\w-]+)/.exec(text);
    if (!match?.[1]) throw new Error(`The mail holds no link: ${text}`);
    return new URL(match[1]);
  }

  it('should answer an unknown address as a known one, mail only the known one, and sign in once with a hashed link', async () => {
    const account = await signUp(sut);
    const unknown = buildEmail('nobody');
    const known = await request(account.email);
    const stranger = await request(unknown);
    expect(known.body.data?.requestMagicLink).toBe(MAGIC_LINK_REQUESTED_MESSAGE);
    expect(stranger.text).toBe(known.text);

    const link = await mailedLink(account.email);
    expect(link.hostname).toBe('localhost');
    const token = link.searchParams.get('token') ?? '';
    expect(
      await sql(sut, `select token_hash from control.sessions where account_id = ? and kind = 'magic-link'`, [
        account.id,
      ]),
    ).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);

    const browser = sut.client();
    expect(
      expectOk(
        await browser.gql<{ signInWithMagicLink: { account: { email: string } } }>(SIGN_IN, { t: token }),
      ).signInWithMagicLink.account.email,
    ).toBe(account.email);
    expect(expectOk(await browser.gql<{ me: { account: { email: string } } }>(ME)).me.account.email).toBe(
      account.email,
    );
    expect(mailer.sent.filter((m) => m.to === unknown)).toHaveLength(0);

    const again = await sut.client().gql(SIGN_IN, { t: token });
    expect(errorCode(again)).toBe('UNAUTHENTICATED');
    expect(again.errors?.[0]?.message).toBe(MAGIC_LINK_INVALID_MESSAGE);
  });

  it('should refuse an expired link, an unknown one and an oversized one, with the same message for the first two', async () => {
    const account = await signUp(sut);
    await request(account.email);
    const token = (await mailedLink(account.email)).searchParams.get('token');
    await sql(
      sut,
      `update control.sessions set expires_at = now() - interval '1 second' where account_id = ? and kind = 'magic-link'`,
      [account.id],
    );
    const expired = await sut.client().gql(SIGN_IN, { t: token });
    expect(errorCode(expired)).toBe('UNAUTHENTICATED');
    expect(expired.errors?.[0]?.message).toBe(MAGIC_LINK_INVALID_MESSAGE);
    const unknown = await sut.client().gql(SIGN_IN, { t: 'no-such-link' });
    expect(unknown.errors?.[0]?.message).toBe(MAGIC_LINK_INVALID_MESSAGE);
    expect(errorCode(await sut.client().gql(SIGN_IN, { t: 'x'.repeat(201) }))).toBe('BAD_USER_INPUT');
    expect((await request(`${'x'.repeat(400)}@example.org`)).body.errors?.[0]?.extensions.errorCode).toBe(
      'BAD_USER_INPUT',
    );
  });

  describe('in a workspace', () => {
    let workspace: BuiltWorkspace;
    let other: BuiltWorkspace;

    beforeAll(async () => {
      workspace = await signUpAndCreateWorkspace(sut);
      other = await signUpAndCreateWorkspace(sut);
    });

    it("should lead back to the workspace's host and sign the member in there", async () => {
      const before = linkMails(workspace.manager.email).length;
      await request(workspace.manager.email, randomIp(), workspace.host);
      const link = await mailedLink(workspace.manager.email, before + 1);
      expect(link.hostname).toBe(`${workspace.subdomain}.localhost`);
      expect(link.pathname).toBe('/auth/magic-login');
      const browser = sut.client(workspace.subdomain);
      expectOk(await browser.gql(SIGN_IN, { t: link.searchParams.get('token') }));
      expect(expectOk(await browser.gql<{ me: { workspace: { id: string } } }>(ME)).me.workspace.id).toBe(
        workspace.id,
      );
    });

    it("should open no other workspace: A's member with a link redeemed on B's host gets no session there", async () => {
      // The suite's other tests may have mailed this address before (tests run in random order).
      const before = linkMails(workspace.manager.email).length;
      await request(workspace.manager.email, randomIp(), other.host); // not a member there: no mail
      await request(workspace.manager.email, randomIp(), workspace.host);
      const link = await mailedLink(workspace.manager.email, before + 1);
      expect(linkMails(workspace.manager.email)).toHaveLength(before + 1);
      const onB = sut.client(other.subdomain);
      const response = await onB.gql(SIGN_IN, { t: link.searchParams.get('token') });
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(expectOk(await onB.gql<{ me: unknown }>(ME)).me).toBeNull();
    });
  });

  it(`should refuse the ${MAGIC_LINK_MAX_PER_ADDRESS_PER_HOUR + 1}th request for one address within an hour, known or not, alike`, async () => {
    const account = await signUp(sut);
    const unknown = buildEmail('nobody');
    for (const email of [account.email, unknown]) {
      for (let i = 0; i < MAGIC_LINK_MAX_PER_ADDRESS_PER_HOUR; i++)
        expect((await request(email)).body.data?.requestMagicLink).toBe(MAGIC_LINK_REQUESTED_MESSAGE);
      expect((await request(email)).body.errors?.[0]?.extensions.errorCode).toBe('TOO_MANY_REQUESTS');
    }
    expect((await request(unknown)).text).toBe((await request(account.email)).text);
  });
});

/** A documentation-range IPv4 address (RFC 5737) unlikely to repeat within a suite. */
function randomIp(): string {
  const bytes = randomUUID().replace(/-/g, '');
  return `198.51.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}`;
}

import { createHash, randomUUID } from 'node:crypto';
import {
  type LogMailer,
  NotificationKind,
  PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR,
  PASSWORD_RESET_MAX_PER_CLIENT_PER_HOUR,
  PASSWORD_RESET_REQUESTED_MESSAGE,
} from '@fieldnote/core';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { BEHIND_A_PROXY } from './behind-a-proxy';
import {
  type BuiltWorkspace,
  STRONG_PASSWORD,
  buildApiToken,
  buildEmail,
  expectOk,
  logIn,
  signUp,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';

const REQUEST = 'mutation($e: String!) { requestPasswordReset(email: $e) }';
const RESET =
  'mutation($t: String!, $p: String!) { resetPassword(input: { token: $t, newPassword: $p }) { account { email } } }';
const ME = '{ me { account { email } } }';
const HAS_PASSWORD = '{ me { account { hasPassword } } }';
const NEW_PASSWORD = 'Interviews#2027?';
const EXPIRED = 'This password reset link has expired (links work for 30 minutes). Ask for a new one.';
const USED =
  'This password reset link was already used, or a newer one replaced it. Ask for a new one if you still need it.';
/** How long the background delivery may take before a test decides no mail came. */
const MAIL_WAIT_MS = 3_000;

describe('password reset', () => {
  let sut: TestServer;
  let mailer: LogMailer;

  beforeAll(async () => {
    // Trusted X-Forwarded-For lets each test be its own source address for the per-address limit.
    sut = await sharedTestServer(BEHIND_A_PROXY);
    mailer = sut.server.built.platform.mailer as LogMailer;
  });
  afterAll(() => sut.close());

  /** Asks for a reset link for `email` from the source address `from`, on `host`; the raw answer. */
  async function requestReset(email: string, from = randomIp(), host = 'localhost') {
    const response = await sut.client().http('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, host },
      body: JSON.stringify({ query: REQUEST, variables: { e: email } }),
    });
    return {
      text: response.text,
      body: response.json<{
        data?: { requestPasswordReset: string } | null;
        errors?: { message: string; extensions: { errorCode: string } }[];
      }>(),
    };
  }

  const resetMails = (email: string) =>
    mailer.sent.filter((m) => m.to === email && m.kind === NotificationKind.PASSWORD_RESET);

  /** The link of the n-th reset mail to `email` (mail goes out after the answer, so wait for it). */
  async function mailedLink(email: string, nth = 1): Promise<URL> {
    const deadline = Date.now() + MAIL_WAIT_MS;
    while (resetMails(email).length < nth) {
      if (Date.now() > deadline) throw new Error(`No reset mail #${nth} reached ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const text = resetMails(email)[nth - 1]?.text ?? '';
    const match = /(http\S+\/auth\/reset-password\?token=[\w-]+)/.exec(text);
    if (!match?.[1]) throw new Error(`The reset mail holds no link: ${text}`);
    return new URL(match[1]);
  }

  it('should answer an unknown address exactly as a known one, and mail only the known one', async () => {
    const account = await signUp(sut);
    const unknown = buildEmail('nobody');
    const known = await requestReset(account.email);
    const stranger = await requestReset(unknown);

    expect(known.body.data?.requestPasswordReset).toBe(PASSWORD_RESET_REQUESTED_MESSAGE);
    expect(stranger.text).toBe(known.text);
    await mailedLink(account.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailer.sent.filter((m) => m.to === unknown)).toHaveLength(0);
  });

  it('should set the new password with the link, sign in with it, and refuse the link a second time', async () => {
    const account = await signUp(sut);
    await requestReset(account.email);
    const token = (await mailedLink(account.email)).searchParams.get('token');

    const browser = sut.client();
    expect(
      expectOk(
        await browser.gql<{ resetPassword: { account: { email: string } } }>(RESET, {
          t: token,
          p: NEW_PASSWORD,
        }),
      ).resetPassword.account.email,
    ).toBe(account.email);
    expect(expectOk(await browser.gql<{ me: unknown }>(ME)).me).not.toBeNull();
    expect(errorCode(await logIn(sut.client(), account.email, STRONG_PASSWORD))).toBe('UNAUTHENTICATED');
    expectOk(await logIn(sut.client(), account.email, NEW_PASSWORD));

    const again = await sut.client().gql(RESET, { t: token, p: 'Another#Password9' });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.message).toBe(USED);
    expectOk(await logIn(sut.client(), account.email, NEW_PASSWORD));
  });

  it('should count a password set through the link as chosen by an account single sign-on made', async () => {
    const account = await signUp(sut);
    // As single sign-on and SCIM make accounts: a random password nobody knows.
    await sql(sut, 'update control.accounts set password_chosen = false where id = ?', [account.id]);
    const hasPassword = async () =>
      expectOk(await account.client.gql<{ me: { account: { hasPassword: boolean } } }>(HAS_PASSWORD)).me
        .account.hasPassword;
    expect(await hasPassword()).toBe(false);

    await requestReset(account.email);
    const token = (await mailedLink(account.email)).searchParams.get('token');
    expectOk(await sut.client().gql(RESET, { t: token, p: NEW_PASSWORD }));
    expectOk(await logIn(account.client, account.email, NEW_PASSWORD));
    expect(await hasPassword()).toBe(true);
  });

  it('should store only a hash of the link, and make an older link stop working when a new one is asked for', async () => {
    const account = await signUp(sut);
    await requestReset(account.email);
    const first = (await mailedLink(account.email, 1)).searchParams.get('token') ?? '';
    const stored = await sql<{ token_hash: string }>(
      sut,
      `select token_hash from control.sessions where account_id = ? and kind = 'password-reset'`,
      [account.id],
    );
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(first).digest('hex') }]);

    await requestReset(account.email);
    const second = (await mailedLink(account.email, 2)).searchParams.get('token');
    const old = await sut.client().gql(RESET, { t: first, p: NEW_PASSWORD });
    expect(errorCode(old)).toBe('BAD_USER_INPUT');
    expect(old.errors?.[0]?.message).toBe(USED);
    expectOk(await sut.client().gql(RESET, { t: second, p: NEW_PASSWORD }));
  });

  it('should refuse an expired link with BAD_USER_INPUT and keep the old password', async () => {
    const account = await signUp(sut);
    await requestReset(account.email);
    const token = (await mailedLink(account.email)).searchParams.get('token');
    await sql(
      sut,
      `update control.sessions set expires_at = now() - interval '1 second'
       where account_id = ? and kind = 'password-reset'`,
      [account.id],
    );

    const response = await sut.client().gql(RESET, { t: token, p: NEW_PASSWORD });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(EXPIRED);
    expectOk(await logIn(sut.client(), account.email, STRONG_PASSWORD));
  });

  it('should refuse a weak new password naming the field, and leave the link working', async () => {
    const account = await signUp(sut);
    await requestReset(account.email);
    const token = (await mailedLink(account.email)).searchParams.get('token');

    const weak = await sut.client().gql(RESET, { t: token, p: 'short' });
    expect(errorCode(weak)).toBe('BAD_USER_INPUT');
    expect(weak.errors?.[0]?.message).toBe('Password must be at least 12 characters long.');
    expectOk(await sut.client().gql(RESET, { t: token, p: NEW_PASSWORD }));
  });

  describe('in a workspace', () => {
    let workspace: BuiltWorkspace;

    beforeAll(async () => {
      workspace = await signUpAndCreateWorkspace(sut);
    });

    it('should end every other session but keep API tokens, and write an audit entry and an event', async () => {
      const { manager } = workspace;
      const token = await buildApiToken(manager.client);
      const otherBrowser = sut.client();
      expectOk(await logIn(otherBrowser, manager.email, manager.password));
      expect(expectOk(await otherBrowser.gql<{ me: unknown }>(ME)).me).not.toBeNull();

      // Asked on the workspace's host, the link leads back to it.
      await requestReset(manager.email, randomIp(), workspace.host);
      const link = await mailedLink(manager.email);
      expect(link.hostname).toBe(`${workspace.subdomain}.localhost`);
      const browser = sut.client(workspace.subdomain);
      expectOk(await browser.gql(RESET, { t: link.searchParams.get('token'), p: NEW_PASSWORD }));

      expect(expectOk(await otherBrowser.gql<{ me: unknown }>(ME)).me).toBeNull();
      expect(expectOk(await manager.client.gql<{ me: unknown }>(ME)).me).toBeNull();
      expect(expectOk(await browser.gql<{ me: unknown }>(ME)).me).not.toBeNull();
      const tokenClient = sut.client(workspace.subdomain);
      tokenClient.bearer = token.secret;
      expect(
        expectOk(await tokenClient.gql<{ workspace: { id: string } }>('{ workspace { id } }')).workspace.id,
      ).toBe(workspace.id);

      const schema = await workspaceSchema(sut, workspace);
      const audit = await sql<{ action: string; new_value: { endedSessions: number } }>(
        sut,
        `select action, new_value from ${schema}.audit_entries where object_id = ? and action = 'PASSWORD_RESET'`,
        [manager.id],
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]?.new_value.endedSessions).toBeGreaterThanOrEqual(2);
      const events = await sql<{ payload: { accountId: string } }>(
        sut,
        'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
        [workspace.id, 'account.password_reset'],
      );
      expect(events.map((e) => e.payload.accountId)).toEqual([manager.id]);
    });
  });

  describe('rate limits', () => {
    it(`should refuse the ${PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR + 1}th request for one address within an hour, known or not`, async () => {
      const account = await signUp(sut);
      const unknown = buildEmail('nobody');
      for (const email of [account.email, unknown]) {
        for (let i = 0; i < PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR; i++) {
          expect((await requestReset(email)).body.data?.requestPasswordReset).toBe(
            PASSWORD_RESET_REQUESTED_MESSAGE,
          );
        }
        const refused = await requestReset(email);
        expect(refused.body.errors?.[0]?.extensions.errorCode).toBe('TOO_MANY_REQUESTS');
      }
      const knownRefusal = await requestReset(account.email);
      const unknownRefusal = await requestReset(unknown);
      expect(unknownRefusal.text).toBe(knownRefusal.text);
    });

    it(`should refuse a source address its ${PASSWORD_RESET_MAX_PER_CLIENT_PER_HOUR + 1}th request within an hour, whatever addresses it names`, async () => {
      const from = randomIp();
      for (let i = 0; i < PASSWORD_RESET_MAX_PER_CLIENT_PER_HOUR; i++) {
        expect((await requestReset(buildEmail('spray'), from)).body.data?.requestPasswordReset).toBe(
          PASSWORD_RESET_REQUESTED_MESSAGE,
        );
      }
      const refused = await requestReset(buildEmail('spray'), from);
      expect(refused.body.errors?.[0]?.extensions.errorCode).toBe('TOO_MANY_REQUESTS');
      // Another source address is not held back.
      expect((await requestReset(buildEmail('spray'))).body.data?.requestPasswordReset).toBe(
        PASSWORD_RESET_REQUESTED_MESSAGE,
      );
    });
  });
});

/** A documentation-range IPv4 address (RFC 5737) unlikely to repeat within a suite. */
function randomIp(): string {
  const bytes = randomUUID().replace(/-/g, '');
  return `198.51.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}`;
}

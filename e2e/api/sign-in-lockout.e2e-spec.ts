import {
  ACCOUNT_LOCKOUT_FAILURES,
  LogMailer,
  NotificationKind,
  SIGN_IN_FREE_FAILURES,
} from '@fieldnote/core';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { BEHIND_A_PROXY } from './behind-a-proxy';
import { type BuiltAccount, buildEmail, expectOk, signUp, sql } from './factories';

const LOG_IN =
  'mutation($e: String!, $p: String!) { logIn(input: { email: $e, password: $p }) { account { email } } }';
const UNLOCK = 'mutation($t: String!) { unlockAccount(token: $t) { account { email } } }';
const LOCKED_MESSAGE =
  'Password sign-in to this account is paused after too many failed attempts. Its owner has been e-mailed a link to sign in.';

interface Attempt {
  code: string | undefined;
  message: string | undefined;
}

/** Signs in on the root domain as if from `address` (the server trusts X-Forwarded-For from its proxy). */
async function logInFrom(
  sut: TestServer,
  address: string,
  email: string,
  password: string,
): Promise<Attempt> {
  const response = await sut.client().http('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: LOG_IN, variables: { e: email, p: password } }),
  });
  const error = response.json<{ errors?: { message: string; extensions: { errorCode: string } }[] }>()
    .errors?.[0];
  return { code: error?.extensions.errorCode, message: error?.message };
}

const wrong = (i: number) => `Wrong#Guess${i}xx`;

/** How far ahead a failure is dated so that a busy machine cannot outwait the delay it checks. */
const AHEAD = 600;

/** The seconds a TOO_MANY_REQUESTS answer asks the address to wait. */
function retryAfterSeconds(attempt: Attempt): number {
  expect(attempt.code).toBe('TOO_MANY_REQUESTS');
  const match =
    /^Too many failed sign-in attempts from your network\. Please try again in (\d+) seconds?\.$/.exec(
      attempt.message ?? '',
    );
  if (!match) throw new Error(`Unexpected message: ${attempt.message}`);
  return Number(match[1]);
}

describe('sign-in lockout', () => {
  let sut: TestServer;
  let mailer: LogMailer;

  beforeAll(async () => {
    sut = await sharedTestServer(BEHIND_A_PROXY);
    mailer = sut.server.built.platform.mailer as LogMailer;
  });
  afterAll(async () => {
    // Whatever the test did, the server still answers.
    expect((await sut.client().http('/ping')).status).toBe(200);
    await sut.close();
  });

  const lockoutMails = (email: string) =>
    mailer.sent.filter((m) => m.to === email && m.kind === NotificationKind.ACCOUNT_LOCKOUT);

  /** The failures of many other addresses, all but the last one that locks the account. */
  const failuresFromManyAddresses = async (email: string, count: number) => {
    await sql(
      sut,
      `insert into control.rate_limit_hits (bucket, key) select 'login-account', ? from generate_series(1, ?)`,
      [email, count],
    );
  };

  /**
   * Moves the failures of `email` from `address` AHEAD seconds into the future (keeping their count
   * and spacing), so the address must still wait `delay + AHEAD` seconds however slowly this machine
   * reaches the next request.
   */
  const failedAhead = (email: string, address: string) =>
    sql(
      sut,
      `update control.rate_limit_hits set at = at + make_interval(secs => ?) where bucket = 'login-client' and key = ?`,
      [AHEAD, `${email}|${address}`],
    );

  /** Moves the failures of `email` from `address` back so the latest was `seconds` ago, as if the address had waited. */
  const waited = (email: string, address: string, seconds: number) =>
    sql(
      sut,
      `update control.rate_limit_hits set at = at - ((select max(at) from control.rate_limit_hits
         where bucket = 'login-client' and key = ?) - (now() - make_interval(secs => ?)))
       where bucket = 'login-client' and key = ?`,
      [`${email}|${address}`, seconds, `${email}|${address}`],
    );

  const lockAccount = async (owner: BuiltAccount) => {
    await failuresFromManyAddresses(owner.email, ACCOUNT_LOCKOUT_FAILURES - 1);
    expect((await logInFrom(sut, '192.0.2.200', owner.email, wrong(0))).code).toBe('UNAUTHENTICATED');
  };

  const unlockToken = (email: string): string => {
    const [mail] = lockoutMails(email);
    const link = /(http\S+\/auth\/unlock\?token=\S+)/.exec(mail?.text ?? '')?.[1];
    if (!link) throw new Error(`No unlock link mailed to ${email}`);
    return new URL(link).searchParams.get('token') ?? '';
  };

  it('should still let the owner in from another address when a stranger sent 10 wrong passwords from one address', async () => {
    const owner = await signUp(sut);
    for (let i = 0; i < 10; i++) {
      const attempt = await logInFrom(sut, '203.0.113.7', owner.email, wrong(i));
      expect(['UNAUTHENTICATED', 'TOO_MANY_REQUESTS']).toContain(attempt.code);
    }
    expect(await logInFrom(sut, '198.51.100.2', owner.email, owner.password)).toEqual({
      code: undefined,
      message: undefined,
    });
    expect(lockoutMails(owner.email)).toEqual([]);
  });

  it('should make one address wait 1 s, 2 s, 4 s between attempts when it keeps failing', async () => {
    const owner = await signUp(sut);
    const stranger = '203.0.113.8';
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++)
      expect((await logInFrom(sut, stranger, owner.email, wrong(i))).code).toBe('UNAUTHENTICATED');
    for (const seconds of [1, 2, 4]) {
      const dated = performance.now();
      await failedAhead(owner.email, stranger);
      const wait = retryAfterSeconds(await logInFrom(sut, stranger, owner.email, wrong(seconds)));
      // delay + AHEAD, less the whole seconds that passed since the failure was dated (none on a
      // machine that is not overloaded, so the growth 1 s, 2 s, 4 s shows exactly).
      const passed = Math.floor((performance.now() - dated) / 1000);
      expect(wait).toBeLessThanOrEqual(seconds + AHEAD);
      expect(wait).toBeGreaterThanOrEqual(seconds + AHEAD - passed);
      await waited(owner.email, stranger, seconds);
      expect((await logInFrom(sut, stranger, owner.email, wrong(seconds))).code).toBe('UNAUTHENTICATED');
    }
    // The throttled address waits even with the right password; the owner's own address does not.
    await failedAhead(owner.email, stranger);
    expect((await logInFrom(sut, stranger, owner.email, owner.password)).code).toBe('TOO_MANY_REQUESTS');
    expect((await logInFrom(sut, '198.51.100.3', owner.email, owner.password)).code).toBeUndefined();
  });

  it('should lock password sign-in and mail the owner exactly once when failures from many addresses reach the lockout', async () => {
    const owner = await signUp(sut);
    await failuresFromManyAddresses(owner.email, ACCOUNT_LOCKOUT_FAILURES - 1);
    // The last failures arrive at once from several addresses: one of them locks, one mail goes out.
    const attempts = await Promise.all(
      [1, 2, 3, 4].map((i) => logInFrom(sut, `192.0.2.${i}`, owner.email, wrong(i))),
    );
    for (const attempt of attempts) expect(['UNAUTHENTICATED', 'TOO_MANY_REQUESTS']).toContain(attempt.code);
    expect(await logInFrom(sut, '198.51.100.4', owner.email, owner.password)).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: LOCKED_MESSAGE,
    });
    for (let i = 0; i < 3; i++) await logInFrom(sut, `192.0.2.${10 + i}`, owner.email, wrong(i));
    const mails = lockoutMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${new URL(sut.address).port}/auth/unlock?token=`);
  });

  it('should sign the owner in and lift the lock once and only once when the mailed link is used', async () => {
    const owner = await signUp(sut);
    await lockAccount(owner);
    const token = unlockToken(owner.email);
    const browser = sut.client();
    const unlocked = await browser.gql<{ unlockAccount: { account: { email: string } } }>(UNLOCK, {
      t: token,
    });
    expect(expectOk(unlocked).unlockAccount.account.email).toBe(owner.email);
    expect(browser.sessionCookie).toMatch(/^fieldnote_session=.+/);
    const me = expectOk(
      await browser.gql<{ me: { account: { email: string } } }>('{ me { account { email } } }'),
    );
    expect(me.me.account.email).toBe(owner.email);

    const again = await sut.client().gql(UNLOCK, { t: token });
    expect(errorCode(again)).toBe('UNAUTHENTICATED');
    expect(again.errors?.[0]?.message).toBe(
      'This unlock link has expired or was already used. Sign in, or wait for a new link.',
    );
    // The lock is lifted: the password works again, from any address.
    expect((await logInFrom(sut, '198.51.100.5', owner.email, owner.password)).code).toBeUndefined();
  });

  it('should refuse an expired unlock link and keep the lock', async () => {
    const owner = await signUp(sut);
    await lockAccount(owner);
    const token = unlockToken(owner.email);
    await sql(
      sut,
      `update control.sessions set expires_at = now() - interval '1 second' where kind = 'unlock-link' and account_id = ?`,
      [owner.id],
    );
    const response = await sut.client().gql(UNLOCK, { t: token });
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
    expect((await logInFrom(sut, '198.51.100.6', owner.email, owner.password)).message).toBe(LOCKED_MESSAGE);
  });

  it('should store the unlock link only as a hash', async () => {
    const owner = await signUp(sut);
    await lockAccount(owner);
    const token = unlockToken(owner.email);
    const rows = await sql<{ token_hash: string }>(
      sut,
      `select token_hash from control.sessions where kind = 'unlock-link' and account_id = ?`,
      [owner.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('should answer a locked unknown address like a locked account and mail nobody', async () => {
    const email = buildEmail('nobody');
    await failuresFromManyAddresses(email, ACCOUNT_LOCKOUT_FAILURES);
    expect(await logInFrom(sut, '198.51.100.7', email, wrong(1))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: LOCKED_MESSAGE,
    });
    expect(mailer.sent.filter((m) => m.to === email)).toEqual([]);
  });
});

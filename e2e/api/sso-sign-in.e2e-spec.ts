import { randomUUID } from 'node:crypto';
import { httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import {
  type TestOpenIdProvider,
  startTestOpenIdProvider,
} from '../../services/all-in-one/src/testing/test-openid-provider';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  addMember,
  buildEmail,
  confirmEmail,
  expectOk,
  signUp,
  signUpAndCreateWorkspace,
  sql,
} from './factories';
import { SsoBrowser } from './sso-browser';

const CLIENT_SECRET = 'sso-sign-in-client-secret';
const SAVE = 'mutation($input: SsoSettingsInput!) { saveSsoSettings(input: $input) { issuer } }';

describe('SSO sign-in (OIDC authorization code flow with PKCE)', () => {
  let sut: TestServer;
  let idp: TestOpenIdProvider;
  let workspace: BuiltWorkspace;
  let port: string;

  const hostOf = (ws: BuiltWorkspace) => `${ws.subdomain}.localhost:${port}`;
  const callbackOf = (ws: BuiltWorkspace) => `http://${hostOf(ws)}/api/sso/oidc/callback`;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    port = new URL(sut.address).port;
    workspace = await signUpAndCreateWorkspace(sut);
    idp = await startTestOpenIdProvider([
      { client_id: 'fieldnote', client_secret: CLIENT_SECRET, redirect_uris: [callbackOf(workspace)] },
    ]);
    await saveSettings({});
  });
  afterAll(async () => {
    await idp.close();
    await sut.close();
  });

  async function saveSettings(overrides: Record<string, unknown>) {
    expectOk(
      await workspace.manager.client.gql(SAVE, {
        input: {
          issuer: idp.issuer,
          clientId: 'fieldnote',
          clientSecret: CLIENT_SECRET,
          defaultRole: 'CONTRIBUTOR',
          trustIssuerEmails: false,
          ...overrides,
        },
      }),
    );
  }

  /** A person at the IdP, with a login name of their own. */
  function idpAccount(overrides: { email?: string; email_verified?: boolean; name?: string } = {}) {
    const sub = `person-${randomUUID()}`;
    idp.accounts.set(sub, {
      sub,
      email: overrides.email ?? buildEmail('sso'),
      email_verified: overrides.email_verified ?? true,
      name: overrides.name ?? 'Sam Single-Sign-On',
    });
    return idp.accounts.get(sub)!;
  }

  /** From `url`, goes through the IdP's real login page (as `login`) and consent page; the URL it ends on. */
  async function throughIdp(browser: SsoBrowser, url: string, login: string): Promise<string> {
    let step = await browser.follow(url);
    for (let page = 0; page < 3 && step.response.status === 200; page += 1) {
      const html = step.response.text;
      if (html.includes('name="login"'))
        step = await browser.submitForm(step.url, html, { login, password: 'any password' });
      else if (html.includes('value="consent"')) step = await browser.submitForm(step.url, html);
      else break;
    }
    return step.url;
  }

  /** Starts SSO on the workspace host and signs in at the IdP; where it lands and the callback it took. */
  async function signInWithSso(browser: SsoBrowser, login: string, origin = '/projects') {
    const start = `http://${hostOf(workspace)}/api/sso/oidc/start?origin=${encodeURIComponent(origin)}&source=web`;
    const landedOn = await throughIdp(browser, start, login);
    const callback = browser.visited.find((u) => u.startsWith(callbackOf(workspace)));
    return { landedOn, callback };
  }

  /** The signed-in account on the workspace host with the browser's session cookie. */
  async function viewer(browser: SsoBrowser) {
    const session = browser.cookie(hostOf(workspace), 'fieldnote_session');
    if (!session) return null;
    const response = await httpRequest(`${sut.address}/api/graphql`, {
      method: 'POST',
      headers: {
        host: hostOf(workspace),
        cookie: `fieldnote_session=${session}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ query: '{ me { role account { id email name hasPassword } } }' }),
    });
    return response.json<{
      data: {
        me: {
          role: string;
          account: { id: string; email: string; name: string; hasPassword: boolean };
        } | null;
      };
    }>().data.me;
  }

  it('should sign a new person in and make them a member with the default role when the IdP verified their e-mail', async () => {
    const person = idpAccount({ name: 'Noor Newcomer' });
    const browser = new SsoBrowser(sut.address);
    const { landedOn } = await signInWithSso(browser, person.sub, '/projects?tab=recent');
    expect(landedOn).toBe(`http://${hostOf(workspace)}/projects?tab=recent`);
    // The account single sign-on made has a random password nobody knows: the account page offers a
    // mailed link to set one instead of asking for it.
    expect(await viewer(browser)).toMatchObject({
      role: 'CONTRIBUTOR',
      account: { email: person.email, name: 'Noor Newcomer', hasPassword: false },
    });
  });

  it('should report SSO and its issuer in the team environment when a connection is saved', async () => {
    const response = await httpRequest(`${sut.address}/team-environment/${workspace.subdomain}`, {
      headers: { host: 'localhost' },
    });
    expect(response.json()).toMatchObject({
      ssoAuthEnabled: true,
      oidcIssuer: idp.issuer,
      passwordAuthEnabled: true,
    });
  });

  it('should link an existing account with the same confirmed e-mail instead of creating another', async () => {
    const existing = await signUp(sut);
    await confirmEmail(sut, existing);
    const person = idpAccount({ email: existing.email.toUpperCase() });
    const browser = new SsoBrowser(sut.address);
    await signInWithSso(browser, person.sub);
    expect((await viewer(browser))?.account).toMatchObject({ id: existing.id, hasPassword: true });
    const rows = await sql(sut, 'select id from control.accounts where email = ?', [existing.email]);
    expect(rows).toHaveLength(1);
  });

  it('should refuse to link an account whose e-mail was never confirmed (someone may have registered it)', async () => {
    const squatter = await signUp(sut);
    const person = idpAccount({ email: squatter.email });
    const browser = new SsoBrowser(sut.address);
    const { landedOn } = await signInWithSso(browser, person.sub);
    expect(landedOn).toBe(`http://${hostOf(workspace)}/auth/login?ssoError=ACCOUNT_NOT_CONFIRMED`);
    expect(await viewer(browser)).toBeNull();
  });

  it('should refuse an unverified e-mail unless the workspace trusts the issuer', async () => {
    const person = idpAccount({ email_verified: false });
    const refused = await signInWithSso(new SsoBrowser(sut.address), person.sub);
    expect(refused.landedOn).toBe(`http://${hostOf(workspace)}/auth/login?ssoError=EMAIL_NOT_VERIFIED`);
    expect(await sql(sut, 'select id from control.accounts where email = ?', [person.email])).toHaveLength(0);
    await saveSettings({ trustIssuerEmails: true, clientSecret: null });
    try {
      const browser = new SsoBrowser(sut.address);
      await signInWithSso(browser, person.sub);
      expect((await viewer(browser))?.account.email).toBe(person.email);
    } finally {
      await saveSettings({ trustIssuerEmails: false, clientSecret: null });
    }
  });

  it('should refuse a replayed callback (the state is single use)', async () => {
    const person = idpAccount();
    const browser = new SsoBrowser(sut.address);
    const { callback } = await signInWithSso(browser, person.sub);
    expect(await viewer(browser)).not.toBeNull();
    const replay = new SsoBrowser(sut.address);
    // Even with this browser's xsrf cookie the state was used up by the first callback.
    const again = await browser.request(callback!);
    expect(again.headers.location).toBe('/auth/login?ssoError=INVALID_STATE');
    const elsewhere = await replay.request(callback!);
    expect(elsewhere.headers.location).toBe('/auth/login?ssoError=INVALID_STATE');
  });

  it("should refuse a callback carried to another browser (login CSRF: the state is not that browser's)", async () => {
    const person = idpAccount();
    const victim = new SsoBrowser(sut.address);
    const attacker = new SsoBrowser(sut.address);
    // The attacker goes through the IdP but stops before the callback, and gets the victim to open it.
    attacker.stopBefore = (url) => url.startsWith(callbackOf(workspace));
    const callback = await throughIdp(
      attacker,
      `http://${hostOf(workspace)}/api/sso/oidc/start?origin=/`,
      person.sub,
    );
    expect(callback).toContain('code=');
    const opened = await victim.request(callback);
    expect(opened.headers.location).toBe('/auth/login?ssoError=INVALID_STATE');
    expect(victim.cookie(hostOf(workspace), 'fieldnote_session')).toBeUndefined();
  });

  it('should refuse an ID token whose nonce is not the one sent', async () => {
    const person = idpAccount();
    const browser = new SsoBrowser(sut.address);
    // Stop at the IdP's login page, then change the nonce kept for this sign-in: the IdP echoes the
    // one it was sent, which no longer matches.
    const atIdp = await browser.follow(`http://${hostOf(workspace)}/api/sso/oidc/start?origin=/`);
    expect(atIdp.response.text).toContain('name="login"');
    await sql(sut, `update control.sso_sign_in_states set nonce = 'another-nonce' where team_id = ?`, [
      workspace.id,
    ]);
    const url = await throughIdp(browser, atIdp.url, person.sub);
    expect(url).toBe(`http://${hostOf(workspace)}/auth/login?ssoError=INVALID_RESPONSE`);
    expect(await viewer(browser)).toBeNull();
  });

  it('should refuse an ID token issued for another client (wrong audience)', async () => {
    const person = idpAccount();
    idp.tamperIdTokens((claims) => ({ ...claims, aud: 'another-client' }));
    try {
      const browser = new SsoBrowser(sut.address);
      const { landedOn } = await signInWithSso(browser, person.sub);
      expect(landedOn).toBe(`http://${hostOf(workspace)}/auth/login?ssoError=INVALID_RESPONSE`);
      expect(await viewer(browser)).toBeNull();
    } finally {
      idp.tamperIdTokens(null);
    }
  });

  it('should refuse an expired ID token', async () => {
    const person = idpAccount();
    const now = Math.floor(Date.now() / 1000);
    idp.tamperIdTokens((claims) => ({ ...claims, iat: now - 7200, exp: now - 3600 }));
    try {
      const browser = new SsoBrowser(sut.address);
      const { landedOn } = await signInWithSso(browser, person.sub);
      expect(landedOn).toBe(`http://${hostOf(workspace)}/auth/login?ssoError=INVALID_RESPONSE`);
      expect(await viewer(browser)).toBeNull();
    } finally {
      idp.tamperIdTokens(null);
    }
  });

  it('should accept the same tampering hook when it changes nothing (the re-signing itself is valid)', async () => {
    const person = idpAccount();
    idp.tamperIdTokens((claims) => claims);
    try {
      const browser = new SsoBrowser(sut.address);
      await signInWithSso(browser, person.sub);
      expect((await viewer(browser))?.account.email).toBe(person.email);
    } finally {
      idp.tamperIdTokens(null);
    }
  });

  it('should accept ID tokens signed with a new key after the IdP rotates its JWKS', async () => {
    const before = idp.signingKeyId();
    await idp.rotateKeys();
    expect(idp.signingKeyId()).not.toBe(before);
    const person = idpAccount();
    const browser = new SsoBrowser(sut.address);
    await signInWithSso(browser, person.sub);
    expect((await viewer(browser))?.account.email).toBe(person.email);
  });

  it("should record a manager's test sign-in without signing the tested person in or creating an account", async () => {
    const tester = idpAccount();
    const browser = new SsoBrowser(sut.address);
    browser.setCookie(hostOf(workspace), workspace.manager.client.sessionCookie!);
    const start = `http://${hostOf(workspace)}/api/sso/oidc/start?source=test&origin=/settings/authentication`;
    const landedOn = await throughIdp(browser, start, tester.sub);
    expect(landedOn).toBe(`http://${hostOf(workspace)}/settings/authentication?ssoTest=OK`);
    const settings = expectOk(
      await workspace.manager.client.gql<{ ssoSettings: { testSignInSucceededAt: string | null } }>(
        '{ ssoSettings { testSignInSucceededAt } }',
      ),
    ).ssoSettings;
    expect(Date.parse(settings.testSignInSucceededAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await sql(sut, 'select id from control.accounts where email = ?', [tester.email])).toHaveLength(0);
    // The manager's own session is the one they came with.
    expect(browser.cookie(hostOf(workspace), 'fieldnote_session')).toBe(
      workspace.manager.client.sessionCookie!.split('=')[1],
    );

    // A save changes what was tested: the test must pass again.
    await saveSettings({ clientSecret: null });
    const after = expectOk(
      await workspace.manager.client.gql<{ ssoSettings: { testSignInSucceededAt: string | null } }>(
        '{ ssoSettings { testSignInSucceededAt } }',
      ),
    ).ssoSettings;
    expect(after.testSignInSucceededAt).toBeNull();
  });

  it('should report a failed test sign-in on the settings page, not the sign-in page', async () => {
    const unverified = idpAccount({ email_verified: false });
    const browser = new SsoBrowser(sut.address);
    browser.setCookie(hostOf(workspace), workspace.manager.client.sessionCookie!);
    const start = `http://${hostOf(workspace)}/api/sso/oidc/start?source=test&origin=/`;
    const landedOn = await throughIdp(browser, start, unverified.sub);
    expect(landedOn).toBe(`http://${hostOf(workspace)}/settings/authentication?ssoTest=EMAIL_NOT_VERIFIED`);
  });

  it('should refuse a test sign-in to anyone but a signed-in manager', async () => {
    const anonymous = await httpRequest(`${sut.address}/api/sso/oidc/start?source=test`, {
      headers: { host: hostOf(workspace) },
    });
    expect(anonymous.status).toBe(401);
    const contributor = await addMember(sut, workspace, 'CONTRIBUTOR');
    const asContributor = await httpRequest(`${sut.address}/api/sso/oidc/start?source=test`, {
      headers: { host: hostOf(workspace), cookie: contributor.client.sessionCookie! },
    });
    expect(asContributor.status).toBe(403);
    expect(asContributor.headers.location).toBeUndefined();
  });

  it('should answer INVALID_STATE for a callback without a state', async () => {
    const response = await httpRequest(`${sut.address}/api/sso/oidc/callback?code=abc`, {
      headers: { host: hostOf(workspace) },
    });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/auth/login?ssoError=INVALID_STATE');
  });
});

import { randomUUID } from 'node:crypto';
import type {
  TestIdpAccount,
  TestOpenIdProvider,
} from '../../services/all-in-one/src/testing/test-openid-provider';
import { SsoBrowser } from './sso-browser';
import { buildEmail } from './factories';

/**
 * Single sign-on through the test OpenID Provider's real login and consent pages, for the tests of
 * what SSO decides (enforcement, group roles). `serverAddress` is the test server's; `host` the
 * workspace's `<subdomain>.localhost:<port>`.
 */
export class SsoFlow {
  constructor(
    private readonly idp: TestOpenIdProvider,
    private readonly serverAddress: string,
    private readonly host: string,
  ) {}

  /** A person at the IdP with a login name of their own. */
  person(overrides: Partial<Omit<TestIdpAccount, 'sub'>> = {}): TestIdpAccount {
    const sub = `person-${randomUUID()}`;
    const account: TestIdpAccount = {
      sub,
      email: overrides.email ?? buildEmail('sso'),
      email_verified: overrides.email_verified ?? true,
      name: overrides.name ?? 'Sam Single-Sign-On',
      groups: overrides.groups,
    };
    this.idp.accounts.set(sub, account);
    return account;
  }

  /** From `url`, signs in at the IdP as `login` (login page, then consent); the URL it ends on. */
  async throughIdp(browser: SsoBrowser, url: string, login: string): Promise<string> {
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

  /** Signs `login` in with SSO from the workspace host; the browser holds the session after. */
  async signIn(
    login: string,
  ): Promise<{ browser: SsoBrowser; landedOn: string; sessionCookie: string | null }> {
    const browser = new SsoBrowser(this.serverAddress);
    const landedOn = await this.throughIdp(
      browser,
      `http://${this.host}/api/sso/oidc/start?origin=%2Fprojects&source=web`,
      login,
    );
    const session = browser.cookie(this.host, 'fieldnote_session');
    return { browser, landedOn, sessionCookie: session ? `fieldnote_session=${session}` : null };
  }

  /** A manager's test sign-in from /settings/authentication (what enforcement needs); where it lands. */
  async testSignIn(managerCookie: string, login: string): Promise<string> {
    const browser = new SsoBrowser(this.serverAddress);
    browser.setCookie(this.host, managerCookie);
    return this.throughIdp(
      browser,
      `http://${this.host}/api/sso/oidc/start?source=test&origin=/settings/authentication`,
      login,
    );
  }
}

import type { Page } from 'playwright-core';
import {
  type TestOpenIdProvider,
  startTestOpenIdProvider,
} from '../../services/all-in-one/src/testing/test-openid-provider';
import { buildEmail } from '../api/factories';
import { seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';

const SHOTS = '/tmp/sso';

const CLIENT_SECRET = 'browser-suite-client-secret';

describe('Single sign-on, in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, lastScreenshots: `${SHOTS}-last` });
  let idp: TestOpenIdProvider;
  let page: Page;

  beforeAll(async () => {
    idp = await startTestOpenIdProvider([
      {
        client_id: 'fieldnote-web',
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${suite.origin}/api/sso/oidc/callback`],
      },
    ]);
  });
  afterAll(() => idp.close());
  beforeEach(() => ({ page } = suite));

  it('should connect an OpenID Provider in /settings/authentication, pass a test sign-in and let a new person sign in with SSO', async () => {
    await suite.signIn(undefined, { path: '/settings/authentication' });
    await expect(page.getByTestId('sso-redirect-uri').textContent()).resolves.toBe(
      `${suite.origin}/api/sso/oidc/callback`,
    );
    await page.getByLabel('Issuer URL').fill(idp.issuer);
    await page.getByLabel('Client ID').fill('fieldnote-web');
    await page.getByLabel('Client secret').fill(CLIENT_SECRET);
    await page.getByRole('button', { name: 'Save and check the issuer' }).click();
    await page.getByText('Saved. The issuer answered discovery.').waitFor();
    await expect(page.getByText('A secret is saved. Leave empty to keep it.').isVisible()).resolves.toBe(
      true,
    );

    const email = buildEmail('sso-browser');
    idp.accounts.set('robin', { sub: 'robin', email, email_verified: true, name: 'Robin Researcher' });
    // The manager checks the settings end to end with a test sign-in at the provider.
    await page.getByRole('link', { name: 'Test sign-in' }).click();
    await page.locator('input[name="login"]').fill('robin');
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${suite.origin}/settings/authentication?ssoTest=OK`);
    await expect(page.getByTestId('sso-test-result').textContent()).resolves.toBe('Test sign-in succeeded.');
    await page.getByText('The last test sign-in succeeded on').waitFor();
    await page.screenshot({ path: `${SHOTS}-settings.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    const visitor = await suite.newPage();
    await visitor.goto(`${suite.origin}/auth/login`);
    await visitor.getByTestId('sso-sign-in').waitFor();
    expect(await seriousAxeViolations(visitor)).toEqual([]);
    await visitor.getByTestId('sso-sign-in').click();
    // The provider's own login and consent pages.
    await visitor.locator('input[name="login"]').fill('robin');
    await visitor.locator('input[name="password"]').fill('any password');
    await visitor.getByRole('button', { name: 'Sign-in' }).click();
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.waitForURL(new RegExp(`^${suite.origin.replace(/\./g, '\\.')}/`));
    await visitor.waitForLoadState('networkidle');
    expect(new URL(visitor.url()).pathname).not.toMatch(/^\/auth\//);
    await visitor.screenshot({ path: `${SHOTS}-signed-in.png` });
    const me = await visitor.evaluate(async () => {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { role account { email name } } }' }),
      });
      return ((await response.json()) as { data: { me: unknown } }).data.me;
    });
    expect(me).toEqual({ role: 'VIEWER', account: { email, name: 'Robin Researcher' } });

    // Robin has no Fieldnote password (single sign-on made the account): the account page offers a
    // mailed link to set one instead of asking for a current password.
    await visitor.goto(`${suite.origin}/settings/user/account`);
    const password = visitor.getByRole('region', { name: 'Password' });
    await password.getByText('You sign in with single sign-on').waitFor();
    expect(await password.getByLabel('Current password').count()).toBe(0);
    await visitor
      .getByRole('region', { name: 'E-mail address' })
      .getByText('asks for your Fieldnote password: set one first')
      .waitFor();
    expect(await visitor.getByLabel('Current password').count()).toBe(0);
    await password.getByRole('button', { name: 'E-mail me a link to set a password' }).click();
    await visitor.getByText(/we sent a link to set a new password/).waitFor();
    await visitor.screenshot({ path: `${SHOTS}-no-password.png`, fullPage: true });
  });

  it('should explain on the sign-in page why an SSO sign-in was refused', async () => {
    await page.goto(`${suite.origin}/auth/login?ssoError=EMAIL_NOT_VERIFIED`);
    await page.getByText('Your identity provider has not verified your e-mail address.').waitFor();
  });
});

import type { Page } from 'playwright-core';
import {
  type TestOpenIdProvider,
  startTestOpenIdProvider,
} from '../../services/all-in-one/src/testing/test-openid-provider';
import { expectOk } from '../api/factories';
import { SsoFlow } from '../api/sso-flow';
import { seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';

const SHOTS = '/tmp/sso-enforcement';
const CLIENT_SECRET = 'browser-enforcement-client-secret';
const PHONE = { width: 390, height: 844 };
const ENFORCE =
  'mutation($input: SsoEnforcementInput!) { saveSsoEnforcement(input: $input) { ssoEnforced } }';

describe('SSO enforcement and /settings/security, in the browser', () => {
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
    const manager = suite.workspace.manager;
    expectOk(
      await manager.client.gql(
        'mutation($input: SsoSettingsInput!) { saveSsoSettings(input: $input) { issuer } }',
        {
          input: {
            issuer: idp.issuer,
            clientId: 'fieldnote-web',
            clientSecret: CLIENT_SECRET,
            defaultRole: 'VIEWER',
            trustIssuerEmails: false,
          },
        },
      ),
    );
    // The manager's test sign-in at the provider, which requiring SSO needs.
    const sso = new SsoFlow(idp, suite.sut.address, new URL(suite.origin).host);
    const tester = sso.person();
    expect(await sso.testSignIn(manager.client.sessionCookie!, tester.sub)).toBe(
      `${suite.origin}/settings/authentication?ssoTest=OK`,
    );
  });
  afterAll(() => idp.close());
  beforeEach(() => ({ page } = suite));

  const enforcement = (ssoEnforced: boolean) =>
    suite.workspace.manager.client.gql(ENFORCE, {
      input: { ssoEnforced, breakGlassAccountIds: ssoEnforced ? [suite.workspace.manager.id] : [] },
    });

  it('should let a manager require SSO with a break-glass manager, set session lifetimes and map IdP groups on /settings/security', async () => {
    expectOk(await enforcement(false));
    await suite.signIn(undefined, { path: '/settings/security' });
    await page.getByRole('heading', { name: 'Require single sign-on' }).waitFor();

    await page.getByLabel('Require SSO for this workspace').check();
    await page.getByLabel('Break-glass managers').click();
    await page.getByRole('option', { name: new RegExp(suite.workspace.manager.email) }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('sso-enforced-notice').waitFor();

    await page.getByTestId('idle-lifetime').fill('60');
    await page.getByTestId('absolute-lifetime').fill('720');
    await page.getByRole('button', { name: 'Save lifetimes' }).click();
    await page.getByText('Session lifetimes saved. Sessions past them have ended.').waitFor();

    await page.getByRole('button', { name: 'Add mapping' }).click();
    await page.getByLabel('Group name').fill('fieldnote-admins');
    await page.getByLabel('Role').last().click();
    await page.getByRole('option', { name: /Manager/i }).click();
    await page.getByRole('button', { name: 'Save mappings' }).click();
    await page.getByText('Mappings saved. They apply at the next sign-in or SCIM change.').waitFor();

    await page.reload();
    await expect(page.getByTestId('idle-lifetime').inputValue()).resolves.toBe('60');
    await expect(page.getByLabel('Group name').inputValue()).resolves.toBe('fieldnote-admins');
    await page.getByTestId('sso-enforced-notice').waitFor();
    await page.screenshot({ path: `${SHOTS}-settings-desktop.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}-settings-phone.png`, fullPage: true });
  });

  it('should replace the password form with "Sign in with SSO" while SSO is required, and let a break-glass manager in with a password', async () => {
    expectOk(await enforcement(true));
    const visitor = await suite.newPage(PHONE);
    await visitor.goto(`${suite.origin}/auth/login`);
    await visitor.getByTestId('sso-required').waitFor();
    await expect(visitor.getByTestId('sso-sign-in').isVisible()).resolves.toBe(true);
    await expect(visitor.getByLabel('Password').isVisible()).resolves.toBe(false);
    await visitor.screenshot({ path: `${SHOTS}-sign-in-phone.png`, fullPage: true });
    expect(await seriousAxeViolations(visitor)).toEqual([]);

    await visitor.getByRole('button', { name: 'Break-glass sign-in (managers)' }).click();
    await visitor.getByLabel('E-mail address').fill(suite.workspace.manager.email);
    await visitor.getByLabel('Password').fill(suite.workspace.manager.password);
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visitor.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await visitor.screenshot({ path: `${SHOTS}-break-glass-in.png` });
  });
});

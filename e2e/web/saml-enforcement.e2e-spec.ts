import { type TestSamlIdp, startTestSamlIdp } from '../../services/all-in-one/src/testing/test-saml-idp';
import { httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import { buildEmail, expectOk } from '../api/factories';
import { seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';

const SHOTS = '/tmp/saml-enforcement';

/**
 * A workspace that signs in with SAML and requires single sign-on: the sign-in page's "Sign in with
 * SSO" goes to its SAML identity provider (the protocol in use), not to OpenID Connect.
 */
describe('SSO required with SAML, in the browser', () => {
  const suite = useBrowserSuite({
    env: { SEED_DEMO: 'false' },
    viewport: { width: 1280, height: 900 },
    lastScreenshots: `${SHOTS}-last`,
  });
  let idp: TestSamlIdp;

  beforeAll(async () => {
    idp = await startTestSamlIdp();
    const manager = suite.workspace.manager;
    expectOk(
      await manager.client.gql(
        'mutation($input: SamlSettingsInput!) { saveSamlSettings(input: $input) { configured } }',
        { input: { metadataUrl: idp.metadataUrl, defaultRole: 'VIEWER', trustIdpEmails: true } },
      ),
    );
    const metadata = await httpRequest(`${suite.sut.address}/api/sso/saml/metadata`, {
      headers: { host: new URL(suite.origin).host },
    });
    idp.registerSp(metadata.text);
  });
  afterAll(() => idp?.close());

  it('should send "Sign in with SSO" to the SAML identity provider when the workspace requires SSO', async () => {
    // The manager's test sign-in at the IdP, which requiring SSO needs.
    idp.users.set('tester', { email: buildEmail('saml-tester'), name: 'Tess Tester' });
    const page = await suite.signIn(undefined, { path: '/api/sso/saml/start?origin=%2F&source=test' });
    await page.locator('input[name="login"]').fill('tester');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${suite.origin}/settings/authentication?samlTest=OK`);
    expectOk(
      await suite.workspace.manager.client.gql(
        'mutation($input: SsoEnforcementInput!) { saveSsoEnforcement(input: $input) { ssoEnforced } }',
        { input: { ssoEnforced: true, breakGlassAccountIds: [suite.workspace.manager.id] } },
      ),
    );

    const person = buildEmail('saml-person');
    idp.users.set('person', { email: person, name: 'Pat Person' });
    const visitor = await suite.newPage();
    await visitor.goto(`${suite.origin}/auth/login`);
    await visitor.getByTestId('sso-required').waitFor();
    await visitor.screenshot({ path: `${SHOTS}-sign-in.png`, fullPage: true });
    expect(await seriousAxeViolations(visitor)).toEqual([]);
    await visitor.getByTestId('sso-sign-in').click();
    // The SAML IdP's own login page.
    await visitor.waitForURL((url) => url.href.startsWith(idp.metadataUrl.replace(/\/metadata$/, '/')));
    await visitor.locator('input[name="login"]').fill('person');
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visitor.waitForURL(
      (url) =>
        url.origin === suite.origin &&
        !url.pathname.startsWith('/auth/') &&
        !url.pathname.startsWith('/api/'),
    );
    const me = await visitor.evaluate(async () => {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { role account { email } } }' }),
      });
      return ((await response.json()) as { data: { me: unknown } }).data.me;
    });
    expect(me).toEqual({ role: 'VIEWER', account: { email: person } });
  });
});

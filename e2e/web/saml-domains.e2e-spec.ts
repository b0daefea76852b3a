import type { Page } from 'playwright-core';
import {
  type TestDnsServer,
  startTestDnsServer,
} from '../../services/all-in-one/src/testing/test-dns-server';
import { type TestSamlIdp, startTestSamlIdp } from '../../services/all-in-one/src/testing/test-saml-idp';
import { httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import { buildEmail, uniqueSuffix } from '../api/factories';
import { seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';

const SHOTS = '/tmp/saml-domains';

describe('Verified domains and SAML single sign-on, in the browser', () => {
  // The DNS server starts first: the suite's server is pointed at it (DNS_SERVERS).
  const env: Record<string, string> = { SEED_DEMO: 'false' };
  let dns: TestDnsServer;
  let idp: TestSamlIdp;
  beforeAll(async () => {
    dns = await startTestDnsServer();
    env.DNS_SERVERS = dns.server;
  });
  const suite = useBrowserSuite({ env, lastScreenshots: `${SHOTS}-last` });
  let page: Page;

  beforeAll(async () => {
    idp = await startTestSamlIdp();
  });
  afterAll(async () => {
    await idp?.close();
    await dns?.close();
  });
  beforeEach(() => ({ page } = suite));

  it('should verify a domain by its TXT record, configure SAML and sign a person of the domain in from the root app', async () => {
    const domain = `browser-${uniqueSuffix()}.example`;
    await suite.signIn(undefined, { path: '/settings/authentication' });

    // The domain: added, its TXT record shown to copy, not verified until the record is served.
    await page.getByTestId('domain-input').fill(domain);
    await page.getByRole('button', { name: 'Add domain' }).click();
    const row = page.getByTestId('workspace-domain').filter({ hasText: domain });
    await expect(row.getByTestId('domain-state').textContent()).resolves.toBe('Not verified');
    const [name, value] = await row
      .getByTestId('copy-field')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(name).toBe(`_fieldnote-verification.${domain}`);
    expect(value).toMatch(/^fieldnote-verification=/);
    await row.getByRole('button', { name: 'Check the TXT record' }).click();
    await row.getByText(`No TXT record "${value}" was found at ${name}.`, { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}-domain-pending.png`, fullPage: true });
    dns.records.set(name!, [[value!]]);
    await row.getByRole('button', { name: 'Check the TXT record' }).click();
    await row.getByTestId('domain-state').getByText('Verified', { exact: true }).waitFor();
    await row.getByText('Verified on', { exact: false }).waitFor();

    // SAML: the SP values to copy, the IdP by its metadata URL.
    await page.getByRole('tab', { name: 'SAML 2.0' }).click();
    const sp = page.getByTestId('saml-sp-values').getByTestId('copy-field');
    await expect(
      sp.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).resolves.toEqual([
      `${suite.origin}/api/sso/saml/metadata`,
      `${suite.origin}/api/sso/saml/acs`,
      `${suite.origin}/api/sso/saml/slo`,
      `${suite.origin}/api/sso/saml/metadata`,
    ]);
    await page.getByTestId('saml-metadata-url').fill(idp.metadataUrl);
    await page.getByLabel('Allow sign-in started at the identity provider (a tile in its portal)').check();
    await page.getByRole('button', { name: 'Save and read the metadata' }).click();
    await page.getByText('Saved. The metadata was read.').waitFor();
    await page.getByTestId('saml-idp').getByText(`Saved identity provider: ${idp.entityId}`).waitFor();
    await expect(page.getByTestId('sso-active-protocol').textContent()).resolves.toBe(
      '"Sign in with SSO" uses SAML 2.0.',
    );
    await page.screenshot({ path: `${SHOTS}-settings.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The manager's test sign-in at the IdP (its login form, then its auto-posting form).
    const spMetadata = await httpRequest(`${suite.sut.address}/api/sso/saml/metadata`, {
      headers: { host: new URL(suite.origin).host },
    });
    idp.registerSp(spMetadata.text);
    const tester = buildEmail('tester', domain);
    idp.users.set('tester', { email: tester, name: 'Tess Tester' });
    await page.getByRole('link', { name: 'Test sign-in' }).click();
    await page.locator('input[name="login"]').fill('tester');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${suite.origin}/settings/authentication?samlTest=OK`);
    await expect(page.getByTestId('saml-test-result').textContent()).resolves.toBe(
      'SAML test sign-in succeeded.',
    );

    // A person of the domain, on the root app: their e-mail finds the workspace and its IdP.
    const person = buildEmail('person', domain);
    idp.users.set('person', { email: person, name: 'Pat Person' });
    const visitor = await suite.newPage({ width: 390, height: 844 });
    await visitor.goto(`http://localhost:${suite.port}/auth/login`);
    await visitor.getByTestId('sso-by-domain').click();
    await visitor.getByLabel('Work e-mail').fill(person);
    await visitor.screenshot({ path: `${SHOTS}-root-390.png`, fullPage: true });
    await visitor.getByRole('button', { name: 'Continue with SSO' }).click();
    await visitor.locator('input[name="login"]').fill('person');
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await visitor.waitForURL(new RegExp(`^${suite.origin.replace(/\./g, '\\.')}/`));
    await visitor.waitForLoadState('networkidle');
    expect(new URL(visitor.url()).pathname).not.toMatch(/^\/auth\//);
    const me = await visitor.evaluate(async () => {
      const response = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { role account { email name } } }' }),
      });
      return ((await response.json()) as { data: { me: unknown } }).data.me;
    });
    expect(me).toEqual({ role: 'VIEWER', account: { email: person, name: 'Pat Person' } });

    // IdP-initiated sign-in was allowed with the save; the SP key is rolled in two steps.
    await expect(
      page.getByLabel('Allow sign-in started at the identity provider (a tile in its portal)').isChecked(),
    ).resolves.toBe(true);
    const rotation = page.getByTestId('saml-key-rotation');
    await rotation.getByRole('button', { name: 'Start key rotation' }).click();
    await rotation.getByText('A key rotation is under way', { exact: false }).waitFor();
    await rotation.getByRole('button', { name: 'Finish key rotation' }).click();
    await rotation.getByRole('button', { name: 'Start key rotation' }).waitFor();

    // The settings page at phone width.
    const narrow = await suite.newPage({ width: 390, height: 844 });
    await suite.signIn(undefined, { path: '/settings/authentication', page: narrow });
    await narrow.getByRole('tab', { name: 'SAML 2.0' }).click();
    await narrow.getByTestId('saml-sp-values').waitFor();
    await narrow.screenshot({ path: `${SHOTS}-settings-390.png`, fullPage: true });
  });
});

import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startOwnTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  buildSubdomain,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
} from '../api/factories';
import { buildScimToken } from '../api/scim-client';
import { ensureFrontEndsBuilt, openChromium } from '../web/browser-harness';

const SCREENSHOTS = '/tmp';

describe('Admin console', () => {
  // The server and the browser are shared; each test opens its own browser context (own tab, own
  // session storage) and signs in itself. Tests that change routes do it on a workspace of their own.
  let sut: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let origin: string;

  beforeAll(async () => {
    ensureFrontEndsBuilt();
    sut = await startOwnTestServer();
    // The root domain of the test server is `localhost`, so workspace links read <subdomain>.localhost.
    origin = sut.address.replace('127.0.0.1', 'localhost');
    browser = await openChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
    page = await context.newPage();
    // Fail a step well before Jest's own timeout, with Playwright's explanation.
    page.setDefaultTimeout(10_000);
  });

  afterEach(() => context?.close());

  /** Signs in with the operator token on the sign-in page and waits for the workspace list. */
  async function signIn(): Promise<void> {
    await page.goto(`${origin}/admin/`);
    await page.getByLabel('Your name or e-mail').fill('Olive Operator');
    await page.getByLabel('Operator token').fill(sut.server.built.operatorToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Workspaces', exact: true }).waitFor();
  }

  /** A new workspace, opened in the console after signing in. */
  async function openOwnWorkspace(): Promise<BuiltWorkspace> {
    const workspace = await signUpAndCreateWorkspace(sut);
    await signIn();
    await page.goto(`${origin}/admin/workspaces/${workspace.id}`);
    await page.getByRole('heading', { name: workspace.name }).waitFor();
    return workspace;
  }

  const routeRows = () => page.getByRole('table', { name: 'Tenant routes' }).getByRole('row');

  it('should serve the console under /admin/ and ask for the operator token when signed out', async () => {
    const response = await page.goto(`${origin}/admin/`);
    expect(response?.status()).toBe(200);
    await page.getByLabel('Operator token').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
  });

  it("should show the server's message when the token is wrong", async () => {
    await page.goto(`${origin}/admin/`);
    await page.getByLabel('Your name or e-mail').fill('Olive Operator');
    await page.getByLabel('Operator token').fill('not-the-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'The operator token is not valid.' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-console-sign-in.png` });
  });

  it('should list the demo workspace when signed in with the operator token', async () => {
    await signIn();

    const row = page.getByRole('row').filter({ hasText: 'Demo Research Team' });
    await row.waitFor();
    expect(await row.textContent()).toContain('demo');
    expect(await page.evaluate(() => window.sessionStorage.getItem('fieldnote.operatorToken'))).toBe(
      sut.server.built.operatorToken,
    );
    await page.screenshot({ path: `${SCREENSHOTS}/admin-console-workspaces.png`, fullPage: true });
  });

  it('should filter the grid when searching', async () => {
    await signIn();

    await page.getByLabel('Search by name, subdomain or id').fill('no-such-workspace');
    await page.getByText('No workspace matches “no-such-workspace”.').waitFor();
    await page.getByLabel('Search by name, subdomain or id').fill('research');
    await page.getByRole('row').filter({ hasText: 'Demo Research Team' }).waitFor();
  });

  it('should open the workspace and show its fields, route and address', async () => {
    await signIn();

    await page.getByRole('link', { name: 'Demo Research Team' }).click();
    await page.getByRole('heading', { name: 'Demo Research Team' }).waitFor();
    await page.getByText('demo@fieldnote.dev').waitFor();
    await routeRows().filter({ hasText: 'demo' }).waitFor();
    // A reload of a deep link keeps the screen: the SPA fallback serves it and the token is in the tab.
    await page.reload();
    await page.getByRole('heading', { name: 'Demo Research Team' }).waitFor();
    const open = page.getByRole('link', { name: 'Open workspace' });
    expect(await open.getAttribute('href')).toBe(`${origin.replace('://', '://demo.')}/`);
  });

  it("should show a workspace's single sign-on and SCIM status, without secrets", async () => {
    const workspace = await signUpAndCreateWorkspace(sut);
    const token = await buildScimToken(workspace, 'Okta');
    await signIn();
    await page.goto(`${origin}/admin/workspaces/${workspace.id}`);
    const status = page.getByTestId('workspace-sign-in');
    await status.getByText('Not set up (password sign-in)').waitFor();
    await expect(status.textContent()).resolves.toContain('Live SCIM tokens1');
    await expect(page.content()).resolves.not.toContain(token.secret);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-console-sign-in-status.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/admin-console-sign-in-status-phone.png`, fullPage: true });
  });

  it("should show the server's message when a route is refused", async () => {
    await openOwnWorkspace();

    await page.getByRole('textbox', { name: /^Subdomain/ }).fill('ab');
    await page.getByRole('button', { name: 'Save route' }).click();

    await page
      .getByRole('alert')
      .filter({ hasText: 'A subdomain must be at least 4 characters long.' })
      .waitFor();
    expect(await routeRows().count()).toBe(2);
  });

  it('should add a route and list it when the subdomain is free', async () => {
    const workspace = await openOwnWorkspace();
    const added = buildSubdomain('added');

    await page.getByRole('textbox', { name: /^Subdomain/ }).fill(added);
    await page.getByRole('button', { name: 'Save route' }).click();

    await page.getByText(`Route ${added} saved.`).waitFor();
    await routeRows().filter({ hasText: added }).waitFor();
    expect(await routeRows().count()).toBe(3);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-console-workspace.png`, fullPage: true });
    // The new route answers for the workspace on the server, not only in the console.
    const env = await sut.client().http(`/team-environment/${added}`);
    expect(env.json<{ name: string }>().name).toBe(workspace.name);
  });

  it('should delete a route after confirmation', async () => {
    const workspace = await signUpAndCreateWorkspace(sut);
    const extra = buildSubdomain('extra');
    const put = await sut.client().http('/control/tenant-routes', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${sut.server.built.operatorToken}`,
      },
      body: JSON.stringify({ teamId: workspace.id, subdomain: extra, region: 'US_B' }),
    });
    expect(put.json()).toMatchObject({ status: 'success' });
    await signIn();
    await page.goto(`${origin}/admin/workspaces/${workspace.id}`);
    await routeRows().filter({ hasText: extra }).waitFor();

    await page.getByRole('button', { name: `Delete route ${extra}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete route' }).click();

    await page.getByText(`Route ${extra} deleted.`).waitFor();
    // The dialog hides the page from the accessibility tree until it has closed.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await routeRows().filter({ hasText: extra }).waitFor({ state: 'detached' });
    expect(await routeRows().count()).toBe(2);
    expect((await sut.client().http(`/team-environment/${extra}`)).status).toBe(404);
  });

  it('should create a workspace for an existing account from the dialog', async () => {
    const name = `Console Made ${uniqueSuffix()}`;
    await signIn();

    await page.getByRole('button', { name: 'Create workspace' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Workspace name/).fill(name);
    await dialog.getByLabel(/Owner e-mail/).fill('nobody@example.com');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'No account uses nobody@example.com. Ask the owner to sign up first.' })
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-console-create.png` });
    await dialog.getByLabel(/Owner e-mail/).fill('demo@fieldnote.dev');
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: 'EU_A — Ireland (eu-west-1)' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();

    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('EU_A — Ireland (eu-west-1)').first().waitFor();
  });

  it('should show the current and available regions', async () => {
    await signIn();

    await page.getByRole('link', { name: 'Regions', exact: true }).click();

    await page.getByRole('heading', { name: 'Regions', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Available regions' });
    for (const location of ['North Virginia', 'Ohio', 'Ireland', 'Sydney']) {
      await table.getByRole('cell', { name: location }).waitFor();
    }
    await page.screenshot({ path: `${SCREENSHOTS}/admin-console-regions.png`, fullPage: true });
  });

  it('should save an edited plan as a new version of the catalogue, and say which workspaces are on earlier ones', async () => {
    const workspace = await signUpAndCreateWorkspace(sut);
    // The workspace holds version 1 of Expert program as its billing row (billing is off here, so
    // the row is written as a subscription of a billing-on installation would have left it).
    await sql(
      sut,
      "insert into control.workspace_plans (team_id, plan_reference, plan_version) values (?, 'expert-program', 1)",
      [workspace.id],
    );
    await signIn();
    await page.getByRole('link', { name: 'Plans', exact: true }).click();
    await page.getByRole('heading', { name: 'Plan catalogue' }).waitFor();
    await page.getByRole('button', { name: 'Edit Expert program' }).click();
    await page.getByRole('dialog', { name: 'Edit Expert program (version 1)' }).waitFor();
    // Its title follows the latest version; the dialog stays the one open.
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('maxProjects').fill('-3');
    await dialog
      .getByText('maxProjects must be a whole number of 0 or more, or empty for unlimited.')
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Save as new version' }).isDisabled()).toBe(true);
    await dialog.getByLabel('maxProjects').fill('7');
    await dialog.getByLabel('Description').fill('Pro for experts, seven projects.');
    await dialog.getByRole('button', { name: 'Save as new version' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Version 2 saved.' }).waitFor();
    await page.getByRole('dialog', { name: 'Edit Expert program (version 2)' }).waitFor();
    await dialog.getByText('1 workspace is on an earlier version.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-console-plan-version.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Move them to version 2' }).click();
    await dialog.getByRole('status').filter({ hasText: '1 workspace moved to version 2.' }).waitFor();
    await dialog.getByText('No workspace is on an earlier version.').waitFor();
    const [held] = await sql<{ plan_version: number }>(
      sut,
      'select plan_version from control.workspace_plans where team_id = ?',
      [workspace.id],
    );
    expect(held?.plan_version).toBe(2);
    await dialog.getByRole('button', { name: 'Close' }).click();
    const row = page.getByRole('row').filter({ hasText: 'expert-program' });
    await row.getByRole('gridcell', { name: '2', exact: true }).waitFor();
    const catalogue = await sut.client().http('/control/plans', {
      headers: { authorization: `Bearer ${sut.server.built.operatorToken}` },
    });
    const expert = catalogue
      .json<{
        plans: {
          reference: string;
          version: number;
          description: string;
          entitlements: { maxProjects: number };
        }[];
      }>()
      .plans.find((p) => p.reference === 'expert-program');
    expect(expert).toMatchObject({
      version: 2,
      description: 'Pro for experts, seven projects.',
      entitlements: { maxProjects: 7 },
    });
  });

  it('should forget the token when signing out', async () => {
    await signIn();

    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.getByLabel('Operator token').waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('fieldnote.operatorToken'))).toBeNull();
  });
});

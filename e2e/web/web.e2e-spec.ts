import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../services/all-in-one/src/demo/seed-demo';
import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import { buildEmail, buildSubdomain, signUpAndCreateWorkspace } from '../api/factories';
import { buildFrontEnds, freePort, launchChromium } from './browser-harness';

const SCREENSHOTS = '/tmp';

describe('Member web app', () => {
  // The server and the browser are shared; every test opens its own browser context (own cookies,
  // own page) and signs in itself, so no test runs on the page or session another one left behind.
  // Tests that change data do it in a workspace of their own; the seeded demo is only read.
  let sut: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  let port: string;
  let workspaceOrigin: string;

  beforeAll(async () => {
    // From a clean clone web/dist does not exist yet: build it once.
    buildFrontEnds();
    sut = await startTestServer({ PORT: String(await freePort()) });
    port = new URL(sut.address).port;
    // BASE_DOMAIN is `localhost`: Chromium resolves demo.localhost to the loopback address.
    workspaceOrigin = `http://demo.localhost:${port}`;
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterEach(() => context?.close());

  /** Signs in through the sign-in page of `origin` and waits for the home page. */
  async function signIn(origin: string, email: string, password: string): Promise<void> {
    await page.goto(`${origin}/auth/login`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Sign-in lands on /home; these tests start from the project list.
    await page.waitForURL(`${origin}/home`);
    await page.goto(`${origin}/projects`);
  }

  /** A new workspace with its manager signed in on this test's page; returns its origin and manager. */
  async function signInToOwnWorkspace(): Promise<{ origin: string; managerEmail: string }> {
    const workspace = await signUpAndCreateWorkspace(sut);
    const origin = `http://${workspace.subdomain}.localhost:${port}`;
    await signIn(origin, workspace.manager.email, workspace.manager.password);
    return { origin, managerEmail: workspace.manager.email };
  }

  it('should serve index.html for browser paths and keep the JSON 404 for unknown API paths', async () => {
    const client = sut.client('demo');
    const spa = await client.http('/projects/anything');
    expect(spa.status).toBe(200);
    expect(spa.text).toContain('<div id="root"></div>');
    expect(spa.text).toContain('<meta name="fieldnote-base-domain" content="localhost" />');

    const missing = await client.http('/api/no-such-route');
    expect(missing.status).toBe(404);
    expect(missing.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('NOT_FOUND');
  });

  it('should send a signed-out visitor to sign-in and show the server message for a wrong password', async () => {
    await page.goto(`${workspaceOrigin}/`);
    await page.waitForURL(/\/auth\/login/);
    await page.getByRole('heading', { name: 'Sign in to Demo Research Team' }).waitFor();

    await page.getByLabel('E-mail address').fill(DEMO_EMAIL);
    await page.getByLabel('Password').fill('Not-the-password#1');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page
      .getByRole('alert')
      .filter({ hasText: 'The e-mail address or password is incorrect.' })
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-login-error.png` });
  });

  it('should show the seeded projects after signing in', async () => {
    await page.goto(`${workspaceOrigin}/`);
    await page.waitForURL(/\/auth\/login/);
    await page.getByLabel('E-mail address').fill(DEMO_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(`${workspaceOrigin}/home`);
    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByRole('heading', { name: 'Onboarding interviews — Q3' }).waitFor();
    await page.getByRole('heading', { name: 'Checkout friction study' }).waitFor();
    expect(await page.getByTestId('workspace-name').textContent()).toBe('Demo Research Team');
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-projects.png` });
  });

  it('should show a highlighted passage and its tag in the note', async () => {
    await signIn(workspaceOrigin, DEMO_EMAIL, DEMO_PASSWORD);

    await page.getByRole('heading', { name: 'Onboarding interviews — Q3' }).click();
    await page.waitForURL(/\/projects\/[^/]+$/);
    await page.getByRole('link', { name: /Interview — Priya/ }).click();
    await page.waitForURL(/\/data\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: /Interview — Priya/ }).waitFor();

    const mark = page.getByTestId('highlight-mark').filter({ hasText: "I didn't know what a tag board was" });
    await mark.waitFor();
    expect(await mark.getAttribute('title')).toContain('Setup friction');
    const sidebarItem = page
      .getByTestId('sidebar-highlight')
      .filter({ hasText: "I didn't know what a tag board was" });
    await sidebarItem.getByTestId('tag-chip').filter({ hasText: 'Setup friction' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-note.png` });

    await page.getByRole('tab', { name: /Tags/ }).click();
    await page.getByRole('list', { name: 'Tags' }).getByText('Setup friction').waitFor();
  });

  it('should play the demo interview recording from the transcript line a member clicks', async () => {
    await signIn(workspaceOrigin, DEMO_EMAIL, DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Onboarding interviews — Q3' }).click();
    await page.getByRole('link', { name: /Interview — Priya/ }).click();
    await page.getByRole('heading', { level: 1, name: /Interview — Priya/ }).waitFor();

    await page.getByLabel('Player for priya-interview.ogg').waitFor();
    const audio = page.locator('audio');
    // The duration comes from the bytes the browser fetched: the recording really loads.
    await page.waitForFunction(() => {
      const media = document.querySelector('audio');
      return media !== null && media.readyState >= 1 && media.duration > 60;
    });
    const transcript = page.getByRole('listbox', { name: 'Transcript of priya-interview.ogg' });
    expect(await transcript.getByTestId('transcript-line').count()).toBeGreaterThan(10);
    await transcript
      .getByTestId('transcript-line')
      .filter({ hasText: 'Merging them took an afternoon.' })
      .click();
    await page.waitForFunction(() => (document.querySelector('audio')?.currentTime ?? 0) > 30);
    expect(await audio.evaluate((media: HTMLAudioElement) => media.currentTime)).toBeLessThan(45);
    // The line being spoken follows the player.
    await transcript
      .locator('[aria-current="true"]')
      .filter({ hasText: 'Merging them took an afternoon.' })
      .waitFor();
    await page.getByLabel('Player for priya-interview.ogg').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-demo-recording.png` });
    expect(pageErrors).toEqual([]);
  });

  it('should show the invite link after inviting a member', async () => {
    const { origin, managerEmail } = await signInToOwnWorkspace();
    const email = buildEmail('new.researcher');

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${origin}/settings/users`);
    await page.getByRole('gridcell', { name: managerEmail }).waitFor();
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('Personal message (optional)').fill('Welcome to the research team!');
    await dialog.getByRole('button', { name: 'Send invite' }).click();

    await dialog.getByText(`Invite sent to ${email}`).waitFor();
    const link = await dialog.getByLabel('Invite link').inputValue();
    expect(link).toMatch(new RegExp(`^${origin}/auth/accept-invite\\?token=.+`));
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-invite.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('should list a new project after creating it', async () => {
    await signInToOwnWorkspace();

    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Pricing page survey');
    await dialog.getByRole('button', { name: 'Create project' }).click();

    await page.getByRole('heading', { name: 'Pricing page survey' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('should show the not-found page for an unknown path', async () => {
    await signIn(workspaceOrigin, DEMO_EMAIL, DEMO_PASSWORD);

    await page.goto(`${workspaceOrigin}/no/such/page`);

    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('should sign out to the sign-in page', async () => {
    await signIn(workspaceOrigin, DEMO_EMAIL, DEMO_PASSWORD);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await page.waitForURL(`${workspaceOrigin}/auth/login`);
    await page.goto(`${workspaceOrigin}/projects`);
    await page.waitForURL(/\/auth\/login\?redirect=%2Fprojects/);
  });

  it('should return to the requested page after signing in', async () => {
    await page.goto(`${workspaceOrigin}/settings/user/account`);
    await page.waitForURL(/\/auth\/login\?redirect=%2Fsettings%2Fuser%2Faccount/);
    await page.getByLabel('E-mail address').fill(DEMO_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(`${workspaceOrigin}/settings/user/account`);
    await page.getByRole('heading', { name: 'API tokens' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('should arrive signed in at the new workspace when signing up on the root domain', async () => {
    const subdomain = buildSubdomain('nora');
    await page.goto(`http://localhost:${port}/auth/signup`);
    await page.getByLabel('Your name').fill('Nora New');
    await page.getByLabel('E-mail address').fill(buildEmail('nora'));
    await page.getByLabel('Password').fill('Research#2026!');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The e-mail code can wait: it only opens the invitations addressed to this address.
    await page.getByRole('button', { name: 'Later' }).click();
    await page.getByLabel('Workspace name').fill('Nora Labs');
    await page.getByLabel('Subdomain (optional)').fill(subdomain);
    await page.getByRole('button', { name: 'Create workspace' }).click();

    await page.waitForURL(`http://${subdomain}.localhost:${port}/home`);
    await page.getByTestId('workspace-name').filter({ hasText: 'Nora Labs' }).waitFor();
  });
});

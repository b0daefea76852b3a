import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import { signUpAndCreateWorkspace } from '../api/factories';
import { buildFrontEnds, freePort, launchChromium } from './browser-harness';

const SCREENSHOTS = '/tmp';

/** Spec 000 §4, §7: the connection indicator and the retries, against the real server. */
describe('Connection indicator in the browser', () => {
  let sut: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let port: string;

  beforeAll(async () => {
    buildFrontEnds();
    sut = await startTestServer({ PORT: String(await freePort()), SEED_DEMO: 'false' });
    port = new URL(sut.address).port;
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterEach(() => context?.close());

  async function signIn(): Promise<string> {
    const workspace = await signUpAndCreateWorkspace(sut);
    const origin = `http://${workspace.subdomain}.localhost:${port}`;
    await page.goto(`${origin}/auth/login`);
    await page.getByLabel('E-mail address').fill(workspace.manager.email);
    await page.getByLabel('Password').fill(workspace.manager.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Sign-in lands on /home; these tests start from the project list.
    await page.waitForURL(`${origin}/home`);
    await page.goto(`${origin}/projects`);
    return origin;
  }

  const indicator = () => page.getByTestId('connection-indicator');

  it('should stay quiet while connected, say so when the browser goes offline, and show reconnected after', async () => {
    await signIn();
    await waitForState('connected');
    await expectText('');

    await context.setOffline(true);
    await waitForState('clientOffline');
    await expectText('You are offline. Changes cannot be saved until your connection is back.');
    await page.screenshot({ path: `${SCREENSHOTS}/connection-client-offline.png` });

    await context.setOffline(false);
    await waitForState('reconnected');
    await expectText('Reconnected');
    await page.screenshot({ path: `${SCREENSHOTS}/connection-reconnected.png` });
    // Then quiet again.
    await waitForState('connected');
  });

  it('should retry a query the server answers with a 5xx and show the page once it succeeds', async () => {
    await signIn();
    let failures = 0;
    await page.route('**/api/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      // The first two attempts of the projects query meet a failing proxy; mutations are never touched.
      if (body.includes('query Projects') && failures < 2) {
        failures += 1;
        await route.fulfill({ status: 503, contentType: 'text/plain', body: 'maintenance' });
        return;
      }
      await route.continue();
    });
    await page.reload();
    await page.getByText('No projects yet').first().waitFor();
    expect(failures).toBe(2);
  });

  it('should count the server offline after more than 10 network errors, then recover through /ping', async () => {
    await signIn();
    await waitForState('connected');
    let down = true;
    await page.route('**/api/graphql', (route) =>
      down ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }) : route.continue(),
    );
    await page.route('**/ping', (route) => (down ? route.abort('connectionrefused') : route.continue()));
    // Each switch of the tab asks for projects again, and every failed attempt (retries included)
    // counts: keep switching until more than 10 errors are counted.
    for (let i = 0; i < 16 && (await indicator().getAttribute('data-state')) !== 'serverOffline'; i += 1) {
      await page.getByRole('tab', { name: i % 2 === 0 ? 'Archived' : 'Active' }).click();
      await page.waitForTimeout(3000);
    }
    await waitForState('serverOffline', 30_000);
    await expectText('Fieldnote cannot be reached right now. Retrying…');
    await page.screenshot({ path: `${SCREENSHOTS}/connection-server-offline.png` });

    down = false;
    await waitForState('reconnected', 15_000);
  }, 90_000);

  /** The indicator is in the page in every state (empty while connected), so wait for it attached. */
  async function waitForState(state: string, timeout = 15_000): Promise<void> {
    await page.waitForSelector(`[data-testid="connection-indicator"][data-state="${state}"]`, {
      state: 'attached',
      timeout,
    });
  }

  async function expectText(text: string): Promise<void> {
    expect((await indicator().textContent()) ?? '').toBe(text);
  }
});

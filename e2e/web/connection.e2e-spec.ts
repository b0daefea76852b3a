import { signUpAndCreateWorkspace } from '../api/factories';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';

/** Spec 000 §4, §7: the connection indicator and the retries, against the real server. */
describe('Connection indicator in the browser', () => {
  // Each test signs up a workspace of its own.
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, workspace: false, defaultTimeout: 15_000 });

  async function signIn(): Promise<string> {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const origin = suite.originOf(workspace);
    // Sign-in lands on /home; these tests start from the project list.
    await suite.signIn(workspace.manager, { origin, path: '/projects' });
    return origin;
  }

  const indicator = () => suite.page.getByTestId('connection-indicator');

  it('should stay quiet while connected, say so when the browser goes offline, and show reconnected after', async () => {
    const { page, context } = suite;
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
    const { page } = suite;
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
    const { page } = suite;
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
      await page.getByRole('tab', { name: i % 2 === 0 ? 'Archived' : 'Folders' }).click();
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
    const { page } = suite;
    await page.waitForSelector(`[data-testid="connection-indicator"][data-state="${state}"]`, {
      state: 'attached',
      timeout,
    });
  }

  async function expectText(text: string): Promise<void> {
    expect((await indicator().textContent()) ?? '').toBe(text);
  }
});

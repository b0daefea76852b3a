import { DEMO_EMAIL, DEMO_PASSWORD } from '../../services/all-in-one/src/demo/demo-account';
import {
  buildEmail,
  buildProject,
  buildSubdomain,
  signUpAndCreateWorkspace,
  uniqueSuffix,
} from '../api/factories';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';

describe('Member web app', () => {
  // The server and the browser are shared; every test opens its own browser context (own cookies,
  // own page) and signs in itself, so no test runs on the page or session another one left behind.
  // Tests that change data do it in a workspace of their own; the seeded demo is only read.
  // BASE_DOMAIN is `localhost`: Chromium resolves demo.localhost to the loopback address. No step has
  // a shorter timeout than Playwright's own.
  const suite = useBrowserSuite({
    // Signs the demo manager in through the form and works in the demo workspace.
    ownServer: true,
    workspace: false,
    defaultTimeout: 30_000,
  });
  const demoManager = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
  let workspaceOrigin: string;

  beforeAll(() => {
    workspaceOrigin = suite.originOf({ subdomain: 'demo' });
  });

  /** A new workspace with its manager signed in on this test's page; returns its origin and manager. */
  async function signInToOwnWorkspace(): Promise<{ origin: string; managerEmail: string }> {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const origin = suite.originOf(workspace);
    // Sign-in lands on /home; these tests start from the project list.
    await suite.signIn(workspace.manager, { origin, path: '/projects' });
    return { origin, managerEmail: workspace.manager.email };
  }

  it('should serve index.html for browser paths, with 404 for paths no page serves, and keep the JSON 404 for unknown API paths', async () => {
    const { sut } = suite;
    const client = sut.client('demo');
    const spa = await client.http('/projects/anything');
    expect(spa.status).toBe(200);
    expect(spa.text).toContain('<div id="root"></div>');
    expect(spa.text).toContain('<meta name="fieldnote-base-domain" content="localhost" />');
    // No SMTP_HOST: mails stay in the local mailbox, and the pages that mention a mail say so.
    expect(spa.text).toContain('<meta name="fieldnote-local-mailbox" content="/dev/mailbox" />');

    const missing = await client.http('/api/no-such-route');
    expect(missing.status).toBe(404);
    expect(missing.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('NOT_FOUND');

    // A path no page serves gets the app (it draws its not-found page) with a real 404, on a
    // workspace's address and on the root domain, which have pages of their own.
    const unknown = await client.http('/no-such-page/at-all');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<div id="root"></div>');
    expect((await client.http('/projects/your-projects')).status).toBe(200);
    expect((await client.http('/p/some-share-token')).status).toBe(200);
    const root = sut.client();
    expect((await root.http('/auth/signup')).status).toBe(200);
    expect((await root.http('/projects')).status).toBe(404);
  });

  it('should send a signed-out visitor to sign-in and show the server message for a wrong password', async () => {
    const { page } = suite;
    await page.goto(`${workspaceOrigin}/`);
    await page.waitForURL(/\/auth\/login/);
    await page.getByRole('heading', { name: 'Sign in to Demo Research Team' }).waitFor();

    await page.getByLabel('E-mail address').fill(DEMO_EMAIL);
    await page.getByLabel('Password').fill('Not-the-password#1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page
      .getByRole('alert')
      .filter({ hasText: 'The e-mail address or password is incorrect.' })
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-login-error.png` });
  });

  it('should show the seeded projects after signing in', async () => {
    const { page } = suite;
    await page.goto(`${workspaceOrigin}/`);
    await page.waitForURL(/\/auth\/login/);
    await page.getByLabel('E-mail address').fill(DEMO_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.waitForURL(`${workspaceOrigin}/home`);
    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByRole('heading', { name: 'Onboarding interviews — Q3' }).waitFor();
    await page.getByRole('heading', { name: 'Checkout friction study' }).waitFor();
    expect(await page.getByTestId('workspace-name').textContent()).toBe('Demo Research Team');
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-projects.png` });
  });

  it('should show a highlighted passage and its tag in the note', async () => {
    const { page } = suite;
    await suite.signIn(demoManager, { origin: workspaceOrigin, path: '/projects' });

    await page.getByRole('heading', { name: 'Onboarding interviews — Q3' }).click();
    await page.waitForURL(/\/projects\/[^/]+$/);
    await page.getByRole('link', { name: /Interview — Priya/ }).click();
    await page.getByRole('dialog', { name: 'Note' }).getByRole('link', { name: 'Open as page' }).click();
    await page.waitForURL(/\/data\/[^/]+$/);
    // The peek closes once the page is there: until then the project's own tabs are on screen too.
    await page.getByRole('dialog', { name: 'Note' }).waitFor({ state: 'detached' });
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
  }, 60_000);

  it('should play the demo interview recording from the transcript line a member clicks', async () => {
    const { page, pageErrors } = suite;
    await suite.signIn(demoManager, { origin: workspaceOrigin, path: '/projects' });
    await page.getByRole('heading', { name: 'Onboarding interviews — Q3' }).click();
    await page.getByRole('link', { name: /Interview — Priya/ }).click();
    await page.getByRole('heading', { level: 1, name: /Interview — Priya/ }).waitFor();

    await page.getByLabel('Player for priya-interview.ogg').waitFor();
    // The server read the Ogg recording's length from its last page at upload: 1 min 18.8 s.
    await page
      .getByTestId('note-files')
      .getByText(/Audio · 1:18 ·/)
      .waitFor();
    const audio = page.locator('audio');
    // The duration comes from the bytes the browser fetched: the recording really loads.
    await page.waitForFunction(() => {
      const media = document.querySelector('audio');
      return media !== null && media.readyState >= 1 && media.duration > 60;
    });
    const transcript = page.getByRole('listbox', { name: 'Transcript of priya-interview.ogg' });
    // The transcript's lines load after the player: wait for the eleventh before counting.
    await transcript.getByTestId('transcript-line').nth(10).waitFor();
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
    const { page } = suite;
    const { origin, managerEmail } = await signInToOwnWorkspace();
    const email = buildEmail('new.researcher');

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${origin}/settings/users`);
    await page.getByRole('gridcell', { name: managerEmail, exact: true }).waitFor();
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

  it("should invite a team's pasted list at once and say which addresses were refused and why", async () => {
    const { page } = suite;
    const { origin } = await signInToOwnWorkspace();
    const first = buildEmail('ana');
    const second = buildEmail('bo');
    await page.goto(`${origin}/settings/users`);
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail addresses').fill(`Ana <${first}>, Bo <${second}>, Typo <not-an-address>`);
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Viewer' }).click();
    await dialog.getByRole('button', { name: 'Send 3 invites' }).click();

    await dialog.getByText('2 invites sent').waitFor();
    expect(await dialog.getByTestId('invites-sent').getByRole('listitem').allInnerTexts()).toEqual([
      first,
      second,
    ]);
    const refused = await dialog.getByTestId('invites-refused').getByRole('listitem').allInnerTexts();
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^not-an-address: .+/);
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-invite-list.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Both wait in the pending invites, as viewers.
    for (const email of [first, second])
      await page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Viewer' }).waitFor();
  });

  it('should open the New project dialog from ?new=project, and drop it from the address once closed', async () => {
    const { page } = suite;
    const { origin } = await signInToOwnWorkspace();
    await page.goto(`${origin}/projects?new=project`);
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Title').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(`${origin}/projects`);
    await page.reload();
    await page.getByRole('button', { name: 'New project' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('should open a new project after creating it, and list it', async () => {
    const { page } = suite;
    await signInToOwnWorkspace();

    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Pricing page survey');
    await dialog.getByRole('button', { name: 'Create project' }).click();

    await page.getByRole('heading', { level: 1, name: 'Pricing page survey' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toMatch(/^\/projects\/pricing-page-survey-[0-9A-Za-z]+$/);
    await page.getByRole('button', { name: 'New note' }).waitFor();
    await page.getByRole('link', { name: 'All projects' }).click();
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    await page.getByRole('heading', { name: 'Pricing page survey' }).waitFor();
  });

  it('should show a project created elsewhere without a reload once the live socket is up', async () => {
    const { page, sut, pageErrors } = suite;
    const workspace = await signUpAndCreateWorkspace(sut);
    const origin = suite.originOf(workspace);
    // graphql-ws is loaded when the shell subscribes (sign-in opens no socket; /home is the first
    // page with the shell): the subscription being sent proves it arrived.
    const subscribed = page.waitForEvent('websocket').then(
      (socket) =>
        new Promise<void>((resolve) =>
          socket.on('framesent', ({ payload }) => {
            if (String(payload).includes('"type":"subscribe"')) resolve();
          }),
        ),
    );
    await suite.signIn(workspace.manager, { origin });
    await subscribed;
    // Within the app, so the socket stays open.
    await page.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.getByRole('button', { name: 'New project' }).waitFor();

    const title = `Made elsewhere ${uniqueSuffix()}`;
    await buildProject(workspace.manager.client, title);

    await page.getByRole('heading', { name: title }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('should keep the workspace name, search and account menu in the top bar of a phone, with the navigation in a menu', async () => {
    const { page, pageErrors } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    await suite.signIn(demoManager, { origin: workspaceOrigin, path: '/projects' });
    const name = await page.getByTestId('workspace-name').boundingBox();
    expect(name && name.x >= 0 && name.x + name.width <= 390).toBe(true);
    const account = await page.getByRole('button', { name: /^Account menu/ }).boundingBox();
    expect(account && account.x + account.width <= 390).toBe(true);
    // The navigation buttons are folded into one menu on a phone.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('menuitem', { name: 'Home' }).click();
    await page.waitForURL(`${workspaceOrigin}/home`);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('menuitem', { name: 'Projects' }).click();
    await page.getByRole('heading', { name: 'Onboarding interviews — Q3' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('should show the not-found page for an unknown path', async () => {
    const { page } = suite;
    await suite.signIn(demoManager, { origin: workspaceOrigin, path: '/projects' });

    await page.goto(`${workspaceOrigin}/no/such/page`);

    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it("should show an item's own not-found page, with a way back, for an address naming nothing", async () => {
    const { page } = suite;
    await suite.signIn(demoManager, { origin: workspaceOrigin, path: '/projects' });

    await page.goto(`${workspaceOrigin}/data/no-such-note-0000000000000000000000`);
    await page.getByRole('heading', { name: 'Note was not found.' }).waitFor();
    await page.getByText('It may have been deleted or moved to the trash').waitFor();
    await page.getByRole('link', { name: 'Go to projects' }).click();
    await page.waitForURL(`${workspaceOrigin}/projects`);

    await page.goto(`${workspaceOrigin}/people/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('link', { name: 'Go to people' }).click();
    await page.waitForURL(`${workspaceOrigin}/people`);
  });

  it('should list the keyboard shortcuts on "?" and from the account menu, but not while typing', async () => {
    const { page } = suite;
    await suite.signIn(demoManager, { origin: workspaceOrigin, path: '/projects' });
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor();

    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.getByText('Search the workspace').waitFor();
    await dialog.locator('kbd', { hasText: 'Ctrl K' }).waitFor();
    await dialog.getByText('Highlight the selected text of a note').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A "?" typed into a field is text, not a shortcut.
    await page.keyboard.press('Control+k');
    const field = page.getByTestId('global-search-field');
    await field.waitFor();
    await page.keyboard.type('why?');
    await expect(field.inputValue()).resolves.toBe('why?');
    await expect(dialog.count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
    await dialog.getByText('Pick up the focused card or tag, and drop it again').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('should sign out to the sign-in page', async () => {
    const { page } = suite;
    await suite.signIn(demoManager, { origin: workspaceOrigin, path: '/projects' });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();

    await page.waitForURL(`${workspaceOrigin}/auth/login`);
    await page.goto(`${workspaceOrigin}/projects`);
    await page.waitForURL(/\/auth\/login\?redirect=%2Fprojects/);
  });

  it('should return to the requested page after signing in', async () => {
    const { page, pageErrors } = suite;
    await page.goto(`${workspaceOrigin}/settings/user/account`);
    await page.waitForURL(/\/auth\/login\?redirect=%2Fsettings%2Fuser%2Faccount/);
    await page.getByLabel('E-mail address').fill(DEMO_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.waitForURL(`${workspaceOrigin}/settings/user/account`);
    await page.getByRole('heading', { name: 'API tokens' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('should arrive signed in at the new workspace when signing up on the root domain', async () => {
    const { page, port } = suite;
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
    // The test server keeps every region in one database: the page says so instead of promising
    // that research data never leaves its region.
    await page.getByText('On this server every region is kept in one database', { exact: false }).waitFor();
    expect(await page.getByText('Research data never leaves its region.').count()).toBe(0);
    await page.getByRole('button', { name: 'Create workspace' }).click();

    // Signed in on the new workspace's host, which opens on onboarding (spec 000 §2).
    await page.waitForURL(`http://${subdomain}.localhost:${port}/onboarding/setup-workspace`);
    await page.getByTestId('workspace-name').filter({ hasText: 'Nora Labs' }).waitFor();
  });
});

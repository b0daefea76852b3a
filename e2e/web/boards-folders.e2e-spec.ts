import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from '../api/factories';
import { buildFrontEnds, freePort, launchChromium } from './browser-harness';

const NOTE_TEXT = 'Setup took weeks. Pricing felt fair. Support was slow to answer.';
const SHOTS = '/tmp/boards';

/** Waits until `read` answers `expected` (the page updates after the server answers), then asserts it. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let actual = await read();
  while (JSON.stringify(actual) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    actual = await read();
  }
  expect(actual).toEqual(expected);
}

/** axe-core's serious and critical findings on the page as it is now: none is the bar. */
async function seriousA11yProblems(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (rightly) refuses injected <script>s.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
  });
}
interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { html: string }[];
}

/** The column of the board titled `title`. */
function column(page: Page, title: string): Locator {
  return page.locator(`[data-testid="board-column"][data-column-title="${title}"]`);
}
async function tagTitlesIn(page: Page, title: string): Promise<string[]> {
  return column(page, title)
    .locator('[data-testid="board-tag"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-tag-title') ?? ''));
}

describe('Tag boards, the Highlights tab and folders in the browser', () => {
  let sut: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let workspace: BuiltWorkspace;
  let viewer: BuiltAccount;
  let origin: string;
  let projectId: string;
  const tagIds: Record<string, string> = {};

  beforeAll(async () => {
    buildFrontEnds();
    sut = await startTestServer({ PORT: String(await freePort()) });
    workspace = await signUpAndCreateWorkspace(sut);
    viewer = await addMember(sut, workspace, 'VIEWER');
    origin = `http://${workspace.subdomain}.localhost:${new URL(sut.address).port}`;
    const client = workspace.manager.client;
    projectId = await buildProject(client, 'Checkout research');
    const noteId = await buildNote(client, projectId, 'Interview with Ana', NOTE_TEXT);
    for (const title of ['Onboarding', 'Pricing', 'Support']) {
      tagIds[title] = expectOk(
        await client.gql<{ createTag: { id: string } }>(
          'mutation($input: CreateTagInput!) { createTag(input: $input) { id } }',
          { input: { projectId, title } },
        ),
      ).createTag.id;
    }
    const quotes: [string, string][] = [
      ['Setup took weeks.', 'Onboarding'],
      ['Pricing felt fair.', 'Pricing'],
      ['Support was slow to answer.', 'Support'],
    ];
    for (const [quote, tag] of quotes) {
      const start = NOTE_TEXT.indexOf(quote);
      expectOk(
        await client.gql(
          'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
          {
            input: {
              noteId,
              startOffset: start,
              endOffset: start + quote.length,
              text: quote,
              tagIds: [tagIds[tag]],
            },
          },
        ),
      );
    }
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await sut?.close();
  });

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
  });

  async function signIn(account: { email: string; password: string }): Promise<void> {
    await page.goto(`${origin}/auth/login`);
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Sign-in lands on /home; these tests start from the project list.
    await page.waitForURL(`${origin}/home`);
    await page.goto(`${origin}/projects`);
  }
  afterEach(() => context?.close());

  it('should create a board with two groups, drag a tag across with the mouse, move one with the keyboard, and keep both after a reload', async () => {
    await signIn(workspace.manager);
    await page.goto(`${origin}/projects/${projectId}/tags`);
    await page.getByRole('button', { name: 'New board' }).click();
    await page.getByLabel('Board title').fill('Checkout themes');
    await page.getByRole('button', { name: 'Create board' }).click();
    await page.waitForURL(/\/projects\/.+\/tags\/b\/checkout-themes-[0-9A-Za-z]{22}$/);
    for (const title of ['Pains', 'Gains']) {
      await page.getByRole('button', { name: 'New group' }).click();
      await page.getByLabel('Group title').fill(title);
      await page.getByRole('button', { name: 'Create group' }).click();
      await column(page, title).waitFor();
    }
    expect(await tagTitlesIn(page, 'Ungrouped')).toEqual(['Onboarding', 'Pricing', 'Support']);

    // Mouse: Pricing from Ungrouped into Pains, in small steps as a hand would.
    const handle = column(page, 'Ungrouped').getByRole('button', { name: /^Pricing\b/ });
    const from = await handle.boundingBox();
    const to = await column(page, 'Pains').locator('ul').boundingBox();
    if (!from || !to) throw new Error('The board is not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 15 });
    await page.screenshot({ path: `${SHOTS}-board-dragging.png` });
    await page.mouse.up();
    await eventually(() => tagTitlesIn(page, 'Pains'), ['Pricing']);

    // Keyboard: Support picked up with Space, carried right with the arrow keys, dropped with Space.
    const support = column(page, 'Ungrouped').getByRole('button', { name: /^Support\b/ });
    await support.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    // Each arrow press carries the tag one column on; the next press starts from where it shows.
    await eventually(async () => (await tagTitlesIn(page, 'Pains')).includes('Support'), true);
    await page.screenshot({ path: `${SHOTS}-board-keyboard-carrying.png` });
    await page.keyboard.press('ArrowRight');
    await eventually(async () => (await tagTitlesIn(page, 'Gains')).includes('Support'), true);
    await page.keyboard.press('Space');
    await eventually(() => tagTitlesIn(page, 'Gains'), ['Support']);
    await page.screenshot({ path: `${SHOTS}-board-after-moves.png`, fullPage: true });

    await page.reload();
    await column(page, 'Pains').waitFor();
    await eventually(() => tagTitlesIn(page, 'Pains'), ['Pricing']);
    expect(await tagTitlesIn(page, 'Gains')).toEqual(['Support']);
    expect(await tagTitlesIn(page, 'Ungrouped')).toEqual(['Onboarding']);
    await eventually(() => column(page, 'Pains').getByText('1 highlight').count(), 1);
    await page.screenshot({ path: `${SHOTS}-board-reloaded.png`, fullPage: true });
    expect(await seriousA11yProblems(page)).toEqual([]);
  });

  it('should move a tag with its menu from the keyboard alone', async () => {
    await signIn(workspace.manager);
    const board = expectOk(
      await workspace.manager.client.gql<{ createTagBoard: { id: string } }>(
        'mutation($p: ID!) { createTagBoard(input: { projectId: $p, title: "Menu moves" }) { id } }',
        { p: projectId },
      ),
    ).createTagBoard;
    expectOk(
      await workspace.manager.client.gql(
        'mutation($b: ID!) { createTagGroup(input: { boardId: $b, title: "Later" }) { id } }',
        {
          b: board.id,
        },
      ),
    );
    await page.goto(`${origin}/projects/${projectId}/tags/b/${board.id}`);
    await page.getByRole('button', { name: 'Actions for Onboarding' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move to Later' }).waitFor();
    await page.keyboard.press('Enter');
    await eventually(() => tagTitlesIn(page, 'Later'), ['Onboarding']);
    await page.reload();
    await eventually(() => tagTitlesIn(page, 'Later'), ['Onboarding']);
  });

  it('should filter the project highlights tab by a tag and keep the filter after a reload', async () => {
    await signIn(workspace.manager);
    await page.goto(`${origin}/projects/${projectId}`);
    await page.getByRole('tab', { name: 'Highlights' }).click();
    await page.waitForURL(/\/projects\/checkout-research-[0-9A-Za-z]{22}\/highlights$/);
    await eventually(() => page.getByTestId('project-highlight').count(), 3);
    await page.getByLabel('Filter by tag').fill('Pric');
    await page.getByRole('option', { name: /Pricing/ }).click();
    await eventually(() => page.getByTestId('project-highlight').count(), 1);
    await expect(page.getByTestId('project-highlight').first().textContent()).resolves.toContain(
      'Pricing felt fair.',
    );
    await page.screenshot({ path: `${SHOTS}-highlights-filtered.png`, fullPage: true });
    expect(await seriousA11yProblems(page)).toEqual([]);
    await page.reload();
    await eventually(() => page.getByTestId('project-highlight').count(), 1);
    await page.getByTestId('project-highlight').getByRole('link', { name: 'Interview with Ana' }).click();
    await page.waitForURL(/\/data\/interview-with-ana-[0-9A-Za-z]{22}#highlight-/);
  });

  it('should create a folder, move a project into it from the project menu, and show it there with breadcrumbs', async () => {
    await signIn(workspace.manager);
    const project = await buildProject(workspace.manager.client, 'Pricing page study');
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByLabel('Folder name').fill('Growth research 2026');
    await page.getByRole('button', { name: 'Create folder' }).click();
    await page.getByTestId('folder-card').filter({ hasText: 'Growth research 2026' }).waitFor();

    await page.goto(`${origin}/projects/${project}`);
    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Move to folder…' }).click();
    await page.getByRole('combobox', { name: 'Folder' }).click();
    await page.getByRole('option', { name: 'Growth research 2026' }).click();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByRole('link', { name: 'Growth research 2026' }).waitFor();
    await page.screenshot({ path: `${SHOTS}-project-in-folder.png` });

    await page.getByRole('link', { name: 'Growth research 2026' }).click();
    await page.waitForURL(/\/folders\/growth-research-2026-[0-9A-Za-z]{22}$/);
    await page.getByTestId('project-card').filter({ hasText: 'Pricing page study' }).waitFor();
    await page.screenshot({ path: `${SHOTS}-folder-page.png` });
    expect(await seriousA11yProblems(page)).toEqual([]);
    await page.goto(`${origin}/projects`);
    await page.getByTestId('folder-card').filter({ hasText: '1 project' }).waitFor();
    expect(await page.getByTestId('project-card').filter({ hasText: 'Pricing page study' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}-projects-with-folder.png` });
    expect(await seriousA11yProblems(page)).toEqual([]);
  });

  it('should collapse a deep folder path to first / … / last and cut long names at 26 characters', async () => {
    await signIn(workspace.manager);
    let parentId: string | null = null;
    const names = [
      'Research',
      'Customer experience programme 2026',
      'Europe',
      'Interviews with churned customers',
    ];
    for (const name of names) {
      const created: { createFolder: { id: string } } = expectOk(
        await workspace.manager.client.gql<{ createFolder: { id: string } }>(
          'mutation($input: CreateFolderInput!) { createFolder(input: $input) { id } }',
          { input: { name, parentId } },
        ),
      );
      parentId = created.createFolder.id;
    }
    await page.goto(`${origin}/folders/${parentId}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await crumbs.getByText('Interviews with churned c…').waitFor();
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual([
      'All projects',
      '',
      'Interviews with churned c…',
    ]);
    await page.screenshot({ path: `${SHOTS}-folder-breadcrumbs.png` });
    await crumbs.getByRole('button', { name: 'Show the whole path' }).click();
    await crumbs.getByText('Customer experience progr…').waitFor();
  });

  it('should show a viewer the board without drag handles, group controls or moves', async () => {
    const board = expectOk(
      await workspace.manager.client.gql<{ createTagBoard: { id: string } }>(
        'mutation($p: ID!) { createTagBoard(input: { projectId: $p, title: "Read only" }) { id } }',
        { p: projectId },
      ),
    ).createTagBoard;
    await signIn(viewer);
    await page.goto(`${origin}/projects/${projectId}/tags/b/${board.id}`);
    await column(page, 'Ungrouped').waitFor();
    expect(await page.getByRole('button', { name: 'New group' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Board actions' }).count()).toBe(0);
    expect(await page.locator('[aria-roledescription="sortable"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Actions for Pricing' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Open tag page']);
    await page.screenshot({ path: `${SHOTS}-board-viewer.png` });
  });
});

import { readFileSync } from 'node:fs';
import { type Locator, type Page } from 'playwright-core';
import { type BuiltAccount, addMember, buildNote, buildProject, expectOk } from '../api/factories';
import { useBrowserSuite } from './browser-suite';
import { answered, holdReads, silenceLiveRefresh } from './hold-reads';

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

/**
 * Presses the right arrow until the carried tag shows in `columnTitle` (at most three presses). Each
 * press carries it one column on, except when that column lies in the far half of the board's
 * scrolling row: then dnd-kit's keyboard sensor first scrolls the row to reveal it (by design, as a
 * person sees it) and the next press moves the tag. Whether the row scrolls depends on its width.
 */
async function carryRightInto(page: Page, columnTitle: string, tagTitle: string): Promise<void> {
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press('ArrowRight');
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline) {
      if ((await tagTitlesIn(page, columnTitle)).includes(tagTitle)) return;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  expect(await tagTitlesIn(page, columnTitle)).toContain(tagTitle);
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

/** The board's column titles, left to right. */
async function columnTitles(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="board-column"]')
    .evaluateAll((columns) => columns.map((c) => c.getAttribute('data-column-title') ?? ''));
}

describe('Tag boards, the Highlights tab and folders in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' } });
  let viewer: BuiltAccount;
  let projectId: string;
  const tagIds: Record<string, string> = {};

  beforeAll(async () => {
    viewer = await addMember(suite.sut, suite.workspace, 'VIEWER');
    const client = suite.workspace.manager.client;
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
  }, 120_000);

  it('should create a board with two groups, drag a tag across with the mouse, move one with the keyboard, and keep both after a reload', async () => {
    const { page, workspace, origin } = suite;
    // After each move the live feed makes the board read itself again; a read answering in the middle
    // of the keyboard carry re-renders the card being carried. What the board shows after the moves
    // comes from their answers here, and from the server after the reload.
    await silenceLiveRefresh(page);
    await suite.signIn(workspace.manager, { path: '/projects' });
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
    const moved = answered(page, 'MoveTagOnBoard');
    await page.mouse.up();
    await moved;
    await eventually(() => tagTitlesIn(page, 'Pains'), ['Pricing']);

    // Keyboard: Support picked up with Space, carried right with the arrow keys, dropped with Space.
    const support = column(page, 'Ungrouped').getByRole('button', { name: /^Support\b/ });
    await support.focus();
    await page.keyboard.press('Space');
    // Carried: dnd-kit marks the handle pressed (its announcement is at once replaced by "… is over …").
    await column(page, 'Ungrouped').locator('[aria-pressed="true"]', { hasText: 'Support' }).waitFor();
    await carryRightInto(page, 'Pains', 'Support');
    await page.screenshot({ path: `${SHOTS}-board-keyboard-carrying.png` });
    await carryRightInto(page, 'Gains', 'Support');
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

  it('should move groups left and right, rename them and the board, and add one, with the board read only once', async () => {
    const { page, workspace, origin } = suite;
    const client = workspace.manager.client;
    await silenceLiveRefresh(page);
    await suite.signIn(workspace.manager, { path: '/projects' });
    const board = expectOk(
      await client.gql<{ createTagBoard: { id: string } }>(
        'mutation($p: ID!) { createTagBoard(input: { projectId: $p, title: "Group moves" }) { id } }',
        { p: projectId },
      ),
    ).createTagBoard;
    for (const title of ['First', 'Second', 'Third'])
      expectOk(
        await client.gql(
          'mutation($b: ID!, $t: String!) { createTagGroup(input: { boardId: $b, title: $t }) { id } }',
          {
            b: board.id,
            t: title,
          },
        ),
      );
    await page.goto(`${origin}/projects/${projectId}/tags/b/${board.id}`);
    await column(page, 'Third').waitFor();
    expect(await columnTitles(page)).toEqual(['Ungrouped', 'First', 'Second', 'Third']);
    await holdReads(page, 'TagBoard');
    const groupMenu = async (group: string, item: string) => {
      await page.getByRole('button', { name: `Actions of group ${group}` }).click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
    };

    await groupMenu('Third', 'Move left');
    await eventually(() => columnTitles(page), ['Ungrouped', 'First', 'Third', 'Second']);
    await groupMenu('First', 'Move right');
    await eventually(() => columnTitles(page), ['Ungrouped', 'Third', 'First', 'Second']);
    await groupMenu('Third', 'Move right');
    await eventually(() => columnTitles(page), ['Ungrouped', 'First', 'Third', 'Second']);
    await groupMenu('Second', 'Rename');
    await page.getByLabel('Group title').fill('Last');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await column(page, 'Last').waitFor();
    await page.getByRole('button', { name: 'New group' }).click();
    await page.getByLabel('Group title').fill('Added');
    await page.getByRole('button', { name: 'Create group' }).click();
    await eventually(() => columnTitles(page), ['Ungrouped', 'First', 'Third', 'Last', 'Added']);
    await page.getByRole('button', { name: 'Board actions' }).click();
    await page.getByRole('menuitem', { name: 'Rename board' }).click();
    await page.getByLabel('Board title').fill('Group moves, renamed');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Group moves, renamed' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
    await crumbs.getByText('Group moves, renamed').waitFor();
    // The project stays named in the path: it starts at the project, nothing collapsed.
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual([
      'Checkout research',
      'Tags',
      'Group moves, renamed',
    ]);
    await page.screenshot({ path: `${SHOTS}-groups-moved.png` });

    // The server agrees.
    await page.unroute('**/api/graphql');
    await page.reload();
    await column(page, 'Added').waitFor();
    expect(await columnTitles(page)).toEqual(['Ungrouped', 'First', 'Third', 'Last', 'Added']);
    await page.getByRole('heading', { level: 1, name: 'Group moves, renamed' }).waitFor();
  });

  it('should rename a folder on its page and in its breadcrumbs with the folder read only once', async () => {
    const { page, workspace, origin } = suite;
    await silenceLiveRefresh(page);
    await suite.signIn(workspace.manager, { path: '/projects' });
    const folder = expectOk(
      await workspace.manager.client.gql<{ createFolder: { id: string } }>(
        'mutation { createFolder(input: { name: "Before the rename" }) { id } }',
      ),
    ).createFolder;
    await page.goto(`${origin}/folders/${folder.id}`);
    await page.getByRole('heading', { level: 1, name: 'Before the rename' }).waitFor();
    await holdReads(page, 'Folder');
    await page.getByRole('button', { name: 'Folder actions' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByLabel('Folder name').fill('After the rename');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'After the rename' }).waitFor();
    await page
      .getByRole('navigation', { name: /breadcrumb/i })
      .getByText('After the rename')
      .waitFor();
  });

  it('should move a tag with its menu from the keyboard alone', async () => {
    const { page, workspace, origin } = suite;
    await suite.signIn(workspace.manager, { path: '/projects' });
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
    const { page, workspace, origin } = suite;
    await suite.signIn(workspace.manager, { path: '/projects' });
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
    // The source link peeks the note over the list, at the highlight (spec 000 §2).
    await page.getByTestId('project-highlight').getByRole('link', { name: 'Interview with Ana' }).click();
    await page
      .getByRole('dialog', { name: 'Note' })
      .getByRole('heading', { level: 1, name: 'Interview with Ana' })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('peek')).toMatch(
      /^\/data\/interview-with-ana-[0-9A-Za-z]{22}#highlight-/,
    );
    // The filter stays: the list beside the peek is the filtered one.
    expect(new URL(page.url()).searchParams.getAll('tag')).toEqual([tagIds.Pricing]);
  });

  it('should create a folder, move a project into it from the project menu, and show it there with breadcrumbs', async () => {
    const { page, workspace, origin } = suite;
    const project = await buildProject(workspace.manager.client, 'Pricing page study');
    await silenceLiveRefresh(page);
    const foldersRead = answered(page, 'Folders');
    await suite.signIn(workspace.manager, { path: '/projects' });
    await foldersRead;
    // The folders are not answered again meanwhile: the new folder shows by its answer alone.
    const release = await holdReads(page, 'Folders');
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByLabel('Folder name').fill('Growth research 2026');
    await page.getByRole('button', { name: 'Create folder' }).click();
    await page.getByTestId('folder-card').filter({ hasText: 'Growth research 2026' }).waitFor();
    await release();

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
    const { page, workspace, origin } = suite;
    await suite.signIn(workspace.manager, { path: '/projects' });
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
    const { page, workspace, origin } = suite;
    const board = expectOk(
      await workspace.manager.client.gql<{ createTagBoard: { id: string } }>(
        'mutation($p: ID!) { createTagBoard(input: { projectId: $p, title: "Read only" }) { id } }',
        { p: projectId },
      ),
    ).createTagBoard;
    await suite.signIn(viewer, { path: '/projects' });
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

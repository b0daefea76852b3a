import { type Locator, type Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { eventually } from './eventually';
import { type BuiltWorkspace, addMember, buildNote, buildProject, expectOk } from '../api/factories';
import { useBrowserSuite } from './browser-suite';
import { silenceLiveRefresh } from './hold-reads';

const SHOTS = '/tmp/project-views';

function column(page: Page, title: string): Locator {
  return page.locator(`[data-testid="view-column"][data-column-title="${title}"]`);
}
async function cardsIn(page: Page, title: string): Promise<string[]> {
  return column(page, title)
    .locator('[data-testid="view-card"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card-title') ?? ''));
}

/**
 * Opens the view's filter panel and adds an empty custom-field filter row. The panel is let finish
 * opening first: under a loaded CI machine, a click while it was still growing was seen not to
 * land on the button (Playwright checks only the first event of a click).
 */
async function addFieldFilterRow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.locator('#view-filter.MuiCollapse-entered').waitFor();
  await page.getByRole('button', { name: 'Add field filter' }).click();
  await page.getByLabel('Field', { exact: true }).waitFor();
}

describe('Project views in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 }, lastScreenshots: `${SHOTS}-last` });
  let page: Page;
  let workspace: BuiltWorkspace;
  let origin: string;
  beforeEach(() => ({ page, workspace, origin } = suite));

  async function signIn(account: { email: string; password: string } = workspace.manager): Promise<void> {
    await suite.signIn(account);
  }

  /** A project with notes and a SELECT field on them; `values` files notes under options. */
  async function projectWithStages(values: Record<string, string | null>) {
    const client = workspace.manager.client;
    const projectId = await buildProject(client, `Discovery ${Date.now()}`);
    const field = expectOk(
      await client.gql<{ createCustomField: { id: string; options: { id: string; label: string }[] } }>(
        'mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id options { id label } } }',
        {
          input: {
            target: 'NOTE',
            projectId,
            label: 'Stage',
            type: 'SELECT',
            optionsImport: 'Inbox;Reviewed',
          },
        },
      ),
    ).createCustomField;
    const noteIds: Record<string, string> = {};
    for (const [title, stage] of Object.entries(values)) {
      noteIds[title] = await buildNote(client, projectId, title, `${title} said the setup was slow.`);
      const option = field.options.find((o) => o.label === stage);
      if (option) {
        expectOk(
          await client.gql(
            'mutation($input: SetCustomFieldValueInput!) { setCustomFieldValue(input: $input) { fieldId } }',
            {
              input: { fieldId: field.id, target: 'NOTE', objectId: noteIds[title], optionIds: [option.id] },
            },
          ),
        );
      }
    }
    return { projectId, field, noteIds };
  }

  async function newView(projectId: string, name: string, layout: string): Promise<void> {
    await page.goto(`${origin}/projects/${projectId}`);
    await page.getByRole('button', { name: 'New view' }).click();
    await page.getByLabel('View name').fill(name);
    await page.getByRole('radio', { name: new RegExp(`^${layout} —`) }).check();
    await page.getByRole('button', { name: 'Create view' }).click();
    await page.waitForURL(/\/projects\/.+\/v\/[0-9a-z-]+-[0-9A-Za-z]{22}$/);
    await page.locator(`[data-testid="project-view"]`).waitFor();
  }

  it('should build a board grouped by a select field, drag a card to another column, and keep it there with the field changed after a reload', async () => {
    const { projectId, field, noteIds } = await projectWithStages({
      'Call with Ana': 'Inbox',
      'Call with Ben': 'Inbox',
    });
    await signIn();
    await newView(projectId, 'Triage board', 'Board');
    await page.getByLabel('Group by').click();
    await page.getByRole('option', { name: 'Stage' }).click();
    await column(page, 'Reviewed').waitFor();
    await eventually(async () => (await cardsIn(page, 'Inbox')).sort(), ['Call with Ana', 'Call with Ben']);
    expect(await cardsIn(page, 'Reviewed')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}-board.png`, fullPage: true });

    const handle = column(page, 'Inbox').getByRole('button', { name: 'Drag Call with Ana' });
    // Where the card and the column are once the board has stopped moving (two reads alike). A drag
    // begun at once went the keyboard way in every full run of this file and in CI (the pointer
    // never brought the card over the column); after this, by pointer in six runs of six.
    const boxes = async () =>
      JSON.stringify([
        await handle.boundingBox(),
        await column(page, 'Reviewed').locator('ul').boundingBox(),
      ]);
    let seen = '';
    await eventually(async () => {
      const now = await boxes();
      const settled = now === seen;
      seen = now;
      if (!settled) await page.waitForTimeout(100);
      return settled;
    }, true);
    const from = await handle.boundingBox();
    const to = await column(page, 'Reviewed').locator('ul').boundingBox();
    if (!from || !to) throw new Error('The board is not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + 30, { steps: 15 });
    // Drop only once the board has seen the card over the column: on a busy machine the last moves
    // can still be on their way, and a drop before them lands where the card started.
    const over = page.locator(
      '[data-testid="view-column"][data-column-title="Reviewed"][data-drop-target="true"]',
    );
    const overSoon = () =>
      over.waitFor({ timeout: 250 }).then(
        () => true,
        () => false,
      );
    for (let nudge = 1; nudge <= 20 && !(await overSoon()); nudge++) {
      // Where the column is now: near the board's edge the drag scrolls the board under the pointer.
      const now = (await column(page, 'Reviewed').locator('ul').boundingBox()) ?? to;
      await page.mouse.move(now.x + now.width / 2 + (nudge % 2 ? 4 : -4), now.y + 30 + nudge, { steps: 3 });
    }
    const pointerReached = await overSoon();
    await page.mouse.up();
    const byKeyboard = !pointerReached && !(await cardsIn(page, 'Reviewed')).includes('Call with Ana');
    if (byKeyboard) {
      // The pointer drag never reached the column (a busy machine, a board still moving): drag the
      // card with dnd-kit's other sensor, the keyboard (picked up with Space, carried right with the
      // arrow, dropped with Space), so the test still drags it and checks what the drop saves.
      await handle.focus();
      await page.keyboard.press('Space');
      for (
        let press = 0;
        press < 3 && !(await cardsIn(page, 'Reviewed')).includes('Call with Ana');
        press++
      ) {
        await page.keyboard.press('ArrowRight');
        const deadline = Date.now() + 3_000;
        while (Date.now() < deadline && !(await cardsIn(page, 'Reviewed')).includes('Call with Ana'))
          await new Promise((resolve) => setTimeout(resolve, 150));
      }
      await page.keyboard.press('Space');
    }
    // Which way the card travelled, in the test log: whether CI's pointer drags reach the column.
    process.stdout.write(`board drag: ${byKeyboard ? 'keyboard' : 'pointer'}\n`);
    await eventually(() => cardsIn(page, 'Reviewed'), ['Call with Ana']);

    await page.reload();
    await column(page, 'Reviewed').waitFor();
    await eventually(() => cardsIn(page, 'Reviewed'), ['Call with Ana']);
    expect(await cardsIn(page, 'Inbox')).toEqual(['Call with Ben']);
    await page.screenshot({ path: `${SHOTS}-board-reloaded.png`, fullPage: true });
    const values = expectOk(
      await workspace.manager.client.gql<{ customFieldValues: { fieldId: string; text: string }[] }>(
        'query($o: ID!) { customFieldValues(target: NOTE, objectId: $o) { fieldId text } }',
        { o: noteIds['Call with Ana'] },
      ),
    ).customFieldValues;
    expect(values).toEqual([{ fieldId: field.id, text: 'Reviewed' }]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}-board-phone.png`, fullPage: true });
  });

  it("should open a board card as a peek from anywhere on its text, move it when its value changes in the peek's Fields tab, and peek a table row's title", async () => {
    const { projectId } = await projectWithStages({ 'Call with Ana': 'Inbox', 'Call with Ben': 'Inbox' });
    await signIn();
    await newView(projectId, 'Peek board', 'Board');
    await page.getByLabel('Group by').click();
    await page.getByRole('option', { name: 'Stage' }).click();
    await eventually(async () => (await cardsIn(page, 'Inbox')).sort(), ['Call with Ana', 'Call with Ben']);
    const boardUrl = page.url();
    // The click below is forced (the title's link covers the text, so Playwright would call the text
    // hidden), and a forced click skips the check that the text receives it: the Group by menu's
    // root, there until the menu has faded out (its list already hidden), took it (seen in CI, and
    // in four of six tries when clicking at once). By class: a role locator skips hidden elements.
    await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });

    // The card's text, not its title: the whole card opens the note beside the board.
    await page
      .locator('[data-testid="view-card"][data-card-title="Call with Ana"]')
      .getByText('Call with Ana said the setup was slow.')
      .click({ force: true });
    await page.waitForURL((url) => url.searchParams.get('peek')?.startsWith('/data/') === true);
    expect(page.url().split('?')[0]).toBe(boardUrl.split('?')[0]);
    const peek = page.locator('[data-testid="peek"]');
    // Clicked until it is the selected tab: once in CI the click did not take (the peek's note had
    // just loaded, and the sidebar showed Highlights ten seconds later).
    const fieldsTab = peek.getByRole('tab', { name: 'Fields' });
    await eventually(async () => {
      if ((await fieldsTab.getAttribute('aria-selected')) !== 'true') await fieldsTab.click();
      return fieldsTab.getAttribute('aria-selected');
    }, 'true');
    await peek.getByTestId('field-values').waitFor();
    // Stage takes several options and a card sits under the first: Inbox goes (its option clicked
    // again, seen gone before going on), Reviewed comes.
    const stage = peek.getByRole('combobox', { name: 'Stage' });
    await stage.click();
    await page.getByRole('option', { name: 'Inbox' }).click();
    await eventually(() => peek.getByRole('button', { name: 'Inbox', exact: true }).count(), 0);
    const reviewed = page.getByRole('option', { name: 'Reviewed' });
    if (!(await reviewed.isVisible())) await stage.click();
    await reviewed.click();
    await peek.getByRole('button', { name: 'Reviewed', exact: true }).waitFor();
    // The board beside the peek, still open, follows the change at once.
    await eventually(() => cardsIn(page, 'Reviewed'), ['Call with Ana']);
    expect(await peek.count()).toBe(1);
    expect(await cardsIn(page, 'Inbox')).toEqual(['Call with Ben']);
    await page.screenshot({ path: `${SHOTS}-board-peek.png` });

    await newView(projectId, 'Peek table', 'Table');
    await page.getByRole('grid').getByRole('link', { name: 'Call with Ben' }).click();
    await page.waitForURL((url) => url.searchParams.get('peek')?.startsWith('/data/') === true);
    expect(page.url()).toContain('/v/');
    // Two views built and a peek opened twice: more than the default 30 s on a loaded CI machine.
  }, 60_000);

  it("should keep a filter row being written when the project's views arrive after the new view opened", async () => {
    const { projectId } = await projectWithStages({ 'Survey from Cleo': 'Reviewed' });
    await signIn();
    await page.goto(`${origin}/projects/${projectId}`);
    await page.getByRole('button', { name: 'New view' }).click();
    // From here the project's views are answered only when the test lets them through: the new view
    // opens by its address first, and its id changes form when the list comes.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('query ProjectViews')) await held;
      await route.continue();
    });
    await page.getByLabel('View name').fill('Held back');
    await page.getByRole('radio', { name: /^Table —/ }).check();
    await page.getByRole('button', { name: 'Create view' }).click();
    await page
      .getByRole('grid')
      .getByRole('row', { name: /Survey from Cleo/ })
      .waitFor();
    await addFieldFilterRow(page);
    release();
    await page.getByRole('tab', { name: 'Held back' }).waitFor();
    // Still open, with the unfinished row: nothing was remounted.
    await page.getByLabel('Field', { exact: true }).click();
    await page.getByRole('option', { name: 'Stage' }).click();
    await page.unroute('**/api/graphql');
  });

  it('should show a custom field as a column of a table view and filter the table by it', async () => {
    const { projectId } = await projectWithStages({
      'Survey from Cleo': 'Reviewed',
      'Ticket from Dev': null,
    });
    await signIn();
    await newView(projectId, 'All notes', 'Table');
    const grid = page.getByRole('grid');
    await grid.getByRole('columnheader', { name: 'Stage' }).waitFor();
    const row = grid.getByRole('row', { name: /Survey from Cleo/ });
    await expect(row.getByRole('gridcell', { name: 'Reviewed' }).count()).resolves.toBe(1);
    await expect(grid.getByRole('row', { name: /Ticket from Dev/ }).count()).resolves.toBe(1);
    await page.screenshot({ path: `${SHOTS}-table.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A custom-field filter, saved with the view: only the note whose Stage is Reviewed stays.
    await addFieldFilterRow(page);
    await page.getByLabel('Field', { exact: true }).click();
    await page.getByRole('option', { name: 'Stage' }).click();
    await page.getByLabel('Value', { exact: true }).click();
    await page.getByRole('option', { name: 'Reviewed' }).click();
    await page.keyboard.press('Escape');
    await eventually(() => grid.getByRole('row', { name: /Ticket from Dev/ }).count(), 0);
    await page.screenshot({ path: `${SHOTS}-table-field-filter.png`, fullPage: true });
    await page.reload();
    await grid.getByRole('row', { name: /Survey from Cleo/ }).waitFor();
    expect(await grid.getByRole('row', { name: /Ticket from Dev/ }).count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}-table-phone.png`, fullPage: true });
  });

  it("should change a custom field's value in a table cell, move the row to its place in the sort, show a refusal there, and keep the value after a reload; a viewer gets no pencil", async () => {
    const { projectId, field: stage } = await projectWithStages({
      'Survey from Cleo': 'Reviewed',
      'Ticket from Dev': null,
    });
    const minutes = expectOk(
      await workspace.manager.client.gql<{ createCustomField: { id: string } }>(
        'mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id } }',
        { input: { target: 'NOTE', projectId, label: 'Minutes', type: 'NUMBER' } },
      ),
    ).createCustomField;
    const viewId = await apiView(projectId, 'Longest first', 'TABLE', {
      sort: { field: minutes.id, direction: 'DESC' },
    });
    await signIn();
    await page.goto(`${origin}/projects/${projectId}/v/${viewId}`);
    const grid = page.getByRole('grid');
    const rowTitles = () =>
      grid
        .getByRole('row')
        .locator('[data-field="title"]')
        .evaluateAll((cells) => cells.map((c) => c.textContent ?? '').filter((t) => t !== 'Title'));
    // Found without roles: while an editor is open, the page behind it is hidden from them.
    const cellOf = (title: string, fieldId: string) =>
      page.locator('[role="row"]', { hasText: title }).locator(`[data-field="${fieldId}"]`);
    await grid.getByRole('row', { name: /Ticket from Dev/ }).waitFor();
    const devFirst = ['Ticket from Dev', 'Survey from Cleo'];

    // A SELECT by its pencil: the choices open at once and the cell shows the option chosen.
    const dev = grid.getByRole('row', { name: /Ticket from Dev/ });
    await dev.hover();
    await dev.getByRole('button', { name: 'Edit Stage' }).click();
    const stageEditor = page.getByRole('dialog', { name: 'Stage of “Ticket from Dev”' });
    await stageEditor.waitFor();
    await page.getByRole('option', { name: 'Inbox' }).click();
    await eventually(() => cellOf('Ticket from Dev', stage.id).textContent(), 'Inbox');
    // Several options may be chosen: the editor stays for the next, typed, until Escape.
    await page.keyboard.type('Revi');
    await page.keyboard.press('Enter');
    await eventually(() => cellOf('Ticket from Dev', stage.id).textContent(), 'Inbox; Reviewed');
    await page.screenshot({ path: `${SHOTS}-table-edit-select.png` });
    // The view keeps its sort meanwhile: the grid dropped a sort on a column it redrew without, and
    // that was saved for everyone.
    const savedState = async () =>
      JSON.parse(
        expectOk(
          await workspace.manager.client.gql<{ projectView: { state: string } }>(
            'query($id: ID!) { projectView(id: $id) { state } }',
            { id: viewId },
          ),
        ).projectView.state,
      );
    expect((await savedState()).sort).toEqual({ field: minutes.id, direction: 'DESC' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await stageEditor.waitFor({ state: 'detached' });

    // A NUMBER by a double click and Enter: saved, and the row moves up in the view's sort.
    await cellOf('Ticket from Dev', minutes.id).dblclick();
    await page.getByRole('dialog', { name: 'Minutes of “Ticket from Dev”' }).getByLabel('Minutes').fill('45');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Minutes of “Ticket from Dev”' }).waitFor({ state: 'detached' });
    await eventually(() => cellOf('Ticket from Dev', minutes.id).textContent(), '45');
    await eventually(rowTitles, devFirst);

    // A refusal stays under the control with the server's message, and nothing changes.
    await cellOf('Survey from Cleo', minutes.id).dblclick();
    const cleoMinutes = page.getByRole('dialog', { name: 'Minutes of “Survey from Cleo”' });
    await cleoMinutes.getByLabel('Minutes').fill('about an hour');
    await page.keyboard.press('Enter');
    await cleoMinutes.getByText('"Minutes" must be a number').waitFor();
    await page.screenshot({ path: `${SHOTS}-table-edit-refused.png` });
    await page.keyboard.press('Escape');
    await cleoMinutes.waitFor({ state: 'detached' });
    expect(await cellOf('Survey from Cleo', minutes.id).textContent()).toBe('');

    await page.reload();
    await eventually(rowTitles, devFirst);
    expect(await cellOf('Ticket from Dev', stage.id).textContent()).toBe('Inbox; Reviewed');
    expect(await cellOf('Ticket from Dev', minutes.id).textContent()).toBe('45');
    expect((await savedState()).sort).toEqual({ field: minutes.id, direction: 'DESC' });

    // A viewer reads the same table with no way to change a value.
    const viewer = await addMember(suite.sut, workspace, 'VIEWER');
    const viewerPage = await suite.newPage();
    await suite.signIn(viewer, { page: viewerPage, path: `/projects/${projectId}/v/${viewId}` });
    const viewerDev = viewerPage.getByRole('grid').getByRole('row', { name: /Ticket from Dev/ });
    await viewerDev.waitFor();
    expect(await viewerDev.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await viewerDev.locator(`[data-field="${stage.id}"]`).dblclick();
    expect(await viewerPage.getByRole('dialog').count()).toBe(0);
  });

  it("should write a new note from a board column's +, give it the column's value after the column's cards, and open it to be written in", async () => {
    const { projectId, field } = await projectWithStages({
      'Call with Fay': 'Reviewed',
      'Call with Gus': 'Inbox',
    });
    const viewId = await apiView(projectId, 'Pipeline', 'BOARD', { group: { type: 'SELECT', id: field.id } });
    // Only the page's own changes reach it: each reads again what it makes stale.
    await silenceLiveRefresh(page);
    await signIn();
    await page.goto(`${origin}/projects/${projectId}/v/${viewId}`);
    await eventually(() => cardsIn(page, 'Reviewed'), ['Call with Fay']);

    await page.getByRole('button', { name: 'New note in Reviewed' }).click();
    const dialog = page.getByRole('dialog', { name: 'New note' });
    await dialog.getByLabel('Title').fill('Call with Hal');
    await dialog.getByRole('button', { name: 'Create note' }).click();
    // The note opens to be written in, and its card lands last in the column it was written from.
    await page
      .getByRole('dialog', { name: 'Note' })
      .getByRole('heading', { level: 1, name: 'Call with Hal' })
      .waitFor();
    await eventually(() => cardsIn(page, 'Reviewed'), ['Call with Fay', 'Call with Hal']);
    await page.screenshot({ path: `${SHOTS}-board-new-note.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: /^Notes \(3\)/ }).waitFor();

    await page.reload();
    await eventually(() => cardsIn(page, 'Reviewed'), ['Call with Fay', 'Call with Hal']);
    const values = expectOk(
      await workspace.manager.client.gql<{
        projectViewItems: { items: { title: string; fieldValues: { optionIds: string[] | null }[] }[] };
      }>('query($v: ID!) { projectViewItems(viewId: $v) { items { title fieldValues { optionIds } } } }', {
        v: viewId,
      }),
    ).projectViewItems.items.find((i) => i.title === 'Call with Hal');
    const reviewed = field.options.find((o) => o.label === 'Reviewed')?.id;
    expect(values?.fieldValues.map((v) => v.optionIds)).toEqual([[reviewed]]);
  });

  it("should show a highlight table's tags in their colours, retag a highlight from its cell, show a note board's tags on its cards, and hide them from the Fields menu", async () => {
    const client = workspace.manager.client;
    const projectId = await buildProject(client, `Tagged ${Date.now()}`);
    const noteId = await buildNote(
      client,
      projectId,
      'Call with Ivy',
      'Pricing was confusing. Setup was slow.',
    );
    const tagId = (title: string, color: string) =>
      client
        .gql<{ createTag: { id: string } }>('mutation($i: CreateTagInput!) { createTag(input: $i) { id } }', {
          i: { projectId, title, color },
        })
        .then((answer) => expectOk(answer).createTag.id);
    const pricing = await tagId('Pricing', '#e53935');
    const setup = await tagId('Setup', '#1e88e5');
    expectOk(
      await client.gql('mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }', {
        i: {
          noteId,
          startOffset: 0,
          endOffset: 22,
          text: 'Pricing was confusing.',
          tagIds: [pricing, setup],
        },
      }),
    );
    const highlightView = expectOk(
      await client.gql<{ createProjectView: { id: string } }>(
        'mutation($input: CreateProjectViewInput!) { createProjectView(input: $input) { id } }',
        { input: { projectId, title: 'Quotes', layout: 'TABLE', objectType: 'HIGHLIGHT' } },
      ),
    ).createProjectView.id;
    await signIn();
    await page.goto(`${origin}/projects/${projectId}/v/${highlightView}`);
    const grid = page.getByRole('grid');
    await grid.getByRole('columnheader', { name: 'Tags' }).waitFor();
    const chips = grid.getByRole('row', { name: /Pricing was confusing/ }).getByTestId('tag-chip');
    await eventually(() => chips.allInnerTexts(), ['Pricing', 'Setup']);
    // Each in its own colour, as everywhere else a tag shows.
    const dots = await chips.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(new Set(dots).size).toBe(2);
    await page.screenshot({ path: `${SHOTS}-highlight-table-tags.png` });

    // Retagged in the table with the note page's keyboard picker: a new tag, and one taken off.
    await chips.first().hover();
    await grid
      .getByRole('row', { name: /Pricing was confusing/ })
      .getByRole('button', { name: 'Edit Tags' })
      .click();
    await page.keyboard.type('Delight');
    await page.getByRole('option', { name: 'Create tag “Delight”' }).waitFor();
    await page.keyboard.press('Enter');
    // Listed as soon as it is made; typed on once the highlight carries it.
    await page.getByRole('option', { name: 'Delight', exact: true }).getByLabel('Applied').waitFor();
    await page.keyboard.type('Setup');
    await page.getByRole('option', { name: 'Setup', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await eventually(() => chips.allInnerTexts(), ['Delight', 'Pricing']);

    // Hidden from the Fields menu, saved with the view.
    await page.getByRole('button', { name: 'Fields', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Tags' }).click();
    await page.keyboard.press('Escape');
    await eventually(() => grid.getByRole('columnheader', { name: 'Tags' }).count(), 0);
    await page.reload();
    await grid.getByRole('row', { name: /Pricing was confusing/ }).waitFor();
    expect(await grid.getByRole('columnheader', { name: 'Tags' }).count()).toBe(0);

    // A note shows its highlights' tags on its card.
    const boardView = await apiView(projectId, 'Notes board', 'BOARD', { group: { type: 'TAG' } });
    await page.goto(`${origin}/projects/${projectId}/v/${boardView}`);
    const card = page.locator('[data-testid="view-card"][data-card-title="Call with Ivy"]').first();
    await eventually(() => card.getByTestId('tag-chip').allInnerTexts(), ['Delight', 'Pricing']);
  });

  it("should write a new insight from an insight board's column, with the column's value, and open it", async () => {
    const client = workspace.manager.client;
    const projectId = await buildProject(client, `Findings ${Date.now()}`);
    const status = expectOk(
      await client.gql<{ createCustomField: { id: string; options: { id: string; label: string }[] } }>(
        'mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id options { id label } } }',
        {
          input: {
            target: 'INSIGHT',
            projectId,
            label: 'Status',
            type: 'SELECT',
            optionsImport: 'Idea;Validated',
          },
        },
      ),
    ).createCustomField;
    const viewId = expectOk(
      await client.gql<{ createProjectView: { id: string } }>(
        'mutation($input: CreateProjectViewInput!) { createProjectView(input: $input) { id } }',
        {
          input: {
            projectId,
            title: 'By status',
            layout: 'BOARD',
            objectType: 'INSIGHT',
            state: JSON.stringify({ group: { type: 'SELECT', id: status.id } }),
          },
        },
      ),
    ).createProjectView.id;
    await signIn();
    await page.goto(`${origin}/projects/${projectId}/v/${viewId}`);
    await page.getByRole('button', { name: 'New insight in Validated' }).click();
    const dialog = page.getByRole('dialog', { name: 'New insight' });
    await dialog.getByLabel('Title (optional)').fill('Admins stall at setup');
    await dialog.getByRole('button', { name: 'Create insight' }).click();
    await page.waitForURL(/\/insights\//);
    await page.getByRole('heading', { level: 1, name: 'Admins stall at setup' }).waitFor();

    await page.goBack();
    await eventually(() => cardsIn(page, 'Validated'), ['Admins stall at setup']);
    expect(await cardsIn(page, 'Idea')).toEqual([]);
  });

  it('should sort a list view by a custom field and show the same items as a grid', async () => {
    const { projectId } = await projectWithStages({
      'Alpha call': 'Reviewed',
      'Beta call': 'Inbox',
      'Gamma call': null,
    });
    await signIn();
    await newView(projectId, 'Calls list', 'List');
    await page.getByLabel('Sort by').click();
    await page.getByRole('option', { name: 'Stage' }).click();
    const titles = () =>
      page
        .locator('[data-testid="view-item"]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-item-title') ?? ''));
    // Sorted by the option's text, values first: Inbox, Reviewed, then the note without a stage.
    await eventually(titles, ['Beta call', 'Alpha call', 'Gamma call']);
    await page.screenshot({ path: `${SHOTS}-list.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}-list-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await newView(projectId, 'Calls grid', 'Grid');
    await page.locator('[data-testid="view-grid"]').waitFor();
    expect(await page.locator('[data-testid="view-item"]').count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}-grid.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New view' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}-new-view-phone.png` });
  });

  /** A view made through the API; returns its id. */
  async function apiView(projectId: string, title: string, layout: string, state?: unknown): Promise<string> {
    return expectOk(
      await workspace.manager.client.gql<{ createProjectView: { id: string } }>(
        'mutation($input: CreateProjectViewInput!) { createProjectView(input: $input) { id } }',
        {
          input: {
            projectId,
            title,
            layout,
            objectType: 'NOTE',
            ...(state ? { state: JSON.stringify(state) } : {}),
          },
        },
      ),
    ).createProjectView.id;
  }
  const tabTitles = () =>
    page.locator('[data-testid="view-tab"]').evaluateAll((tabs) => tabs.map((t) => t.textContent ?? ''));

  it('should move a view tab by dragging it and with Move left or right in its menu, and keep the order after a reload', async () => {
    const projectId = await buildProject(workspace.manager.client, `Tabs ${Date.now()}`);
    for (const title of ['Alpha view', 'Beta view', 'Gamma view']) await apiView(projectId, title, 'LIST');
    // Only the page's own changes reach it: each reads again what it makes stale.
    await silenceLiveRefresh(page);
    await signIn();
    await page.goto(`${origin}/projects/${projectId}`);
    await eventually(tabTitles, ['Alpha view', 'Beta view', 'Gamma view']);
    expect(await page.locator('[data-testid="view-tab"][data-draggable="true"]').count()).toBe(3);

    // Gamma dragged onto Alpha's place: first.
    const gamma = page.getByRole('tab', { name: 'Gamma view' });
    const alpha = page.getByRole('tab', { name: 'Alpha view' });
    const from = await gamma.boundingBox();
    const to = await alpha.boundingBox();
    if (!from || !to) throw new Error('The tabs are not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + 4, to.y + to.height / 2, { steps: 20 });
    await page.mouse.move(to.x + 2, to.y + to.height / 2, { steps: 2 });
    await page.mouse.up();
    await eventually(tabTitles, ['Gamma view', 'Alpha view', 'Beta view']);
    await page.screenshot({ path: `${SHOTS}-tabs-dragged.png` });
    await page.reload();
    await eventually(tabTitles, ['Gamma view', 'Alpha view', 'Beta view']);

    // The keyboard way: open Gamma, then its menu, Move right.
    await page.getByRole('tab', { name: 'Gamma view' }).click();
    await page.locator('[data-testid="project-view"]').waitFor();
    await page.getByRole('button', { name: 'Actions for view Gamma view' }).click();
    await expect(
      page.getByRole('menuitem', { name: 'Move left' }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    await page.getByRole('menuitem', { name: 'Move right' }).click();
    await eventually(tabTitles, ['Alpha view', 'Gamma view', 'Beta view']);
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // Once more with the keyboard alone.
    await page.getByRole('button', { name: 'Actions for view Gamma view' }).focus();
    await page.keyboard.press('Enter');
    // Whichever item the menu focuses first, arrows reach Move right (the list wraps).
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? null);
    for (let i = 0; i < 6 && (await focused()) !== 'Move right'; i++) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(100);
    }
    await eventually(focused, 'Move right');
    await page.keyboard.press('Enter');
    await eventually(tabTitles, ['Alpha view', 'Beta view', 'Gamma view']);
    await page.reload();
    await eventually(tabTitles, ['Alpha view', 'Beta view', 'Gamma view']);
    const saved = expectOk(
      await workspace.manager.client.gql<{ projectViews: { title: string }[] }>(
        'query($p: ID!) { projectViews(projectId: $p) { title } }',
        { p: projectId },
      ),
    ).projectViews.map((v) => v.title);
    expect(saved).toEqual(['Alpha view', 'Beta view', 'Gamma view']);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('should show the open view tab whole on a phone when the tabs scroll sideways', async () => {
    const projectId = await buildProject(workspace.manager.client, `Phone tabs ${Date.now()}`);
    const titles = ['Follow-ups', 'Interview table', 'Insights by status'];
    const viewIds: string[] = [];
    for (const title of titles) viewIds.push(await apiView(projectId, title, 'LIST'));
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn();
    const strip = page.locator('.MuiTabs-scroller').first();
    for (const [index, title] of titles.entries()) {
      await page.goto(`${origin}/projects/${projectId}/v/${viewIds[index]}`);
      await page.locator('[data-testid="project-view"]').waitFor();
      // Once both scroll arrows are there and the strip has stopped moving (MUI animates it).
      await eventually(() => page.locator('.MuiTabs-scrollButtons').count(), 2);
      const tab = page.getByRole('tab', { name: title, selected: true });
      let last = '';
      await eventually(async () => {
        const now = JSON.stringify(await tab.boundingBox());
        const still = now === last;
        last = now;
        if (!still) await page.waitForTimeout(200);
        return still;
      }, true);
      const [box, visible] = await Promise.all([tab.boundingBox(), strip.boundingBox()]);
      if (!box || !visible) throw new Error('The tabs are not laid out');
      expect({
        title,
        left: box.x >= visible.x - 1,
        right: box.x + box.width <= visible.x + visible.width + 1,
      }).toEqual({
        title,
        left: true,
        right: true,
      });
    }
    await page.screenshot({ path: `${SHOTS}-tabs-phone.png` });
  });

  it('should change a table view into a board grouped by a field chosen on the way, say what carries over, and keep it after a reload', async () => {
    const { projectId } = await projectWithStages({ 'Call with Fay': 'Reviewed', 'Call with Gil': 'Inbox' });
    const viewId = await apiView(projectId, 'Stage table', 'TABLE');
    await signIn();
    await page.goto(`${origin}/projects/${projectId}/v/${viewId}`);
    await page.locator('[data-testid="project-view"][data-layout="TABLE"]').waitFor();
    await page.getByRole('button', { name: 'Actions for view Stage table' }).click();
    await page.getByRole('menuitem', { name: 'Change layout…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /^Board —/ }).check();
    const carryOver = dialog.locator('[data-testid="layout-carry-over"]');
    await expect(carryOver.textContent()).resolves.toContain('A board needs something to group by');
    await expect(carryOver.textContent()).resolves.toContain(
      'The filter, the sort and the shown fields stay',
    );
    await dialog.getByLabel('Group by').click();
    await page.getByRole('option', { name: 'Stage' }).click();
    await page.screenshot({ path: `${SHOTS}-change-layout.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Change layout' }).click();
    await page.locator('[data-testid="project-view"][data-layout="BOARD"]').waitFor();
    await eventually(() => cardsIn(page, 'Reviewed'), ['Call with Fay']);
    await page.reload();
    await page.locator('[data-testid="project-view"][data-layout="BOARD"]').waitFor();
    await eventually(() => cardsIn(page, 'Inbox'), ['Call with Gil']);

    // Back to a list: the group-by stays with the view, and the sentence says so.
    await page.getByRole('button', { name: 'Actions for view Stage table' }).click();
    await page.getByRole('menuitem', { name: 'Change layout…' }).click();
    await expect(dialog.getByRole('radio', { name: /^Board \(now\) —/ }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('radio', { name: /^List —/ }).check();
    await expect(carryOver.textContent()).resolves.toContain('The group-by is kept with the view');
    await dialog.getByRole('button', { name: 'Change layout' }).click();
    await page.locator('[data-testid="project-view"][data-layout="LIST"]').waitFor();
    await eventually(() => page.locator('[data-testid="view-item"]').count(), 2);
    const view = expectOk(
      await workspace.manager.client.gql<{ projectView: { layout: string; state: string } }>(
        'query($id: ID!) { projectView(id: $id) { layout state } }',
        { id: viewId },
      ),
    ).projectView;
    expect(view.layout).toBe('LIST');
    expect(JSON.parse(view.state).group).toMatchObject({ type: 'SELECT' });
  });

  it('should show the people picked for a board grouped by a person field as its columns, in that order, with everyone else under No one', async () => {
    const client = workspace.manager.client;
    const ana = await addMember(suite.sut, workspace, 'CONTRIBUTOR');
    const ben = await addMember(suite.sut, workspace, 'CONTRIBUTOR');
    const projectId = await buildProject(client, `Owners ${Date.now()}`);
    const field = expectOk(
      await client.gql<{ createCustomField: { id: string } }>(
        'mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id } }',
        { input: { target: 'NOTE', projectId, label: 'Owner', type: 'PERSON' } },
      ),
    ).createCustomField;
    const owners: Record<string, string> = {
      'Call owned by Ana': ana.id,
      'Call owned by Ben': ben.id,
      'Call owned by the manager': workspace.manager.id,
    };
    for (const [title, owner] of Object.entries(owners)) {
      const noteId = await buildNote(client, projectId, title, `${title}: the export was slow.`);
      expectOk(
        await client.gql(
          'mutation($input: SetCustomFieldValueInput!) { setCustomFieldValue(input: $input) { fieldId } }',
          { input: { fieldId: field.id, target: 'NOTE', objectId: noteId, text: owner } },
        ),
      );
    }
    const viewId = await apiView(projectId, 'Owner board', 'BOARD', {
      group: { type: 'PERSON', id: field.id, options: [] },
    });
    const columnTitles = () =>
      page
        .locator('[data-testid="view-column"]')
        .evaluateAll((columns) => columns.map((c) => c.getAttribute('data-column-title') ?? ''));
    await signIn();
    await page.goto(`${origin}/projects/${projectId}/v/${viewId}`);
    // Nobody picked: everyone with cards has a column.
    await eventually(async () => (await columnTitles()).length, 4);

    const picker = page.getByRole('combobox', { name: 'People as columns' });
    for (const member of [ben, ana]) {
      await picker.click();
      await picker.fill(member.name);
      await page.getByRole('option', { name: new RegExp(member.name) }).click();
      await eventually(async () => (await columnTitles()).includes(member.name), true);
    }
    await eventually(columnTitles, [ben.name, ana.name, 'No one']);
    await eventually(() => cardsIn(page, 'No one'), ['Call owned by the manager']);
    await page.screenshot({ path: `${SHOTS}-person-columns.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    await eventually(columnTitles, [ben.name, ana.name, 'No one']);
    expect(await cardsIn(page, ana.name)).toEqual(['Call owned by Ana']);
    const state = JSON.parse(
      expectOk(
        await client.gql<{ projectView: { state: string } }>(
          'query($id: ID!) { projectView(id: $id) { state } }',
          {
            id: viewId,
          },
        ),
      ).projectView.state,
    );
    expect(state.group).toEqual({ type: 'PERSON', id: field.id, options: [ben.id, ana.id] });

    // A viewer sees the same columns and no picker.
    const viewer = await addMember(suite.sut, workspace, 'VIEWER');
    const viewerPage = await suite.newPage();
    await suite.signIn(viewer, { page: viewerPage, path: `/projects/${projectId}/v/${viewId}` });
    await eventually(() => viewerPage.locator('[data-testid="view-column"]').count(), 3);
    expect(await viewerPage.getByRole('combobox', { name: 'People as columns' }).count()).toBe(0);
  });

  it('should show a viewer a board without New view, filter controls or drag handles', async () => {
    const { projectId, field } = await projectWithStages({ 'Call with Eve': 'Inbox' });
    const view = expectOk(
      await workspace.manager.client.gql<{ createProjectView: { id: string } }>(
        'mutation($input: CreateProjectViewInput!) { createProjectView(input: $input) { id } }',
        {
          input: {
            projectId,
            title: 'Shared board',
            layout: 'BOARD',
            objectType: 'NOTE',
            state: JSON.stringify({ group: { type: 'SELECT', id: field.id } }),
          },
        },
      ),
    ).createProjectView;
    const viewer = await addMember(suite.sut, workspace, 'VIEWER');
    await signIn(viewer);
    await page.goto(`${origin}/projects/${projectId}/v/${view.id}`);
    await eventually(() => cardsIn(page, 'Inbox'), ['Call with Eve']);
    expect(await page.getByRole('button', { name: 'New view' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^New note/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Filter/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Drag Call with Eve' }).count()).toBe(0);
    // No view menu (rename, layout, Move left/right) and no draggable tabs for a viewer.
    expect(await page.getByRole('button', { name: 'Actions for view Shared board' }).count()).toBe(0);
    expect(await page.locator('[data-testid="view-tab"][data-draggable="true"]').count()).toBe(0);
    await expect(page.getByLabel('Group by').isDisabled()).resolves.toBe(true);
    await page.screenshot({ path: `${SHOTS}-viewer.png`, fullPage: true });
  });
});

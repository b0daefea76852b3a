import { type Locator, type WebSocket } from 'playwright-core';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { buildNote, buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { describeViolations, seriousAxeViolations } from './axe';
import { eventually } from './eventually';
import { useBrowserSuite } from './browser-suite';
import { selectInNote } from './select-in-note';

const SHOTS = '/tmp/peek';
const NOTE_TEXT =
  'We tried three tools before this one. The onboarding took two weeks and nobody knew where to start.';
const QUOTE = 'The onboarding took two weeks';
const ADDED = 'Written in the peek.';
const SHORT_ID = '[0-9A-Za-z]{22}';

/**
 * Peeks (spec 000 §2): notes, insights and tags clicked in a list open over it as a Side or Center
 * peek whose address can be reloaded and shared, in the mode the member chose last, with the real
 * item page inside; or as the full page.
 */
describe('Peeks in the browser', () => {
  // A new browser context each test: no peek mode remembered from another test.
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, defaultTimeout: 15_000 });

  /** A project with two notes, a tagged highlight in the first, and an insight, made through the API. */
  async function buildStudy() {
    const { workspace } = suite;
    const client = workspace.manager.client;
    const suffix = uniqueSuffix();
    const projectTitle = `Onboarding study ${suffix}`;
    const projectId = await buildProject(client, projectTitle);
    const noteId = await buildNote(client, projectId, 'Interview with Dana', NOTE_TEXT);
    await buildNote(client, projectId, 'Interview with Ravi', 'Pricing felt fair.');
    const tag = `Slow onboarding ${suffix}`;
    const tagId = expectOk(
      await client.gql<{ createTag: { id: string } }>(
        'mutation($p: ID!, $t: String!) { createTag(input: { projectId: $p, title: $t }) { id } }',
        { p: projectId, t: tag },
      ),
    ).createTag.id;
    const start = NOTE_TEXT.indexOf(QUOTE);
    expectOk(
      await client.gql('mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }', {
        i: { noteId, startOffset: start, endOffset: start + QUOTE.length, text: QUOTE, tagIds: [tagId] },
      }),
    );
    const insight = `Onboarding blocks adoption ${suffix}`;
    expectOk(
      await client.gql(
        'mutation($p: ID!, $t: String!) { createInsight(input: { projectId: $p, title: $t }) { id } }',
        {
          p: projectId,
          t: insight,
        },
      ),
    );
    return { projectId, projectTitle, noteId, tag, insight };
  }

  /** Saves a screenshot (look at it: /tmp/peek-*.png) and holds the page to no serious axe violation. */
  async function check(name: string): Promise<void> {
    const { page, pageErrors } = suite;
    // axe first: it finishes the dialog's fade-in, which the screenshot would catch half-way.
    const violations = await seriousAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}-${name}.png` });
    expect(describeViolations(name, violations)).toBe('');
    expect(pageErrors).toEqual([]);
  }

  /** The open peek, whichever its mode. */
  const peek = (): Locator => suite.page.locator('[data-testid="peek"]');
  /** The peek's frame, the element named as a dialog. */
  const peekDialog = (kind: 'Note' | 'Insight' | 'Tag'): Locator =>
    suite.page.getByRole('dialog', { name: kind });
  const peekParam = (): string | null => new URL(suite.page.url()).searchParams.get('peek');

  /** The collaboration sockets the page opens, to see that a closed peek closes its editor's. */
  function watchCollaborationSockets(): WebSocket[] {
    const { page } = suite;
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().includes('/api/collaboration')) sockets.push(socket);
    });
    return sockets;
  }

  it('should peek a note beside its list, edit it, switch to Center, keep it through a reload, and close it with Escape back to the list item', async () => {
    const { page, workspace, origin, pageErrors } = suite;
    const { projectId, noteId } = await buildStudy();
    const sockets = watchCollaborationSockets();
    await suite.signIn();
    const listPath = `/projects/${projectId}/notes`;
    await page.goto(`${origin}${listPath}`);
    const item = page.getByRole('list', { name: 'Notes' }).getByRole('link', { name: /Interview with Dana/ });
    await item.click();

    // A Side peek (the default): the list's address with the note's, the list still there beside it.
    const side = peekDialog('Note');
    await side.waitFor();
    expect(await peek().getAttribute('data-peek-mode')).toBe('Side');
    expect(new URL(page.url()).pathname).toBe(listPath);
    expect(peekParam()).toMatch(new RegExp(`^/data/interview-with-dana-${SHORT_ID}$`));
    await side.getByRole('heading', { level: 1, name: 'Interview with Dana' }).waitFor();
    await side.getByTestId('note-text').getByText(NOTE_TEXT).waitFor();
    await side.getByTestId('sidebar-highlight').filter({ hasText: QUOTE }).waitFor();
    await side.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor();
    const other = page
      .getByRole('list', { name: 'Notes' })
      .getByRole('link', { name: /Interview with Ravi/ });
    const otherBox = await other.boundingBox();
    const sideBox = await side.boundingBox();
    expect(otherBox && sideBox && otherBox.x + otherBox.width <= sideBox.x).toBe(true);
    expect(await side.getByRole('button', { name: 'Side peek' }).getAttribute('aria-pressed')).toBe('true');
    await check('side-note');

    // The note's own editor, in the peek: what is typed is saved.
    await side.getByTestId('note-text').getByText(NOTE_TEXT).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(` ${ADDED}`);
    await side.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor();
    await waitFor(
      async () =>
        expect(
          expectOk(
            await workspace.manager.client.gql<{ note: { content: string } }>(
              'query($id: ID!) { note(id: $id) { content } }',
              { id: noteId },
            ),
          ).note.content,
        ).toContain(ADDED),
      { timeoutMs: 15_000, intervalMs: 200 },
    );

    // Highlighting works in the peek: the floating button sits on the selection, inside the drawer,
    // and Escape in the tag picker closes the picker, not the peek.
    await selectInNote(page, 'nobody knew where to start');
    const button = page.getByTestId('highlight-button');
    await button.waitFor();
    const buttonBox = await button.boundingBox();
    const drawerBox = await side.boundingBox();
    expect(buttonBox && drawerBox && buttonBox.x >= drawerBox.x).toBe(true);
    await page.keyboard.press('h');
    await page.getByTestId('tag-picker-input').waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'tag-picker-input',
    );
    await page.keyboard.type('Confusion');
    await page.getByRole('option', { name: 'Create tag “Confusion”' }).waitFor();
    await page.keyboard.press('Enter');
    // The picker is modal: the page under it, peek included, is hidden from the accessibility tree.
    await page
      .getByTestId('sidebar-highlight')
      .filter({ hasText: 'nobody knew where to start' })
      .getByTestId('tag-chip')
      .filter({ hasText: 'Confusion' })
      .waitFor();
    await page.screenshot({ path: `${SHOTS}-side-highlighted.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('tag-picker-input').waitFor({ state: 'detached' });
    await side.waitFor();
    expect(peekParam()).not.toBeNull();

    // Center: a large dialog over the page; the address stays the same.
    const address = page.url();
    await side.getByRole('button', { name: 'Center peek' }).click();
    await page.locator('[data-testid="peek"][data-peek-mode="Center"]').waitFor();
    const center = peekDialog('Note');
    await center.getByTestId('note-text').getByText(ADDED).waitFor();
    expect(page.url()).toBe(address);
    expect(await center.getByRole('button', { name: 'Center peek' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // A reload shows the list with the note over it, in the mode chosen last. (The browser drops the
    // old page's sockets without Playwright reporting them closed: only the new page's are watched.)
    sockets.splice(0);
    await page.reload();
    await page.locator('[data-testid="peek"][data-peek-mode="Center"]').waitFor();
    await center.getByRole('heading', { level: 1, name: 'Interview with Dana' }).waitFor();
    await center.getByTestId('note-text').getByText(ADDED).waitFor();
    await center.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor();
    // The list is under the modal dialog, hidden from assistive technology until it closes.
    await page.locator('ul[aria-label="Notes"]').getByText('Interview with Dana').waitFor();
    await check('center-note-reloaded');

    // Escape closes it: the list's own address, the focus on the item that opened the note.
    expect(sockets.filter((socket) => !socket.isClosed()).length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await peek().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(listPath);
    expect(peekParam()).toBeNull();
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Interview with Dana'));
    expect(await item.evaluate((element) => element === document.activeElement)).toBe(true);
    // The peek's editor has closed its collaboration socket.
    await waitFor(() => expect(sockets.filter((socket) => !socket.isClosed())).toEqual([]), {
      intervalMs: 100,
    });

    // From the keyboard: Enter on the focused item opens it again, Center as chosen; Close closes.
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="peek"][data-peek-mode="Center"]').waitFor();
    await center.getByRole('button', { name: 'Close peek' }).click();
    await peek().waitFor({ state: 'detached' });
    expect(await item.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('should peek an insight and a tag from their lists, follow a link inside the peek, and open the item as its page', async () => {
    const { page, origin } = suite;
    const { projectId, tag, insight } = await buildStudy();
    await suite.signIn();

    // The insight, opened from the keyboard.
    await page.goto(`${origin}/projects/${projectId}/insights`);
    const insightItem = page
      .getByRole('list', { name: 'Insights' })
      .getByRole('link', { name: new RegExp(insight) });
    await insightItem.focus();
    await page.keyboard.press('Enter');
    const insightPeek = peekDialog('Insight');
    await insightPeek.getByRole('heading', { level: 1, name: insight }).waitFor();
    await insightPeek.getByTestId('insight-body').waitFor();
    expect(peekParam()).toMatch(new RegExp(`^/insights/onboarding-blocks-adoption-`));
    await check('side-insight');

    // "Open as page": the insight's own address, with a way back to the list.
    await insightPeek.getByRole('link', { name: 'Open as page' }).click();
    await page.waitForURL(new RegExp(`/insights/onboarding-blocks-adoption-[0-9a-z-]*${SHORT_ID}$`));
    await peek().waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: insight }).waitFor();
    await page.getByRole('link', { name: 'Back to list' }).click();
    await page.waitForURL(`${origin}/projects/${projectId}/insights`);

    // The tag, from the project's Tags tab, as a Center peek chosen there.
    await page.goto(`${origin}/projects/${projectId}/tags`);
    await page.getByRole('link', { name: tag }).click();
    const tagPeek = peekDialog('Tag');
    await tagPeek.getByRole('heading', { level: 1, name: tag }).waitFor();
    await tagPeek.getByRole('button', { name: 'Center peek' }).click();
    await page.locator('[data-testid="peek"][data-peek-mode="Center"]').waitFor();
    await tagPeek.getByTestId('tag-page-highlight').filter({ hasText: QUOTE }).waitFor();
    await check('center-tag');

    // The tag page's source link peeks the note in the same place.
    await tagPeek.getByRole('link', { name: /Interview with Dana/ }).click();
    const notePeek = peekDialog('Note');
    await notePeek.getByRole('heading', { level: 1, name: 'Interview with Dana' }).waitFor();
    expect(peekParam()).toMatch(new RegExp(`^/data/interview-with-dana-${SHORT_ID}#highlight-`));
    await notePeek.getByRole('link', { name: 'Open as page' }).click();
    await page.waitForURL(new RegExp(`/data/interview-with-dana-${SHORT_ID}#highlight-`));
    await page.getByRole('heading', { level: 1, name: 'Interview with Dana' }).waitFor();
    await check('note-page');
  }, 120_000);

  it('should open the full page on a modified click, and in Full page mode, and peek again from the page', async () => {
    const { page, context, origin } = suite;
    const { projectId, projectTitle } = await buildStudy();
    await suite.signIn();
    const listPath = `/projects/${projectId}/notes`;
    await page.goto(`${origin}${listPath}`);
    const dana = page.getByRole('list', { name: 'Notes' }).getByRole('link', { name: /Interview with Dana/ });

    // Ctrl+click: the note's page in a new tab, this one unchanged.
    const [tab] = await Promise.all([context.waitForEvent('page'), dana.click({ modifiers: ['Control'] })]);
    await tab.waitForURL(new RegExp(`/data/interview-with-dana-${SHORT_ID}$`));
    await tab.close();
    expect(peekParam()).toBeNull();
    expect(await peek().count()).toBe(0);

    // Full page from the peek's switch: the note's page, and the next click opens the page too.
    await dana.click();
    await peekDialog('Note').getByRole('button', { name: 'Full page' }).click();
    await page.waitForURL(new RegExp(`/data/interview-with-dana-${SHORT_ID}$`));
    await page.getByRole('heading', { level: 1, name: 'Interview with Dana' }).waitFor();
    await page.getByRole('link', { name: 'Back to list' }).click();
    await page.waitForURL(`${origin}${listPath}`);
    await page
      .getByRole('list', { name: 'Notes' })
      .getByRole('link', { name: /Interview with Ravi/ })
      .click();
    await page.waitForURL(new RegExp(`/data/interview-with-ravi-${SHORT_ID}$`));
    await page.getByRole('heading', { level: 1, name: 'Interview with Ravi' }).waitFor();
    expect(await page.getByRole('button', { name: 'Full page' }).getAttribute('aria-pressed')).toBe('true');
    await check('full-page-bar');

    // Side from the page: back on the list with the note beside it.
    await page.getByRole('button', { name: 'Side peek' }).click();
    await page.locator('[data-testid="peek"][data-peek-mode="Side"]').waitFor();
    expect(new URL(page.url()).pathname).toBe(listPath);
    await peekDialog('Note').getByRole('heading', { level: 1, name: 'Interview with Ravi' }).waitFor();

    // /home's recent items peek too.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${origin}/home`);
    await page
      .getByTestId('home-recent')
      .getByRole('link', { name: /Interview with Dana/ })
      .filter({ hasText: projectTitle })
      .click();
    await peekDialog('Note').getByRole('heading', { level: 1, name: 'Interview with Dana' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await check('home-side-note');
  }, 120_000);

  it('should fill a phone screen with the peek in either mode, its bar on one line without the mode switch', async () => {
    const { page, origin } = suite;
    const { projectId } = await buildStudy();
    await suite.signIn();
    await page.goto(`${origin}/projects/${projectId}/notes`);
    await page
      .getByRole('list', { name: 'Notes' })
      .getByRole('link', { name: /Interview with Dana/ })
      .click();
    // Center chosen on a wide screen, then the same page on a phone.
    await peekDialog('Note').getByRole('button', { name: 'Center peek' }).click();
    await page.locator('[data-testid="peek"][data-peek-mode="Center"]').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = peekDialog('Note');
    await dialog.getByRole('heading', { level: 1, name: 'Interview with Dana' }).waitFor();
    await eventually(async () => {
      const box = await dialog.boundingBox();
      return box ? [box.x, box.y, Math.round(box.width), Math.round(box.height)] : null;
    }, [0, 0, 390, 844]);
    await dialog.getByRole('button', { name: 'Center peek' }).waitFor({ state: 'hidden' });
    const open = await dialog.getByRole('link', { name: 'Open as page' }).boundingBox();
    const close = await dialog.getByRole('button', { name: 'Close peek' }).boundingBox();
    // One line: "Open as page" is no taller than a line of its text and sits level with Close.
    expect(
      open &&
        close &&
        open.height < 40 &&
        Math.abs(open.y + open.height / 2 - (close.y + close.height / 2)) < 4,
    ).toBe(true);
    await check('phone-center-note');
  });
});

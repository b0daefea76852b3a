import type { Page } from 'playwright-core';
import { buildNote, buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';
const NOTE_TEXT =
  'We tried three tools before this one.\nThe onboarding took two weeks and nobody knew where to start.';
const QUOTE = 'The onboarding took two weeks';
const GONE = 'This link was revoked or does not exist.';

/**
 * Sharing a note (`/p/data/{token}`) and a highlight (`/public-object/{token}`) from the note page
 * with the one Share dialog, read by someone with no cookies at all, and revoked.
 */
describe('Sharing a note and a highlight in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' } });

  /** Creates a link in the open Share dialog and returns its address. */
  async function createLink(page: Page): Promise<string> {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const field = dialog.getByLabel('Public link');
    await field.waitFor();
    return field.inputValue();
  }

  /** A reader's page: its own context, no cookies; fails the test if any request carries one. */
  async function readerPage(width: number) {
    const page = await suite.newPage({ width, height: 800 });
    const cookies: string[] = [];
    page.on('request', (request) => {
      const cookie = request.headers().cookie;
      if (cookie) cookies.push(cookie);
    });
    return { page, cookies };
  }

  it('should share a note and one of its highlights with a cookie-less reader, and stop once revoked', async () => {
    const { page, workspace, origin, pageErrors } = suite;
    const client = workspace.manager.client;
    const projectId = await buildProject(client, `Onboarding study ${uniqueSuffix()}`);
    const noteTitle = `Interview with Dana ${uniqueSuffix()}`;
    const noteId = await buildNote(client, projectId, noteTitle, NOTE_TEXT);
    const tag = `Slow onboarding ${uniqueSuffix()}`;
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
    await suite.signIn(workspace.manager, { path: `/data/${noteId}` });
    await page.getByRole('heading', { level: 1, name: noteTitle }).waitFor();

    // The note: its menu's Share opens the dialog.
    await page.getByRole('button', { name: 'Note actions' }).click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Share this note' }).waitFor();
    const noteLink = await createLink(page);
    expect(noteLink).toMatch(new RegExp(`^${origin}/p/data/[A-Za-z0-9]{12}$`));
    await page.screenshot({ path: `${SCREENSHOTS}/share-note-dialog.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // The highlight: its Share button in the sidebar.
    await page.getByRole('button', { name: `Share highlight “${QUOTE}”` }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Share this highlight' }).waitFor();
    const highlightLink = await createLink(page);
    expect(highlightLink).toMatch(new RegExp(`^${origin}/public-object/[A-Za-z0-9]{12}$`));
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Readers without cookies, on a desktop and on a phone.
    for (const width of [1280, 390]) {
      const reader = await readerPage(width);
      await reader.page.goto(noteLink);
      await reader.page.getByRole('heading', { level: 1, name: noteTitle }).waitFor();
      await reader.page.getByText('We tried three tools before this one.').waitFor();
      await reader.page.getByText('nobody knew where to start', { exact: false }).waitFor();
      await reader.page.screenshot({ path: `${SCREENSHOTS}/share-note-public-${width}.png`, fullPage: true });
      expect(await seriousAxeViolations(reader.page)).toEqual([]);

      await reader.page.goto(highlightLink);
      const card = reader.page.getByTestId('public-highlight');
      await card.getByText(QUOTE).waitFor();
      await card.getByText(tag).waitFor();
      await card.getByText(noteTitle).waitFor();
      await reader.page.screenshot({
        path: `${SCREENSHOTS}/share-highlight-public-${width}.png`,
        fullPage: true,
      });
      expect(await seriousAxeViolations(reader.page)).toEqual([]);
      expect(reader.cookies).toEqual([]);
    }

    // Revoked from the dialog: the reader gets the server's message.
    await page.getByRole('button', { name: 'Note actions' }).click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const token = noteLink.split('/').pop() ?? '';
    await page
      .getByRole('dialog')
      .getByRole('button', { name: `Revoke link ${token}` })
      .click();
    await page.getByRole('dialog').getByText('Revoked', { exact: true }).waitFor();
    const reader = await readerPage(1280);
    await reader.page.goto(noteLink);
    await reader.page.getByTestId('public-share-gone').getByText(GONE).waitFor();
    expect(pageErrors).toEqual([]);
  });
});

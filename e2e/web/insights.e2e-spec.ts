import {
  type BuiltAccount,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  uniqueSuffix,
} from '../api/factories';
import { toShortId } from '../../services/core/src';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';
const NOTE_TEXT =
  'We tried three tools before this one. The onboarding took two weeks and nobody knew where to start.';
const QUOTE = 'The onboarding took two weeks';
const GONE = 'This link was revoked or does not exist.';

describe('Insights in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' } });
  let viewer: BuiltAccount;

  beforeAll(async () => {
    viewer = await addMember(suite.sut, suite.workspace, 'VIEWER');
  });

  /** A project with an interview note and a tagged highlight of QUOTE, made through the API. */
  async function buildStudy(): Promise<{
    projectId: string;
    noteId: string;
    highlightId: string;
    tag: string;
  }> {
    const client = suite.workspace.manager.client;
    const projectId = await buildProject(client, `Onboarding study ${uniqueSuffix()}`);
    const noteId = await buildNote(client, projectId, 'Interview with Dana', NOTE_TEXT);
    const tag = `Slow onboarding ${uniqueSuffix()}`;
    const tagId = expectOk(
      await client.gql<{ createTag: { id: string } }>(
        'mutation($p: ID!, $t: String!) { createTag(input: { projectId: $p, title: $t }) { id } }',
        { p: projectId, t: tag },
      ),
    ).createTag.id;
    const start = NOTE_TEXT.indexOf(QUOTE);
    const highlightId = expectOk(
      await client.gql<{ createHighlight: { id: string } }>(
        'mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }',
        { i: { noteId, startOffset: start, endOffset: start + QUOTE.length, text: QUOTE, tagIds: [tagId] } },
      ),
    ).createHighlight.id;
    return { projectId, noteId, highlightId, tag };
  }

  it('should tell a new member on /home what to do first', async () => {
    const { page, sut, pageErrors } = suite;
    const fresh = await signUpAndCreateWorkspace(sut);
    const freshOrigin = suite.originOf(fresh);
    await suite.signIn(fresh.manager, { origin: freshOrigin });
    await page.getByTestId('home-getting-started').waitFor();
    await page.getByRole('link', { name: 'Create a project' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/insights-home-empty.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('should write an insight with a highlight card, publish it, share it with a cookie-less reader, and revoke the link', async () => {
    const { page, workspace, origin, browser, pageErrors } = suite;
    const { projectId, highlightId, tag } = await buildStudy();
    const title = `Onboarding blocks adoption ${uniqueSuffix()}`;
    await suite.signIn(workspace.manager);

    // New insight from the project's Insights tab.
    await page.goto(`${origin}/projects/${projectId}?tab=insights`);
    await page.getByRole('button', { name: 'New insight' }).click();
    await page.getByRole('dialog').getByLabel('Title (optional)').fill(title);
    await page.getByRole('dialog').getByRole('button', { name: 'Create insight' }).click();
    // Its address is the insight's slug and short id, as every item page's.
    await page.waitForURL(/\/insights\/onboarding-blocks-adoption-[0-9a-z-]*[0-9A-Za-z]+$/);
    const insightId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // Write a line, then insert the highlight from the picker.
    await page.getByTestId('insight-body').click();
    await page.keyboard.type('Every team we spoke to lost weeks in onboarding.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Insert highlight' }).click();
    await page.getByTestId('highlight-picker-search').fill('onboarding took');
    await page.getByTestId('highlight-picker-option').filter({ hasText: QUOTE }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/insights-picker.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId('highlight-picker-option').filter({ hasText: QUOTE }).click();
    const card = page.getByTestId('highlight-card').filter({ hasText: QUOTE });
    await card.waitFor();
    await card.getByText(tag).waitFor();
    await card.getByRole('link', { name: 'Interview with Dana' }).waitFor();
    await page.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor();

    // Publish: the toggle sets publishedAt.
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByTestId('insight-status').filter({ hasText: 'Published' }).waitFor();
    await page
      .getByTestId('insight-date')
      .filter({ hasText: /^Published / })
      .waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/insights-page.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The saved document holds the card: the server kept it (autosave runs 0.8 s after the last change).
    const readSaved = async () =>
      expectOk(
        await workspace.manager.client.gql<{ insight: { contentJson: string; published: boolean } }>(
          'query($id: ID!) { insight(id: $id) { contentJson published } }',
          { id: insightId },
        ),
      ).insight;
    await waitFor(
      async () => expect((await readSaved()).contentJson).toContain(`"highlightId":"${highlightId}"`),
      { intervalMs: 200 },
    );
    expect((await readSaved()).published).toBe(true);

    // Share: create a link and read it from the dialog.
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const linkField = dialog.getByLabel('Public link');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${origin}/p/[A-Za-z0-9]{12}$`));
    await page.screenshot({ path: `${SCREENSHOTS}/insights-share-dialog.png` });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A reader with no cookies at all opens it.
    const reader = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    try {
      const readerPage = await reader.newPage();
      readerPage.setDefaultTimeout(10_000);
      const cookieHeaders: string[] = [];
      readerPage.on('request', (request) => {
        const cookie = request.headers().cookie;
        if (cookie) cookieHeaders.push(cookie);
      });
      await readerPage.goto(link);
      await readerPage.getByRole('heading', { level: 1, name: title }).waitFor();
      await readerPage.getByText('Every team we spoke to lost weeks in onboarding.').waitFor();
      const publicCard = readerPage.getByTestId('highlight-card').filter({ hasText: QUOTE });
      await publicCard.waitFor();
      await publicCard.getByText(tag).waitFor();
      await publicCard.getByText('Interview with Dana').waitFor();
      // The public page links nowhere into the workspace.
      expect(await publicCard.getByRole('link').count()).toBe(0);
      expect(await reader.cookies()).toEqual([]);
      expect(cookieHeaders).toEqual([]);
      await readerPage.screenshot({ path: `${SCREENSHOTS}/insights-public.png`, fullPage: true });
      expect(await seriousAxeViolations(readerPage)).toEqual([]);

      // The embedded highlight can be framed (no frame protection on /embed/) while the share is live.
      const embed = await readerPage.goto(`${origin}/embed/highlights/${highlightId}`);
      expect(embed?.headers()['x-frame-options']).toBeUndefined();
      expect(embed?.headers()['content-security-policy']).toContain('frame-ancestors *');
      await readerPage.getByTestId('highlight-card').filter({ hasText: QUOTE }).waitFor();
      await readerPage.screenshot({ path: `${SCREENSHOTS}/insights-embed.png` });

      // Revoke, and the link is gone for the reader.
      await dialog.getByRole('button', { name: /^Revoke link / }).click();
      await dialog.getByTestId('share-link').getByText('Revoked', { exact: true }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/insights-share-revoked.png` });
      await readerPage.goto(link);
      await readerPage.getByTestId('public-insight-gone').filter({ hasText: GONE }).waitFor();
      await readerPage.screenshot({ path: `${SCREENSHOTS}/insights-public-revoked.png` });
      expect(await seriousAxeViolations(readerPage)).toEqual([]);
      await readerPage.goto(`${origin}/embed/highlights/${highlightId}`);
      await readerPage.getByTestId('embed-gone').waitFor();
      expect(cookieHeaders).toEqual([]);
    } finally {
      await reader.close();
    }
    await dialog.getByRole('button', { name: 'Close' }).click();

    // /home lists the published insight.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${origin}/home`);
    await page.getByTestId('home-published').getByText(title).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/insights-home.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('should turn a pasted highlight link into a card', async () => {
    const { page, workspace, origin, pageErrors } = suite;
    const { projectId, noteId, highlightId } = await buildStudy();
    const insightId = expectOk(
      await workspace.manager.client.gql<{ createInsight: { id: string } }>(
        'mutation($p: ID!) { createInsight(input: { projectId: $p, title: "Pasted evidence" }) { id } }',
        { p: projectId },
      ),
    ).createInsight.id;
    await suite.signIn(workspace.manager);
    await page.goto(`${origin}/insights/${insightId}`);
    await page.getByTestId('insight-body').click();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document
        .querySelector('[data-testid="insight-body"]')
        ?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
    }, `${origin}/data/${noteId}#highlight-${highlightId}`);
    await page.getByTestId('highlight-card').filter({ hasText: QUOTE }).waitFor();
    // The collaboration server stores the card (debounced) into the insight's JSON.
    await waitFor(
      async () =>
        expect(
          expectOk(
            await workspace.manager.client.gql<{ insight: { contentJson: string | null } }>(
              'query($id: ID!) { insight(id: $id) { contentJson } }',
              { id: insightId },
            ),
          ).insight.contentJson,
        ).toContain(`"highlightId":"${highlightId}"`),
      { intervalMs: 200 },
    );

    // Renamed inline: Escape keeps the title, Enter saves the new one.
    await page.getByRole('button', { name: 'Click to rename: Pasted evidence' }).click();
    await page.getByLabel('Insight title').fill('Discarded title');
    await page.getByLabel('Insight title').press('Escape');
    await page.getByRole('heading', { level: 1, name: 'Pasted evidence' }).waitFor();
    await page.getByRole('button', { name: 'Click to rename: Pasted evidence' }).click();
    await page.getByLabel('Insight title').fill('Evidence from a pasted link');
    await page.getByLabel('Insight title').press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Evidence from a pasted link' }).waitFor();
    expect(
      expectOk(
        await workspace.manager.client.gql<{ insight: { title: string } }>(
          'query($id: ID!) { insight(id: $id) { title } }',
          { id: insightId },
        ),
      ).insight.title,
    ).toBe('Evidence from a pasted link');
    expect(pageErrors).toEqual([]);
  });

  it('should show a card for a deleted highlight as deleted, and lock the insight against edits', async () => {
    const { page, workspace, origin, pageErrors } = suite;
    const { projectId, highlightId } = await buildStudy();
    const document = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Evidence:' }] },
        { type: 'highlightCard', attrs: { highlightId } },
      ],
    });
    const insightId = expectOk(
      await workspace.manager.client.gql<{ createInsight: { id: string } }>(
        'mutation($p: ID!, $c: String!) { createInsight(input: { projectId: $p, title: "Lost evidence", contentJson: $c }) { id } }',
        { p: projectId, c: document },
      ),
    ).createInsight.id;
    expectOk(
      await workspace.manager.client.gql('mutation($id: ID!) { deleteHighlight(id: $id) }', {
        id: highlightId,
      }),
    );
    await suite.signIn(workspace.manager);
    await page.goto(`${origin}/insights/${insightId}`);
    await page.getByTestId('highlight-card-missing').waitFor();

    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await page.getByTestId('insight-locked').waitFor();
    await page.getByText('This insight is locked').waitFor();
    expect(await page.getByRole('button', { name: 'Insert highlight' }).count()).toBe(0);
    expect(await page.getByTestId('insight-body').getAttribute('contenteditable')).toBe('false');
    await page.screenshot({ path: `${SCREENSHOTS}/insights-locked.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('button', { name: 'Insert highlight' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('should let a viewer read an insight without any control to change it', async () => {
    const { page, workspace, origin, pageErrors } = suite;
    const { projectId } = await buildStudy();
    const insightId = expectOk(
      await workspace.manager.client.gql<{ createInsight: { id: string } }>(
        'mutation($p: ID!) { createInsight(input: { projectId: $p, title: "Read only" }) { id } }',
        { p: projectId },
      ),
    ).createInsight.id;
    await suite.signIn(viewer);
    await page.goto(`${origin}/insights/${insightId}`);
    await page.getByRole('heading', { level: 1, name: 'Read only' }).waitFor();
    await page.getByText('You can read this insight').waitFor();
    await page.getByText('This insight has no content yet.').waitFor();
    for (const name of ['Published', 'Lock', 'Delete', 'Insert highlight']) {
      expect({ name, count: await page.getByRole('button', { name, exact: true }).count() }).toEqual({
        name,
        count: 0,
      });
    }
    expect(await page.getByRole('switch', { name: 'Published' }).count()).toBe(0);
    expect(await page.getByTestId('insight-body').getAttribute('contenteditable')).toBe('false');
    await page.screenshot({ path: `${SCREENSHOTS}/insights-viewer.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('should delete an insight to the trash and restore it from /settings/trash', async () => {
    const { page, workspace, origin, pageErrors } = suite;
    const { projectId } = await buildStudy();
    const title = `Trashed insight ${uniqueSuffix()}`;
    const insightId = expectOk(
      await workspace.manager.client.gql<{ createInsight: { id: string } }>(
        'mutation($p: ID!, $t: String!) { createInsight(input: { projectId: $p, title: $t }) { id } }',
        { p: projectId, t: title },
      ),
    ).createInsight.id;
    await suite.signIn(workspace.manager);
    await page.goto(`${origin}/insights/${insightId}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(`${origin}/projects/${toShortId(projectId)}/insights`);
    await page.getByRole('tab', { name: /^Insights/, selected: true }).waitFor();
    await page.goto(`${origin}/settings/trash`);
    const item = page.getByTestId('trash-item').filter({ hasText: title });
    await item.getByText('Insight', { exact: true }).waitFor();
    await item.getByRole('button', { name: `Restore ${title}` }).click();
    await item.waitFor({ state: 'detached' });
    await page.goto(`${origin}/insights/${insightId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});

import { buildNote, buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { useBrowserSuite } from './browser-suite';

/** Where the pages' screenshots go when FIELDNOTE_SCREENSHOTS is set (looked at by hand, not asserted). */
const SHOTS = process.env.FIELDNOTE_SCREENSHOTS;

/**
 * Issue 35's settings pages and exports in the browser, signed in by the API: installing an extension,
 * switching a beta, sending feedback, and an insight downloaded as PDF with its progress.
 */
describe('Extensions, betas, feedback and PDF export in the browser', () => {
  const suite = useBrowserSuite({
    env: { SEED_DEMO: 'false' },
    contextOptions: { acceptDownloads: true },
    lastScreenshots: '/tmp/workspace-extras-last',
  });

  it(
    'should install a tag set, switch a beta, send feedback and download an insight as PDF',
    async () => {
      const { page, workspace, pageErrors } = suite;
      const client = workspace.manager.client;
      await suite.signIn(workspace.manager, { path: '/settings/extensions' });
      await page.getByRole('heading', { level: 1, name: 'Extensions' }).waitFor();
      await page.getByRole('button', { name: 'Install Usability severity' }).click();
      await page.getByRole('button', { name: 'Remove Usability severity' }).waitFor();
      await page
        .getByText(/^Installed by /)
        .first()
        .waitFor();

      await page.getByRole('link', { name: 'Beta features' }).click();
      await page.getByRole('heading', { level: 1, name: 'Beta features' }).waitFor();
      const fillerWords = page.getByRole('switch', { name: 'Remove filler words' });
      await fillerWords.click();
      await page.getByText(/^Last changed /).waitFor();
      expect(await fillerWords.isChecked()).toBe(true);

      await page.getByRole('link', { name: 'Send feedback' }).click();
      const message = `Exports are great ${uniqueSuffix()}`;
      await page.getByLabel('Your feedback').fill(message);
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByText('Thank you: your feedback was sent.').waitFor();
      await page.getByRole('list', { name: 'Feedback from this workspace' }).getByText(message).waitFor();

      const projectId = await buildProject(client, `PDF study ${uniqueSuffix()}`);
      const text = 'The export button was hard to find.';
      const noteId = await buildNote(client, projectId, 'Interview with Lea', text);
      const highlightId = expectOk(
        await client.gql<{ createHighlight: { id: string } }>(
          'mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }',
          { i: { noteId, startOffset: 0, endOffset: text.length, text } },
        ),
      ).createHighlight.id;
      const insightId = expectOk(
        await client.gql<{ createInsight: { id: string } }>(
          'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
          {
            i: {
              projectId,
              title: 'Export is hidden',
              contentJson: JSON.stringify({
                type: 'doc',
                content: [
                  { type: 'paragraph', content: [{ type: 'text', text: 'People look for it in the menu.' }] },
                  { type: 'highlightCard', attrs: { highlightId } },
                ],
              }),
            },
          },
        ),
      ).createInsight.id;
      await page.goto(`${suite.origin}/insights/${insightId}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export as PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Export is hidden.pdf');
      expect(pageErrors).toEqual([]);

      if (SHOTS) {
        const pages = [
          '/settings/extensions',
          `/projects/${projectId}/settings/extensions`,
          '/settings/beta',
          '/settings/feedback',
          '/docs',
          `/insights/${insightId}`,
        ];
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          for (const path of pages) {
            await page.goto(`${suite.origin}${path}`);
            await page.waitForLoadState('networkidle');
            const name = path.replace(/[^a-z]+/gi, '-').replace(/-[0-9a-f-]{30,}/g, '-id');
            await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
          }
        }
      }
    },
    SHOTS ? 240_000 : 60_000,
  );
});

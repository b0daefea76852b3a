import { buildNote, buildProject, expectOk } from '../api/factories';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';

const INTERVIEW = [
  'Interviewer: How do you share research today?',
  'Dana: We paste every quote into a spreadsheet, and the spreadsheet gets out of date within a week.',
  'Dana: The pricing is frustrating because the annual plan costs more than our whole research budget.',
  'Dana: I spend two hours every Friday cleaning the spreadsheet before the team meeting.',
  'Interviewer: What would help?',
  'Dana: I wish the export kept our tags, because the export to slides loses every tag we added.',
].join('\n');

describe('AI suggested highlights in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });

  it('should suggest highlights in a note, mark them in the text, and accept, reject and accept all of them', async () => {
    const { page, workspace } = suite;
    const client = workspace.manager.client;
    // The suite's workspace may be shared with other files: generative AI starts on here, whatever it was.
    expectOk(
      await client.gql(
        'mutation { updateAiSettings(input: { generativeAiEnabled: true }) { generativeAiEnabled } }',
      ),
    );
    const projectId = await buildProject(client, 'Research ops interviews');
    const noteId = await buildNote(client, projectId, 'Dana, research lead', INTERVIEW);
    await suite.signIn(undefined, { path: `/data/${noteId}` });

    const panel = page.getByTestId('suggestions-panel');
    await panel.getByRole('button', { name: 'Suggest highlights' }).click();
    const items = panel.getByTestId('suggestion');
    await items.first().waitFor();
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await panel
      .getByText(/Salient sentence \(Dana\)/)
      .first()
      .waitFor();
    // Each suggestion's words are marked in the note's text.
    const marks = page.getByTestId('note-text').locator('mark[data-highlight-id^="suggestion-"]');
    await marks.first().waitFor();
    expect(await marks.count()).toBe(count);
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ai-suggestions-1280.png`, fullPage: true });

    const first = (await items.first().locator('p').first().innerText()).replace(/^“|”$/g, '');
    await items
      .first()
      .getByRole('button', { name: /^Accept suggestion/ })
      .click();
    const sidebar = page.getByRole('complementary');
    const made = sidebar.getByTestId('sidebar-highlight');
    await made.first().waitFor();
    await made.first().getByTestId('ai-generated-highlight').waitFor();
    expect(await made.first().innerText()).toContain(first);
    await page
      .getByTestId('note-text')
      .locator('mark[data-highlight-id]:not([data-highlight-id^="suggestion-"])')
      .first()
      .waitFor();

    await items
      .first()
      .getByRole('button', { name: /^Reject suggestion/ })
      .click();
    await expectCount(items, count - 2);

    await page.setViewportSize({ width: 390, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ai-suggestions-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await panel.getByRole('button', { name: 'Accept all' }).click();
    await expectCount(items, 0);
    await expectCount(made, count - 1);
    await panel.getByText(/None waiting/).waitFor();

    // The managers' AI page offers the auto features (not changed here: the workspace may be shared).
    await page.goto(`${suite.origin}/settings/ai`);
    const autoFeatures = page.getByTestId('auto-features');
    await autoFeatures.getByRole('group', { name: 'Highlights' }).waitFor();
    // Every spec key is listed and can be switched; Insights says in one line what it does.
    for (const name of ['Summaries', 'Tags', 'Redaction', 'Insights'])
      expect(
        await autoFeatures.getByRole('group', { name }).getByRole('button', { name: 'On' }).isDisabled(),
      ).toBe(false);
    await autoFeatures.getByText(/Themes of a project as draft insights/).waitFor();
    expect(await autoFeatures.getByText(/Not available yet/).count()).toBe(0);
    await page.getByRole('gridcell', { name: 'Suggested highlights' }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ai-auto-features.png`, fullPage: true });

    // A project chooses its own: highlights Suggest here, whatever the workspace says.
    await page.goto(`${suite.origin}/projects/${projectId}`);
    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'AI auto features' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI auto features' });
    const highlights = dialog.getByRole('group', { name: 'Highlights' });
    await highlights.getByRole('button', { name: 'Suggest' }).click();
    await highlights.getByRole('button', { name: 'Suggest', pressed: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ai-project-auto-features.png` });
    const modes = expectOk(
      await client.gql<{ aiAutoFeatures: { feature: string; effectiveMode: string }[] }>(
        'query($id: ID) { aiAutoFeatures(projectId: $id) { feature effectiveMode } }',
        { id: projectId },
      ),
    ).aiAutoFeatures;
    expect(modes.find((m) => m.feature === 'highlights')?.effectiveMode).toBe('Suggest');

    async function expectCount(locator: typeof items, n: number): Promise<void> {
      for (let i = 0; i < 50 && (await locator.count()) !== n; i++) await page.waitForTimeout(100);
      expect(await locator.count()).toBe(n);
    }
  }, 90_000);
});

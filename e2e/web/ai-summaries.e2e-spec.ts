import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildNote, buildProject, expectOk } from '../api/factories';
import { INTERVIEW_NOTE } from '../../services/api/src/modules/ai/testing/interview-fixture';
import {
  type OpenAiTestServer,
  startOpenAiTestServer,
  writeTinyGguf,
} from '../../services/api/src/modules/ai/testing/openai-test-server';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';

describe('AI note summaries in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });

  it('should summarise a note by a chosen framework in the Summary tab, edit it, list it in AI activity, and drop the tab when AI is turned off', async () => {
    const { page, workspace } = suite;
    // The suite's workspace may be shared with other files: generative AI starts on here, whatever it was.
    const setAi = async (on: boolean) =>
      expectOk(
        await workspace.manager.client.gql(
          'mutation($on: Boolean!) { updateAiSettings(input: { generativeAiEnabled: $on }) { generativeAiEnabled } }',
          { on },
        ),
      );
    await setAi(true);
    const projectId = await buildProject(workspace.manager.client);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      'Interview with Maria',
      INTERVIEW_NOTE,
    );
    await suite.signIn(undefined, { path: `/data/${noteId}` });

    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('tab', { name: 'Summary' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ai-summary-tab.png`, fullPage: true });
    await sidebar.getByRole('tab', { name: 'Summary' }).click();
    const tab = page.getByTestId('note-summary-tab');
    await tab.getByText('This note has no summary yet. Pick a framework and generate one.').waitFor();
    await tab.getByLabel('Framework').click();
    await page.getByRole('option', { name: 'By question' }).click();
    // By question becomes the project's default: the next note's tab starts there.
    await tab.getByRole('button', { name: 'Make project default' }).click();
    await tab.getByRole('button', { name: 'Make project default' }).waitFor({ state: 'detached' });
    await tab.getByRole('button', { name: 'Generate summary' }).click();

    const text = tab.getByTestId('note-summary-text');
    await text.getByText('Could you tell me about your role?').waitFor();
    await text.getByText('I lead the research operations team at a logistics company.').waitFor();
    expect(await tab.getByTestId('summary-provenance').innerText()).toMatch(
      /^Made by the built-in extractive provider \(fieldnote-extractive-v1\)/,
    );
    await tab.getByText(/No AI model is configured: the built-in provider extracts sentences/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ai-summary-1280.png`, fullPage: true });

    await tab.getByRole('button', { name: 'Edit' }).click();
    await tab.getByRole('textbox', { name: 'Summary' }).fill('## Summary\n- Maria wants cross-project tags.');
    await tab.getByRole('button', { name: 'Save' }).click();
    await text.getByText('Maria wants cross-project tags.').waitFor();
    await tab.getByText(/Edited by hand/).waitFor();

    await page.setViewportSize({ width: 390, height: 900 });
    await tab.getByRole('button', { name: 'Regenerate' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ai-summary-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Translation needs a model: with the built-in AI the dialog says so and offers nothing to start.
    await page.getByRole('button', { name: 'Note actions' }).click();
    await page.getByRole('menuitem', { name: 'Translate' }).click();
    const translate = page.getByRole('dialog', { name: 'Translate note' });
    await translate.getByTestId('translation-needs-model').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-translate-built-in-1280.png` });
    await expect(
      translate.getByRole('button', { name: 'Translate', exact: true }).isDisabled(),
    ).resolves.toBe(true);
    await translate.getByRole('button', { name: 'Close' }).click();
    await translate.waitFor({ state: 'detached' });

    // The managers' page lists what the AI did, and its switch removes the Summary tab.
    await page.goto(`${suite.origin}/settings/ai`);
    await page.getByRole('heading', { level: 1, name: 'AI' }).waitFor();
    await page.getByRole('gridcell', { name: 'note-summary/ByQuestion@1' }).waitFor();
    await page.getByRole('gridcell', { name: 'Note summary' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-ai-settings.png`, fullPage: true });
    await page.getByRole('switch', { name: 'Generative AI' }).click();
    await expectChecked(false);

    await page.goto(`${suite.origin}/data/${noteId}`);
    await sidebar.getByRole('tab', { name: /^Highlights/ }).waitFor();
    expect(await sidebar.getByRole('tab', { name: 'Summary' }).count()).toBe(0);
    expectOk(
      await workspace.manager.client.gql(
        'mutation { updateAiSettings(input: { generativeAiEnabled: true }) { generativeAiEnabled } }',
      ),
    );

    async function expectChecked(on: boolean): Promise<void> {
      const box = page.getByRole('switch', { name: 'Generative AI' });
      for (let i = 0; i < 50 && (await box.isChecked()) !== on; i++) await page.waitForTimeout(100);
      expect(await box.isChecked()).toBe(on);
    }
  }, 90_000);

  it('should summarise an insight from its text and cited highlights on its page, and let a member with edit permission edit it', async () => {
    const { page, workspace } = suite;
    expectOk(
      await workspace.manager.client.gql(
        'mutation { updateAiSettings(input: { generativeAiEnabled: true }) { generativeAiEnabled } }',
      ),
    );
    const projectId = await buildProject(workspace.manager.client);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      'Interview with Maria',
      INTERVIEW_NOTE,
    );
    const quotes = [
      'Finding an old quote is really frustrating because the search is slow and the tags are inconsistent.',
      'Last quarter we wasted about 10 hours a week just looking for evidence.',
    ];
    const highlightIds: string[] = [];
    for (const quote of quotes) {
      const start = INTERVIEW_NOTE.indexOf(quote);
      highlightIds.push(
        expectOk(
          await workspace.manager.client.gql<{ createHighlight: { id: string } }>(
            'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
            { input: { noteId, startOffset: start, endOffset: start + quote.length, text: quote } },
          ),
        ).createHighlight.id,
      );
    }
    const contentJson = JSON.stringify({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Researchers lose hours hunting for evidence.' }],
        },
        ...highlightIds.map((highlightId) => ({ type: 'highlightCard', attrs: { highlightId } })),
      ],
    });
    const insightId = expectOk(
      await workspace.manager.client.gql<{ createInsight: { id: string } }>(
        'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
        { i: { projectId, title: 'Finding evidence is slow', contentJson } },
      ),
    ).createInsight.id;
    await suite.signIn(undefined, { path: `/insights/${insightId}` });

    const section = page.getByRole('region', { name: 'AI summary' });
    await section.getByText('This insight has no summary yet. Pick a framework and generate one.').waitFor();
    await section.getByRole('button', { name: 'Generate summary' }).click();
    const text = section.getByTestId('note-summary-text');
    await text.getByText(quotes[1]!).waitFor();
    await section
      .getByText(/^Made by the built-in extractive provider \(fieldnote-extractive-v1\)/)
      .waitFor();
    await section
      .getByText(/the built-in provider picks sentences from this insight and the highlights it cites/)
      .waitFor();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-ai-insight-summary-1280.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-ai-insight-summary-390.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    await section.getByRole('button', { name: 'Edit' }).click();
    await section
      .getByRole('textbox', { name: 'Insight summary' })
      .fill('## Summary\n- Evidence takes hours to find.');
    await section.getByRole('button', { name: 'Save' }).click();
    await text.getByText('Evidence takes hours to find.').waitFor();
    await section.getByText(/Edited by hand/).waitFor();
    await section.getByRole('button', { name: 'Regenerate' }).waitFor();
  }, 90_000);
});

/**
 * A summary written by a configured model, as the member sees it being written (issue 34: "generate,
 * stream"): a real OpenAI-compatible server in the test process answers with scripted chunks and
 * holds its stream after the first, so the tab is seen mid-way, stopped, then let to finish.
 */
describe('AI note summaries streamed from a model in the browser', () => {
  let dir: string;
  let model: OpenAiTestServer;
  // Filled before the suite's server starts (its beforeAll runs after this file's first one).
  const env: Record<string, string> = {};
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fieldnote-web-summary-stream-'));
    model = await startOpenAiTestServer({ modelPath: await writeTinyGguf(join(dir, 'tiny.gguf')) });
    env.AI_BASE_URL = model.baseUrl;
    env.AI_MODEL = model.modelName;
  }, 120_000);
  afterAll(async () => {
    await model?.close();
    await rm(dir, { recursive: true, force: true });
  });
  const suite = useBrowserSuite({ env, viewport: { width: 1280, height: 900 } });

  it('should show the summary as the model writes it with its progress, stop it without saving anything, then write it whole', async () => {
    const { page, workspace } = suite;
    model.script = () => [
      '## Tasks attempted\n- Could you tell me about your role?\n',
      '\n## Where they struggled\n- The export kept failing.\n',
      '\n## What worked\n- Search across projects.',
    ];
    model.stallAfterFirstChunkMs = 60_000;
    const projectId = await buildProject(workspace.manager.client);
    const noteId = await buildNote(workspace.manager.client, projectId, 'Usability session', INTERVIEW_NOTE);
    await suite.signIn(undefined, { path: `/data/${noteId}` });
    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('tab', { name: 'Summary' }).click();
    const tab = page.getByTestId('note-summary-tab');
    await tab.getByLabel('Framework').click();
    await page.getByRole('option', { name: 'Usability test' }).click();
    await tab.getByRole('button', { name: 'Generate summary' }).click();

    // The first chunk shows while the model still holds the rest, with the sections begun so far.
    const streaming = tab.getByTestId('summary-streaming');
    await streaming.getByText('Could you tell me about your role?').waitFor();
    await streaming.getByText(/^Writing the summary… \d+ %$/).waitFor();
    const percent = Number(
      /(\d+) %/.exec(await streaming.getByText(/^Writing the summary…/).innerText())?.[1],
    );
    expect(percent).toBeGreaterThan(5);
    expect(percent).toBeLessThan(100);
    await streaming.getByText('Not saved until it is finished.').waitFor();
    expect(await tab.getByRole('button', { name: 'Generating…' }).isDisabled()).toBe(true);
    await page.screenshot({ path: '/tmp/fieldnote-web-ai-summary-streaming-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await streaming.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/fieldnote-web-ai-summary-streaming-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await tab.getByRole('button', { name: 'Stop generating' }).click();
    await tab.getByText('Stopped. Nothing was saved.', { exact: true }).waitFor();
    await streaming.waitFor({ state: 'detached' });
    await tab.getByText('This note has no summary yet. Pick a framework and generate one.').waitFor();
    const panel = expectOk(
      await workspace.manager.client.gql<{ noteSummary: { summary: unknown; activeJob: unknown } }>(
        'query($id: ID!) { noteSummary(noteId: $id) { summary { content } activeJob { id } } }',
        { id: noteId },
      ),
    ).noteSummary;
    expect(panel).toEqual({ summary: null, activeJob: null });
    await page.screenshot({ path: '/tmp/fieldnote-web-ai-summary-stopped-1280.png', fullPage: true });

    // Let to finish, the whole answer is saved and shown as the summary, made by the model.
    model.stallAfterFirstChunkMs = 0;
    await tab.getByRole('button', { name: 'Generate summary' }).click();
    const text = tab.getByTestId('note-summary-text');
    await text.getByText('Search across projects.').waitFor();
    await streaming.waitFor({ state: 'detached' });
    await tab.getByText(/^Made by .*\(tiny-llama\)/).waitFor();
    await tab.getByRole('button', { name: 'Regenerate' }).waitFor();

    // The AI activity page keeps the stopped generation as Cancelled, not as a failure.
    await page.goto(`${suite.origin}/settings/analytics`);
    const grid = page.getByRole('grid');
    await grid.getByRole('gridcell', { name: 'Cancelled' }).first().waitFor();
    await grid.getByRole('gridcell', { name: 'Succeeded' }).first().waitFor();
    await page.screenshot({ path: '/tmp/fieldnote-web-ai-activity-cancelled-1280.png', fullPage: true });
    await grid.getByRole('gridcell', { name: 'Cancelled' }).first().click();
    await page
      .getByTestId('ai-activity-inputs')
      .getByText('Cancelled: Cancelled by a member before it ended; nothing it wrote was stored.')
      .waitFor();
    expect(
      await page
        .getByTestId('ai-activity-inputs')
        .getByText(/^Error:/)
        .count(),
    ).toBe(0);
    // Which model answered, and where: no region chosen, so the server's own.
    await page
      .getByTestId('ai-activity-region')
      .getByText("Answered by this server's own model (tiny-llama)")
      .waitFor();
    await page.screenshot({ path: '/tmp/fieldnote-web-ai-activity-entry-1280.png', fullPage: true });
  }, 120_000);

  it('should translate a note from its menu into a new note, say highlights are not carried over, and open the translation', async () => {
    const { page, workspace } = suite;
    model.stallAfterFirstChunkMs = 0;
    model.script = (messages) => [`DE ${messages.at(-1)?.content ?? ''}`];
    const projectId = await buildProject(workspace.manager.client);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      'Pricing call',
      'The price doubled at renewal.\nNobody told us about the new cost.',
    );
    await suite.signIn(undefined, { path: `/data/${noteId}` });
    await page.getByRole('button', { name: 'Note actions' }).click();
    await page.getByRole('menuitem', { name: 'Translate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Translate note' });
    await dialog.getByText('Highlights, comments and files are not carried over').waitFor();
    await dialog.getByRole('combobox', { name: 'Translate into' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    // The model holds its answers: the translation is still running when the page reloads, and the
    // dialog opened again follows it.
    const release = model.hold();
    try {
      await dialog.getByRole('button', { name: 'Translate', exact: true }).click();
      await dialog.getByTestId('translation-progress').waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Note actions' }).click();
      await page.getByRole('menuitem', { name: 'Translate' }).click();
      await dialog.getByTestId('translation-progress').waitFor();
      await dialog.getByRole('button', { name: 'Stop' }).waitFor();
      await dialog.getByText(/^Translating into Deutsch… \d+%$/).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-translate-after-reload-1280.png` });
    } finally {
      release();
    }
    await dialog.getByText('Translated into Deutsch.').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-note-translated-1280.png`, fullPage: true });
    await dialog.getByRole('link', { name: 'Open translation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pricing call (German)' }).waitFor();
    await page.getByText('DE The price doubled at renewal.').waitFor();
    await page.getByText('DE Nobody told us about the new cost.').waitFor();
  }, 120_000);
});

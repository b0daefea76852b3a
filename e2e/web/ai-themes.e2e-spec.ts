import { buildNote, buildProject, expectOk, sql, workspaceSchema } from '../api/factories';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';

const LINES = [
  'Sync keeps failing when I am offline and my notes never upload',
  'Offline mode lost two hours of notes, the sync never finished',
  'Notes written offline on the train did not sync to my desktop',
  'Devices stay out of sync for hours, offline edits are dropped',
  'The subscription price doubled and the yearly plan is too expensive',
  'Too expensive for a small team, the pricing per seat adds up fast',
  'Pricing jumped at renewal and nobody told us about the new cost',
  'Please offer a discount, the subscription fee is expensive for students',
  'Export to PDF breaks the layout and cuts off tables',
  'The PDF export is blurry and the page margins are wrong',
  'Exported PDF files lose the headings and formatting',
  'Export fails with large documents and the download never starts',
];

type Suite = ReturnType<typeof useBrowserSuite>;

/** A note of LINES in the project, each line a highlight of it. */
async function highlightEveryLine(
  client: Suite['workspace']['manager']['client'],
  server: Suite['sut'],
  workspace: Suite['workspace'],
  projectId: string,
): Promise<void> {
  const noteId = await buildNote(client, projectId, 'App store interviews', LINES.join('\n'));
  const schema = await workspaceSchema(server, workspace);
  const [{ content }] = await sql<{ content: string }>(
    server,
    `select content from "${schema}".notes where id = ?`,
    [noteId],
  );
  for (const line of LINES) {
    const start = content.indexOf(line);
    expectOk(
      await client.gql(`mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }`, {
        input: { noteId, startOffset: start, endOffset: start + line.length, text: line },
      }),
    );
  }
}

describe('Themes in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });

  it("should group a project's highlights into keyword-named themes, accept one as a tag on exactly its highlights, and open a highlight's note", async () => {
    const { page, workspace, sut: server } = suite;
    const client = workspace.manager.client;
    // The suite's workspace may be shared with other files: generative AI starts on here, whatever it was.
    expectOk(
      await client.gql(
        'mutation { updateAiSettings(input: { generativeAiEnabled: true }) { generativeAiEnabled } }',
      ),
    );
    const projectId = await buildProject(client, 'Themes study');
    // The insights auto feature Suggest for this project: each theme offers "Draft insight".
    expectOk(
      await client.gql(
        'mutation($p: ID!) { updateAiAutoFeature(input: { projectId: $p, feature: insights, mode: Suggest }) { feature } }',
        { p: projectId },
      ),
    );
    await highlightEveryLine(client, server, workspace, projectId);
    const schema = await workspaceSchema(server, workspace);

    await suite.signIn(undefined, { path: `/projects/${projectId}/highlights` });
    const panel = page.getByRole('region', { name: 'Themes' });
    await panel.getByRole('combobox', { name: 'Strictness' }).click();
    await page.getByRole('option', { name: 'Very relaxed' }).click();
    await panel.getByRole('combobox', { name: 'Amount' }).click();
    await page.getByRole('option', { name: 'Least' }).click();
    await panel.getByRole('button', { name: 'Find themes' }).click();
    // The themes job runs in the worker off the bus; beside a busy CI host's other suite it has taken
    // more than the page's 10 s.
    await panel.getByText(/^Named by keywords: no AI model is configured/).waitFor({ timeout: 30_000 });
    const cards = panel.getByTestId('theme-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    // Each highlight shows its sentiment, read from its words, in the list below.
    await page.getByTestId('sentiment-chip').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-themes.png`, fullPage: true });

    const first = cards.first();
    const name = await first.getByRole('heading', { level: 3 }).innerText();
    const members = await first.getByTestId('theme-highlight').locator('p').allInnerTexts();
    await first.getByRole('button', { name: 'Accept as tag' }).click();
    await first.getByText('Tag created').waitFor();
    const tagged = await sql<{ text: string }>(
      server,
      `select h.text from "${schema}".highlight_tags ht join "${schema}".tags t on t.id = ht.tag_id
       join "${schema}".highlights h on h.id = ht.highlight_id where t.title = ? and t.project_id = ?`,
      [name, projectId],
    );
    expect(new Set(tagged.map((r) => r.text))).toEqual(new Set(members));

    await first.getByRole('button', { name: 'Draft insight' }).click();
    await first.getByText('Insight drafted').waitFor();
    const drafted = await sql<{ published: boolean; ai_generated: boolean }>(
      server,
      `select published, ai_generated from "${schema}".insights where title = ? and project_id = ?`,
      [name, projectId],
    );
    expect(drafted).toEqual([{ published: false, ai_generated: true }]);

    await first
      .getByRole('link', { name: /^From App store interviews/ })
      .first()
      .click();
    // The highlight's note opens in a peek beside the list.
    const peek = page.getByRole('dialog', { name: 'Note' });
    await peek.getByRole('heading', { level: 1, name: 'App store interviews' }).waitFor();
    expect(new URL(page.url()).searchParams.get('peek')).toMatch(/^\/data\//);
  }, 120_000);

  it("should clear a stopped run's notice when a new run starts and open on the last found themes after a reload", async () => {
    const { page, workspace, sut: server } = suite;
    const client = workspace.manager.client;
    expectOk(
      await client.gql(
        'mutation { updateAiSettings(input: { generativeAiEnabled: true }) { generativeAiEnabled } }',
      ),
    );
    const projectId = await buildProject(client, 'Stopped themes study');
    await highlightEveryLine(client, server, workspace, projectId);
    const input = { projectId, amount: 'LEAST', strictness: 'VERY_RELAXED' };
    const START = `mutation($input: HighlightThemesInput!) { startHighlightThemes(input: $input) { id status } }`;
    const JOB = `query($id: ID!) { themeJob(id: $id) { status } }`;
    const CANCEL = `mutation($id: ID!) { cancelThemeJob(id: $id) { id } }`;
    // One completed run, then a stopped one: stopped as soon as asked (the worker may still finish a run
    // first, then it is simply asked again).
    const completed = async () => {
      const { id } = expectOk(
        await client.gql<{ startHighlightThemes: { id: string } }>(START, { input }),
      ).startHighlightThemes;
      await waitFor(
        async () =>
          expect(
            expectOk(await client.gql<{ themeJob: { status: string } }>(JOB, { id })).themeJob.status,
          ).toBe('COMPLETED'),
        { timeoutMs: 30_000 },
      );
    };
    await completed();
    let stopped = false;
    for (let attempt = 0; attempt < 10 && !stopped; attempt++) {
      const { id } = expectOk(
        await client.gql<{ startHighlightThemes: { id: string } }>(START, { input }),
      ).startHighlightThemes;
      stopped = !(await client.gql(CANCEL, { id })).errors?.length;
      if (!stopped) await completed();
    }
    expect(stopped).toBe(true);

    await suite.signIn(undefined, { path: `/projects/${projectId}/highlights` });
    const panel = page.getByRole('region', { name: 'Themes' });
    const notice = panel.getByText('Stopped. No new themes were kept.');
    // The newest job is the stopped one: its notice shows, above the last run's themes (kept until the next).
    await notice.waitFor();
    await panel.getByText('Last found themes, kept until the next run.').waitFor();
    expect(await panel.getByTestId('theme-card').count()).toBeGreaterThanOrEqual(2);

    await panel.getByRole('button', { name: 'Find themes' }).click();
    await panel.getByRole('button', { name: 'Find themes' }).waitFor({ timeout: 30_000 });
    await panel.getByTestId('themes-sample').waitFor();
    expect(await notice.count()).toBe(0);
    await page.reload();
    await panel.getByTestId('theme-card').first().waitFor({ timeout: 30_000 });
    expect(await notice.count()).toBe(0);
    expect(await panel.getByText('Last found themes, kept until the next run.').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-themes-after-stop.png`, fullPage: true });
  }, 120_000);
});

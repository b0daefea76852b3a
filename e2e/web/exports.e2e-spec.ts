import { buildNote, buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { downloadedBytes } from './browser-harness';
import { useBrowserSuite } from './browser-suite';

/** A download from the project's export page: the highlights CSV, as the browser saves it. */
describe('Exports in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, contextOptions: { acceptDownloads: true } });

  it("should download a project's highlights as CSV from /projects/{id}/settings/export", async () => {
    const { page, workspace, pageErrors } = suite;
    const client = workspace.manager.client;
    const projectId = await buildProject(client, `Pricing study ${uniqueSuffix()}`);
    const text = 'Nobody found the annual plan on the price page.';
    const noteId = await buildNote(client, projectId, 'Interview with Ana', text);
    const quote = 'Nobody found the annual plan';
    expectOk(
      await client.gql('mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }', {
        i: { noteId, startOffset: 0, endOffset: quote.length, text: quote },
      }),
    );
    await suite.signIn(workspace.manager, { path: `/projects/${projectId}/settings/export` });
    await page.getByRole('heading', { level: 1, name: 'Export' }).waitFor();
    await page.screenshot({ path: '/tmp/exports-project-page.png' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Highlights (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Pricing study .* highlights\.csv$/);
    const csv = (await downloadedBytes(download)).toString('utf8');
    expect(csv.split('\n')[0]).toBe('Highlight ID,Note ID,Note,Quote,Tags,Created at');
    expect(csv).toContain(`,Interview with Ana,${quote},,`);
    expect(pageErrors).toEqual([]);
  });
});

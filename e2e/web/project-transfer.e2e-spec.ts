import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildNote, buildProject, expectOk, signUpAndCreateWorkspace, uniqueSuffix } from '../api/factories';
import { buildWav } from '../api/file-fixtures';
import { uploadFile } from '../api/file-upload-client';
import { useBrowserSuite } from './browser-suite';

const SCREENSHOTS = '/tmp';

describe('Project export and import in the browser', () => {
  const suite = useBrowserSuite({
    viewport: { width: 1280, height: 900 },
    contextOptions: { acceptDownloads: true },
    lastScreenshots: '/tmp/fieldnote-web-project-transfer-last',
  });

  it('should export a project from one workspace as a zip and import it into another as a new project with its report', async () => {
    const { page, workspace } = suite;
    const t = uniqueSuffix().replace(/[^a-z0-9]/gi, '');
    const projectTitle = `Churn study ${t}`;
    const projectId = await buildProject(workspace.manager.client, projectTitle);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      `Interview ${t}`,
      'The export button was hard to find.',
    );
    expectOk(
      await workspace.manager.client.gql(
        `mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }`,
        { input: { noteId, startOffset: 4, endOffset: 17, text: 'export button' } },
      ),
    );

    // A recording with a transcript clip, played by a reel of an insight: reels travel too.
    const client = workspace.manager.client;
    const uploaded = await uploadFile(suite.sut.address, client, noteId, 'call.wav', buildWav(2));
    const fileId = uploaded.json<{ file: { id: string } }>().file.id;
    expectOk(
      await client.gql(
        'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { position } }',
        { f: fileId, c: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n<v Bo>Where is the export button?</v>\n' },
      ),
    );
    const clipId = expectOk(
      await client.gql<{ createTranscriptHighlight: { id: string } }>(
        'mutation($i: CreateTranscriptHighlightInput!) { createTranscriptHighlight(input: $i) { id } }',
        { i: { fileId, startMs: 0, endMs: 2000 } },
      ),
    ).createTranscriptHighlight.id;
    const insightId = expectOk(
      await client.gql<{ createInsight: { id: string } }>(
        'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
        { i: { projectId, title: 'Export is hidden' } },
      ),
    ).createInsight.id;
    expectOk(
      await client.gql('mutation($i: CreateReelInput!) { createReel(input: $i) { id } }', {
        i: { insightId, title: 'Looking for export', highlightIds: [clipId] },
      }),
    );

    await suite.signIn(undefined, { path: `/projects/${projectId}` });
    await page.getByRole('heading', { name: projectTitle }).first().waitFor();
    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Export project' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export project' });
    await exportDialog.getByRole('button', { name: 'Start export' }).click();
    const download = exportDialog.getByRole('link', { name: 'Download' });
    await download.waitFor({ timeout: 30_000 });
    await exportDialog.getByText(/The export is ready/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-project-export-1280.png`, fullPage: true });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const zipPath = join(tmpdir(), `project-export-${t}.zip`);
    await file.saveAs(zipPath);
    const zip = await readFile(zipPath);
    expect(zip.subarray(0, 2).toString()).toBe('PK');

    // Another workspace, another manager: the import dialog on the projects page, on a phone.
    const other = await signUpAndCreateWorkspace(suite.sut);
    const phone = await suite.newPage({ width: 390, height: 844 });
    await suite.signIn(other.manager, { page: phone, origin: suite.originOf(other), path: '/projects' });
    await phone.getByRole('button', { name: 'Import a project file' }).click();
    const importDialog = phone.getByRole('dialog', { name: 'Import a project file' });
    await importDialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: zip });
    await importDialog.getByText('export.zip').waitFor();
    await phone.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-project-import-choose-390.png`,
      fullPage: true,
    });
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await importDialog
      .getByText(`"${projectTitle}" was imported as a new project.`)
      .waitFor({ timeout: 60_000 });
    await importDialog.getByRole('list', { name: 'What was imported' }).getByText('Highlights').waitFor();
    await importDialog.getByRole('list', { name: 'What was imported' }).getByText('Reels').waitFor();
    // The exporting manager is no member here: their work is credited to a named placeholder.
    await importDialog.getByText(`${workspace.manager.name} (imported)`).waitFor();
    await phone.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-project-import-report-390.png`,
      fullPage: true,
    });
    await phone.setViewportSize({ width: 1280, height: 900 });
    await phone.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-project-import-report-1280.png`,
      fullPage: true,
    });
    await importDialog.getByRole('link', { name: 'Open project' }).click();
    await phone.waitForURL(/\/projects\/[0-9a-f-]{36}/);
    await phone.getByText(`Interview ${t}`).first().waitFor();
    await phone.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-project-imported-1280.png`,
      fullPage: true,
    });

    // A bad file is refused with the server's message, and nothing is imported.
    await phone.goto(`${suite.originOf(other)}/projects`);
    await phone.getByRole('button', { name: 'Import a project file' }).click();
    const again = phone.getByRole('dialog', { name: 'Import a project file' });
    await again
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
    await again.getByRole('button', { name: 'Import', exact: true }).click();
    await again.getByText('This file is not a zip archive.', { exact: false }).waitFor();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-project-import-refused-390.png`,
      fullPage: true,
    });
  }, 180_000);
});

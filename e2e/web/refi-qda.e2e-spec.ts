import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { buildNote, buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { useBrowserSuite } from './browser-suite';
import { downloadedBytes } from './browser-harness';

const SCREENSHOTS = '/tmp';
const FIXTURES = join(__dirname, '../../services/api/src/modules/refi-qda/fixtures');

/** A small MAXQDA-shaped project: CRLF text counted as two characters, one coded selection, one left out. */
async function maxqdaLike(t: string): Promise<Buffer> {
  const text = `Interview ${t}\r\nThe price went up twice.\r\nOnboarding was fast.`;
  const at = (words: string) => [...text.slice(0, text.indexOf(words))].length;
  const qde = `<?xml version="1.0" encoding="utf-8"?>
<Project xmlns="urn:QDA-XML:project:1.0" name="Study" origin="MAXQDA 2022 (Release 22.4.0)">
  <CodeBook><Codes>
    <Code guid="11111111-2222-4333-8444-000000000001" name="Themes ${t}" isCodable="false" color="#f80">
      <Code guid="11111111-2222-4333-8444-000000000002" name="Price ${t}" isCodable="true" color="#E91E63"/>
    </Code>
  </Codes></CodeBook>
  <Sources>
    <TextSource guid="11111111-2222-4333-8444-000000000003" name="Interview ${t}" plainTextPath="internal://i.txt">
      <PlainTextSelection guid="11111111-2222-4333-8444-000000000004" startPosition="${at('price went up')}" endPosition="${at('price went up') + 13}">
        <Coding guid="11111111-2222-4333-8444-000000000005"><CodeRef targetGUID="11111111-2222-4333-8444-000000000002"/></Coding>
      </PlainTextSelection>
    </TextSource>
    <AudioSource guid="11111111-2222-4333-8444-000000000006" name="Recording ${t}" path="internal://r.m4a"/>
  </Sources>
</Project>`;
  const zip = new JSZip();
  zip.file('project.qde', qde);
  zip.file('sources/i.txt', text);
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('REFI-QDA exchange in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });

  it('should import a QDA project from the project menu with its report, and export the project for QDA tools', async () => {
    const { page, workspace } = suite;
    const t = uniqueSuffix().replace(/[^a-z0-9]/gi, '');
    const projectId = await buildProject(workspace.manager.client, `QDA exchange ${t}`);
    await buildNote(workspace.manager.client, projectId, `Existing ${t}`, 'A note already here.');
    expectOk(
      await workspace.manager.client.gql('mutation($i: CreateTagInput!) { createTag(input: $i) { id } }', {
        i: { projectId, title: `Existing tag ${t}` },
      }),
    );
    await suite.signIn(undefined, { path: `/projects/${projectId}` });

    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Import from QDA tools' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from QDA tools' });
    await dialog.getByTestId('refi-qda-file').setInputFiles({
      name: 'study.qdpx',
      mimeType: 'application/zip',
      buffer: await maxqdaLike(t),
    });
    const report = dialog.getByTestId('refi-qda-report');
    await report
      .getByText('1 note, 1 highlight, 1 new tag and 0 new people imported.', { exact: false })
      .waitFor({ timeout: 30_000 });
    await report.getByText('Written by MAXQDA 2022', { exact: false }).waitFor();
    const skipped = report.getByTestId('refi-qda-skipped');
    expect(await skipped.count()).toBe(1);
    expect(await skipped.first().innerText()).toMatch(
      /Source\s+Recording .*\s+Audio sources are not imported/,
    );
    await page.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-refi-qda-import-report.png`,
      fullPage: true,
    });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText(`Interview ${t}`).first().waitFor();

    // The export dialog: the codebook alone, or the project with the line endings MAXQDA needs.
    await page.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Export for QDA tools (REFI-QDA)' }).click();
    const exporter = page.getByRole('dialog', { name: 'Export for QDA tools' });
    await exporter.getByLabel('CRLF (MAXQDA, Windows tools)').check();
    await page.screenshot({ path: `${SCREENSHOTS}/fieldnote-web-refi-qda-export.png`, fullPage: true });
    const downloading = page.waitForEvent('download');
    await exporter.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`QDA exchange ${t}.qdpx`);
    const zip = await JSZip.loadAsync(await downloadedBytes(download));
    const qde = await (zip.file('project.qde') as JSZip.JSZipObject).async('string');
    expect(qde).toContain(`name="Price ${t}"`);
    const imported = Object.keys(zip.files).filter(
      (name) => name.startsWith('sources/') && name.endsWith('.txt'),
    );
    expect(imported).toHaveLength(2);
    const texts = await Promise.all(
      imported.map((name) => (zip.file(name) as JSZip.JSZipObject).async('string')),
    );
    // The imported note's text is written back with CRLF line endings, as chosen.
    expect(texts).toContain(`Interview ${t}\r\nThe price went up twice.\r\nOnboarding was fast.`);
    await exporter.waitFor({ state: 'detached' });

    // On a phone, the import dialog reads the same (the real ATLAS.ti file this time).
    const phone = await suite.newPage({ width: 390, height: 844 });
    await suite.signIn(undefined, { page: phone, path: `/projects/${projectId}` });
    await phone.getByRole('button', { name: 'Project actions' }).click();
    await phone.getByRole('menuitem', { name: 'Import from QDA tools' }).click();
    const onPhone = phone.getByRole('dialog', { name: 'Import from QDA tools' });
    await onPhone.getByTestId('refi-qda-file').setInputFiles({
      name: 'atlas.qdpx',
      mimeType: 'application/zip',
      buffer: readFileSync(join(FIXTURES, 'exports/atlas-ti-23-target.qdpx')),
    });
    await onPhone
      .getByText('0 notes, 0 highlights, 3 new tags', { exact: false })
      .waitFor({ timeout: 30_000 });
    await phone.screenshot({
      path: `${SCREENSHOTS}/fieldnote-web-refi-qda-import-phone.png`,
      fullPage: true,
    });
  }, 180_000);
});

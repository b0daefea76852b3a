import { buildNote, buildProject, uniqueSuffix } from '../api/factories';
import { useBrowserSuite } from './browser-suite';

describe('People in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });

  it('should import a CSV of 3 people with one bad row, report it, and link an imported person to a note from its Contacts tab', async () => {
    const { page, workspace, origin } = suite;
    const t = uniqueSuffix().replace(/[^a-z0-9]/gi, '');
    const projectId = await buildProject(workspace.manager.client, `Study ${t}`);
    const noteTitle = `Interview with Grace ${t}`;
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      noteTitle,
      'We talked about onboarding.',
    );
    await suite.signIn();

    await page.getByRole('link', { name: 'People' }).first().click();
    await page.waitForURL(`${origin}/people`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const csv = [
      'Full name,Email,Company',
      `Grace ${t},grace.${t}@example.org,Navy`,
      `Linus ${t},not-an-email,Kernel`,
      `Ada ${t},ada.${t}@example.org,Engines`,
    ].join('\n');
    await page.getByTestId('people-csv-input').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    // The mapping was guessed from the header; the preview shows the rows as they will be imported.
    const preview = page.getByRole('table', { name: 'Preview of the first rows' });
    await preview.getByText(`grace.${t}@example.org`).waitFor();
    await page.getByRole('button', { name: 'Import 3 rows' }).click();

    const report = page.getByTestId('import-report');
    await report.getByText('2 people imported.').waitFor();
    const rejected = report.getByTestId('import-rejected-row');
    expect(await rejected.count()).toBe(1);
    expect(await rejected.first().innerText()).toMatch(
      /^3\s+E-mail "not-an-email" is not a valid e-mail address\.$/,
    );
    await page.getByRole('button', { name: 'Done' }).click();

    // The grid lists the imported people; open one.
    await page.getByRole('link', { name: `Grace ${t}` }).click();
    await page.getByRole('heading', { level: 1, name: `Grace ${t}` }).waitFor();
    await page.getByText('Not linked to any note yet.', { exact: false }).waitFor();

    // Link them from the note's Contacts tab with the autocomplete.
    await page.goto(`${origin}/data/${noteId}`);
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByLabel('Add a person').fill(`Grace ${t}`);
    await page.getByRole('option', { name: `Grace ${t}` }).click();
    const contacts = page.getByTestId('note-contacts');
    await contacts.getByRole('link', { name: `Open Grace ${t}` }).click();

    // The person's page now lists the note.
    await page.getByRole('heading', { level: 1, name: `Grace ${t}` }).waitFor();
    await page.getByTestId('person-notes').getByRole('link', { name: noteTitle }).waitFor();
  }, 120_000);
});

import { addMember, buildNote, buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { useBrowserSuite } from './browser-suite';
import { holdReads, silenceLiveRefresh } from './hold-reads';
import { eventually } from './eventually';

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
    // Only the page's own changes reach it: each reads again what it makes stale, or writes the cache.
    await silenceLiveRefresh(page);
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
    await page.getByText('No one is linked', { exact: false }).waitFor();
    // The note's contacts are never answered again: the list changes by the link's answer alone.
    await holdReads(page, 'NotePeople');
    await page.getByLabel('Add a person').fill(`Grace ${t}`);
    await page.getByRole('option', { name: `Grace ${t}` }).click();
    const contacts = page.getByTestId('note-contacts');
    await contacts.getByRole('link', { name: `Open Grace ${t}` }).click();

    // The person's page now lists the note.
    await page.getByRole('heading', { level: 1, name: `Grace ${t}` }).waitFor();
    await page.getByTestId('person-notes').getByRole('link', { name: noteTitle }).waitFor();
  }, 120_000);

  it("should change a people field's value in its cell of the grid, show it with its bucket, keep it after a reload, and give a viewer no pencil", async () => {
    const { page, workspace, origin } = suite;
    const t = uniqueSuffix().replace(/[^a-z0-9]/gi, '');
    const client = workspace.manager.client;
    const score = expectOk(
      await client.gql<{ createCustomField: { id: string } }>(
        'mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id } }',
        { input: { target: 'PERSON', label: `Recommend ${t}`, type: 'NPS' } },
      ),
    ).createCustomField;
    const name = `Hedy ${t}`;
    const personId = expectOk(
      await client.gql<{ createPerson: { id: string } }>(
        'mutation($input: CreatePersonInput!) { createPerson(input: $input) { id } }',
        { input: { name } },
      ),
    ).createPerson.id;
    await suite.signIn();
    await page.goto(`${origin}/people`);
    // By row id and column key: while the editor is open, the page behind it is hidden from roles.
    const cell = page.locator(`[role="row"][data-id="${personId}"] [data-field="field:${score.id}"]`);
    await cell.waitFor();
    await cell.hover();
    await cell.getByRole('button', { name: `Edit Recommend ${t}` }).click();
    // The score's choices open at once (over the editor, which they hide from roles meanwhile).
    await page.getByRole('option', { name: '9 · Promoter' }).click();
    await page.getByRole('dialog', { name: `Recommend ${t} of “${name}”` }).waitFor({ state: 'detached' });
    await cell.getByText('Promoter').waitFor();
    expect(await cell.innerText()).toMatch(/^9\s*Promoter$/);
    await page.screenshot({ path: '/tmp/people-grid-edit.png' });

    await page.reload();
    await cell.getByText('Promoter').waitFor();
    const stored = expectOk(
      await client.gql<{ person: { fieldValues: { fieldId: string; number: number | null }[] } }>(
        'query($id: ID!) { person(id: $id) { fieldValues { fieldId number } } }',
        { id: personId },
      ),
    ).person.fieldValues.find((v) => v.fieldId === score.id);
    expect(stored?.number).toBe(9);

    const viewer = await addMember(suite.sut, workspace, 'VIEWER');
    const viewerPage = await suite.newPage();
    await suite.signIn(viewer, { page: viewerPage, path: '/people' });
    const viewerCell = viewerPage.locator(
      `[role="row"][data-id="${personId}"] [data-field="field:${score.id}"]`,
    );
    await viewerCell.getByText('Promoter').waitFor();
    expect(await viewerCell.getByRole('button').count()).toBe(0);
    await viewerCell.dblclick();
    expect(await viewerPage.getByRole('dialog').count()).toBe(0);
  }, 120_000);

  it('should tell two people of the same name apart by e-mail when merging them', async () => {
    const { page, workspace, origin } = suite;
    const name = `Priya Raman ${uniqueSuffix().replace(/[^a-z0-9]/gi, '')}`;
    for (const email of [`priya@acme-${Date.now()}.io`, null])
      expectOk(
        await workspace.manager.client.gql(
          'mutation($i: CreatePersonInput!) { createPerson(input: $i) { id } }',
          {
            i: { name, email },
          },
        ),
      );
    await suite.signIn(undefined, { path: '/people' });
    await page.waitForURL(`${origin}/people`);
    // The grid's quick search (on the server) narrows it to the two.
    await page.getByRole('searchbox').fill(name);
    const rows = page.getByRole('row').filter({ hasText: name });
    await rows.nth(1).waitFor();
    // The grid may redraw its rows as the list settles (a click then lands on a row being
    // replaced): tick each box until it stays ticked.
    for (const index of [0, 1]) {
      const box = rows.nth(index).getByRole('checkbox');
      await eventually(async () => {
        if (!(await box.isChecked())) await box.click();
        return box.isChecked();
      }, true);
    }
    await page.getByRole('button', { name: 'Merge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge two people' });
    const explanation = await dialog.getByTestId('merge-explanation').innerText();
    // Each side is named with its e-mail address (or its lack of one), never "deletes X and keeps X".
    expect(explanation).toMatch(new RegExp(`${name} \\((priya@acme-\\d+\\.io|no e-mail)\\)`));
    expect(explanation).toContain('(no e-mail)');
    expect(explanation).toMatch(/priya@acme-\d+\.io/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(suite.pageErrors).toEqual([]);
  }, 60_000);
});

import { buildNote, buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { useBrowserSuite } from './browser-suite';
import { answered, holdReads, silenceLiveRefresh } from './hold-reads';

describe('Custom fields in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' }, viewport: { width: 1280, height: 900 } });

  beforeEach(async () => {
    await suite.signIn();
  });

  async function openFieldsTab(noteId: string): Promise<void> {
    const { page, origin } = suite;
    await page.goto(`${origin}/data/${noteId}`);
    await page.getByRole('tab', { name: 'Fields' }).click();
    await page.getByTestId('field-values').waitFor();
    // At 1280 px every tab of the note's sidebar shows its whole label: none cut or scrolled away.
    const clipped = await page
      .getByRole('complementary', { name: 'Note sidebar' })
      .getByRole('tab')
      .evaluateAll((tabs) =>
        tabs
          .filter((tab) => {
            const box = tab.getBoundingClientRect();
            const bar = tab.closest('.MuiTabs-root')?.getBoundingClientRect();
            const overflows = tab.scrollWidth > tab.clientWidth + 1;
            return overflows || !bar || box.left < bar.left - 1 || box.right > bar.right + 1;
          })
          .map((tab) => tab.textContent),
      );
    expect(clipped).toEqual([]);
  }

  it('should keep a SELECT value chosen in the Fields tab after a reload when the field was added in settings', async () => {
    const { page, workspace, origin, pageErrors } = suite;
    const projectId = await buildProject(workspace.manager.client, `Pricing study ${uniqueSuffix()}`);
    const noteId = await buildNote(workspace.manager.client, projectId, 'Call with Dana');
    const label = `Customer tier ${uniqueSuffix()}`;

    await page.goto(`${origin}/settings/fields/${projectId}/note-fields`);
    await page.getByRole('button', { name: 'New field' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Label').fill(label);
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Select', exact: true }).click();
    await dialog.getByLabel('Options').fill('Free; Pro; Enterprise');
    await dialog.getByRole('button', { name: 'Create field' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: new RegExp(label) });
    await row.getByText('Enterprise').waitFor();
    await page.screenshot({ path: '/tmp/fields-settings-1280.png' });
    // Deleting an option says first how many values hold it.
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Delete option Free' }).click();
    await page.getByTestId('option-delete-preview').getByText('No value holds this option').waitFor();
    await page.screenshot({ path: '/tmp/fields-option-delete-1280.png' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.screenshot({ path: '/tmp/fields-edit-1280.png' });
    await page.getByRole('button', { name: 'Close' }).click();

    await openFieldsTab(noteId);
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/graphql') && (r.request().postData() ?? '').includes('SetCustomFieldValue'),
    );
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: 'Pro' }).click();
    await saved;
    await page.keyboard.press('Escape');
    await page.screenshot({ path: '/tmp/fields-note-1280.png' });

    await page.reload();
    await page.getByRole('tab', { name: 'Fields' }).click();
    const values = page.getByTestId('field-values');
    await values
      .getByRole('button', { name: 'Pro' })
      .or(values.getByText('Pro', { exact: true }))
      .first()
      .waitFor();
    await expect(values.getByText('Enterprise', { exact: true }).count()).resolves.toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('should add, edit and delete a workspace field on the settings page with the fields read only once', async () => {
    const { page, origin } = suite;
    const label = `Plan ${uniqueSuffix()}`;
    const renamed = `Billing plan ${uniqueSuffix()}`;
    await silenceLiveRefresh(page);
    const fieldsRead = answered(page, 'CustomFields');
    await page.goto(`${origin}/settings/fields`);
    await fieldsRead;
    // From now on the fields are never answered again: the list changes by the answers alone.
    await holdReads(page, 'CustomFields');

    await page.getByRole('button', { name: 'New field' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Label').fill(label);
    await dialog.getByRole('button', { name: 'Create field' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.locator('.MuiDataGrid-row', { hasText: label });
    await row.waitFor();

    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Label').fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const renamedRow = page.locator('.MuiDataGrid-row', { hasText: renamed });
    await renamedRow.waitFor();

    await renamedRow.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete field' }).click();
    await renamedRow.waitFor({ state: 'detached' });
  });

  it('should show a refused value under its field and an NPS score with its bucket', async () => {
    const { page, workspace, origin, pageErrors } = suite;
    const client = workspace.manager.client;
    const projectId = await buildProject(client, `NPS study ${uniqueSuffix()}`);
    const noteId = await buildNote(client, projectId, 'Survey answer');
    for (const [label, type] of [
      ['Seats', 'NUMBER'],
      ['NPS score', 'NPS'],
    ]) {
      expectOk(
        await client.gql('mutation($i: CreateCustomFieldInput!) { createCustomField(input: $i) { id } }', {
          i: { target: 'NOTE', projectId, label, type },
        }),
      );
    }
    await openFieldsTab(noteId);
    const seats = page.getByLabel('Seats');
    await seats.fill('twelve');
    await seats.press('Enter');
    await page.getByText('"Seats" must be a number, such as 42 or 3.5.').waitFor();
    await seats.fill('12');
    await seats.press('Enter');
    await page.getByText('must be a number').waitFor({ state: 'hidden' });

    await page.getByRole('combobox', { name: 'NPS score' }).click();
    await page.getByRole('option', { name: '6 · Detractor' }).click();
    await page.getByTestId('nps-bucket').getByText('Detractor').waitFor();
    await page.getByRole('combobox', { name: 'NPS score' }).click();
    await page.getByRole('option', { name: '9 · Promoter' }).click();
    await page.getByTestId('nps-bucket').getByText('Promoter').waitFor();

    // A type change says what happens to the values before it happens.
    await page.goto(`${origin}/settings/fields/${projectId}/note-fields`);
    await page.getByRole('row', { name: /Seats/ }).getByRole('button', { name: 'Change type' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'New type' }).click();
    await page.getByRole('option', { name: 'NPS (0–10)' }).click();
    await dialog
      .getByTestId('type-change-preview')
      .getByText('1 value is filled in. 0 can be kept as the new type; 1 will be cleared.')
      .waitFor();
    await page.screenshot({ path: '/tmp/fields-type-change-1280.png' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Actions for Seats' }).click();
    await page.getByRole('menuitem', { name: 'Change type' }).click();
    await page.getByTestId('type-change-preview').waitFor();
    await page.screenshot({ path: '/tmp/fields-type-change-390.png' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.screenshot({ path: '/tmp/fields-settings-390.png', fullPage: true });
    await openFieldsTab(noteId);
    await page.getByTestId('nps-bucket').getByText('Promoter').waitFor();
    await page.getByTestId('field-values').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/fields-note-390.png', fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  it('should keep an insight field filled in on the insight page after a reload', async () => {
    const { page, workspace, origin, pageErrors } = suite;
    const client = workspace.manager.client;
    const projectId = await buildProject(client, `Insight study ${uniqueSuffix()}`);
    const insightId = expectOk(
      await client.gql<{ createInsight: { id: string } }>(
        'mutation($p: ID!) { createInsight(input: { projectId: $p, title: "Onboarding is slow" }) { id } }',
        { p: projectId },
      ),
    ).createInsight.id;
    expectOk(
      await client.gql('mutation($i: CreateCustomFieldInput!) { createCustomField(input: $i) { id } }', {
        i: { target: 'INSIGHT', projectId, label: 'Confidence', type: 'NPS' },
      }),
    );
    await page.goto(`${origin}/insights/${insightId}`);
    await page.getByRole('button', { name: 'Fields' }).click();
    await page.getByRole('combobox', { name: 'Confidence' }).click();
    await page.getByRole('option', { name: '10 · Promoter' }).click();
    await page.getByTestId('nps-bucket').getByText('Promoter').waitFor();
    await page.screenshot({ path: '/tmp/fields-insight-1280.png' });

    await page.reload();
    await page.getByRole('button', { name: 'Fields' }).click();
    await page.getByTestId('nps-bucket').getByText('Promoter').waitFor();
    await expect(page.getByRole('combobox', { name: 'Confidence' }).textContent()).resolves.toBe('10');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Manage fields' }).waitFor();
    // The fold has finished opening: its content is no longer clipped.
    await page
      .locator('.MuiCollapse-entered')
      .filter({ has: page.getByRole('link', { name: 'Manage fields' }) })
      .waitFor();
    await page.screenshot({ path: '/tmp/fields-insight-390.png', fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});

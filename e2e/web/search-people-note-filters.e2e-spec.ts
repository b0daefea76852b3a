import type { Page } from 'playwright-core';
import { type BuiltWorkspace, buildNote, buildProject, expectOk } from '../api/factories';
import { searchUntil } from '../api/search-client';
import { useBrowserSuite } from './browser-suite';

/**
 * The filter builder's rows on people's fields ("Person field: …") and on the people of an item's
 * note ("Note from person") narrowing the results of /search, in the browser.
 */
describe('Person-field and note-from-person filters on the search page', () => {
  const suite = useBrowserSuite();
  let page: Page;
  let workspace: BuiltWorkspace;
  let origin: string;

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) =>
    expectOk(await workspace.manager.client.gql<T>(query, variables));

  beforeAll(async () => {
    workspace = suite.workspace;
    origin = suite.origin;
    const client = workspace.manager.client;
    const project = await buildProject(client, 'Account interviews');
    const anaNote = await buildNote(client, project, 'Interview with Ana', 'Ana wants single sign-on.');
    const boNote = await buildNote(client, project, 'Interview with Bo', 'Bo finds the plan too expensive.');
    const plan = (
      await gql<{ createCustomField: { id: string } }>(
        'mutation($i: CreateCustomFieldInput!) { createCustomField(input: $i) { id } }',
        { i: { target: 'PERSON', label: 'Plan', type: 'TEXT' } },
      )
    ).createCustomField.id;
    for (const [name, noteId, value] of [
      ['Ana Example', anaNote, 'Enterprise annual'],
      ['Bo Example', boNote, 'Startup monthly'],
    ]) {
      const person = (
        await gql<{ createPerson: { id: string } }>(
          'mutation($i: CreatePersonInput!) { createPerson(input: $i) { id } }',
          { i: { name, noteId } },
        )
      ).createPerson.id;
      await gql('mutation($i: SetCustomFieldValueInput!) { setCustomFieldValue(input: $i) { fieldId } }', {
        i: { fieldId: plan, target: 'PERSON', objectId: person, text: value },
      });
    }
    await searchUntil(client, { types: ['NOTE'] }, (found) => found.total === 2);
  }, 300_000);

  beforeEach(async () => {
    page = suite.page;
    await suite.signIn();
  });

  /** Waits until the settled results are exactly those containing these texts. */
  async function waitForResults(expected: string[]): Promise<void> {
    await page
      .waitForFunction((texts) => {
        const busy = document.querySelector('[data-testid="search-total"]')?.getAttribute('aria-busy');
        const items = Array.from(document.querySelectorAll('[data-testid="search-result"]')).map(
          (item) => item.textContent ?? '',
        );
        return (
          busy === 'false' &&
          items.length === texts.length &&
          texts.every((text) => items.some((item) => item.includes(text)))
        );
      }, expected)
      .catch(async () => {
        const shown = await page.getByTestId('search-result').allTextContents();
        throw new Error(
          `Expected the results ${JSON.stringify(expected)}, the page shows ${JSON.stringify(shown)}`,
        );
      });
  }

  it('should narrow notes to those of people with a field value, then to those of a picked person', async () => {
    await page.goto(`${origin}/search?resultType=notes`);
    await waitForResults(['Interview with Ana', 'Interview with Bo']);

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('combobox', { name: 'Field of filter 1' }).click();
    // People's fields have their own section of the field menu.
    await page.getByRole('option', { name: 'Person field: Plan', exact: true }).click();
    await page
      .getByRole('combobox', { name: 'Condition of filter 1' })
      .filter({ hasText: 'contains' })
      .waitFor();
    await page.getByRole('textbox', { name: 'Value of filter 1' }).fill('enterprise');
    await waitForResults(['Interview with Ana']);
    await page.screenshot({ path: '/tmp/search-person-field-row.png', fullPage: true });

    // The same row on the people of the note: picking a field of another kind starts the row over.
    await page.getByRole('combobox', { name: 'Field of filter 1' }).click();
    await page.getByRole('option', { name: 'Note from person', exact: true }).click();
    await page.getByRole('combobox', { name: 'Condition of filter 1' }).click();
    await page.getByRole('option', { name: 'has any of', exact: true }).click();
    await page.getByRole('combobox', { name: 'Value of filter 1' }).fill('Bo');
    await page.getByRole('option', { name: /Bo Example/ }).click();
    await page.keyboard.press('Escape');
    await waitForResults(['Interview with Bo']);

    // Reloaded, the address gives the row back.
    await page.reload();
    await page
      .getByRole('combobox', { name: 'Field of filter 1' })
      .filter({ hasText: 'Note from person' })
      .waitFor();
    await waitForResults(['Interview with Bo']);
  }, 120_000);
});

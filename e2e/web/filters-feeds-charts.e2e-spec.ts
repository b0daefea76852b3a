import type { Page } from 'playwright-core';
import {
  type BuiltWorkspace,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from '../api/factories';
import { searchUntil } from '../api/search-client';
import { useBrowserSuite } from './browser-suite';
import { downloadedBytes } from './browser-harness';

const ONBOARDING = 'Onboarding took three weeks because the importer kept failing on large spreadsheets.';
const PRICING = 'The pricing page confused our finance team; the annual plan felt far too expensive.';

/**
 * The filter builder on /search (And/Or rows), saved feeds (save, reload, reopen) and a project's
 * tag chart following a newly tagged highlight, in the browser.
 */
describe('Filters, feeds and tag charts in the browser', () => {
  const suite = useBrowserSuite({ contextOptions: { acceptDownloads: true } });
  let page: Page;
  let workspace: BuiltWorkspace;
  let origin: string;
  const id: Record<string, string> = {};

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) =>
    expectOk(await workspace.manager.client.gql<T>(query, variables));
  const createTag = async (title: string) =>
    (
      await gql<{ createTag: { id: string } }>(
        'mutation($i: CreateTagInput!) { createTag(input: $i) { id } }',
        {
          i: { projectId: id.project, title },
        },
      )
    ).createTag.id;
  async function highlight(noteId: string, text: string, quote: string, tagIds: string[]) {
    const start = text.indexOf(quote);
    return (
      await gql<{ createHighlight: { id: string } }>(
        'mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }',
        { i: { noteId, startOffset: start, endOffset: start + quote.length, text: quote, tagIds } },
      )
    ).createHighlight.id;
  }

  beforeAll(async () => {
    workspace = suite.workspace;
    origin = suite.origin;
    const client = workspace.manager.client;
    id.project = await buildProject(client, 'Checkout research');
    id.ana = await buildNote(client, id.project, 'Interview with Ana', ONBOARDING);
    id.bo = await buildNote(client, id.project, 'Interview with Bo', PRICING);
    id.pricing = await createTag('Pricing pain');
    id.onboarding = await createTag('Onboarding pain');
    await highlight(id.bo, PRICING, 'far too expensive', [id.pricing]);
    await highlight(id.ana, ONBOARDING, 'the importer kept failing', [id.onboarding]);
    await highlight(id.bo, PRICING, 'confused our finance team', []);
    await searchUntil(client, { types: ['HIGHLIGHT'] }, (f) => f.total === 3);
  }, 300_000);

  beforeEach(async () => {
    page = suite.page;
    await suite.signIn();
  });

  const results = () => page.getByTestId('search-result');

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
        const shown = await results().allTextContents();
        throw new Error(
          `Expected the results ${JSON.stringify(expected)}, the page shows ${JSON.stringify(shown)}`,
        );
      });
  }

  async function pickTag(row: number, title: string): Promise<void> {
    await page.getByRole('combobox', { name: `Value of filter ${row}` }).fill(title.split(' ')[0] ?? title);
    await page.getByRole('option', { name: title }).click();
    await page.keyboard.press('Escape');
  }

  it('should narrow the results with an And filter and widen them with Or, kept in the address', async () => {
    await page.goto(`${origin}/search?resultType=highlights`);
    await waitForResults(['far too expensive', 'the importer kept failing', 'confused our finance team']);

    // Row 1 with the mouse: Tags has any of Pricing pain.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('combobox', { name: 'Field of filter 1' }).click();
    await page.getByRole('option', { name: 'Tags', exact: true }).click();
    await pickTag(1, 'Pricing pain');
    await waitForResults(['far too expensive']);

    // Row 2 with the keyboard: the new row's field has the focus.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Tags', exact: true }).focus();
    await page.keyboard.press('Enter');
    await pickTag(2, 'Onboarding pain');
    // And: a highlight with both tags; there is none.
    await page.getByText('No highlights match these filters.').waitFor();
    expect(await results().count()).toBe(0);

    await page.getByRole('button', { name: 'Or', exact: true }).click();
    await waitForResults(['far too expensive', 'the importer kept failing']);
    const stored = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as {
      form: { combinator: string; rows: { field: string; values: { ids: string[] } }[] };
    };
    expect(stored.form.combinator).toBe('Or');
    expect(stored.form.rows.map((r) => r.values.ids)).toEqual([[id.pricing], [id.onboarding]]);
    await page.screenshot({ path: '/tmp/filters-or.png', fullPage: true });

    // The address holds the form: a reload shows the same rows and results.
    await page.reload();
    await waitForResults(['far too expensive', 'the importer kept failing']);
    expect(await page.getByTestId('filter-row').count()).toBe(2);

    // An unfinished row keeps an And filter from being sent, and says so.
    await page.getByRole('button', { name: 'And', exact: true }).click();
    await page.getByText('No highlights match these filters.').waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('combobox', { name: 'Field of filter 3' }).click();
    await page.getByRole('option', { name: 'Project', exact: true }).click();
    await page.getByTestId('filter-not-applied').waitFor();
    await waitForResults(['far too expensive', 'the importer kept failing', 'confused our finance team']);
  }, 120_000);

  it('should save the search as a feed and open it again after a reload', async () => {
    await page.goto(`${origin}/search?query=expensive&resultType=highlights`);
    await waitForResults(['far too expensive']);
    await page.getByRole('button', { name: 'Save as feed' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Feed name').fill('Pricing complaints');
    await dialog.getByRole('button', { name: 'Save feed' }).click();
    await page.getByText('Feed: Pricing complaints').waitFor();
    expect(new URL(page.url()).searchParams.get('selectedFilterId')).toMatch(/^[0-9a-f-]{36}$/);

    await page.goto(`${origin}/search`);
    await page.reload();
    // The list loads with the page's other queries; on a busy machine that can take a while.
    const savedFeeds = page.getByRole('button', { name: 'Saved feeds (1)' });
    await savedFeeds.waitFor({ timeout: 30_000 });
    await savedFeeds.click();
    await page.getByRole('button', { name: 'Open feed Pricing complaints' }).click();
    await waitForResults(['far too expensive']);
    const url = new URL(page.url());
    expect(url.searchParams.get('query')).toBe('expensive');
    expect(url.searchParams.get('resultType')).toBe('highlights');
    await page.getByText('Feed: Pricing complaints').waitFor();
    await page.screenshot({ path: '/tmp/feeds-open.png', fullPage: true });
  }, 120_000);

  it("should chart a project's tags and count a newly tagged highlight", async () => {
    // A workspace of its own: the highlight this test adds must not show in the other tests' searches.
    const own = await signUpAndCreateWorkspace(suite.sut);
    const ownOrigin = suite.originOf(own);
    const client = own.manager.client;
    const projectId = await buildProject(client, 'Billing research');
    const noteId = await buildNote(client, projectId, 'Interview with Cy', ONBOARDING);
    const tagId = expectOk(
      await client.gql<{ createTag: { id: string } }>(
        'mutation($i: CreateTagInput!) { createTag(input: $i) { id } }',
        {
          i: { projectId, title: 'Billing pain' },
        },
      ),
    ).createTag.id;
    const tagQuote = async (quote: string) =>
      expectOk(
        await client.gql('mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }', {
          i: {
            noteId,
            startOffset: ONBOARDING.indexOf(quote),
            endOffset: ONBOARDING.indexOf(quote) + quote.length,
            text: quote,
            tagIds: [tagId],
          },
        }),
      );
    await tagQuote('the importer kept failing');
    await suite.signIn(own.manager, { origin: ownOrigin, path: `/projects/${projectId}/tags` });
    const canvas = page.getByTestId('tag-chart-canvas');
    await canvas.waitFor();
    const label = () => canvas.getAttribute('aria-label');
    expect(await label()).toContain('Billing pain 1 highlight');
    await page.screenshot({ path: '/tmp/tag-chart-bar.png', fullPage: true });
    await page.getByRole('button', { name: 'Treemap' }).click();
    await page.locator('[data-chart-type="TREEMAP"]').waitFor();

    // A colleague tags a new highlight: the chart follows without a reload.
    await tagQuote('large spreadsheets');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="tag-chart-canvas"]')
          ?.getAttribute('aria-label')
          ?.includes('Billing pain 2 highlights') ?? false,
    );
    await page.screenshot({ path: '/tmp/tag-chart.png', fullPage: true });
    // The chosen type is saved for the project.
    await page.reload();
    await page.locator('[data-chart-type="TREEMAP"]').waitFor();

    // Downloads, as a dashboard chart's: the figures as CSV and the drawing as PNG.
    const download = async (item: 'Download CSV' | 'Download PNG') => {
      await page.getByRole('button', { name: 'Actions for the tag chart' }).click();
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      return { name: file.suggestedFilename(), content: await downloadedBytes(file) };
    };
    const csv = await download('Download CSV');
    expect(csv.name).toBe('Tag-chart-highlights.csv');
    expect(csv.content.toString('utf8')).toBe(
      'Item,Kind,Highlights,Notes,Text volume\r\nBilling pain,Tag,2,1,' +
        String('the importer kept failing'.length + 'large spreadsheets'.length),
    );
    const png = await download('Download PNG');
    expect(png.name).toBe('Tag-chart-highlights.png');
    expect(png.content.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.content.length).toBeGreaterThan(2000);
  }, 120_000);

  it('should filter notes by a custom field row on the search page', async () => {
    const seats = (
      await gql<{ createCustomField: { id: string } }>(
        'mutation($i: CreateCustomFieldInput!) { createCustomField(input: $i) { id } }',
        { i: { target: 'NOTE', label: 'Seats', type: 'NUMBER' } },
      )
    ).createCustomField.id;
    const set = (objectId: string, text: string) =>
      gql('mutation($i: SetCustomFieldValueInput!) { setCustomFieldValue(input: $i) { fieldId } }', {
        i: { fieldId: seats, target: 'NOTE', objectId, text },
      });
    await set(id.ana, '12');
    await set(id.bo, '3');
    await page.goto(`${origin}/search?resultType=notes`);
    await waitForResults(['Interview with Ana', 'Interview with Bo']);

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('combobox', { name: 'Field of filter 1' }).click();
    // Custom fields follow the system fields in the menu, under their own heading.
    await page.getByRole('option', { name: 'Seats', exact: true }).click();
    await page.getByRole('combobox', { name: 'Condition of filter 1' }).click();
    await page.getByRole('option', { name: 'is greater than', exact: true }).click();
    // The form lives in the address: type once the condition shows (as a person would).
    await page
      .getByRole('combobox', { name: 'Condition of filter 1' })
      .filter({ hasText: 'is greater than' })
      .waitFor();
    await page.getByRole('textbox', { name: 'Value of filter 1' }).fill('10');
    await waitForResults(['Interview with Ana']);
    await page.screenshot({ path: '/tmp/search-custom-field-row.png', fullPage: true });

    // Spec 000 §5: a number is digits with an optional point; anything else is said on the row.
    await page.getByRole('textbox', { name: 'Value of filter 1' }).fill('ten');
    await page
      .getByTestId('filter-row-problem')
      .filter({ hasText: 'Enter a number such as 42 or 3.5' })
      .waitFor();
    await page.getByRole('textbox', { name: 'Value of filter 1' }).fill('5');
    await waitForResults(['Interview with Ana']);
    await page.getByRole('combobox', { name: 'Condition of filter 1' }).click();
    await page.getByRole('option', { name: 'is less than', exact: true }).click();
    await waitForResults(['Interview with Bo']);
    // Reloaded, the address gives the row back on its custom field.
    await page.reload();
    await page.getByRole('combobox', { name: 'Field of filter 1' }).filter({ hasText: 'Seats' }).waitFor();
    await waitForResults(['Interview with Bo']);
  }, 120_000);
});

import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { type BuiltWorkspace, buildNote, buildProject, expectOk } from '../api/factories';
import { searchUntil } from '../api/search-client';
import { useBrowserSuite } from './browser-suite';
import { holdReads, silenceLiveRefresh } from './hold-reads';
import { downloadedBytes } from './browser-harness';

const TEXT = 'The pricing page confused our finance team; the annual plan felt far too expensive.';

/**
 * Dashboards in the browser: make one, add a BAR chart of highlights by tag, see a newly tagged
 * highlight counted without a reload, and download the chart as CSV (and PNG).
 */
describe('Dashboards in the browser', () => {
  const suite = useBrowserSuite({
    viewport: { width: 1280, height: 900 },
    contextOptions: { acceptDownloads: true },
  });
  let page: Page;
  let workspace: BuiltWorkspace;
  let origin: string;
  const id: Record<string, string> = {};

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) =>
    expectOk(await workspace.manager.client.gql<T>(query, variables));
  const highlight = (quote: string, tagIds: string[]) => {
    const start = TEXT.indexOf(quote);
    return gql('mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }', {
      i: { noteId: id.note, startOffset: start, endOffset: start + quote.length, text: quote, tagIds },
    });
  };

  beforeAll(async () => {
    workspace = suite.workspace;
    origin = suite.origin;
    id.project = await buildProject(workspace.manager.client, 'Checkout research');
    id.note = await buildNote(workspace.manager.client, id.project, 'Interview with Bo', TEXT);
    id.tag = (
      await gql<{ createTag: { id: string } }>(
        'mutation($i: CreateTagInput!) { createTag(input: $i) { id } }',
        {
          i: { projectId: id.project, title: 'Pricing, "too expensive"' },
        },
      )
    ).createTag.id;
    await highlight('far too expensive', [id.tag]);
    await searchUntil(
      workspace.manager.client,
      { types: ['HIGHLIGHT'], tags: { operator: 'CONTAINS', ids: [id.tag] } },
      (f) => f.total === 1,
    );
  }, 300_000);

  beforeEach(async () => {
    page = suite.page;
    await suite.signIn();
  });

  async function download(chartTitle: string, item: 'Download CSV' | 'Download PNG') {
    await page.getByRole('button', { name: `Actions for chart ${chartTitle}` }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: item }).click(),
    ]);
    return { name: file.suggestedFilename(), content: await downloadedBytes(file) };
  }

  it('should chart highlights by tag, count a newly tagged highlight and download the chart', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dashboards' })
      .click();
    await page.waitForURL(`${origin}/dashboards`);
    await page.getByText('No dashboards yet').waitFor();
    await page.getByRole('button', { name: 'New dashboard' }).first().click();
    await page.getByLabel('Dashboard title').fill('Pricing pulse');
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    await page.getByRole('heading', { name: 'Pricing pulse', level: 1 }).waitFor();
    await page.getByText('This dashboard has no charts yet').waitFor();

    await page.getByRole('button', { name: 'Add chart' }).first().click();
    const editor = page.getByRole('dialog', { name: 'New chart' });
    await editor.getByLabel('Chart title').fill('Highlights by tag');
    // A new chart starts as bars of highlights grouped by tag; check what the editor offers.
    await expectText(editor.getByLabel('Count'), 'Highlights');
    await expectText(editor.getByLabel('Group by'), 'Tag');
    // Before it is saved, the editor draws the chart from the workspace's data as it stands.
    const preview = editor.getByRole('figure', { name: 'Preview of the chart' });
    await preview.getByText('Preview · 1 match').waitFor();
    await preview.getByRole('img', { name: 'Chart: Highlights by tag' }).waitFor();
    await editor.getByRole('button', { name: 'Save chart' }).click();
    await editor.waitFor({ state: 'hidden' });

    const card = page.getByTestId('chart-card');
    await card.getByRole('heading', { name: 'Highlights by tag' }).waitFor();
    await card.getByTestId('chart-total').filter({ hasText: '1 match' }).waitFor();
    await card.getByRole('img', { name: 'Chart: Highlights by tag' }).waitFor();
    const first = await download('Highlights by tag', 'Download CSV');
    expect(first.name).toBe('Highlights-by-tag.csv');
    expect(first.content.toString('utf8')).toBe(
      `Label,Key,Count,Value\r\n"Pricing, ""too expensive""",${id.tag},1,1`,
    );

    // Someone tags a new highlight: the chart follows without a reload.
    await highlight('The pricing page', [id.tag]);
    await card.getByTestId('chart-total').filter({ hasText: '2 matches' }).waitFor({ timeout: 15_000 });
    const second = await download('Highlights by tag', 'Download CSV');
    expect(second.content.toString('utf8')).toBe(
      `Label,Key,Count,Value\r\n"Pricing, ""too expensive""",${id.tag},2,2`,
    );

    const png = await download('Highlights by tag', 'Download PNG');
    expect(png.name).toBe('Highlights-by-tag.png');
    expect(png.content.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.content.length).toBeGreaterThan(2000);
    // Above and below the drawing, at twice its size: a title, the match count and a legend with
    // each bar's whole label, so the image stands on its own (IHDR: width, height at bytes 16 and 20).
    await writeFile('/tmp/fieldnote-dashboard-chart.png', png.content);
    const drawn = await card.getByRole('img', { name: 'Chart: Highlights by tag' }).boundingBox();
    if (!drawn) throw new Error('The chart has no box');
    const pngHeight = png.content.readUInt32BE(20);
    expect(pngHeight).toBeGreaterThanOrEqual(Math.round((drawn.height + 28 + 20 + 16 + 16 + 22) * 2));

    // Hovering the bar shows its tooltip, readable in the light theme and in the dark one.
    const chart = card.getByRole('img', { name: 'Chart: Highlights by tag' });
    const tooltipColours = async () => {
      const box = await chart.boundingBox();
      if (!box) throw new Error('The chart has no box');
      await page.mouse.move(0, 0);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const tooltip = page.getByTestId('chart-tooltip');
      await tooltip.getByText('Pricing, "too expensive"').waitFor();
      return tooltip.evaluate((element) => {
        const style = getComputedStyle(element);
        return { text: style.color, background: style.backgroundColor };
      });
    };
    const light = await tooltipColours();
    expect(light.text).not.toBe(light.background);
    await gql('mutation { updateAccount(input: { theme: "dark" }) { theme } }');
    try {
      await page.reload();
      await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(18, 19, 24)');
      const dark = await tooltipColours();
      // Light text on a dark box; a fixed white box had shown the dark theme's white text on white.
      expect(luminance(dark.text)).toBeGreaterThan(0.6);
      expect(luminance(dark.background)).toBeLessThan(0.2);
    } finally {
      await gql('mutation { updateAccount(input: { theme: "light" }) { theme } }');
    }
  }, 120_000);

  it('should chart the average of a NUMBER field over notes chosen by a custom-field row', async () => {
    // Workspace fields of notes: Seats (NUMBER) and Plan (SELECT, one choice).
    const field = async (label: string, type: string, options?: { label: string }[]) =>
      (
        await gql<{ createCustomField: { id: string; options: { id: string; label: string }[] } }>(
          'mutation($i: CreateCustomFieldInput!) { createCustomField(input: $i) { id options { id label } } }',
          { i: { target: 'NOTE', label, type, options } },
        )
      ).createCustomField;
    const seats = await field('Seats', 'NUMBER');
    const plan = await field('Plan', 'SELECT', [{ label: 'Free' }, { label: 'Pro' }]);
    const [free, pro] = plan.options.map((option) => option.id);
    const set = (fieldId: string, objectId: string, value: Record<string, unknown>) =>
      gql('mutation($i: SetCustomFieldValueInput!) { setCustomFieldValue(input: $i) { fieldId } }', {
        i: { fieldId, target: 'NOTE', objectId, ...value },
      });
    const small = await buildNote(
      workspace.manager.client,
      id.project,
      'Interview with Cy',
      'Cy runs a team of four.',
    );
    const large = await buildNote(
      workspace.manager.client,
      id.project,
      'Interview with Di',
      'Di has ten seats.',
    );
    await set(seats.id, id.note, { text: '50' });
    await set(plan.id, id.note, { optionIds: [pro] });
    await set(seats.id, small, { text: '4' });
    await set(plan.id, small, { optionIds: [pro] });
    await set(seats.id, large, { text: '10' });
    await set(plan.id, large, { optionIds: [free] });
    await searchUntil(workspace.manager.client, { types: ['NOTE'] }, (f) => f.total === 3);
    const dashboard = await gql<{ createDashboard: { id: string } }>(
      'mutation { createDashboard(input: { title: "Accounts" }) { id } }',
    );
    try {
      await chartAverageSeats(dashboard.createDashboard.id);
    } finally {
      // The other tests start from a workspace without dashboards.
      await gql('mutation($id: ID!) { deleteDashboard(id: $id) }', { id: dashboard.createDashboard.id });
    }
  }, 120_000);

  async function chartAverageSeats(dashboardId: string): Promise<void> {
    await page.goto(`${origin}/dashboards/${dashboardId}`);
    await page.getByRole('button', { name: 'Add chart' }).first().click();
    const editor = page.getByRole('dialog', { name: 'New chart' });
    await editor.getByLabel('Chart title').fill('Average seats of Pro accounts');
    await editor.getByRole('combobox', { name: 'Count' }).click();
    await page.getByRole('option', { name: 'Notes', exact: true }).click();
    await editor.getByRole('combobox', { name: 'Group by' }).click();
    await page.getByRole('option', { name: 'Kind of item' }).click();
    await editor.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Average of Seats' }).click();
    // The And/Or builder, with a row on the custom field: Plan is one of Pro.
    await editor.getByRole('button', { name: 'Add filter' }).click();
    await editor.getByRole('combobox', { name: 'Field of filter 1' }).click();
    await page.getByRole('option', { name: 'Plan', exact: true }).click();
    // A SELECT field of several choices reads "has any of", its first condition.
    await expectText(editor.getByRole('combobox', { name: 'Condition of filter 1' }), 'has any of');
    await editor.getByRole('combobox', { name: 'Value of filter 1' }).click();
    await page.getByRole('option', { name: 'Pro', exact: true }).click();
    await page.getByRole('option', { name: 'Pro', exact: true }).waitFor({ state: 'detached' });
    // The preview follows the filter row: the two Pro notes.
    await editor
      .getByRole('figure', { name: 'Preview of the chart' })
      .getByText('Preview · 2 matches')
      .waitFor();
    await page.screenshot({ path: '/tmp/chart-editor-custom-field.png' });
    await editor.getByRole('button', { name: 'Save chart' }).click();
    await editor.waitFor({ state: 'hidden' });

    const card = page.getByTestId('chart-card').filter({ hasText: 'Average seats of Pro accounts' });
    // Two Pro notes, with 50 and 4 seats: an average of 27.
    await card.getByTestId('chart-total').filter({ hasText: '2 matches' }).waitFor();
    await card.getByRole('img', { name: 'Chart: Average seats of Pro accounts' }).waitFor();
    await page.screenshot({ path: '/tmp/chart-average.png', fullPage: true });
    const csv = await download('Average seats of Pro accounts', 'Download CSV');
    expect(csv.content.toString('utf8')).toBe('Label,Key,Count,Value\r\nNotes,NOTE,2,27');

    // The editor shows the row again, as it was built.
    await page.getByRole('button', { name: 'Actions for chart Average seats of Pro accounts' }).click();
    await page.getByRole('menuitem', { name: 'Edit chart' }).click();
    const again = page.getByRole('dialog', { name: 'Edit chart' });
    await expectText(again.getByRole('combobox', { name: 'Field of filter 1' }), 'Plan');
    await expectText(again.getByRole('combobox', { name: 'Show' }), 'Average of Seats');
  }

  it('should rename a dashboard and delete it only once confirmed', async () => {
    await gql('mutation { createDashboard(input: { title: "Old name" }) { id } }');
    // Only the page's own changes reach it: each reads again what it makes stale, or writes the cache.
    await silenceLiveRefresh(page);
    await page.goto(`${origin}/dashboards`);
    await page.getByRole('button', { name: 'Actions for Old name' }).click();
    await page.getByRole('menuitem', { name: 'Rename dashboard' }).click();
    await page.getByLabel('Dashboard title').fill('New name');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await page.getByRole('link', { name: 'New name' }).waitFor();
    // The list is never answered again: the deletion takes the dashboard off by its cache update alone.
    await holdReads(page, 'Dashboards');

    await page.getByRole('button', { name: 'Actions for New name' }).click();
    await page.getByRole('menuitem', { name: 'Delete dashboard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete dashboard' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'New name' }).waitFor();
    await page.getByRole('button', { name: 'Actions for New name' }).click();
    await page.getByRole('menuitem', { name: 'Delete dashboard' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // While the dialog is open the page behind it is hidden from roles, so the link would count as
    // gone at once: wait for the dialog to close (the deletion done) first.
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'New name' }).waitFor({ state: 'detached' });
    const left = await gql<{ dashboards: { title: string }[] }>('{ dashboards { title } }');
    expect(left.dashboards.map((d) => d.title)).not.toContain('New name');
  }, 60_000);
});

/** Waits until a select shows `text` (MUI selects show their value as the button's text). */
async function expectText(locator: ReturnType<Page['getByLabel']>, text: string): Promise<void> {
  await locator.filter({ hasText: text }).waitFor();
}

/** Relative luminance (0 black … 1 white) of a computed `rgb(…)` or `rgba(…)` colour. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

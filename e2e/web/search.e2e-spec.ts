import type { FullTextSearchService } from '@fieldnote/api';
import { buildNote, buildProject, expectOk } from '../api/factories';
import { searchUntil } from '../api/search-client';
import { describeViolations, seriousAxeViolations } from './axe';
import { serverProvider } from '../../services/all-in-one/src/testing/server-provider';
import { useBrowserSuite } from './browser-suite';

const ONBOARDING = 'Onboarding took three weeks because the importer kept failing on large spreadsheets.';
const PRICING = 'The pricing page confused our finance team; the annual plan felt far too expensive.';

/**
 * The workspace search in the browser: the Ctrl+K dialog, the /search page with its tabs, filters,
 * marked matches and "Did you mean", keyboard use, and results following writes into the index.
 */
describe('Search in the browser', () => {
  // The demo workspace stays seeded: the workspace's vocabulary (did-you-mean) is read once, and its
  // words must be there from the first search, before this suite's own notes are indexed.
  // On the worker's shared server: the one setting a test changes (the rank window) is put back in
  // `finally`, and a worker runs one suite at a time.
  const suite = useBrowserSuite();
  const id: Record<string, string> = {};

  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) =>
    expectOk(await suite.workspace.manager.client.gql<T>(query, variables));

  beforeAll(async () => {
    const client = suite.workspace.manager.client;
    id.project = await buildProject(client, 'Checkout research');
    id.ana = await buildNote(client, id.project, 'Interview with Ana', ONBOARDING);
    id.bo = await buildNote(client, id.project, 'Interview with Bo', PRICING);
    id.tag = (
      await gql<{ createTag: { id: string } }>(
        'mutation($i: CreateTagInput!) { createTag(input: $i) { id } }',
        { i: { projectId: id.project, title: 'Pricing pain' } },
      )
    ).createTag.id;
    const quote = 'far too expensive';
    const start = PRICING.indexOf(quote);
    id.highlight = (
      await gql<{ createHighlight: { id: string } }>(
        'mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }',
        {
          i: {
            noteId: id.bo,
            startOffset: start,
            endOffset: start + quote.length,
            text: quote,
            tagIds: [id.tag],
          },
        },
      )
    ).createHighlight.id;
    // Indexing follows the writes through the bus: wait until the last of them is searchable.
    await searchUntil(client, { query: { value: 'expensive' }, types: ['HIGHLIGHT'] }, (f) => f.total === 1);
    await searchUntil(
      client,
      { types: ['NOTE'], tags: { operator: 'CONTAINS', ids: [id.tag] } },
      (f) => f.total === 1,
    );
    // Did-you-mean reads the workspace's words in the background and keeps them a while (re-read on
    // a search that finds nothing once they are 5 s old): the searches above may have read them
    // before the notes were indexed, so wait until they hold this suite's words.
    const misspelt = await searchUntil(
      client,
      { query: { value: 'expnsive' } },
      (f) => f.suggestedQuery === 'expensive',
    );
    expect(misspelt.suggestedQuery).toBe('expensive');
  }, 300_000);

  beforeEach(async () => {
    await suite.signIn();
    // The shortcut works once the app around the page is there.
    await suite.page.getByTestId('global-search-button').waitFor();
  });

  const focusedTestId = () =>
    suite.page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
  const results = () => suite.page.getByTestId('search-result');
  const searchParam = (name: string) => new URL(suite.page.url()).searchParams.get(name);

  /**
   * Waits until the page's search has settled (nothing typed or loading) on exactly these results,
   * each found by a text it contains: earlier answers stay on screen while the next one loads.
   */
  async function waitForResults(expected: string[]): Promise<void> {
    const { page } = suite;
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

  it('should open the search dialog with Ctrl+K, show matches as you type and open one with the keyboard', async () => {
    const { page } = suite;
    await page.keyboard.press('Control+k');
    const dialog = page.getByTestId('global-search-dialog');
    await dialog.getByTestId('global-search-field').waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'global-search-field',
    );
    await page.keyboard.type('spreadsh');
    // Every key's answer shows at once; the last one's is the only match.
    await page.waitForFunction(() => {
      const listbox = document.querySelector('[role="listbox"]');
      const options = listbox?.querySelectorAll('[data-testid="global-search-option"]') ?? [];
      return listbox?.getAttribute('aria-busy') === 'false' && options.length === 1;
    });
    const option = dialog.getByTestId('global-search-option').filter({ hasText: 'Interview with Ana' });
    await option.waitFor();
    await expect(option.textContent()).resolves.toContain('Note');
    await page.screenshot({ path: '/tmp/search-dialog.png' });
    expect(describeViolations('search dialog', await seriousAxeViolations(page))).toBe('');

    await page.keyboard.press('ArrowDown');
    await expect(option.getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => /^\/data\/interview-with-ana-[0-9A-Za-z]{22}$/.test(url.pathname));
    await page.getByTestId('note-text').filter({ hasText: 'spreadsheets' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('should offer the closest items by meaning when no result has all the words, and say so', async () => {
    const { page } = suite;
    await page.keyboard.press('Control+k');
    const dialog = page.getByTestId('global-search-dialog');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'global-search-field',
    );
    // No note has these words; Bo's says "far too expensive".
    await page.keyboard.type('costly subscription');
    await dialog.getByTestId('global-search-by-meaning').waitFor({ timeout: 15_000 });
    await dialog
      .locator('[role="listbox"][aria-busy="false"] [data-type="NOTE"]', { hasText: 'Interview with Bo' })
      .waitFor();
    await expect(dialog.getByText('Nothing matches').count()).resolves.toBe(0);
    await dialog
      .getByTestId('global-search-see-all')
      .filter({ hasText: 'See all results closest in meaning to “costly subscription”' })
      .waitFor();
    // Enter without a pick opens the search page by meaning.
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(searchParam('query')).toBe('costly subscription');
    expect(searchParam('method')).toBe('VECTOR');
  });

  it('should close the dialog with Escape and take Enter without a pick to the search page', async () => {
    const { page } = suite;
    await page.getByTestId('global-search-button').click();
    const field = page.getByTestId('global-search-field');
    await field.waitFor();
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'hidden' });

    await page.keyboard.press('Control+k');
    await field.waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'global-search-field',
    );
    await page.keyboard.type('finance team');
    await page
      .locator('[role="listbox"][aria-busy="false"] [data-type="NOTE"]', { hasText: 'Interview with Bo' })
      .waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(searchParam('query')).toBe('finance team');
    await expect(page.getByTestId('search-field').inputValue()).resolves.toBe('finance team');
    await waitForResults(['Interview with Bo']);
  });

  it('should mark matches, switch tabs and filter by tag on /search, all kept in the address', async () => {
    const { page, origin } = suite;
    await page.goto(`${origin}/search?query=expensive`);
    const marked = page.getByTestId('search-results').locator('mark', { hasText: /^expensive$/i });
    await marked.first().waitFor();
    await results().filter({ hasText: 'Interview with Bo' }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'));
    await page.screenshot({ path: '/tmp/search-page.png', fullPage: true });
    expect(describeViolations('/search', await seriousAxeViolations(page))).toBe('');

    // Highlights: only the highlight, with its tag, its note and its project.
    await page.getByTestId('search-tab-highlights').click();
    await page.waitForURL((url) => url.searchParams.get('resultType') === 'highlights');
    await waitForResults(['far too expensive']);
    const highlight = results().filter({ hasText: 'far too expensive' });
    await expect(highlight.getAttribute('data-type')).resolves.toBe('HIGHLIGHT');
    await highlight.getByTestId('tag-chip').filter({ hasText: 'Pricing pain' }).waitFor();
    await expect(highlight.textContent()).resolves.toMatch(/From Interview with Bo.*in Checkout research/);
    await expect(page.getByTestId('search-tab-highlights').textContent()).resolves.toContain('1');

    // Enter on it opens its note with the highlight selected.
    await highlight.getByRole('link').press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/data/interview-with-bo-'));
    expect(new URL(page.url()).hash).toBe(`#highlight-${id.highlight}`);
    await page
      .getByTestId('sidebar-highlight')
      .filter({ hasText: 'far too expensive' })
      .locator('.Mui-selected')
      .waitFor();
    await page.goBack();
    await waitForResults(['far too expensive']);

    // Notes about interviews, then only those with a highlight tagged "Pricing pain".
    await page.getByTestId('search-tab-notes').click();
    await page.getByTestId('search-field').fill('interview');
    await waitForResults(['Interview with Ana', 'Interview with Bo']);
    await page.getByRole('combobox', { name: 'Tags' }).click();
    await page.getByRole('option', { name: /Pricing pain/ }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(id.tag));
    await waitForResults(['Interview with Bo']);
    expect(JSON.parse(searchParam('filter') ?? '{}')).toEqual({ tags: [id.tag] });
    expect(searchParam('resultType')).toBe('notes');
    await page.screenshot({ path: '/tmp/search-filtered.png', fullPage: true });

    // The address holds it all: a reload shows the same search, Back undoes the filter.
    await page.reload();
    await expect(page.getByTestId('search-field').inputValue()).resolves.toBe('interview');
    await waitForResults(['Interview with Bo']);
    await page.goBack();
    await waitForResults(['Interview with Ana', 'Interview with Bo']);
    expect(searchParam('filter')).toBeNull();
  });

  it('should fold the filters behind a button on a phone, so the first results show on the first screen', async () => {
    const { page, origin } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${origin}/search?query=expensive`);
      await results().filter({ hasText: 'Interview with Bo' }).first().waitFor();
      const toggle = page.getByRole('button', { name: 'Show filters' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      expect(await page.getByRole('combobox', { name: 'Tags' }).isVisible()).toBe(false);
      const first = await results().first().boundingBox();
      expect(first && first.y + 40 < 844).toBe(true);

      // Opened, the filters work as on a wide screen, and the button says one is on.
      await toggle.click();
      await page.getByRole('combobox', { name: 'Tags' }).click();
      await page.getByRole('option', { name: /Pricing pain/ }).click();
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => (url.searchParams.get('filter') ?? '').includes(id.tag));
      await page.getByRole('button', { name: 'Hide filters (on)' }).click();
      await page.getByRole('button', { name: 'Show filters (on)' }).waitFor();
    } finally {
      await page.setViewportSize({ width: 1366, height: 900 });
    }
  });

  it('should offer the spelling the workspace uses and search it when picked', async () => {
    const { page, origin } = suite;
    await page.goto(`${origin}/search`);
    await page.getByTestId('search-field').fill('expnsive');
    const suggestion = page.getByTestId('search-suggestion');
    await suggestion.waitFor();
    await page.getByTestId('search-empty').waitFor();
    await expect(suggestion.textContent()).resolves.toBe('Did you mean expensive?');
    await suggestion.getByRole('button', { name: 'expensive' }).click();
    await expect(page.getByTestId('search-field').inputValue()).resolves.toBe('expensive');
    expect(searchParam('query')).toBe('expensive');
    await page
      .getByTestId('search-results')
      .locator('mark', { hasText: /^expensive$/i })
      .first()
      .waitFor();
  });

  it('should move from the field into the results with the arrow keys and open one with Enter', async () => {
    const { page, origin } = suite;
    await page.goto(`${origin}/search?query=interview&resultType=notes&sort=CREATED.ASC`);
    await waitForResults(['Interview with Ana', 'Interview with Bo']);
    expect(await focusedTestId()).toBe('search-field');
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toContain(
      'Interview with Ana',
    );
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toContain(
      'Interview with Bo',
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focusedTestId()).toBe('search-field');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/data/interview-with-bo-'));
    await page.getByTestId('note-text').filter({ hasText: 'finance team' }).waitFor();
  });

  it('should find a note written a moment ago once the index has it, without a reload', async () => {
    const { page, workspace, origin } = suite;
    await page.goto(`${origin}/search`);
    await page.getByTestId('search-field').fill('kookaburra');
    await page.getByTestId('search-empty').waitFor();
    await expect(page.getByTestId('search-empty').textContent()).resolves.toContain('No results match');
    await buildNote(
      workspace.manager.client,
      id.project,
      'Field visit',
      'A kookaburra laughed during the call.',
    );
    const found = results().filter({ hasText: 'Field visit' });
    await found.waitFor();
    await found.locator('mark', { hasText: /^kookaburra$/i }).waitFor();
  });

  it('should show the next page below the first with Load more', async () => {
    const { page, workspace, origin } = suite;
    const client = workspace.manager.client;
    for (let n = 1; n <= 27; n += 1) {
      await buildNote(client, id.project, `Wombat sighting ${n}`, `A wombat crossed the road, number ${n}.`);
    }
    await searchUntil(client, { query: { value: 'wombat' }, types: ['NOTE'] }, (f) => f.total === 27);
    await page.goto(`${origin}/search?query=wombat&resultType=notes`);
    const shown = page.getByText(/^Showing \d+ of \d+$/);
    await expect(shown.textContent()).resolves.toBe('Showing 25 of 27');
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('Showing 27 of 27').waitFor();
    await expect(results().count()).resolves.toBe(27);
    expect(new Set(await results().allTextContents()).size).toBe(27);
    await expect(page.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);
  });

  it('should say about how many when a search matches more than it ranks, and count exactly at the end', async () => {
    const { page, workspace, origin } = suite;
    const client = workspace.manager.client;
    for (let n = 1; n <= 30; n += 1) {
      await buildNote(client, id.project, `Platypus sighting ${n}`, `A platypus swam upstream, number ${n}.`);
    }
    await searchUntil(
      client,
      { query: { value: 'platypus' }, types: ['NOTE'], sort: { by: 'CREATED', direction: 'DESC' } },
      (f) => f.total === 30,
    );
    // The server ranks the newest 3 matches here instead of 1,000: 30 are "more than it ranks".
    const fullText = serverProvider<FullTextSearchService>(suite.sut.server, 'FullTextSearchService');
    const rankWindow = fullText.rankWindow;
    fullText.rankWindow = 3;
    try {
      await page.goto(`${origin}/search?query=platypus&resultType=notes`);
      await page
        .getByTestId('search-total')
        .filter({ hasText: /^About [\d,]+ results$/ })
        .waitFor();
      await page
        .getByTestId('search-tab-notes')
        .getByTestId('search-tab-count')
        .filter({ hasText: /^≈[\d,]+$/ })
        .waitFor();
      await page.getByText(/^Showing 25 of about [\d,]+$/).waitFor();
      await page.getByRole('button', { name: 'Load more' }).click();
      // The second page is short: the list is whole, and the count is exact.
      await page.getByText('Showing 30 of 30').waitFor();
      expect(new Set(await results().allTextContents()).size).toBe(30);
      await expect(page.getByRole('button', { name: 'Load more' }).count()).resolves.toBe(0);
    } finally {
      fullText.rankWindow = rankWindow;
    }
  });

  it('should remember the grid layout in this browser', async () => {
    const { page, origin } = suite;
    await page.goto(`${origin}/search?query=interview`);
    await results().first().waitFor();
    await expect(page.getByTestId('search-results').getAttribute('data-layout')).resolves.toBe('list');
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.getByTestId('search-results').getAttribute('data-layout')).resolves.toBe('grid');
    await page.screenshot({ path: '/tmp/search-grid.png' });
    await page.reload();
    await results().first().waitFor();
    await expect(page.getByTestId('search-results').getAttribute('data-layout')).resolves.toBe('grid');
  });

  it('should say honestly when a tab has nothing in this workspace', async () => {
    const { page, origin } = suite;
    await page.goto(`${origin}/search?resultType=people`);
    const empty = page.getByTestId('search-empty');
    await empty.waitFor();
    await expect(empty.textContent()).resolves.toContain('This workspace has no people yet.');
    await expect(results().count()).resolves.toBe(0);
  });
});

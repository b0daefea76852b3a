import type { Page } from 'playwright-core';
import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { addMember, buildProject, expectOk, signUpAndCreateWorkspace, uniqueSuffix } from '../api/factories';
import { useBrowserSuite } from './browser-suite';
import { silenceLiveRefresh } from './hold-reads';
import { eventually } from './eventually';

/** The texts the data points grid shows once its rows have settled, in order (newest first). */
async function gridTexts(page: Page): Promise<string[]> {
  return page
    .getByRole('grid', { name: 'Data points' })
    .getByRole('row')
    .getByTestId('datapoint-text')
    .allInnerTexts();
}

/** A CSV of four reviews, one of them (file row 4) with a rating out of range. */
function reviewsCsv(t: string): string {
  return [
    'date,review,user,stars',
    `2026-03-02,"Sync lost my notes ${t}",ana,1`,
    `2026-03-09,"Search is fast now ${t}",bo,5`,
    `2026-03-10,"Way too many stars ${t}",cy,9`,
    `2026-03-16,"Sync duplicates every edit ${t}",dee,2`,
  ].join('\n');
}

const CREATE_CHANNEL = 'mutation($input: CreateChannelInput!) { createChannel(input: $input) { id } }';
const IMPORT = `mutation($input: ImportChannelDatapointsInput!) {
  importChannelDatapoints(input: $input) { importedCount }
}`;
const CREATE_THEME =
  'mutation($input: CreateChannelThemeInput!) { createChannelTheme(input: $input) { id } }';
const CREATE_TOPIC =
  'mutation($input: CreateChannelTopicInput!) { createChannelTopic(input: $input) { id } }';

/**
 * A channel of reviews made through the API: `texts` one day apart from March 1st, 2026 (the first
 * oldest unless `newestFirst`), by user1, user2… with the given rating.
 */
async function channelWithReviews(
  client: GraphqlClient,
  title: string,
  datasetTitle: string,
  texts: string[],
  { rating, newestFirst = false }: { rating: number; newestFirst?: boolean },
): Promise<string> {
  const channelId = expectOk(
    await client.gql<{ createChannel: { id: string } }>(CREATE_CHANNEL, {
      input: { title, description: '' },
    }),
  ).createChannel.id;
  expectOk(
    await client.gql(IMPORT, {
      input: {
        channelId,
        datasetTitle,
        rows: texts.map((text, i) => ({
          rowNumber: i + 1,
          text,
          author: `user${i + 1}`,
          rating,
          occurredAt: `2026-03-0${newestFirst ? texts.length - i : i + 1}T10:00:00Z`,
        })),
      },
    }),
  );
  return channelId;
}

/** A theme of the channel holding the given data points; its id. */
async function themeHolding(
  client: GraphqlClient,
  channelId: string,
  title: string,
  datapointIds: string[],
): Promise<string> {
  const themeId = expectOk(
    await client.gql<{ createChannelTheme: { id: string } }>(CREATE_THEME, { input: { channelId, title } }),
  ).createChannelTheme.id;
  expectOk(
    await client.gql(
      'mutation($t: ID!, $p: [ID!]!) { addDatapointsToTheme(input: { themeId: $t, datapointIds: $p }) { id } }',
      { t: themeId, p: datapointIds },
    ),
  );
  return themeId;
}

describe('Channels in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });

  it('should create a channel, import a CSV with a refused row, theme two data points and filter by the theme', async () => {
    const { page, origin } = suite;
    const t = uniqueSuffix();
    const title = `App reviews ${t}`;
    const theme = `Sync ${t}`;
    // Only the page's own changes reach it: each reads again what it makes stale (by policy).
    await silenceLiveRefresh(page);
    await suite.signIn(undefined, { path: '/channels' });

    // An empty workspace says what a channel is; the main navigation leads here.
    await page.getByTestId('channels-empty').getByText('A channel collects').waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Channels' })
        .getAttribute('aria-current'),
    ).toBe('page');

    // Create the channel: its page opens.
    await page.getByRole('button', { name: 'New channel' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Reviews of the iOS app.');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(page.url()).toContain('/channels/');

    // Import the CSV from the Sources tab: columns mapped from their names, the name from the file.
    await page.getByRole('tab', { name: /^Sources/ }).click();
    expect(page.url()).toContain('#tab=sources');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page.getByTestId('channel-csv-input').setInputFiles({
      name: 'ios-reviews.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(reviewsCsv(t)),
    });
    await dialog.getByLabel('Source name').waitFor();
    expect(await dialog.getByLabel('Source name').inputValue()).toBe('ios-reviews');
    await dialog
      .getByRole('table', { name: 'Preview of the first rows' })
      .getByText(`Sync lost my notes ${t}`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Import 4 rows' }).click();

    // The report counts three data points in and names the refused row, its field and why.
    const report = dialog.getByTestId('channel-import-report');
    await report.getByText('3 data points imported.').waitFor();
    const rejected = report.getByTestId('channel-import-rejected-row');
    expect(await rejected.count()).toBe(1);
    expect(await rejected.first().innerText()).toMatch(
      /^4\s+Rating\s+Rating must be a whole number from 1 to 5\./,
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('source-item').getByText('ios-reviews').waitFor();
    await page.getByTestId('channel-datapoint-count').getByText('3 data points').waitFor();

    // The Data points tab lists them newest first.
    await page.getByRole('tab', { name: /^Data points/ }).click();
    await eventually(
      () => gridTexts(page),
      [`Sync duplicates every edit ${t}`, `Search is fast now ${t}`, `Sync lost my notes ${t}`],
    );

    // Create a theme, then add the two sync reviews to it from the grid.
    await page.getByRole('tab', { name: /^Themes/ }).click();
    await page.getByRole('button', { name: 'New theme' }).click();
    await dialog.getByLabel('Theme title').fill(theme);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText(`Theme “${theme}” created`).waitFor();
    await page.getByRole('tab', { name: /^Data points/ }).click();
    for (const text of [`Sync lost my notes ${t}`, `Sync duplicates every edit ${t}`])
      await page.getByRole('row').filter({ hasText: text }).getByRole('checkbox').check();
    await page.getByTestId('datapoint-selection').getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Add to theme…' }).click();
    await page.getByRole('menuitem', { name: `${theme} (0)` }).click();
    await page.getByText(`2 data points added to “${theme}”`).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: `Sync lost my notes ${t}` })
      .getByText(theme)
      .waitFor();

    // The Themes tab counts them; one data point is left without a theme.
    await page.getByRole('tab', { name: /^Themes/ }).click();
    await page.getByTestId('theme-item').filter({ hasText: theme }).getByText('2 data points').waitFor();
    await page.getByText('1 data point has no theme.').waitFor();

    // Filtering by the theme shows its two data points, and the hash keeps the filter over a reload.
    await page.getByRole('button', { name: `Show data points: ${theme}` }).click();
    await page.waitForURL(/#tab=datapoints&theme=/);
    await eventually(() => gridTexts(page), [`Sync duplicates every edit ${t}`, `Sync lost my notes ${t}`]);
    await page.reload();
    await page
      .getByRole('combobox', { name: 'Theme' })
      .filter({ hasText: `${theme} (2)` })
      .waitFor();
    await eventually(() => gridTexts(page), [`Sync duplicates every edit ${t}`, `Sync lost my notes ${t}`]);

    // "No theme" shows the other one.
    await page.getByRole('combobox', { name: 'Theme' }).click();
    await page.getByRole('option', { name: 'No theme' }).click();
    await eventually(() => gridTexts(page), [`Search is fast now ${t}`]);

    // The theme's page: its count, its channel and its data points.
    await page.getByRole('tab', { name: /^Themes/ }).click();
    await page.getByRole('link', { name: theme, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: theme }).waitFor();
    await page.getByTestId('theme-datapoint-count').getByText('2 data points').waitFor();
    await page.getByRole('link', { name: title, exact: true }).first().waitFor();
    await eventually(() => gridTexts(page), [`Sync duplicates every edit ${t}`, `Sync lost my notes ${t}`]);
    expect(page.url()).toContain(`${origin}/themes/`);
    expect(suite.pageErrors).toEqual([]);
  }, 180_000);

  it('should suggest themes from the data points and create one with its data points', async () => {
    // A workspace of its own, so the suite's stays empty of channels for the first test.
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const client = workspace.manager.client;
    const t = uniqueSuffix();
    const title = `Play reviews ${t}`;
    const channelId = expectOk(
      await client.gql<{ createChannel: { id: string } }>(CREATE_CHANNEL, {
        input: { title, description: '' },
      }),
    ).createChannel.id;
    const texts = [
      'Sync keeps failing when I am offline and my notes never upload',
      'Offline mode lost two hours of notes, the sync never finished',
      'My phone and laptop do not sync, changes vanish between devices',
      'Notes written offline on the train did not sync to my desktop',
      'The subscription price doubled and the yearly plan is too expensive',
      'Too expensive for a small team, the pricing per seat adds up fast',
      'I would pay for a cheaper plan, the monthly subscription costs too much',
      'Renewal invoice was far higher than the advertised price',
    ];
    expectOk(
      await client.gql(IMPORT, {
        input: {
          channelId,
          datasetTitle: 'Export',
          rows: texts.map((text, index) => ({ rowNumber: index + 1, text })),
        },
      }),
    );
    const page = await suite.newPage({ width: 1280, height: 900 });
    await suite.signIn(workspace.manager, { page, origin: suite.originOf(workspace), path: '/channels' });
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.getByRole('button', { name: 'Suggest themes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suggested themes' });
    // A channel's first open starts a suggestion job in the worker; its suggestions show when it ends.
    await dialog.getByText('Grouped 8 data points').waitFor();
    await dialog.getByLabel('How many themes').click();
    await page.getByRole('option', { name: 'Least (3)' }).click();
    await dialog.getByRole('button', { name: 'Suggest', exact: true }).click();
    const jobs = async () =>
      expectOk(
        await client.gql<{ themeJobs: { latest: { status: string; amount: string } } }>(
          'query($c: ID!) { themeJobs(input: { channelId: $c }) { latest { status amount } } }',
          { c: channelId },
        ),
      ).themeJobs.latest;
    await eventually(jobs, { status: 'COMPLETED', amount: 'LEAST' });
    // The dialog says "Running…" from the click until it has read the job's end, then shows the new
    // job's suggestions (new cards) with the button back: waited for only now that the job has ended,
    // so it is not the button of before the click (which let the cards change under the next steps).
    await dialog.getByRole('button', { name: 'Suggest', exact: true }).waitFor();
    const cards = dialog.getByTestId('theme-suggestion');
    await cards.first().waitFor();
    // The sync reviews form a group of their own: its card names them by their words.
    const syncCard = cards.filter({ hasText: 'Offline mode lost two hours' });
    const size = Number(
      (
        await syncCard
          .getByText(/data points?$/)
          .first()
          .innerText()
      ).split(' ')[0],
    );
    expect(size).toBeGreaterThanOrEqual(3);
    expect((await syncCard.innerText()).toLowerCase()).toMatch(/sync|offline/);
    await syncCard.getByLabel('Theme title').fill(`Sync trouble ${t}`);
    await syncCard.getByRole('button', { name: 'Create theme' }).click();
    await syncCard.getByText('Created').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The theme is there with the group's data points.
    const item = page.getByTestId('theme-item').filter({ hasText: `Sync trouble ${t}` });
    await eventually(() => item.getByTestId('theme-count').innerText(), `${size} data points`);

    // After a reload the dialog opens on the last finished job's suggestions, asking for no new one.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Suggest themes' }).click();
    await dialog.getByText('Grouped 8 data points').waitFor();
    await dialog.getByTestId('theme-suggestion').filter({ hasText: 'Offline mode lost two hours' }).waitFor();
    // Its choices with it.
    await eventually(() => dialog.getByLabel('How many themes').innerText(), 'Least (3)');
    expect(
      expectOk(
        await client.gql<{ themeJobs: { latest: { amount: string } } }>(
          'query($c: ID!) { themeJobs(input: { channelId: $c }) { latest { amount } } }',
          { c: channelId },
        ),
      ).themeJobs.latest.amount,
    ).toBe('LEAST');
    expect(suite.pageErrors).toEqual([]);
  });

  it('should create a topic from its preview, list it with its share, show only its data points and follow a new import live', async () => {
    // A workspace of its own: the suite's stays empty of channels for the first test, in any order.
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const client = workspace.manager.client;
    const t = uniqueSuffix();
    const title = `Play reviews ${t}`;
    const topic = `Crashes ${t}`;
    const channelId = expectOk(
      await client.gql<{ createChannel: { id: string } }>(CREATE_CHANNEL, {
        input: { title, description: '' },
      }),
    ).createChannel.id;
    const row = (rowNumber: number, text: string, day: string) => ({
      rowNumber,
      text,
      occurredAt: `2026-03-${day}T10:00:00Z`,
    });
    expectOk(
      await client.gql(IMPORT, {
        input: {
          channelId,
          datasetTitle: 'Play export',
          rows: [
            row(1, 'The app crashes when I open a shared note', '02'),
            row(2, 'Crashed twice while exporting a PDF', '09'),
            row(3, 'Search is fast now', '10'),
            row(4, 'Login with Google crashes every time', '12'),
            row(5, 'Dark mode looks great', '16'),
          ],
        },
      }),
    );
    const page = await suite.newPage({ width: 1280, height: 900 });
    await suite.signIn(workspace.manager, { page, origin: suite.originOf(workspace), path: '/channels' });
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // The Topics tab sits between Data points and Sources, and says what a topic is while there is none.
    const tabs = await page.getByRole('tab').allInnerTexts();
    expect(tabs.map((tab) => tab.replace(/\s+/g, ' '))).toEqual([
      'Themes (0)',
      'Data points (5)',
      'Topics (0)',
      'Sources (1)',
    ]);
    await page.getByRole('tab', { name: /^Topics/ }).click();
    expect(page.url()).toContain('#tab=topics');
    await page.getByTestId('topics-empty').getByText('Unlike a theme, nobody fills it').waitFor();

    // The dialog's preview: words too common are refused with the server's reason, then real words
    // count what they match (stemmed: crashes, crashed) and leave out what -login names.
    await page.getByRole('button', { name: 'New topic' }).click();
    const dialog = page.getByRole('dialog', { name: 'New topic' });
    const preview = dialog.getByTestId('topic-preview');
    await dialog.getByLabel('Title').fill(topic);
    await dialog.getByLabel('Words to follow').fill('the and');
    await preview.getByRole('alert').getByText('These words are too common').waitFor();
    await dialog.getByLabel('Words to follow').fill('crash -login');
    await preview.getByTestId('topic-preview-count').getByText('2 data points match').waitFor();
    await preview.getByText('Crashed twice while exporting a PDF').waitFor();
    await preview.getByText('The app crashes when I open a shared note').waitFor();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText(`Topic “${topic}” created`).waitFor();

    // Listed with its count and share of the channel; the tab counts it.
    const item = page.getByTestId('topic-item').filter({ hasText: topic });
    await eventually(() => item.getByTestId('topic-count').innerText(), '2 data points · 40%');
    await page.getByRole('tab', { name: 'Topics (1)' }).waitFor();

    // Its page: the count and only the data points its words match, newest first.
    await item.getByRole('link', { name: topic }).click();
    await page.getByRole('heading', { level: 1, name: topic }).waitFor();
    expect(page.url()).toContain(`${suite.originOf(workspace)}/t/`);
    await page.getByTestId('topic-datapoint-count').getByText('2 data points').waitFor();
    await eventually(
      () => gridTexts(page),
      ['Crashed twice while exporting a PDF', 'The app crashes when I open a shared note'],
    );

    // A matching data point imported later joins the topic on the open page, without a reload.
    expectOk(
      await client.gql(IMPORT, {
        input: {
          channelId,
          datasetTitle: 'Play export, later',
          rows: [row(1, 'Crashing on launch since the update', '20')],
        },
      }),
    );
    await page.getByTestId('topic-datapoint-count').getByText('3 data points').waitFor();
    await eventually(
      () => gridTexts(page),
      [
        'Crashing on launch since the update',
        'Crashed twice while exporting a PDF',
        'The app crashes when I open a shared note',
      ],
    );

    // Deleting the topic says its data points stay, and goes back to the channel's topics.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Delete topic “${topic}”?` });
    await confirm.getByText('The 3 data points it follows stay in the channel').waitFor();
    await confirm.getByRole('button', { name: 'Delete topic' }).click();
    await page.getByTestId('topics-empty').waitFor();
    await page.getByTestId('channel-datapoint-count').getByText('6 data points').waitFor();
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);

  it('should open a data point in a side panel with its details, themes and the data points like it', async () => {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const client = workspace.manager.client;
    const t = uniqueSuffix();
    const texts = [
      'Sync lost my notes on the train',
      'Sync duplicated every note I edited offline',
      'The export to PDF keeps the tags now',
    ];
    const channelId = await channelWithReviews(client, `Reviews ${t}`, `Export ${t}`, texts, {
      rating: 4,
      newestFirst: true,
    });
    const page = await suite.newPage({ width: 1280, height: 900 });
    await suite.signIn(workspace.manager, {
      page,
      origin: suite.originOf(workspace),
      path: `/channels/${channelId}#tab=datapoints`,
    });
    await eventually(() => gridTexts(page), texts);
    // The search index has them (embedded): the panel asks for similar ones once, when it opens.
    await eventually(
      async () =>
        expectOk(
          await client.gql<{ search: { items: { id: string }[] } }>(
            'query($c: ID!, $q: String!) { search(input: { types: [CHANNEL_DATAPOINT], query: { method: VECTOR, value: $q }, location: { operator: LOCATED_IN, ids: [$c] } }) { items { id } } }',
            { c: channelId, q: texts[0] },
          ),
        ).search.items.length,
      3,
      30_000,
    );
    // The newest first: its panel shows it in full, who wrote it, its source and that it has no theme.
    await page.getByRole('button', { name: 'Open data point' }).first().click();
    const panel = page.getByTestId('datapoint-drawer');
    await panel.getByTestId('datapoint-drawer-text').getByText(texts[0]).waitFor();
    await panel.getByText('Mar 3, 2026 · by user1').waitFor();
    await panel.getByText(`Source: Export ${t}`).waitFor();
    await panel.getByText('In no theme yet.').waitFor();
    // The others of the channel, by meaning, once the index has them; never itself.
    await eventually(
      async () =>
        (await panel.getByTestId('similar-datapoints').getByRole('listitem').allInnerTexts()).length,
      2,
    );
    const similar = await panel.getByTestId('similar-datapoints').innerText();
    expect(similar).toContain(texts[1]);
    expect(similar).not.toContain(texts[0]);
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });

    // Its own address: "Open as a page" shows it in full on /data/{id}, under its channel.
    await page.getByRole('button', { name: 'Open data point' }).first().click();
    await panel.getByRole('link', { name: 'Open as a page' }).click();
    await page.waitForURL(/\/data\/[0-9A-Za-z]{22}$/);
    const own = page.getByTestId('datapoint-page');
    await own.getByTestId('datapoint-drawer-text').getByText(texts[0]).waitFor();
    await own.getByText(`Source: Export ${t}`).waitFor();
    await page
      .getByRole('navigation', { name: 'breadcrumb' })
      .getByRole('link', { name: /^Reviews/ })
      .waitFor();
    // Counted under Channels, though its address is the notes' /data/{id}.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByRole('link', { name: 'Channels' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBeNull();
    await page.screenshot({ path: '/tmp/channels-datapoint-page.png', fullPage: true });

    // A theme's address with one of its data points: the theme's page with that one's panel open.
    const [newest] = expectOk(
      await client.gql<{ channelDatapoints: { items: { id: string }[] } }>(
        'query($c: ID!) { channelDatapoints(input: { channelId: $c, limit: 1 }) { items { id } } }',
        { c: channelId },
      ),
    ).channelDatapoints.items;
    const themeId = await themeHolding(client, channelId, `Sync ${t}`, [newest.id]);
    await page.goto(`${suite.originOf(workspace)}/themes/${themeId}/data/${newest.id}`);
    await panel.getByTestId('datapoint-drawer-text').getByText(texts[0]).waitFor();
    await panel.getByRole('link', { name: `Sync ${t}` }).waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/themes\/[^/]+$/);
    await panel.waitFor({ state: 'detached' });
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);

  it('should list the data points no theme holds on /outliers, by channel, and open one by its address', async () => {
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const client = workspace.manager.client;
    const t = uniqueSuffix();
    const texts = ['Sync lost my notes', 'Sync made copies', 'Dark mode please'];
    const channelId = await channelWithReviews(client, `Reviews ${t}`, 'Export', texts, { rating: 3 });
    const other = await channelWithReviews(client, `Tickets ${t}`, 'Desk', ['Invoice missing'], {
      rating: 2,
    });
    const ids = expectOk(
      await client.gql<{ channelDatapoints: { items: { id: string; text: string }[] } }>(
        'query($c: ID!) { channelDatapoints(input: { channelId: $c }) { items { id text } } }',
        { c: channelId },
      ),
    ).channelDatapoints.items;
    const idOf = (text: string) => ids.find((i) => i.text === text)?.id ?? '';
    await themeHolding(client, channelId, 'Sync', [idOf(texts[0])]);
    const page = await suite.newPage({ width: 1280, height: 900 });
    await suite.signIn(workspace.manager, {
      page,
      origin: suite.originOf(workspace),
      path: `/outliers?channel=${channelId}`,
    });
    await page.getByTestId('outliers-count').getByText('2 data points in no theme').waitFor();
    await eventually(async () => (await gridTexts(page)).sort(), [texts[2], texts[1]].sort());
    // Another channel from the picker: its own outliers.
    await page.getByLabel('Channel').click();
    await page.getByRole('option', { name: `Tickets ${t}` }).click();
    await page.getByTestId('outliers-count').getByText('1 data point in no theme').waitFor();
    await eventually(() => gridTexts(page), ['Invoice missing']);
    expect(new URL(page.url()).searchParams.get('channel')).toBe(other);
    // An address naming no channel of the workspace lists the first channel's (by title).
    await page.goto(`${suite.originOf(workspace)}/outliers?channel=garbage`);
    await page.getByTestId('outliers-count').getByText('2 data points in no theme').waitFor();
    await eventually(async () => (await gridTexts(page)).sort(), [texts[2], texts[1]].sort());
    // A data point's outlier address opens its panel over its own channel's outliers.
    await page.goto(`${suite.originOf(workspace)}/outliers/${idOf(texts[2])}`);
    const panel = page.getByTestId('datapoint-drawer');
    await panel.getByTestId('datapoint-drawer-text').getByText(texts[2]).waitFor();
    await page.getByTestId('outliers-count').getByText('2 data points in no theme').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/outliers\?channel=/);
    await page.screenshot({ path: '/tmp/channels-outliers.png', fullPage: true });
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);

  it('should write an insight from a theme, quoting the data points chosen, linked back to the theme', async () => {
    // A workspace of its own, with one project for the insight.
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const client = workspace.manager.client;
    const t = uniqueSuffix();
    const themeTitle = `Sync trouble ${t}`;
    await buildProject(client, `Mobile research ${t}`);
    const texts = [
      'Sync lost my notes on the train',
      'Sync made three copies of each edit',
      'Offline edits vanished',
    ];
    const channelId = await channelWithReviews(client, `Reviews ${t}`, 'Export', texts, { rating: 2 });
    const ids = expectOk(
      await client.gql<{ channelDatapoints: { items: { id: string }[] } }>(
        'query($c: ID!) { channelDatapoints(input: { channelId: $c }) { items { id } } }',
        { c: channelId },
      ),
    ).channelDatapoints.items.map((i) => i.id);
    const themeId = await themeHolding(client, channelId, themeTitle, ids);

    const page = await suite.newPage({ width: 1280, height: 900 });
    await suite.signIn(workspace.manager, {
      page,
      origin: suite.originOf(workspace),
      path: `/themes/${themeId}`,
    });
    await page.getByRole('heading', { level: 1, name: themeTitle }).waitFor();
    await page.getByRole('button', { name: 'Write an insight' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write an insight from this evidence' });
    // The only project is picked; the theme's title is the insight's; its newest data points are ticked.
    await dialog.getByText(`Mobile research ${t}`).waitFor();
    expect(await dialog.getByLabel('Insight title').inputValue()).toBe(themeTitle);
    const quotes = dialog.getByRole('group', { name: 'Quotes to include' }).getByRole('checkbox');
    await eventually(() => quotes.count(), 3);
    await dialog.getByText('3 chosen, at most 10. Newest first.').waitFor();
    await dialog.getByRole('checkbox', { name: /Sync made three copies/ }).uncheck();
    await dialog.getByText('2 chosen, at most 10. Newest first.').waitFor();
    await dialog.getByRole('button', { name: 'Create insight' }).click();

    // The insight opens with the evidence: a link back to the theme and the two quotes with their bylines.
    await page.waitForURL(/\/insights\//);
    const body = page.getByTestId('insight-body');
    await body.getByText(`Evidence from the theme ${themeTitle}`, { exact: false }).waitFor();
    expect(await body.getByRole('link', { name: themeTitle }).getAttribute('href')).toContain('/themes/');
    await body.getByText('Offline edits vanished').waitFor();
    await body.getByText('Sync lost my notes on the train').waitFor();
    await body.getByText(/— user1, Mar 1, 2026, ★★☆☆☆/).waitFor();
    expect(await body.getByText('Sync made three copies of each edit').count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: themeTitle }).waitFor();
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);

  it('should show a viewer the channel, its themes and data points without any way to change them, on a phone', async () => {
    // A workspace of its own: the suite's stays empty of channels for the other test, in any order.
    const workspace = await signUpAndCreateWorkspace(suite.sut);
    const client = workspace.manager.client;
    const t = uniqueSuffix();
    const title = `Support tickets ${t}`;
    const channelId = expectOk(
      await client.gql<{ createChannel: { id: string } }>(CREATE_CHANNEL, {
        input: { title, description: '' },
      }),
    ).createChannel.id;
    expectOk(
      await client.gql(IMPORT, {
        input: {
          channelId,
          datasetTitle: 'Zendesk export',
          rows: [
            {
              rowNumber: 2,
              text: `Cannot reset my password ${t}`,
              rating: 1,
              occurredAt: '2026-03-02T10:00:00Z',
            },
            {
              rowNumber: 3,
              text: `Billing page is clear ${t}`,
              rating: 5,
              occurredAt: '2026-03-09T10:00:00Z',
            },
          ],
        },
      }),
    );
    expectOk(await client.gql(CREATE_THEME, { input: { channelId, title: `Login ${t}` } }));
    expectOk(
      await client.gql(CREATE_TOPIC, { input: { channelId, title: `Passwords ${t}`, query: 'password' } }),
    );
    const viewer = await addMember(suite.sut, workspace, 'VIEWER');
    const page = await suite.newPage({ width: 390, height: 844 });
    await suite.signIn(viewer, { page, origin: suite.originOf(workspace), path: '/channels' });

    await page.getByRole('link', { name: new RegExp(title) }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('tab', { name: /^Themes/ }).waitFor();
    await page.getByTestId('theme-item').getByText(`Login ${t}`).waitFor();
    await page.getByRole('tab', { name: /^Data points/ }).click();
    await eventually(() => gridTexts(page), [`Billing page is clear ${t}`, `Cannot reset my password ${t}`]);
    // Nothing to change: no edit, delete, new theme, import or row selection.
    for (const name of ['Edit', 'Delete', 'New theme'])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await page.getByRole('grid', { name: 'Data points' }).getByRole('checkbox').count()).toBe(0);
    // The topics read the same, without New topic or a topic's menu; the four tabs fit the phone.
    await page.getByRole('tab', { name: /^Topics/ }).click();
    await page.getByTestId('topic-item').getByTestId('topic-count').getByText('1 data point · 50%').waitFor();
    expect(await page.getByRole('button', { name: 'New topic' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('tab', { name: /^Sources/ }).click();
    await page.getByTestId('source-item').getByText('Zendesk export').waitFor();
    expect(await page.getByRole('button', { name: 'Import CSV' }).count()).toBe(0);
    // The page fits the phone: nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(suite.pageErrors).toEqual([]);
  }, 120_000);
});

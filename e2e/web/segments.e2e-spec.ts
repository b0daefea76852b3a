import type { Page } from 'playwright-core';
import { buildNote, buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { searchUntil } from '../api/search-client';
import { useBrowserSuite } from './browser-suite';
import { holdReads, silenceLiveRefresh } from './hold-reads';
import { eventually } from './eventually';

const CREATE_PERSON = 'mutation($input: CreatePersonInput!) { createPerson(input: $input) { id } }';
const LINK_PERSON = 'mutation($n: ID!, $p: ID!) { linkPersonToNote(noteId: $n, personId: $p) { id } }';

/** The names the people grid lists once its rows have settled, in order. */
async function gridNames(page: Page): Promise<string[]> {
  return page.getByRole('grid', { name: 'People' }).getByRole('link').allInnerTexts();
}

/** Which of `titles` the settled search results show, one per result (their text when none). */
async function resultTitles(page: Page, titles: string[]): Promise<string[]> {
  const busy = await page.getByTestId('search-total').getAttribute('aria-busy');
  if (busy !== 'false') return ['(loading)'];
  const texts = await page.getByTestId('search-result').allInnerTexts();
  return texts.map((text) => titles.find((title) => text.includes(title)) ?? text).sort();
}

describe('Segments of people in the browser', () => {
  const suite = useBrowserSuite({ viewport: { width: 1280, height: 900 } });

  it('should create a segment, fill it from the grid, narrow the grid to it, take a person out on their page and filter search by it', async () => {
    const { page, workspace, origin } = suite;
    const client = workspace.manager.client;
    const t = uniqueSuffix();
    const ana = `Ana ${t}`;
    const bo = `Bo ${t}`;
    const cy = `Cy ${t}`;
    const segment = `Enterprise ${t}`;
    const projectId = await buildProject(client, `Accounts ${t}`);
    const anaNote = `Interview with Ana ${t}`;
    const boNote = `Interview with Bo ${t}`;
    const noteIds = [
      await buildNote(client, projectId, anaNote, 'Ana wants single sign-on.'),
      await buildNote(client, projectId, boNote, 'Bo finds the plan too expensive.'),
    ];
    const personIds: string[] = [];
    for (const name of [ana, bo, cy]) {
      const created = await client.gql<{ createPerson: { id: string } }>(CREATE_PERSON, { input: { name } });
      personIds.push(expectOk(created).createPerson.id);
    }
    const [anaId, boId] = personIds as [string, string, string];
    expectOk(await client.gql(LINK_PERSON, { n: noteIds[0], p: anaId }));
    expectOk(await client.gql(LINK_PERSON, { n: noteIds[1], p: boId }));
    await searchUntil(client, { types: ['NOTE'] }, (found) => found.total === 2);
    // Only the page's own changes reach it: each reads again what it makes stale, or writes the cache.
    await silenceLiveRefresh(page);
    await suite.signIn();

    // Create the segment from the People page: everyone is listed, the new segment is empty.
    await page.goto(`${origin}/people`);
    await eventually(() => gridNames(page), [ana, bo, cy]);
    await page.getByRole('button', { name: 'New segment' }).click();
    await page.getByRole('dialog').getByLabel('Segment name').fill(segment);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText(`Segment “${segment}” created`).waitFor();

    // A second segment with the same name in other case is refused, and the dialog says why.
    await page.getByRole('button', { name: 'New segment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Segment name').fill(segment.toUpperCase());
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog
      .getByText(`A segment named "${segment.toUpperCase()}" already exists`, { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Every people list the page asks for, with when it was asked.
    const listRequests: { segmentId: string | null; at: number }[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/api/graphql') && body.includes('"PeopleList"'))
        listRequests.push({
          segmentId: (JSON.parse(body) as { variables: { segmentId: string | null } }).variables.segmentId,
          at: Date.now(),
        });
    });

    // Select Ana and Bo in the grid and add them to the segment.
    for (const name of [ana, bo])
      await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
    await page.getByTestId('people-selection').getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Add to segment' }).click();
    await page.getByRole('menuitem', { name: `${segment} (0)` }).click();
    await page.getByText(`2 people added to “${segment}”`).waitFor();
    // The change reads the open list again: let that settle (no list asked for during a second)
    // before the pick, so what follows counts only what the pick asks for.
    const settledBy = Date.now() + 10_000;
    while (Date.now() < settledBy && Date.now() - (listRequests.at(-1)?.at ?? 0) < 1000)
      await page.waitForTimeout(100);
    listRequests.length = 0;

    // Pick the segment: the grid shows exactly those two, and the address keeps it over a reload.
    const picker = page.getByRole('combobox', { name: 'Segment' });
    await picker.click();
    await page.getByRole('option', { name: `${segment} (2)` }).click();
    await page.waitForURL(/[?&]segment=/);
    await eventually(() => gridNames(page), [ana, bo]);
    // The pick is one request for the segment's people, not a page flipping between two addresses
    // (a navigation left pending in a React transition once re-asked for both lists without end).
    await page.waitForTimeout(1500);
    expect(listRequests.length).toBeGreaterThanOrEqual(1);
    expect(listRequests.length).toBeLessThanOrEqual(2);
    expect(listRequests.every((request) => request.segmentId !== null)).toBe(true);
    await page.reload();
    await picker.filter({ hasText: `${segment} (2)` }).waitFor();
    await eventually(() => gridNames(page), [ana, bo]);
    const segmentUrl = page.url();

    // On Bo's page, the segment is a chip; its delete icon takes Bo out.
    await page.goto(`${origin}/people/${boId}`);
    await page.getByRole('heading', { level: 1, name: bo }).waitFor();
    const chips = page.getByTestId('person-segments');
    await chips.getByText(segment, { exact: true }).waitFor();
    // Bo's segments are never answered again: the chips change by the answer alone.
    await holdReads(page, 'PersonSegments');
    await page.getByRole('button', { name: `Remove from ${segment}`, exact: true }).click();
    await page.getByText('Not in any segment.').waitFor();
    expect(await chips.count()).toBe(0);

    // Back on the segment, the count and the grid show only Ana.
    await page.goto(segmentUrl);
    await picker.filter({ hasText: `${segment} (1)` }).waitFor();
    await eventually(() => gridNames(page), [ana]);

    // Search, filtered by the segment, finds the note linked to the person still in it.
    await page.goto(`${origin}/search?resultType=notes`);
    await eventually(() => resultTitles(page, [anaNote, boNote]), [anaNote, boNote].sort());
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('combobox', { name: 'Field of filter 1' }).click();
    await page.getByRole('option', { name: 'Segments', exact: true }).click();
    await page
      .getByRole('combobox', { name: 'Condition of filter 1' })
      .filter({ hasText: 'has any of' })
      .waitFor();
    await page.getByRole('combobox', { name: 'Value of filter 1' }).fill(t);
    await page.getByRole('option', { name: new RegExp(`^${segment}`) }).click();
    await page.keyboard.press('Escape');
    await eventually(() => resultTitles(page, [anaNote, boNote]), [anaNote]);
    expect(suite.pageErrors).toEqual([]);
  }, 180_000);
});

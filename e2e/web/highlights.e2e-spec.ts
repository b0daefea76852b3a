import {
  type BuiltAccount,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  uniqueSuffix,
} from '../api/factories';
import { useBrowserSuite } from './browser-suite';
import { answered, holdReads, silenceHighlightNotices, silenceLiveRefresh } from './hold-reads';
import { selectInNote } from './select-in-note';

const NOTE_TEXT =
  'We tried three tools before this one.\nThe onboarding took two weeks and nobody on the team knew where to start.\nPricing was fine.';
const QUOTE = 'onboarding took two weeks';

describe('Highlighting in the browser', () => {
  const suite = useBrowserSuite({ env: { SEED_DEMO: 'false' } });
  let viewer: BuiltAccount;

  beforeAll(async () => {
    viewer = await addMember(suite.sut, suite.workspace, 'VIEWER');
  });

  async function buildInterview(): Promise<{ projectId: string; noteId: string }> {
    const { workspace } = suite;
    const projectId = await buildProject(workspace.manager.client, `Study ${uniqueSuffix()}`);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      `Interview ${uniqueSuffix()}`,
      NOTE_TEXT,
    );
    return { projectId, noteId };
  }

  it('should highlight a selection with H, tag it from the keyboard with a new tag, and show it in the sidebar and on the tag page', async () => {
    const { page, workspace, origin } = suite;
    const { projectId, noteId } = await buildInterview();
    const tagTitle = `Slow onboarding ${uniqueSuffix()}`;
    await suite.signIn(workspace.manager);
    await page.goto(`${origin}/data/${noteId}`);
    await page.getByTestId('note-text').waitFor();

    await selectInNote(page, QUOTE);
    await page.getByTestId('highlight-button').waitFor();
    await page.screenshot({ path: '/tmp/highlights-selection.png' });
    await page.keyboard.press('h');

    // The picker opens at once with the focus in its field: type a new name, Enter creates and applies it.
    const input = page.getByTestId('tag-picker-input');
    await input.waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'tag-picker-input',
    );
    await page.keyboard.type(tagTitle);
    await page.getByRole('option', { name: `Create tag “${tagTitle}”` }).waitFor();
    await page.keyboard.press('Enter');
    await page
      .getByTestId('sidebar-highlight')
      .filter({ hasText: QUOTE })
      .getByTestId('tag-chip')
      .filter({ hasText: tagTitle })
      .waitFor();
    await page.screenshot({ path: '/tmp/highlights-picker.png' });
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });

    await page.getByTestId('highlight-mark').filter({ hasText: QUOTE }).waitFor();
    await page.screenshot({ path: '/tmp/highlights-note.png' });

    const tags = expectOk(
      await workspace.manager.client.gql<{ tags: { id: string; title: string; highlightCount: number }[] }>(
        'query($p: ID!) { tags(projectId: $p) { id title highlightCount } }',
        { p: projectId },
      ),
    ).tags;
    const tag = tags.find((t) => t.title === tagTitle);
    expect(tag?.highlightCount).toBe(1);

    await page.goto(`${origin}/tags/${tag?.id}`);
    await page.getByRole('heading', { name: tagTitle }).waitFor();
    const onTagPage = page.getByTestId('tag-page-highlight');
    await onTagPage.filter({ hasText: QUOTE }).waitFor();
    expect(await onTagPage.count()).toBe(1);
    await page.screenshot({ path: '/tmp/highlights-tag-page.png' });
  });

  it('should pick an existing tag with the arrow keys and remove it from the sidebar', async () => {
    const { page, workspace, origin } = suite;
    const { projectId, noteId } = await buildInterview();
    const first = `Alpha ${uniqueSuffix()}`;
    const second = `Alpine ${uniqueSuffix()}`;
    for (const title of [first, second]) {
      expectOk(
        await workspace.manager.client.gql('mutation($i: CreateTagInput!) { createTag(input: $i) { id } }', {
          i: { projectId, title },
        }),
      );
    }
    await suite.signIn(workspace.manager);
    await page.goto(`${origin}/data/${noteId}`);
    await page.getByTestId('note-text').waitFor();
    await selectInNote(page, 'Pricing was fine');
    await page.getByTestId('highlight-button').click();
    await page.getByTestId('tag-picker-input').waitFor();
    await page.keyboard.type('Alp');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const chip = page
      .getByTestId('sidebar-highlight')
      .filter({ hasText: 'Pricing was fine' })
      .getByTestId('tag-chip')
      .filter({ hasText: second });
    await chip.waitFor();
    await page.keyboard.press('Escape');
    await chip.getByLabel(`Remove tag ${second}`, { exact: true }).click();
    await chip.waitFor({ state: 'detached' });
  });

  it('should show a new highlight, an existing and a new tag, a removed tag and a deletion with the note and tags read only once', async () => {
    const { page, workspace } = suite;
    const { projectId, noteId } = await buildInterview();
    const existing = `Alpha ${uniqueSuffix()}`;
    const created = `Beta ${uniqueSuffix()}`;
    expectOk(
      await workspace.manager.client.gql('mutation($i: CreateTagInput!) { createTag(input: $i) { id } }', {
        i: { projectId, title: existing },
      }),
    );
    await silenceLiveRefresh(page);
    await silenceHighlightNotices(page);
    const tagsRead = answered(page, 'TagList');
    await suite.signIn(workspace.manager, { path: `/data/${noteId}` });
    await page.getByTestId('note-text').waitFor();
    await tagsRead;
    // From now on the note and its tags are never answered again: the page changes by the answers alone.
    await holdReads(page, 'Note', 'TagList');

    await selectInNote(page, 'Pricing was fine');
    await page.getByTestId('highlight-button').waitFor();
    await page.keyboard.press('h');
    await page.getByTestId('tag-picker-input').waitFor();
    const highlight = page.getByTestId('sidebar-highlight').filter({ hasText: 'Pricing was fine' });
    await highlight.getByText('Untagged').waitFor();
    await page.getByTestId('highlight-mark').filter({ hasText: 'Pricing was fine' }).waitFor();
    await page.keyboard.type('Alpha');
    await page.getByRole('option', { name: existing }).waitFor();
    await page.keyboard.press('Enter');
    await highlight.getByTestId('tag-chip').filter({ hasText: existing }).waitFor();
    await page.keyboard.type(created);
    await page.getByRole('option', { name: `Create tag “${created}”` }).waitFor();
    await page.keyboard.press('Enter');
    await highlight.getByTestId('tag-chip').filter({ hasText: created }).waitFor();
    // The new tag is in the picker's list now: its name finds it, applied, with no offer to create it.
    await page.keyboard.type(created);
    const offered = page.getByRole('option').filter({ hasText: created });
    await offered.getByLabel('Applied').waitFor();
    expect(await offered.count()).toBe(1);
    await page.keyboard.press('Escape');

    await highlight.getByLabel(`Remove tag ${existing}`, { exact: true }).click();
    await highlight.getByTestId('tag-chip').filter({ hasText: existing }).waitFor({ state: 'detached' });
    await highlight.getByRole('button', { name: 'Delete highlight' }).click();
    await highlight.waitFor({ state: 'detached' });
    await page
      .getByTestId('highlight-mark')
      .filter({ hasText: 'Pricing was fine' })
      .waitFor({ state: 'detached' });
  });

  it('should show the server refusal in the picker when a new tag name is too long', async () => {
    const { page, workspace, origin } = suite;
    const { noteId } = await buildInterview();
    await suite.signIn(workspace.manager);
    await page.goto(`${origin}/data/${noteId}`);
    await page.getByTestId('note-text').waitFor();
    await selectInNote(page, 'Pricing was fine');
    // The editor reads the DOM selection a moment later; H acts once the page offers to highlight it.
    await page.getByTestId('highlight-button').waitFor();
    await page.keyboard.press('h');
    await page.getByTestId('tag-picker-input').waitFor();
    await page.getByTestId('tag-picker-input').fill('x'.repeat(201));
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Tag title can be at most 200 characters long.' })
      .waitFor();
    await page.screenshot({ path: '/tmp/highlights-refused.png' });
    // The highlight itself exists, untagged; the picker stays open with the text to correct.
    await page.getByTestId('sidebar-highlight').filter({ hasText: 'Untagged' }).waitFor();
    expect(await page.getByTestId('tag-picker-input').inputValue()).toBe('x'.repeat(201));
  });

  it('should merge two workspace tags from /settings/tags after confirming', async () => {
    const { page, workspace, origin } = suite;
    const { noteId } = await buildInterview();
    const source = `Source ${uniqueSuffix()}`;
    const target = `Target ${uniqueSuffix()}`;
    const ids: string[] = [];
    for (const title of [source, target]) {
      ids.push(
        expectOk(
          await workspace.manager.client.gql<{ createTag: { id: string } }>(
            'mutation($i: CreateTagInput!) { createTag(input: $i) { id } }',
            { i: { title } },
          ),
        ).createTag.id,
      );
    }
    // One highlight under each tag: after the merge the target carries both.
    for (const [quote, tagId] of [
      ['We tried', ids[0]],
      ['Pricing was fine', ids[1]],
    ] as const) {
      const startOffset = NOTE_TEXT.indexOf(quote);
      expectOk(
        await workspace.manager.client.gql(
          'mutation($i: CreateHighlightInput!) { createHighlight(input: $i) { id } }',
          { i: { noteId, startOffset, endOffset: startOffset + quote.length, text: quote, tagIds: [tagId] } },
        ),
      );
    }
    await silenceLiveRefresh(page);
    await suite.signIn(workspace.manager);
    await page.goto(`${origin}/settings/tags`);
    const row = page.getByRole('row').filter({ hasText: source });
    await row.waitFor();
    // From now on the tags are never answered again: the list changes by the merge's answer alone.
    await holdReads(page, 'TagList');
    await row.getByRole('button', { name: 'Merge' }).click();
    await page.getByLabel('Merge into').click();
    await page.getByRole('option', { name: target }).click();
    await page.getByText(`Every highlight tagged “${source}” (1) moves to “${target}”`).waitFor();
    await page.screenshot({ path: '/tmp/highlights-merge.png' });
    await page.getByRole('button', { name: 'Merge tags' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Rows by class: while a dialog is open the grid is hidden from the accessibility tree.
    await page.locator('.MuiDataGrid-row', { hasText: source }).waitFor({ state: 'detached' });
    await page.locator('.MuiDataGrid-row', { hasText: target }).getByText('2', { exact: true }).waitFor();
    const merged = expectOk(
      await workspace.manager.client.gql<{ tag: { highlightCount: number } }>(
        'query($id: ID!) { tag(id: $id) { highlightCount } }',
        { id: ids[1] },
      ),
    ).tag;
    expect(merged.highlightCount).toBe(2);
    await page.screenshot({ path: '/tmp/highlights-settings-tags.png' });
  });

  it('should add, rename and delete a workspace tag on /settings/tags with the tags read only once', async () => {
    const { page, workspace, origin } = suite;
    const first = `Aardvark ${uniqueSuffix()}`;
    const renamed = `Zebra ${uniqueSuffix()}`;
    await silenceLiveRefresh(page);
    await suite.signIn(workspace.manager);
    const tagsRead = answered(page, 'TagList');
    await page.goto(`${origin}/settings/tags`);
    await tagsRead;
    await holdReads(page, 'TagList');
    const rows = page.locator('.MuiDataGrid-row');

    await page.getByLabel('New workspace tag').fill(first);
    await page.getByRole('button', { name: 'Add tag' }).click();
    const added = rows.filter({ hasText: first });
    await added.waitFor();
    // In title order, as the server lists them: an A… tag comes first.
    await expect(rows.first().innerText()).resolves.toContain(first);

    await added.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByLabel('Title').fill(renamed);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const moved = rows.filter({ hasText: renamed });
    await moved.waitFor();
    await expect(rows.last().innerText()).resolves.toContain(renamed);
    expect(await rows.filter({ hasText: first }).count()).toBe(0);

    await moved.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete tag' }).click();
    await moved.waitFor({ state: 'detached' });
  });

  it('should show a viewer no highlighting or tag controls', async () => {
    const { page, origin } = suite;
    const { noteId } = await buildInterview();
    await suite.signIn(viewer);
    await page.goto(`${origin}/data/${noteId}`);
    await page.getByTestId('note-text').waitFor();
    await selectInNote(page, QUOTE);
    await page.keyboard.press('h');
    await page.getByText('No highlights in this note yet.').waitFor();
    expect(await page.getByTestId('highlight-button').count()).toBe(0);
    expect(await page.getByTestId('tag-picker-input').count()).toBe(0);
    await page.goto(`${origin}/settings/tags`);
    await page.getByText('You can read tags; only contributors and managers can change them.').waitFor();
    expect(await page.getByRole('button', { name: 'Add tag' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/highlights-viewer.png' });
  });
});

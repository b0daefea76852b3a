import { type Page } from 'playwright-core';
import { waitFor } from '../../services/core/src/testing/wait-for';
import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { buildWav } from '../api/file-fixtures';
import { STRONG_PASSWORD, buildEmail, buildSubdomain, expectOk, logIn, uniqueSuffix } from '../api/factories';
import { seriousAxeViolations } from './axe';
import { useBrowserSuite } from './browser-suite';
import { selectInNote } from './select-in-note';

const SCREENSHOTS = '/tmp';
const FIRST_LINE = 'We tried three tools before this one.';
const SECOND_LINE = 'The onboarding took two weeks and nobody knew where to start.';
const QUOTE = 'onboarding took two weeks';
const MERGED_TEXT = `${FIRST_LINE} Recorded on Monday.\n${SECOND_LINE} Support was slow.`;
const STRETCH = 'How did onboarding go? It took weeks and nobody helped.';
const VTT = `WEBVTT

00:00:00.000 --> 00:00:02.500
<v Interviewer>How did onboarding go?</v>

00:00:02.500 --> 00:00:06.000
<v Ana>It took weeks and nobody helped.</v>

00:00:06.000 --> 00:00:09.000
<v Ana>Support was slow, but pricing felt fair.</v>
`;
const GONE = 'This link was revoked or does not exist.';

/** The note's paragraphs as plain text, without the other members' carets and names. */
/**
 * The note's paragraphs as the reader sees them. Read through a strict locator: while the peek
 * dialog fades out there are two editors on the page, and reading the first in the DOM would
 * compare the wrong one.
 */
function noteParagraphs(page: Page): Promise<string> {
  return page.getByTestId('note-text').evaluate((element) => {
    const root = element.cloneNode(true);
    if (!(root instanceof HTMLElement)) throw new Error('No note text on the page');
    for (const caret of Array.from(root.querySelectorAll('.collaboration-carets__caret'))) caret.remove();
    return Array.from(root.querySelectorAll('p'), (p) => p.textContent ?? '').join('\n');
  });
}

/** What the page's tiptap editor keeps of its caret (tiptap puts the editor on its element). */
interface EditorElement extends Element {
  editor?: {
    state: {
      selection: {
        empty: boolean;
        $from: { parent: { textContent: string; content: { size: number } }; parentOffset: number };
      };
    };
  };
}

/**
 * Puts the caret at the end of the paragraph starting with `text` (a click, then End) and waits until
 * the editor itself holds it there. The editor reads a moved caret a moment after the key: a change
 * from the other member redrawn in between puts the caret back where it was, so the move is made
 * again until it holds.
 */
async function caretAtEndOf(page: Page, text: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.getByTestId('note-text').getByText(text).click();
    await page.keyboard.press('End');
    try {
      await page.waitForFunction(
        (wanted) => {
          const element = document.querySelector<EditorElement>('[data-testid="note-text"]');
          const selection = element?.editor?.state.selection;
          if (!selection?.empty) return false;
          const { parent, parentOffset } = selection.$from;
          return parent.textContent.startsWith(wanted) && parentOffset === parent.content.size;
        },
        text,
        { timeout: 3_000 },
      );
      return;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

/**
 * The whole research loop, as a new user walks it in one journey: sign up, a project, a note written
 * together with a second member, a recording with its transcript, highlights tagged from the
 * keyboard, two tags merged, an insight with the highlight as evidence, published and shared with a
 * reader who has no cookies, the link revoked, a viewer refused, and the note deleted and restored.
 * Every step goes through the UI; the API only reads back what was stored.
 */
describe('The research loop in the browser', () => {
  // Each step fails with its locator named, well inside the test's own time limit.
  const suite = useBrowserSuite({
    env: { SEED_DEMO: 'false' },
    workspace: false,
    pagePerTest: false,
    defaultTimeout: 20_000,
  });
  const pageErrors: string[] = [];
  let shots = 0;

  /** A browser of its own (own cookies) for one person, its page errors collected under `who`. */
  async function openBrowser(who: string, width = 1366): Promise<Page> {
    const page = await suite.newPage({ width, height: 900 });
    page.on('pageerror', (error) => pageErrors.push(`${who}: ${error.message}`));
    return page;
  }

  /** Saves a screenshot of the page as it is, and holds it to no serious axe violation and no page error. */
  async function checkPage(page: Page, name: string, fullPage = true): Promise<void> {
    shots += 1;
    // A full-page shot of a scrolled page draws the sticky app bar where the page was scrolled to.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: `${SCREENSHOTS}/research-loop-${String(shots).padStart(2, '0')}-${name}.png`,
      fullPage,
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  }

  /** Invites `email` as `role` from Settings › Members and returns the invite link the dialog shows. */
  async function inviteFromSettings(
    page: Page,
    origin: string,
    email: string,
    role: 'Contributor' | 'Viewer',
  ): Promise<string> {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${origin}/settings/users`);
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: role }).click();
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await dialog.getByText(`Invite sent to ${email}`).waitFor();
    const link = await dialog.getByLabel('Invite link').inputValue();
    expect(link).toMatch(new RegExp(`^${origin}/auth/accept-invite\\?token=.+`));
    await checkPage(page, `invite-${role.toLowerCase()}`, false);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    return link;
  }

  /** Opens an invite link in a browser of its own and joins with a new account; ends on /home. */
  async function joinFromInvite(link: string, origin: string, name: string): Promise<Page> {
    const page = await openBrowser(name);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Accept your invite' }).waitFor();
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account and join' }).click();
    await page.waitForURL(`${origin}/home`);
    await page.getByRole('heading', { level: 1, name: `Welcome, ${name}` }).waitFor();
    return page;
  }

  it('should walk a new user through the whole research loop, from sign-up to a restored note', async () => {
    const { sut, port } = suite;
    const suffix = uniqueSuffix();
    const managerName = `Nora ${suffix}`;
    const managerEmail = buildEmail('nora');
    const subdomain = buildSubdomain('loop');
    const origin = `http://${subdomain}.localhost:${port}`;
    const projectTitle = `Onboarding study ${suffix}`;
    const noteTitle = `Interview with Ana ${suffix}`;
    const noteTag = `Slow onboarding ${suffix}`;
    const stretchTag = `Onboarding pain ${suffix}`;
    const insightTitle = `Onboarding blocks adoption ${suffix}`;

    // Sign up on the root domain: account, e-mail code later, then the workspace.
    const page = await openBrowser('manager');
    await page.goto(`http://localhost:${port}/auth/signup`);
    await page.getByLabel('Your name').fill(managerName);
    await page.getByLabel('E-mail address').fill(managerEmail);
    await page.getByLabel('Password').fill(STRONG_PASSWORD);
    await checkPage(page, 'signup');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Later' }).click();
    await page.getByLabel('Workspace name').fill(`Loop Labs ${suffix}`);
    await page.getByLabel('Subdomain (optional)').fill(subdomain);
    await checkPage(page, 'signup-workspace');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    // A new workspace opens on onboarding (spec 000 §2); a member in a hurry skips both questions
    // and goes on from the getting-started checklist.
    await page.waitForURL(`${origin}/onboarding/setup-workspace`);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL(`${origin}/onboarding/project-setup`);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL(`${origin}/onboarding/getting-started`);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL(`${origin}/home`);
    await page
      .getByTestId('workspace-name')
      .filter({ hasText: `Loop Labs ${suffix}` })
      .waitFor();
    await page.getByTestId('home-getting-started').waitFor();
    await checkPage(page, 'home-new');

    // The API reads back what the UI stored, as the manager.
    const api: GraphqlClient = sut.client(subdomain);
    expectOk(await logIn(api, managerEmail, STRONG_PASSWORD));

    // A project, from the home page's first step: the New project dialog opens over the list.
    await page.getByRole('link', { name: 'Create a project' }).click();
    await page.waitForURL(`${origin}/projects?new=project`);
    await page.getByRole('dialog').getByLabel('Title').fill(projectTitle);
    await page.getByRole('dialog').getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Created, the project opens.
    await page.getByRole('heading', { level: 1, name: projectTitle }).waitFor();
    await page.getByText('No notes in this project yet.').waitFor();
    await checkPage(page, 'project-empty');
    const projectPath = new URL(page.url()).pathname;

    // A note, written in its editor.
    await page.getByRole('button', { name: 'New note' }).click();
    await page.getByRole('dialog').getByLabel('Title').fill(noteTitle);
    await page.getByRole('dialog').getByRole('button', { name: 'Create note' }).click();
    await page.getByRole('dialog', { name: 'New note' }).waitFor({ state: 'detached' });
    // Created, the note opens in a peek beside the list; "Open as page" gives the note's own page.
    const notePeek = page.getByRole('dialog', { name: 'Note' });
    await notePeek.getByRole('heading', { level: 1, name: noteTitle }).waitFor();
    await page
      .getByRole('list', { name: 'Notes' })
      .getByRole('link', { name: new RegExp(noteTitle) })
      .waitFor();
    await notePeek.getByRole('link', { name: 'Open as page' }).click();
    await page.waitForURL(/\/data\/[^/]+$/);
    await page.getByRole('dialog', { name: 'Note' }).waitFor({ state: 'detached' });
    const notePath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: noteTitle }).waitFor();
    const noteText = page.getByTestId('note-text');
    // The empty note says what goes in it, until the first character.
    const hint = () =>
      noteText
        .locator('p')
        .first()
        .evaluate((p) => getComputedStyle(p, '::before').content);
    expect(await hint()).toBe(
      '"Write here, or paste an interview transcript, a support ticket or a review…"',
    );
    await noteText.click();
    await page.keyboard.type(FIRST_LINE);
    await page.keyboard.press('Enter');
    await page.keyboard.type(SECOND_LINE);
    await noteText.getByText(SECOND_LINE).waitFor();
    expect(await hint()).toBe('none');
    await page.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor();
    await checkPage(page, 'note-written');
    // Paths end in the item's id (slug and short id), which the API takes wherever an id is asked for.
    const noteId = notePath.split('/').pop();

    // A second member, invited from Settings, joins in a browser of their own.
    const contributorName = `Colin ${suffix}`;
    const contributorLink = await inviteFromSettings(page, origin, buildEmail('colin'), 'Contributor');
    const member = await joinFromInvite(contributorLink, origin, contributorName);
    const recentNote = member.getByTestId('home-recent').getByRole('link', { name: new RegExp(noteTitle) });
    await recentNote.waitFor();
    await checkPage(member, 'member-home');
    await recentNote.click();
    await member.getByRole('dialog', { name: 'Note' }).getByRole('link', { name: 'Open as page' }).click();
    await member.waitForURL(`${origin}${notePath}`);
    await member.getByRole('dialog', { name: 'Note' }).waitFor({ state: 'detached' });
    await member.getByTestId('note-text').getByText(SECOND_LINE).waitFor();
    await page.goto(`${origin}${notePath}`);
    await noteText.getByText(SECOND_LINE).waitFor();

    // Both type at the same time, in different paragraphs, and both see the merged text.
    await caretAtEndOf(page, FIRST_LINE);
    await caretAtEndOf(member, SECOND_LINE);
    await Promise.all([
      page.keyboard.type(' Recorded on Monday.', { delay: 15 }),
      member.keyboard.type(' Support was slow.', { delay: 15 }),
    ]);
    for (const each of [page, member]) {
      await each.getByTestId('note-text').getByText('Recorded on Monday.').waitFor();
      await each.getByTestId('note-text').getByText('Support was slow.').waitFor();
      await each.getByTestId('save-state').and(each.locator('[data-state="saved"]')).waitFor();
    }
    await page.locator('.collaboration-carets__label', { hasText: contributorName }).waitFor();
    await member.locator('.collaboration-carets__label', { hasText: managerName }).waitFor();
    expect(await noteParagraphs(page)).toBe(MERGED_TEXT);
    expect(await noteParagraphs(member)).toBe(MERGED_TEXT);
    await checkPage(page, 'note-together-manager');
    await checkPage(member, 'note-together-member');
    await waitFor(
      async () =>
        expect(
          expectOk(
            await api.gql<{ note: { content: string } }>('query($id: ID!) { note(id: $id) { content } }', {
              id: noteId,
            }),
          ).note.content,
        ).toBe(MERGED_TEXT),
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    await member.context().close();
    await page.locator('.collaboration-carets__label', { hasText: contributorName }).waitFor({
      state: 'detached',
      timeout: 60_000,
    });

    // A recording with its transcript.
    await page.getByTestId('file-input').setInputFiles({
      name: 'interview.wav',
      mimeType: 'audio/wav',
      buffer: buildWav(12),
    });
    await page
      .getByTestId('file-row')
      .filter({ hasText: 'interview.wav' })
      .filter({ hasText: 'Audio · 0:12' })
      .waitFor({ timeout: 60_000 });
    await page.getByTestId('upload-progress').waitFor({ state: 'detached' });
    await page.getByTestId('media-player').waitFor();
    await page.getByTestId('transcript-input').setInputFiles({
      name: 'interview.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(VTT),
    });
    const lines = page.getByTestId('transcript-line');
    await lines.nth(2).waitFor();
    expect(await lines.count()).toBe(3);
    await checkPage(page, 'note-recording');

    // A passage of the note: select it, H, and a new tag from the keyboard.
    await selectInNote(page, QUOTE);
    await page.getByTestId('highlight-button').waitFor();
    await page.keyboard.press('h');
    const picker = page.getByTestId('tag-picker-input');
    await picker.waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'tag-picker-input',
    );
    await page.keyboard.type(noteTag);
    await page.getByRole('option', { name: `Create tag “${noteTag}”` }).waitFor();
    await page.keyboard.press('Enter');
    const passage = page.getByTestId('sidebar-highlight').filter({ hasText: QUOTE });
    await passage.getByTestId('tag-chip').filter({ hasText: noteTag }).waitFor();
    await checkPage(page, 'note-tag-picker', false);
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    await page.getByTestId('highlight-mark').filter({ hasText: QUOTE }).waitFor();

    // A stretch of the transcript, from the keyboard only: Enter, Tab, Shift+Enter, H, a new tag.
    await lines.nth(0).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Enter');
    await page.getByTestId('transcript-selection').filter({ hasText: '2 lines selected' }).waitFor();
    await page.keyboard.press('h');
    await picker.waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'tag-picker-input',
    );
    await page.keyboard.type(stretchTag);
    await page.getByRole('option', { name: `Create tag “${stretchTag}”` }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: stretchTag }).waitFor();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    const stretch = page.getByTestId('sidebar-highlight').filter({ hasText: STRETCH });
    await stretch.getByTestId('tag-chip').filter({ hasText: stretchTag }).waitFor();
    await checkPage(page, 'note-highlighted');

    // The two tags say the same: merge them from the project's tags.
    await page.goto(`${origin}${projectPath}`);
    await page.getByRole('tab', { name: 'Tags', exact: true }).click();
    await page.getByRole('table', { name: 'Tags' }).getByText(stretchTag).waitFor();
    await checkPage(page, 'project-tags');
    await page.getByRole('link', { name: 'Manage tags' }).click();
    await page.waitForURL(/\/settings\/tags\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: `Tags of “${projectTitle}”` }).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: stretchTag })
      .getByRole('button', { name: 'Merge' })
      .click();
    await page.getByLabel('Merge into').click();
    await page.getByRole('option', { name: noteTag }).click();
    await page.getByText(`Every highlight tagged “${stretchTag}” (1) moves to “${noteTag}”`).waitFor();
    await checkPage(page, 'tags-merge', false);
    await page.getByRole('button', { name: 'Merge tags' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Rows by class: the grid is hidden from the accessibility tree while the dialog closes.
    await page.locator('.MuiDataGrid-row', { hasText: stretchTag }).waitFor({ state: 'detached' });
    await page.locator('.MuiDataGrid-row', { hasText: noteTag }).getByText('2', { exact: true }).waitFor();
    await checkPage(page, 'tags-merged');
    const tags = expectOk(
      await api.gql<{ tags: { title: string; highlightCount: number }[] }>(
        'query($p: ID!) { tags(projectId: $p) { title highlightCount } }',
        { p: projectPath.split('/').pop() },
      ),
    ).tags;
    expect(tags).toEqual([{ title: noteTag, highlightCount: 2 }]);

    // An insight with the passage as evidence.
    await page.goto(`${origin}${projectPath}`);
    await page.getByRole('tab', { name: /^Insights/ }).click();
    await page.getByRole('button', { name: 'New insight' }).click();
    await page.getByRole('dialog').getByLabel('Title (optional)').fill(insightTitle);
    await page.getByRole('dialog').getByRole('button', { name: 'Create insight' }).click();
    await page.waitForURL(/\/insights\/[^/]+$/);
    const insightPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: insightTitle }).waitFor();
    await page.getByTestId('insight-body').click();
    await page.keyboard.type('Every team we spoke to lost weeks in onboarding.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Insert highlight' }).click();
    await page.getByTestId('highlight-picker-search').fill('onboarding took');
    const option = page.getByTestId('highlight-picker-option').filter({ hasText: QUOTE });
    await option.waitFor();
    await checkPage(page, 'insight-picker', false);
    await option.click();
    const card = page.getByTestId('highlight-card').filter({ hasText: QUOTE });
    await card.waitFor();
    await card.getByText(noteTag).waitFor();
    await card.getByRole('link', { name: noteTitle }).waitFor();
    await page.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor();

    // Publish it.
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByTestId('insight-status').filter({ hasText: 'Published' }).waitFor();
    await checkPage(page, 'insight-published');
    const insightId = insightPath.split('/').pop() ?? '';
    await waitFor(
      async () => {
        const stored = expectOk(
          await api.gql<{ insight: { contentJson: string | null; published: boolean } }>(
            'query($id: ID!) { insight(id: $id) { contentJson published } }',
            { id: insightId },
          ),
        ).insight;
        expect(stored.published).toBe(true);
        expect(stored.contentJson).toContain('"highlightId"');
        expect(stored.contentJson).toContain('Every team we spoke to lost weeks in onboarding.');
      },
      { timeoutMs: 20_000, intervalMs: 200 },
    );

    // Share it with a reader who has no cookies at all, then revoke the link.
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const linkField = dialog.getByLabel('Public link');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${origin}/p/[A-Za-z0-9]{12}$`));
    await checkPage(page, 'insight-share', false);
    const reader = await openBrowser('reader', 1024);
    const cookieHeaders: string[] = [];
    reader.on('request', (request) => {
      const cookie = request.headers().cookie;
      if (cookie) cookieHeaders.push(cookie);
    });
    await reader.goto(link);
    await reader.getByRole('heading', { level: 1, name: insightTitle }).waitFor();
    await reader.getByText('Every team we spoke to lost weeks in onboarding.').waitFor();
    const publicCard = reader.getByTestId('highlight-card').filter({ hasText: QUOTE });
    await publicCard.getByText(noteTag).waitFor();
    expect(await publicCard.getByRole('link').count()).toBe(0);
    await checkPage(reader, 'public-insight');
    await dialog.getByRole('button', { name: /^Revoke link / }).click();
    await dialog.getByTestId('share-link').getByText('Revoked', { exact: true }).waitFor();
    await checkPage(page, 'insight-share-revoked', false);
    await reader.goto(link);
    await reader.getByTestId('public-insight-gone').filter({ hasText: GONE }).waitFor();
    expect(await reader.getByText(QUOTE).count()).toBe(0);
    await checkPage(reader, 'public-insight-revoked');
    expect(await reader.context().cookies()).toEqual([]);
    expect(cookieHeaders).toEqual([]);
    await reader.context().close();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A viewer, invited from Settings, cannot change the note.
    const viewerName = `Vera ${suffix}`;
    const viewerLink = await inviteFromSettings(page, origin, buildEmail('vera'), 'Viewer');
    const viewer = await joinFromInvite(viewerLink, origin, viewerName);
    await viewer.getByTestId('home-published').getByText(insightTitle).waitFor();
    const viewerRecentNote = viewer
      .getByTestId('home-recent')
      .getByRole('link', { name: new RegExp(noteTitle) });
    await checkPage(viewer, 'viewer-home');
    await viewerRecentNote.click();
    await viewer.getByRole('dialog', { name: 'Note' }).getByRole('link', { name: 'Open as page' }).click();
    await viewer.waitForURL(`${origin}${notePath}`);
    await viewer.getByRole('dialog', { name: 'Note' }).waitFor({ state: 'detached' });
    const viewerText = viewer.getByTestId('note-text');
    await viewerText.getByText('Support was slow.').waitFor();
    await viewer.getByText('viewers cannot make changes').waitFor();
    await viewer.getByTestId('save-state').and(viewer.locator('[data-state="readOnly"]')).waitFor();
    expect(await viewerText.getAttribute('contenteditable')).toBe('false');
    expect(await noteParagraphs(viewer)).toBe(MERGED_TEXT);
    await viewerText.getByText('Support was slow.').click();
    await viewer.keyboard.press('End');
    await viewer.keyboard.type(' Edited by the viewer.');
    await selectInNote(viewer, 'Recorded on Monday');
    await viewer.keyboard.press('h');
    expect(await noteParagraphs(viewer)).toBe(MERGED_TEXT);
    expect(await viewer.getByTestId('tag-picker-input').count()).toBe(0);
    expect(await viewer.getByTestId('highlight-button').count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Note actions' }).count()).toBe(0);
    await checkPage(viewer, 'viewer-note');
    await viewer.context().close();
    expect(
      expectOk(
        await api.gql<{ note: { content: string } }>('query($id: ID!) { note(id: $id) { content } }', {
          id: noteId,
        }),
      ).note.content,
    ).toBe(MERGED_TEXT);

    // Delete the note, find it in the trash, restore it, and find it back whole.
    await page.goto(`${origin}${notePath}`);
    await page.getByRole('heading', { level: 1, name: noteTitle }).waitFor();
    await page.getByRole('button', { name: 'Note actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete note' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`"${noteTitle}" moved to the trash.`).waitFor();
    await page.getByText('No notes in this project yet.').waitFor();
    await checkPage(page, 'note-deleted');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${origin}/settings/users`);
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Trash' }).click();
    await page.waitForURL(`${origin}/settings/trash`);
    const item = page.getByTestId('trash-item').filter({ hasText: noteTitle });
    await item.getByText(/Deleted by/).waitFor();
    await checkPage(page, 'trash');
    await item.getByRole('button', { name: `Restore ${noteTitle}` }).click();
    await page.getByText(`"${noteTitle}" is restored.`).waitFor();
    await page.getByText('The trash is empty.').waitFor();
    await checkPage(page, 'trash-restored');
    await page.goto(`${origin}${notePath}`);
    await page.getByRole('heading', { level: 1, name: noteTitle }).waitFor();
    await noteText.getByText('Support was slow.').waitFor();
    await page.getByTestId('highlight-mark').filter({ hasText: QUOTE }).waitFor();
    await page.getByTestId('sidebar-highlight').filter({ hasText: STRETCH }).waitFor();
    await page.getByTestId('file-row').filter({ hasText: 'interview.wav' }).waitFor();
    await checkPage(page, 'note-restored');

    // The insight still carries the passage, under the merged tag.
    await page.goto(`${origin}${insightPath}`);
    await page.getByTestId('highlight-card').filter({ hasText: QUOTE }).getByText(noteTag).waitFor();
    await checkPage(page, 'insight-after-restore');
  }, 300_000);
});

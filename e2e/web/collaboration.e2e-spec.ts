import { type Page } from 'playwright-core';
import {
  type BuiltAccount,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  uniqueSuffix,
} from '../api/factories';
import { type SignInAccount, useBrowserSuite } from './browser-suite';
import { eventually } from './eventually';

const NOTE_TEXT = 'Interview with a team lead.\nThey said onboarding took two weeks.';
const NOTE = `query($id: ID!) { note(id: $id) { content highlights { text detached } } }`;

describe('Writing a note together in the browser', () => {
  const suite = useBrowserSuite({
    env: { SEED_DEMO: 'false' },
    pagePerTest: false,
    viewport: { width: 1280, height: 860 },
    defaultTimeout: 15_000,
    // What the pages showed when the test ended (kept for a failing run).
    lastScreenshots: '/tmp/collab-last',
  });
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;

  beforeAll(async () => {
    contributor = await addMember(suite.sut, suite.workspace, 'CONTRIBUTOR');
    viewer = await addMember(suite.sut, suite.workspace, 'VIEWER');
  });

  /** A member's own browser (own cookies), signed in and on the note page. */
  async function memberOpens(account: SignInAccount, noteId: string): Promise<Page> {
    // Sign-in lands on /home; these tests start from the project list.
    const page = await suite.signIn(account, { page: await suite.newPage(), path: '/projects' });
    await page.goto(`${suite.origin}/data/${noteId}`);
    await page.getByTestId('note-text').getByText('onboarding took two weeks').waitFor();
    return page;
  }

  /**
   * Puts the caret at the end of the paragraph holding `text`, from the keyboard (start or end of the
   * document, then End): a click could land in the other paragraph while the other member's typing
   * moves the lines under the pointer. End is the browser's own caret move, which ProseMirror reads
   * on the next selectionchange; the test waits until the editor's selection (the DOM caret inside
   * the editor, collapsed at the end of that paragraph) is there, so no remote edit arriving in
   * between can put the caret back.
   */
  async function caretAtEnd(page: Page, text: string, where: 'first' | 'last'): Promise<void> {
    await page.getByTestId('note-text').getByText(text).click();
    await page.keyboard.press(where === 'first' ? 'Control+Home' : 'Control+End');
    await page.keyboard.press('End');
    await page.waitForFunction((paragraph) => {
      const selection = window.getSelection();
      const node = selection?.focusNode;
      const block = node?.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element | null);
      return (
        selection?.isCollapsed === true &&
        block?.closest('p')?.textContent === paragraph &&
        selection.focusOffset === (node?.textContent ?? '').length
      );
    }, text);
    // One frame for ProseMirror to take the DOM selection into its state.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  }

  it('should show two members each other’s text and caret while they type in the same note', async () => {
    const { workspace } = suite;
    const projectId = await buildProject(workspace.manager.client, `Study ${uniqueSuffix()}`);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      `Interview ${uniqueSuffix()}`,
      NOTE_TEXT,
    );
    const manager = await memberOpens(workspace.manager, noteId);
    const member = await memberOpens(contributor, noteId);

    // Both carets are placed before anyone types, then both type at the same time, in different paragraphs.
    await caretAtEnd(manager, 'Interview with a team lead.', 'first');
    await caretAtEnd(member, 'They said onboarding took two weeks.', 'last');
    await Promise.all([
      manager.keyboard.type(' Recorded on Monday.', { delay: 15 }),
      member.keyboard.type(' Support was slow.', { delay: 15 }),
    ]);
    for (const page of [manager, member]) {
      await page.getByTestId('note-text').getByText('Recorded on Monday.').waitFor();
      await page.getByTestId('note-text').getByText('Support was slow.').waitFor();
    }
    // Each sees the other's caret with the other's name.
    await manager.locator('.collaboration-carets__label', { hasText: contributor.name }).waitFor();
    await member.locator('.collaboration-carets__label', { hasText: workspace.manager.name }).waitFor();
    await manager.getByTestId('save-state').and(manager.locator('[data-state="saved"]')).waitFor();
    await manager.screenshot({ path: '/tmp/collab-manager.png' });
    await member.screenshot({ path: '/tmp/collab-member.png' });

    const merged =
      'Interview with a team lead. Recorded on Monday.\nThey said onboarding took two weeks. Support was slow.';
    const deadline = Date.now() + 15_000;
    let content = '';
    while (Date.now() < deadline) {
      content = expectOk(
        await workspace.manager.client.gql<{ note: { content: string } }>(NOTE, { id: noteId }),
      ).note.content;
      if (content === merged) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(content).toBe(merged);
  }, 120_000);

  it('should keep a highlight on its words while another member types before it', async () => {
    const { workspace } = suite;
    const projectId = await buildProject(workspace.manager.client, `Study ${uniqueSuffix()}`);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      `Interview ${uniqueSuffix()}`,
      NOTE_TEXT,
    );
    const manager = await memberOpens(workspace.manager, noteId);
    const member = await memberOpens(contributor, noteId);
    await manager.getByTestId('note-text').getByText('onboarding took two weeks').waitFor();
    await manager.evaluate((wanted) => {
      const container = document.querySelector('[data-testid="note-text"]');
      const walker = document.createTreeWalker(container as Node, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(wanted) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(range);
        return;
      }
    }, 'onboarding took two weeks');
    await manager.getByTestId('highlight-button').click();
    await manager.getByTestId('tag-picker-input').waitFor();
    await manager.keyboard.press('Escape');
    // The other member's editor learns of the highlight without a reload and marks it.
    await member.getByTestId('highlight-mark').filter({ hasText: 'onboarding took two weeks' }).waitFor();
    await member.getByTestId('note-text').getByText('They said').click();
    await member.keyboard.press('Home');
    await member.keyboard.type('Later, ', { delay: 15 });
    // (The member's caret sits right after "Later, ", inside the text, so only that part is matched.)
    await manager.getByTestId('note-text').getByText('Later,').waitFor();
    await manager
      .getByTestId('highlight-mark')
      .filter({ hasText: /^onboarding took two weeks$/ })
      .waitFor();
    await manager.screenshot({ path: '/tmp/collab-highlight.png' });
  }, 120_000);

  it('should show a refused too-deep edit, keep the stored note, stay closed until the member undoes it, then save again', async () => {
    const { workspace } = suite;
    const projectId = await buildProject(workspace.manager.client, `Study ${uniqueSuffix()}`);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      `Interview ${uniqueSuffix()}`,
      NOTE_TEXT,
    );
    const page = await suite.signIn(workspace.manager, { page: await suite.newPage(), path: '/projects' });
    // Every connection the page opens to the collaboration server, counted from the first.
    const sockets: string[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().includes('/api/collaboration')) sockets.push(socket.url());
    });
    await page.goto(`${suite.origin}/data/${noteId}`);
    const text = page.getByTestId('note-text');
    await text.getByText('onboarding took two weeks').waitFor();
    const saveState = page.getByTestId('save-state');
    await saveState.and(page.locator('[data-state="saved"]')).waitFor();
    expect(sockets).toHaveLength(1);

    // 120 quotes inside each other, put in by the editor as pasting them would: deeper than the limit.
    await page.evaluate((levels) => {
      type Node = { type: string; content?: Node[]; text?: string };
      let node: Node = { type: 'paragraph', content: [{ type: 'text', text: 'Far too deep' }] };
      for (let i = 0; i < levels; i++) node = { type: 'blockquote', content: [node] };
      // Tiptap keeps its editor on the editable element.
      const element = document.querySelector('[data-testid="note-text"]') as unknown as {
        editor: {
          chain: () => { focus: (at: string) => { insertContent: (n: Node) => { run: () => boolean } } };
        };
      };
      element.editor.chain().focus('end').insertContent(node).run();
    }, 120);

    const refusal = page.getByTestId('edit-refused');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(
      'This change was refused: the document is nested too deeply (at most 100 levels). Undo it to keep editing.',
    );
    await saveState.and(page.locator('[data-state="refused"]')).waitFor();
    expect(await text.getAttribute('contenteditable')).toBe('false');
    // The inserted quotes widen the page and the caret scrolled to them: back to the message.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/collab-refused.png' });

    // No loop: the page does not connect again by itself, not even when the browser says it is back online.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(3000);
    expect(sockets).toHaveLength(1);
    await refusal.waitFor();
    const stored = async () =>
      expectOk(await workspace.manager.client.gql<{ note: { content: string } }>(NOTE, { id: noteId })).note
        .content;
    expect(await stored()).toBe(NOTE_TEXT);

    // Undoing it connects once more; the quotes are gone and what the member types next is saved.
    await refusal.getByRole('button', { name: 'Undo the last change and reconnect' }).click();
    await refusal.waitFor({ state: 'detached' });
    await saveState.and(page.locator('[data-state="saved"]')).waitFor();
    expect(await text.getByText('Far too deep').count()).toBe(0);
    expect(sockets).toHaveLength(2);
    await caretAtEnd(page, 'They said onboarding took two weeks.', 'last');
    await page.keyboard.type(' Undone.', { delay: 15 });
    await eventually(stored, `${NOTE_TEXT} Undone.`, 15_000);
    await page.screenshot({ path: '/tmp/collab-undone.png' });
    expect(sockets).toHaveLength(2);
  }, 120_000);

  it('should show changes too large to send as refused, stay closed, and drop them when the member reloads the document', async () => {
    const { workspace } = suite;
    const projectId = await buildProject(workspace.manager.client, `Study ${uniqueSuffix()}`);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      `Interview ${uniqueSuffix()}`,
      NOTE_TEXT,
    );
    const page = await suite.signIn(workspace.manager, { page: await suite.newPage(), path: '/projects' });
    const sockets: string[] = [];
    page.on('websocket', (socket) => {
      if (socket.url().includes('/api/collaboration')) sockets.push(socket.url());
    });
    await page.goto(`${suite.origin}/data/${noteId}`);
    const text = page.getByTestId('note-text');
    await text.getByText('onboarding took two weeks').waitFor();
    const saveState = page.getByTestId('save-state');
    await saveState.and(page.locator('[data-state="saved"]')).waitFor();

    // 10,000 paragraphs in one change, as a huge paste (or a long offline session) sends them: more
    // parts than one message may hold.
    await page.evaluate((count) => {
      type Node = { type: string; content?: Node[]; text?: string };
      const pasted: Node[] = Array.from({ length: count }, (_, i) => ({
        type: 'paragraph',
        content: [{ type: 'text', text: `Pasted line ${i}` }],
      }));
      const element = document.querySelector('[data-testid="note-text"]') as unknown as {
        editor: {
          chain: () => { focus: (at: string) => { insertContent: (n: Node[]) => { run: () => boolean } } };
        };
      };
      element.editor.chain().focus('end').insertContent(pasted).run();
    }, 10_000);

    const refusal = page.getByTestId('edit-refused');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(
      'These changes were refused: they are too large to send at once (more than 20,000 parts).',
    );
    await saveState.and(page.locator('[data-state="refused"]')).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: '/tmp/collab-too-large.png' });
    // No loop: the page does not send them again by itself.
    await page.waitForTimeout(3000);
    expect(sockets).toHaveLength(1);

    await refusal.getByRole('button', { name: 'Reload the document (unsaved changes are lost)' }).click();
    await refusal.waitFor({ state: 'detached' });
    await saveState.and(page.locator('[data-state="saved"]')).waitFor();
    await text.getByText('onboarding took two weeks').waitFor();
    expect(await text.getByText('Pasted line 1', { exact: true }).count()).toBe(0);
    const stored = expectOk(
      await workspace.manager.client.gql<{ note: { content: string } }>(NOTE, { id: noteId }),
    ).note.content;
    expect(stored).toBe(NOTE_TEXT);
  }, 120_000);

  it('should give a viewer a read-only note that says why', async () => {
    const { workspace } = suite;
    const projectId = await buildProject(workspace.manager.client, `Study ${uniqueSuffix()}`);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      `Interview ${uniqueSuffix()}`,
      NOTE_TEXT,
    );
    const page = await memberOpens(viewer, noteId);
    await page.getByText('viewers cannot make changes').waitFor();
    await page.getByTestId('save-state').and(page.locator('[data-state="readOnly"]')).waitFor();
    expect(await page.getByTestId('note-text').getAttribute('contenteditable')).toBe('false');
    await page.screenshot({ path: '/tmp/collab-viewer.png' });
  });
});

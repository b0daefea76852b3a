import type { Page } from 'playwright-core';
import { buildNote, buildProject, expectOk, uniqueSuffix } from '../api/factories';
import { useBrowserSuite } from './browser-suite';
import { eventually } from './eventually';
import { selectInNote } from './select-in-note';

const FIRST_LINE = 'Interview with Dana';
const SECOND_LINE = 'Second line of text here.';
const NOTE = `query($id: ID!) { note(id: $id) { content highlights { text startOffset endOffset detached } } }`;

interface StoredHighlight {
  text: string;
  startOffset: number;
  endOffset: number;
  detached: boolean;
}

/** Waits for one animation frame, so ProseMirror has read a DOM selection change. */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** Puts the caret inside the note's text, right after `before` (as a click there would). */
async function caretAfter(page: Page, before: string): Promise<void> {
  await page.evaluate((wanted) => {
    const container = document.querySelector('[data-testid="note-text"]');
    const walker = document.createTreeWalker(container as Node, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at + wanted.length);
      range.collapse(true);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in the note`);
  }, before);
  await nextFrame(page);
}

describe('A highlight in the browser keeps its words (issue 35)', () => {
  const suite = useBrowserSuite({
    env: { SEED_DEMO: 'false' },
    viewport: { width: 1280, height: 860 },
    defaultTimeout: 15_000,
    lastScreenshots: '/tmp/highlight-anchors-last',
  });

  it('should keep a highlight on "Second line" when Enter splits it, text is typed, and Ctrl+Z is pressed three times', async () => {
    const { page, workspace } = suite;
    const projectId = await buildProject(workspace.manager.client, `Study ${uniqueSuffix()}`);
    const noteId = await buildNote(
      workspace.manager.client,
      projectId,
      `Interview ${uniqueSuffix()}`,
      FIRST_LINE,
    );
    const stored = async () =>
      expectOk(
        await workspace.manager.client.gql<{ note: { content: string; highlights: StoredHighlight[] } }>(
          NOTE,
          {
            id: noteId,
          },
        ),
      ).note;

    await suite.signIn(workspace.manager, { path: `/data/${noteId}` });
    const text = page.getByTestId('note-text');
    await text.getByText(FIRST_LINE).waitFor();
    // The member types the second line.
    await caretAfter(page, FIRST_LINE);
    await page.keyboard.press('Enter');
    await page.keyboard.type(SECOND_LINE, { delay: 10 });
    await eventually(async () => (await stored()).content, `${FIRST_LINE}\n${SECOND_LINE}`, 15_000);
    // A fresh page: the undo history starts after the typing, so Ctrl+Z below undoes only the split.
    await page.reload();
    await text.getByText(SECOND_LINE).waitFor();

    // Highlight "Second line".
    await selectInNote(page, 'Second line');
    await page.getByTestId('highlight-button').click();
    await page.getByTestId('tag-picker-input').waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByTestId('highlight-mark')
      .filter({ hasText: /^Second line$/ })
      .waitFor();
    const highlighted = { text: 'Second line', startOffset: 20, endOffset: 31, detached: false };
    expect((await stored()).highlights).toEqual([highlighted]);

    // Caret after "Sec", Enter, type "INSERTED.": the highlight holds its words and what was typed
    // inside them, never only "Sec".
    await caretAfter(page, 'Sec');
    await page.keyboard.press('Enter');
    await page.keyboard.type('INSERTED.', { delay: 10 });
    await eventually(
      async () => (await stored()).highlights.map((h) => h.text),
      ['Sec\nINSERTED.ond line'],
      15_000,
    );
    await page.screenshot({ path: '/tmp/highlight-anchors-split.png' });

    // Ctrl+Z three times: the note and the highlight are as they were, never the whole paragraph.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Control+z');
      await nextFrame(page);
    }
    await text.getByText(SECOND_LINE).waitFor();
    await eventually(async () => (await stored()).highlights, [highlighted], 15_000);
    expect((await stored()).content).toBe(`${FIRST_LINE}\n${SECOND_LINE}`);
    // The editor marks exactly those words, and the sidebar quotes them.
    await page
      .getByTestId('highlight-mark')
      .filter({ hasText: /^Second line$/ })
      .waitFor();
    expect(await page.getByTestId('highlight-mark').allTextContents()).toEqual(['Second line']);
    await page.getByTestId('sidebar-highlight').filter({ hasText: 'Second line' }).waitFor();
    await page.screenshot({ path: '/tmp/highlight-anchors-undone.png' });
  }, 120_000);
});

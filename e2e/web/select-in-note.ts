import type { Page } from 'playwright-core';

/** Selects `quote` inside the note text, as a mouse drag would. */
export async function selectInNote(page: Page, quote: string): Promise<void> {
  await page.evaluate((wanted) => {
    const container = document.querySelector('[data-testid="note-text"]');
    if (!container) throw new Error('No note text on the page');
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in one text run of the note`);
  }, quote);
}

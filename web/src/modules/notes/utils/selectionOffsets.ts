/** A selection inside the note text: offsets in the note's plain text and the selected text. */
export interface TextSelection {
  startOffset: number;
  endOffset: number;
  text: string;
  /** Where the selection ends on screen, for the floating button and the picker. */
  rect: { top: number; left: number; bottom: number };
}

/**
 * The current window selection as offsets into `container`'s text, or null when nothing (or
 * something outside it) is selected. The container renders the note's text as is (marks only wrap
 * runs of it), so the length of the text before the selection is its offset.
 */
export function selectionOffsets(container: HTMLElement | null): TextSelection | null {
  const selection = window.getSelection();
  if (!container || !selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const before = document.createRange();
  before.selectNodeContents(container);
  before.setEnd(range.startContainer, range.startOffset);
  const startOffset = before.toString().length;
  const text = range.toString();
  if (text.trim().length === 0) return null;
  const box = range.getBoundingClientRect();
  return {
    startOffset,
    endOffset: startOffset + text.length,
    text,
    rect: { top: box.top, left: box.left + box.width / 2, bottom: box.bottom },
  };
}

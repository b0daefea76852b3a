import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** Nodes whose content is inline text: each one is a line of the note's plain text. */
const TEXTBLOCKS = new Set(['paragraph', 'heading', 'codeBlock']);

/** What an inline leaf reads as in the plain text (as the server's documentText reads it). */
function leafText(node: ProseMirrorNode): string {
  if (node.type.name === 'hardBreak') return '\n';
  if (node.type.name === 'mention') return `@${String(node.attrs.label ?? node.attrs.id ?? '')}`;
  return '';
}

/**
 * The editor positions of [start, end) of the note's plain text (its textblocks joined by "\n",
 * mentions as "@label": the text the server's offsets count in, documentText on the server), or
 * null when the range is not in the document (it changed since the offsets were taken).
 */
export function plainTextRange(
  doc: ProseMirrorNode,
  start: number,
  end: number,
): { from: number; to: number } | null {
  let offset = 0;
  let blocks = 0;
  let from: number | null = null;
  let to: number | null = null;
  doc.descendants((node, pos) => {
    if (to !== null) return false;
    if (!TEXTBLOCKS.has(node.type.name)) return true;
    if (blocks++ > 0) offset += 1;
    node.forEach((child, childOffset) => {
      const text = child.isText ? (child.text ?? '') : leafText(child);
      const at = pos + 1 + childOffset;
      if (from === null && start >= offset && start < offset + text.length)
        from = child.isText ? at + (start - offset) : at;
      if (to === null && end > offset && end <= offset + text.length)
        to = child.isText ? at + (end - offset) : at + child.nodeSize;
      offset += text.length;
    });
    return false;
  });
  return from !== null && to !== null && to > from ? { from, to } : null;
}

import * as Y from 'yjs';

/** The Y.XmlFragment the tiptap Collaboration extension binds the editor to (its default `field`). */
export const DOCUMENT_FIELD = 'default';

/** Nodes whose content is inline text: each one is a line of the plain text. */
const TEXTBLOCKS = new Set(['paragraph', 'heading', 'codeBlock']);

/**
 * A run of the plain text and where it lives in the Y document: characters of a Y.XmlText, or one
 * inline leaf node (a mention, a hard break) at `index` in its parent element.
 */
type Piece =
  | { kind: 'text'; type: Y.XmlText; start: number; length: number }
  | { kind: 'leaf'; parent: Y.XmlElement; index: number; start: number; length: number };

/** The plain text of a document and the pieces it is made of, in order. */
export interface DocumentText {
  text: string;
  pieces: Piece[];
}

/** What an inline leaf node reads as in the plain text (the same as tiptap's renderText of each). */
function leafText(element: Y.XmlElement): string {
  if (element.nodeName === 'hardBreak') return '\n';
  if (element.nodeName === 'mention') {
    const label = element.getAttribute('label') ?? element.getAttribute('id') ?? '';
    return `@${String(label)}`;
  }
  return '';
}

/** The characters of a Y.XmlText without its formatting (toString() writes marks as tags). */
export function xmlTextString(type: Y.XmlText): string {
  let text = '';
  for (const op of type.toDelta() as { insert: unknown }[]) {
    // y-prosemirror writes inline nodes as elements, never as embeds; an embed counts as one character.
    text += typeof op.insert === 'string' ? op.insert : '\uFFFC';
  }
  return text;
}

/**
 * The plain text of a collaborative document: its textblocks (paragraphs, headings, code blocks,
 * wherever they are nested: lists, quotes, table cells) joined by "\n"; mentions read "@label",
 * hard breaks "\n", other leaves (images, horizontal rules, highlight cards) nothing. This is what
 * notes.content holds and what highlight offsets count in, so it is computed here and nowhere else.
 */
export function documentText(doc: Y.Doc): DocumentText {
  const pieces: Piece[] = [];
  let text = '';
  let blocks = 0;
  const visitBlock = (block: Y.XmlElement) => {
    if (blocks++ > 0) text += '\n';
    block.toArray().forEach((child, index) => {
      if (child instanceof Y.XmlText) {
        const value = xmlTextString(child);
        pieces.push({ kind: 'text', type: child, start: text.length, length: value.length });
        text += value;
      } else if (child instanceof Y.XmlElement) {
        const value = leafText(child);
        pieces.push({ kind: 'leaf', parent: block, index, start: text.length, length: value.length });
        text += value;
      }
    });
  };
  const walk = (parent: Y.XmlFragment | Y.XmlElement) => {
    for (const child of parent.toArray()) {
      if (!(child instanceof Y.XmlElement)) continue;
      if (TEXTBLOCKS.has(child.nodeName)) visitBlock(child);
      else walk(child);
    }
  };
  walk(doc.getXmlFragment(DOCUMENT_FIELD));
  return { text, pieces };
}

/**
 * A Yjs relative position for a plain-text offset that follows its character through every later
 * edit, concurrent ones too. `start` sticks to the character at `offset` (text typed just before a
 * highlight stays outside it); `end` sticks to the character before `offset` (text typed just after
 * stays outside too). Block separators carry no position of their own: the nearest character inside
 * the range is taken. Null when the range holds no anchorable character.
 */
export function anchorAt(
  content: DocumentText,
  offset: number,
  side: 'start' | 'end',
): Y.RelativePosition | null {
  if (side === 'start') {
    for (const piece of content.pieces) {
      if (piece.length === 0 || piece.start + piece.length <= offset) continue;
      const at = Math.max(offset, piece.start) - piece.start;
      return piece.kind === 'text'
        ? Y.createRelativePositionFromTypeIndex(piece.type, at, 0)
        : Y.createRelativePositionFromTypeIndex(piece.parent, piece.index, 0);
    }
    return null;
  }
  for (let i = content.pieces.length - 1; i >= 0; i--) {
    const piece = content.pieces[i] as Piece;
    if (piece.length === 0 || piece.start >= offset) continue;
    const at = Math.min(offset, piece.start + piece.length) - piece.start;
    return piece.kind === 'text'
      ? Y.createRelativePositionFromTypeIndex(piece.type, at, -1)
      : Y.createRelativePositionFromTypeIndex(piece.parent, piece.index + 1, -1);
  }
  return null;
}

/**
 * The plain-text offset a relative position stands at now, or null when the text it was anchored
 * in no longer exists (its whole block was deleted).
 */
export function offsetOf(doc: Y.Doc, content: DocumentText, position: Y.RelativePosition): number | null {
  const absolute = Y.createAbsolutePositionFromRelativePosition(position, doc);
  if (!absolute) return null;
  const { type, index } = absolute;
  if (type instanceof Y.XmlText) {
    const piece = content.pieces.find((p) => p.kind === 'text' && p.type === type);
    return piece ? piece.start + Math.min(index, piece.length) : null;
  }
  const leaves = content.pieces.filter((p) => p.kind === 'leaf' && p.parent === type);
  const after = leaves.find((p) => p.kind === 'leaf' && p.index >= index);
  if (after) return after.start;
  const last = leaves.at(-1);
  return last ? last.start + last.length : null;
}

/** Where a highlight's anchors stand now: its offsets and text, or detached when its text is gone. */
export interface ResolvedRange {
  startOffset: number;
  endOffset: number;
  text: string;
  detached: boolean;
}

/** Resolves a start/end anchor pair against the document as it is now. */
export function resolveRange(
  doc: Y.Doc,
  content: DocumentText,
  start: Y.RelativePosition,
  end: Y.RelativePosition,
): ResolvedRange {
  let from = offsetOf(doc, content, start);
  let to = offsetOf(doc, content, end);
  // A quote neither starts nor ends with a line break (its first or last line's words were deleted).
  if (from !== null && to !== null) {
    while (from < to && content.text[from] === '\n') from++;
    while (to > from && content.text[to - 1] === '\n') to--;
  }
  if (from === null || to === null || to <= from) {
    const at = from ?? to ?? 0;
    return { startOffset: at, endOffset: at, text: '', detached: true };
  }
  return { startOffset: from, endOffset: to, text: content.text.slice(from, to), detached: false };
}

/** A relative position as stored in the database and sent to the editor (base64 in GraphQL). */
export function encodeAnchor(position: Y.RelativePosition): Buffer {
  return Buffer.from(Y.encodeRelativePosition(position));
}

/** A stored anchor, which this server wrote; a client's anchor is read by readClientAnchor instead. */
export function decodeAnchor(bytes: Uint8Array): Y.RelativePosition {
  return Y.decodeRelativePosition(bytes);
}

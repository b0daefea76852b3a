/** A ProseMirror JSON node of a note's document. */
export interface DocumentNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: DocumentNode[];
}

/** Blocks whose text is kept as it is: code is not prose. */
const KEPT_AS_IS = new Set(['codeBlock']);

/** Whether a node holds text directly (a paragraph, a heading, a list item's paragraph). */
function isTextBlock(node: DocumentNode): boolean {
  return (node.content ?? []).some((child) => child.type === 'text' || child.type === 'hardBreak');
}

/** A text block's text: its text nodes in order, a hard break as a new line. */
export function blockText(node: DocumentNode): string {
  return (node.content ?? [])
    .map((c) => (c.type === 'text' ? (c.text ?? '') : c.type === 'hardBreak' ? '\n' : ''))
    .join('');
}

/** The text blocks of a document to translate, in document order (empty ones and code left out). */
export function translatableBlocks(doc: DocumentNode): DocumentNode[] {
  const found: DocumentNode[] = [];
  const walk = (node: DocumentNode) => {
    if (KEPT_AS_IS.has(node.type)) return;
    if (isTextBlock(node)) {
      if (blockText(node).trim()) found.push(node);
      return;
    }
    for (const child of node.content ?? []) walk(child);
  };
  walk(doc);
  return found;
}

/**
 * A note's document translated block by block (paragraph by paragraph, heading by heading, each list
 * item's text): the structure is kept node for node (headings stay headings at their level, lists stay
 * lists, the number of blocks is the source's); each block's text is replaced by `translate`'s answer
 * for it. Marks are kept when the whole block carries the same ones (a bold line stays bold); marks on
 * a part of a block cannot be placed in the translated words and are dropped. Highlights are not part
 * of the document and are not carried over. `progress` hears blocks done out of all.
 */
export async function translateDocument(
  doc: DocumentNode,
  translate: (text: string) => Promise<string>,
  progress: (done: number, total: number) => void = () => undefined,
): Promise<DocumentNode> {
  const copy = structuredClone(doc);
  const blocks = translatableBlocks(copy);
  for (const [i, block] of blocks.entries()) {
    const translated = (await translate(blockText(block))).trim();
    const marks = sharedMarks(block);
    const lines = translated.split('\n');
    block.content = lines.flatMap((line, j) => [
      ...(j > 0 ? [{ type: 'hardBreak' }] : []),
      ...(line ? [{ type: 'text', text: line, ...(marks ? { marks } : {}) }] : []),
    ]);
    progress(i + 1, blocks.length);
  }
  return copy;
}

/** The marks every text node of a block carries alike, or null. */
function sharedMarks(block: DocumentNode): DocumentNode['marks'] | null {
  const texts = (block.content ?? []).filter((c) => c.type === 'text');
  const first = JSON.stringify(texts[0]?.marks ?? []);
  if (first === '[]' || texts.some((t) => JSON.stringify(t.marks ?? []) !== first)) return null;
  return texts[0].marks ?? null;
}

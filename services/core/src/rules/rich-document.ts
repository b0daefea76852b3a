import { z } from 'zod';

/**
 * A ProseMirror document as the tiptap editor writes it (`editor.getJSON()`): a `doc` node whose
 * nodes carry a type and optional attrs, content, text and marks. Checked where a document enters
 * the API, so a JSON column never holds something the editor cannot open.
 */
export interface RichNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichNode[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
}

const richNode: z.ZodType<RichNode> = z.lazy(() =>
  z.object({
    type: z.string().min(1).max(100),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(richNode).optional(),
    text: z.string().optional(),
    marks: z
      .array(
        z.object({ type: z.string().min(1).max(100), attrs: z.record(z.string(), z.unknown()).optional() }),
      )
      .optional(),
  }),
);

/** A whole document: its root is always `doc`. */
export const richDocumentSchema = richNode.refine((node) => node.type === 'doc', {
  message: 'The document root must be a doc node.',
});

/** The name of the node an insight uses to embed a highlight (web: modules/insights/highlight-card). */
export const HIGHLIGHT_CARD_NODE = 'highlightCard';

/** The ids of every highlight card in a document, in order, without repeats. */
export function highlightCardIds(doc: RichNode | null | undefined): string[] {
  const ids = new Set<string>();
  const visit = (node: RichNode): void => {
    const id = node.attrs?.highlightId;
    if (node.type === HIGHLIGHT_CARD_NODE && typeof id === 'string') ids.add(id);
    for (const child of node.content ?? []) visit(child);
  };
  if (doc) visit(doc);
  return [...ids];
}

/**
 * A copy of a document whose highlight cards point at what `resolve` gives for their id: the
 * highlight's canonical id when the reader may see it, null otherwise (the card then shows as
 * unavailable, and a public page never learns the id). Other attributes of a card are dropped.
 */
export function withResolvedHighlightCards(doc: RichNode, resolve: (id: string) => string | null): RichNode {
  const visit = (node: RichNode): RichNode => {
    if (node.type === HIGHLIGHT_CARD_NODE) {
      const id = node.attrs?.highlightId;
      return { ...node, attrs: { highlightId: typeof id === 'string' ? resolve(id) : null } };
    }
    return node.content ? { ...node, content: node.content.map(visit) } : node;
  };
  return visit(doc);
}

/** The plain text of a document: blocks on their own lines, for search and export. */
export function richDocumentText(doc: RichNode | null | undefined): string {
  const blocks: string[] = [];
  const inline = (node: RichNode): string =>
    node.text ?? (node.type === 'hardBreak' ? '\n' : (node.content ?? []).map(inline).join(''));
  const visit = (node: RichNode): void => {
    const children = node.content ?? [];
    if (children.length > 0 && children.every((c) => c.text !== undefined || c.type === 'hardBreak')) {
      blocks.push(children.map(inline).join(''));
      return;
    }
    for (const child of children) visit(child);
  };
  if (doc) visit(doc);
  return blocks.filter((b) => b.length > 0).join('\n');
}

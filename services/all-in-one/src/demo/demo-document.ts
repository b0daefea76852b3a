/** A tiptap block node of the demo's documents. */
type Block = Record<string, unknown>;

const paragraph = (text: string): Block => ({ type: 'paragraph', content: [{ type: 'text', text }] });

/**
 * The demo's plain text as document blocks: one paragraph per line, and runs of lines that start
 * with "- " as one bullet list, so the seeded insight reads as a written one (a real list, not
 * dashes at the start of paragraphs).
 */
export function demoTextBlocks(content: string): Block[] {
  const blocks: Block[] = [];
  let items: Block[] = [];
  const closeList = () => {
    if (items.length > 0) blocks.push({ type: 'bulletList', content: items });
    items = [];
  };
  for (const line of content.split('\n')) {
    if (line.startsWith('- ')) {
      items.push({ type: 'listItem', content: [paragraph(line.slice(2))] });
      continue;
    }
    closeList();
    if (line.length > 0) blocks.push(paragraph(line));
  }
  closeList();
  return blocks;
}

import { HIGHLIGHT_CARD_NODE, type RichNode } from '@fieldnote/core';

/** A highlight card as the export writes it: the quote, its note's title and its tags. */
export interface MarkdownCard {
  quote: string;
  noteTitle: string;
  tags: string[];
}

/** Characters that would start Markdown syntax inside running text. */
const MARKDOWN_SPECIAL = /([\\`*_[\]#<>|])/g;

function escapeText(text: string): string {
  return text.replace(MARKDOWN_SPECIAL, '\\$1');
}

function inline(node: RichNode): string {
  if (node.type === 'hardBreak') return '  \n';
  if (node.text === undefined) return (node.content ?? []).map(inline).join('');
  const marks = new Set((node.marks ?? []).map((mark) => mark.type));
  const code = marks.has('code');
  let text = code ? `\`${node.text.replace(/`/g, "'")}\`` : escapeText(node.text);
  if (marks.has('bold')) text = `**${text}**`;
  if (marks.has('italic')) text = `*${text}*`;
  if (marks.has('strike')) text = `~~${text}~~`;
  const link = node.marks?.find((mark) => mark.type === 'link')?.attrs?.href;
  if (typeof link === 'string' && /^https?:\/\//i.test(link))
    text = `[${text}](${link.replace(/[()\s]/g, encodeURIComponent)})`;
  return text;
}

/** Every line of `text` prefixed (a quote's "> ", a list item's indent). */
function prefixed(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? first : rest) + line)
    .join('\n');
}

/**
 * An insight's document as CommonMark: headings, paragraphs, lists, quotes, code and rules as the
 * editor writes them; a highlight card as a quote with its note and tags, or, when `cards` has no
 * entry for it (deleted, or not readable by the member exporting), a line saying it is not available.
 */
export function insightMarkdown(
  title: string,
  doc: RichNode | null,
  plainText: string,
  cards: Map<string, MarkdownCard>,
): string {
  const block = (node: RichNode): string => {
    const children = node.content ?? [];
    switch (node.type) {
      case 'heading': {
        const level = Math.min(6, Math.max(1, Number(node.attrs?.level ?? 2)));
        // The insight's title is the one level-1 heading: the document's headings sit below it.
        return `${'#'.repeat(Math.min(6, level + 1))} ${children.map(inline).join('')}`;
      }
      case 'paragraph':
        return children.map(inline).join('');
      case 'blockquote':
        return prefixed(children.map(block).join('\n\n'), '> ', '> ');
      case 'bulletList':
        return children.map((item) => prefixed(blocksOf(item), '- ', '  ')).join('\n');
      case 'orderedList': {
        const start = Number(node.attrs?.start ?? 1);
        return children
          .map((item, i) => {
            const marker = `${start + i}. `;
            return prefixed(blocksOf(item), marker, ' '.repeat(marker.length));
          })
          .join('\n');
      }
      case 'codeBlock':
        return `\`\`\`\n${children.map((c) => c.text ?? '').join('')}\n\`\`\``;
      case 'horizontalRule':
        return '---';
      case HIGHLIGHT_CARD_NODE: {
        const id = node.attrs?.highlightId;
        const card = typeof id === 'string' ? cards.get(id.toLowerCase()) : undefined;
        if (!card) return '> *This highlight is not available.*';
        const source = `> — ${escapeText(card.noteTitle)}${card.tags.length ? ` · ${card.tags.map(escapeText).join(', ')}` : ''}`;
        return `${prefixed(escapeText(card.quote), '> “', '> ')}”\n>\n${source}`;
      }
      default:
        return children.length > 0 ? blocksOf(node) : inline(node);
    }
  };
  const blocksOf = (node: RichNode): string =>
    (node.content ?? [])
      .map(block)
      .filter((b) => b !== '')
      .join('\n\n');

  const body = doc ? blocksOf(doc) : escapeText(plainText);
  return `# ${escapeText(title)}\n\n${body}\n`;
}

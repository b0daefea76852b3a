/** A data point quoted in an insight: its words and who wrote them, when, with what rating. */
export interface QuotedDatapoint {
  text: string;
  author: string | null;
  rating: number | null;
  occurredAt: string;
}

/** What the insight is written from: a theme or a topic of a channel, and how many data points it holds. */
export interface InsightSource {
  kind: 'theme' | 'topic';
  title: string;
  channelTitle: string;
  /** The page of the theme or topic, as an absolute address the insight links to. */
  url: string;
  total: number;
}

type Mark = { type: 'link'; attrs: { href: string } } | { type: 'italic' } | { type: 'bold' };
interface TextNode {
  type: 'text';
  text: string;
  marks?: Mark[];
}
interface BlockNode {
  type: 'paragraph' | 'blockquote' | 'heading';
  attrs?: { level: number };
  content?: (TextNode | BlockNode)[];
}

const text = (value: string, marks?: Mark[]): TextNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const paragraph = (...content: TextNode[]): BlockNode => ({ type: 'paragraph', content });

/** "— maya_uxr, Nov 24, 2026, ★★☆☆☆": who said it, as the quote's byline. */
export function byline(datapoint: QuotedDatapoint, locale?: string): string {
  const date = new Date(datapoint.occurredAt).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const stars = datapoint.rating
    ? `, ${'★'.repeat(datapoint.rating)}${'☆'.repeat(5 - datapoint.rating)}`
    : '';
  return `— ${datapoint.author?.trim() || 'Anonymous'}, ${date}${stars}`;
}

/**
 * The first draft of an insight written from a theme or topic, as the editor's ProseMirror JSON: a
 * line saying where the evidence comes from (linked to its page), then each chosen data point as a
 * quote with its byline. The member writes the finding above the evidence.
 */
export function insightDocument(source: InsightSource, quotes: QuotedDatapoint[], locale?: string) {
  const count = source.total === 1 ? '1 data point' : `${source.total.toLocaleString(locale)} data points`;
  const content: BlockNode[] = [
    paragraph(
      text(`Evidence from the ${source.kind} `),
      text(source.title, [{ type: 'link', attrs: { href: source.url } }]),
      text(` of the channel ${source.channelTitle} (${count}).`),
    ),
  ];
  if (quotes.length > 0) {
    content.push({ type: 'heading', attrs: { level: 2 }, content: [text('In their words')] });
    for (const quote of quotes) {
      content.push({
        type: 'blockquote',
        content: [paragraph(text(quote.text)), paragraph(text(byline(quote, locale), [{ type: 'italic' }]))],
      });
    }
  }
  return { type: 'doc', content };
}

import type { RichNode } from '@fieldnote/core';
import { insightPdf, pdfSafe } from './insight-pdf';
import type { MarkdownCard } from './insight-markdown';

/** The lines of text the PDF shows, page after page, as a PDF reader extracts them (pdf.js, through unpdf). */
async function drawnLines(pdf: Buffer): Promise<string[]> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

const text = (value: string, marks?: string[]): RichNode => ({
  type: 'text',
  text: value,
  ...(marks ? { marks: marks.map((type) => ({ type })) } : {}),
});
const paragraph = (...content: RichNode[]): RichNode => ({ type: 'paragraph', content });
const item = (value: string): RichNode => ({ type: 'listItem', content: [paragraph(text(value))] });

describe('insightPdf', () => {
  it('should draw the title, headings, paragraphs, lists and each card with its quote and source', async () => {
    const doc: RichNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('What we saw')] },
        paragraph(text('People '), text('miss', ['bold']), text(' the annual plan.')),
        { type: 'bulletList', content: [item('One'), item('Two')] },
        { type: 'orderedList', attrs: { start: 3 }, content: [item('Third')] },
        { type: 'highlightCard', attrs: { highlightId: 'A0000000-0000-4000-8000-000000000001' } },
        { type: 'highlightCard', attrs: { highlightId: '00000000-0000-4000-8000-000000000002' } },
      ],
    };
    const cards = new Map<string, MarkdownCard>([
      [
        'a0000000-0000-4000-8000-000000000001',
        { quote: 'hidden below the fold', noteTitle: 'Interview with Bo', tags: ['Pricing', 'UX'] },
      ],
    ]);

    const pdf = await insightPdf('Annual plans are hard to find', doc, '', cards, { compress: false });

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await drawnLines(pdf)).toEqual([
      'Annual plans are hard to find',
      'What we saw',
      'People miss the annual plan.',
      '• One',
      '• Two',
      '3. Third',
      '“hidden below the fold”',
      '— Interview with Bo · Pricing, UX',
      'This highlight is not available.',
    ]);
  });

  it('should write the plain text when the insight has no document, and "?" for what its fonts cannot draw', async () => {
    const pdf = await insightPdf('Notes', null, 'Plain words 漢字', new Map(), { compress: false });
    expect(await drawnLines(pdf)).toEqual(['Notes', 'Plain words ??']);
    expect(pdfSafe('a\tb€✓漢😀')).toBe('a    b€✓??');
  });

  it('should draw Cyrillic, Greek and Armenian in the title, the text, a card and its source', async () => {
    const doc: RichNode = {
      type: 'doc',
      content: [
        paragraph(text('Клиенты ждут '), text('годовой план', ['bold']), text('.')),
        paragraph(text('Οι πελάτες θέλουν ετήσιο πλάνο', ['italic'])),
        { type: 'highlightCard', attrs: { highlightId: 'a0000000-0000-4000-8000-000000000001' } },
      ],
    };
    const cards = new Map<string, MarkdownCard>([
      [
        'a0000000-0000-4000-8000-000000000001',
        { quote: 'Պետք է տարեկան պլան', noteTitle: 'Интервью с Анной', tags: ['Цены'] },
      ],
    ]);

    const pdf = await insightPdf('Годовые планы', doc, '', cards, { compress: false });

    expect(await drawnLines(pdf)).toEqual([
      'Годовые планы',
      'Клиенты ждут годовой план.',
      'Οι πελάτες θέλουν ετήσιο πλάνο',
      '“Պետք է տարեկան պլան”',
      '— Интервью с Анной · Цены',
    ]);
  });
});

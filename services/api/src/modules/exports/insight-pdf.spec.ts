import type { RichNode } from '@fieldnote/core';
import { insightPdf, pdfSafe } from './insight-pdf';
import type { MarkdownCard } from './insight-markdown';

/** The lines of text an uncompressed PDF draws: each TJ array's hex strings, decoded and joined. */
function drawnLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)].map((m) =>
    [...(m[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
      .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
      .join(''),
  );
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
    const lines = drawnLines(pdf);
    expect(lines).toEqual([
      'Annual plans are hard to find',
      'What we saw',
      'People ',
      'miss',
      ' the annual plan.',
      '\x95',
      'One',
      '\x95',
      'Two',
      '3.',
      'Third',
      // WinAnsi's bullet, curly quotes and dash are bytes 0x95, 0x93, 0x94 and 0x97.
      '\x93hidden below the fold\x94',
      '\x97 Interview with Bo · Pricing, UX',
      'This highlight is not available.',
    ]);
  });

  it('should write the plain text when the insight has no document, and "?" for what its fonts cannot draw', async () => {
    const pdf = await insightPdf('Notes', null, 'Plain words 漢字', new Map(), { compress: false });
    expect(drawnLines(pdf)).toEqual(['Notes', 'Plain words ??']);
    expect(pdfSafe('a\tb€✓')).toBe('a    b€?');
  });
});

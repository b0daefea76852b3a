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

  it('should write the plain text when the insight has no document, and "?" for what no font draws', async () => {
    const pdf = await insightPdf('Notes', null, 'Plain words 漢字 😀', new Map(), { compress: false });
    expect(await drawnLines(pdf)).toEqual(['Notes', 'Plain words 漢字 ?']);
    expect(pdfSafe('a\tb€✓漢😀')).toBe('a    b€✓漢?');
  });

  it('should draw Chinese, Japanese and Korean in the title, headings, text, code, a card and its source', async () => {
    const doc: RichNode = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('我们看到了什么')] },
        paragraph(text('客户需要'), text('年度计划', ['bold']), text(' (annual plan).')),
        paragraph(text('お客様は'), text('年間プラン', ['italic']), text('を探しています。')),
        paragraph(text('고객은 연간 요금제를 찾지 못했습니다.')),
        { type: 'codeBlock', content: [text('price = "价格"')] },
        { type: 'highlightCard', attrs: { highlightId: 'a0000000-0000-4000-8000-000000000001' } },
      ],
    };
    const cards = new Map<string, MarkdownCard>([
      [
        'a0000000-0000-4000-8000-000000000001',
        { quote: '연간 요금제가 어디 있나요?', noteTitle: '김민지 인터뷰', tags: ['가격', 'UX'] },
      ],
    ]);

    const pdf = await insightPdf('年度计划很难找到', doc, '', cards, { compress: false });

    expect(await drawnLines(pdf)).toEqual([
      '年度计划很难找到',
      '我们看到了什么',
      '客户需要年度计划 (annual plan).',
      'お客様は年間プランを探しています。',
      '고객은 연간 요금제를 찾지 못했습니다.',
      'price = "价格"',
      '“연간 요금제가 어디 있나요?”',
      '— 김민지 인터뷰 · 가격, UX',
    ]);
    // Each region's face is embedded as a subset; bold Chinese (the title, the heading) in the Bold face.
    const fonts = new Set(
      [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]),
    );
    expect([...fonts].filter((f) => f!.startsWith('Noto')).sort()).toEqual([
      'NotoSansHans-Bold',
      'NotoSansHans-Regular',
      'NotoSansJP-Regular',
      'NotoSansKR-Regular',
    ]);
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
    // No CJK face is embedded in a document that draws nothing in one.
    expect(pdf.toString('latin1')).not.toContain('NotoSans');

    expect(await drawnLines(pdf)).toEqual([
      'Годовые планы',
      'Клиенты ждут годовой план.',
      'Οι πελάτες θέλουν ετήσιο πλάνο',
      '“Պետք է տարեկան պլան”',
      '— Интервью с Анной · Цены',
    ]);
  });
});

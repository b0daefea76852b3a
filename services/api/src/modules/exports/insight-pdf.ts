import { HIGHLIGHT_CARD_NODE, type RichNode } from '@fieldnote/core';
import PDFDocument from 'pdfkit';
import type { MarkdownCard } from './insight-markdown';
import { type PdfFace, everyFaceDraws, pdfFontBytes } from './pdf-fonts';

/** Points: A4 with 56 pt margins. */
const MARGIN = 56;
const INDENT = 18;
const BODY_SIZE = 11;
const HEADING_SIZES = [20, 16, 14, 12, 12, 12];
/** The faces pdfkit knows the bundled fonts by (registered on each document, see pdf-fonts.ts). */
const FONTS: Record<PdfFace, PdfFace> = {
  regular: 'regular',
  bold: 'bold',
  italic: 'italic',
  boldItalic: 'boldItalic',
  code: 'code',
};

/**
 * The text as the PDF can draw it: a tab as four spaces, control characters dropped, and a character
 * the bundled fonts have no glyph for (Chinese, Japanese, Korean, emoji) written as "?" rather than
 * as an empty box.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\t') out += '    ';
    else if (ch === '\n') out += ch;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else out += everyFaceDraws(code) ? ch : '?';
  }
  return out;
}

interface Run {
  text: string;
  font: string;
  link?: string;
}

function inlineRuns(node: RichNode, out: Run[] = []): Run[] {
  if (node.type === 'hardBreak') {
    out.push({ text: '\n', font: FONTS.regular });
    return out;
  }
  if (node.text === undefined) {
    for (const child of node.content ?? []) inlineRuns(child, out);
    return out;
  }
  const marks = new Set((node.marks ?? []).map((mark) => mark.type));
  const bold = marks.has('bold');
  const italic = marks.has('italic');
  const font = marks.has('code')
    ? FONTS.code
    : bold && italic
      ? FONTS.boldItalic
      : bold
        ? FONTS.bold
        : italic
          ? FONTS.italic
          : FONTS.regular;
  const href = node.marks?.find((mark) => mark.type === 'link')?.attrs?.href;
  out.push({
    text: pdfSafe(node.text),
    font,
    ...(typeof href === 'string' && /^https?:\/\//i.test(href) ? { link: href } : {}),
  });
  return out;
}

/**
 * An insight as a PDF (A4): its title, its document's headings, paragraphs (bold, italic, code and
 * links kept), bulleted and numbered lists, quotes, code blocks and rules, and each highlight card
 * as its quote with its source (the note it comes from and its tags); a card the member cannot read
 * (deleted, or in a project hidden from them) is a line saying it is not available. Resolves with
 * the file's bytes (`compress: false`: its page streams left readable, for tests).
 */
export function insightPdf(
  title: string,
  doc: RichNode | null,
  plainText: string,
  cards: Map<string, MarkdownCard>,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    compress: options.compress ?? true,
    margin: MARGIN,
    info: { Title: pdfSafe(title), Creator: 'Fieldnote' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const [face, font] of Object.entries(pdfFontBytes())) pdf.registerFont(face, font);
  const width = () => pdf.page.width - MARGIN * 2;

  const paragraph = (runs: Run[], indent: number, gapAfter = 6): void => {
    const live = runs.filter((r) => r.text !== '');
    if (live.length === 0) {
      pdf.moveDown(0.5);
      return;
    }
    live.forEach((run, i) => {
      pdf.font(run.font).fontSize(BODY_SIZE);
      const options = {
        continued: i < live.length - 1,
        width: width() - indent,
        link: run.link ?? null,
        underline: run.link !== undefined,
      };
      if (i === 0) pdf.text(run.text, MARGIN + indent, pdf.y, options);
      else pdf.text(run.text, options);
    });
    pdf.moveDown(gapAfter / BODY_SIZE);
  };

  const block = (node: RichNode, indent: number): void => {
    const children = node.content ?? [];
    switch (node.type) {
      case 'heading': {
        const level = Math.min(6, Math.max(1, Number(node.attrs?.level ?? 2)));
        pdf.moveDown(0.4);
        pdf
          .font(FONTS.bold)
          .fontSize(HEADING_SIZES[level] ?? BODY_SIZE)
          .text(
            inlineRuns(node)
              .map((r) => r.text)
              .join(''),
            MARGIN + indent,
            pdf.y,
            {
              width: width() - indent,
            },
          );
        pdf.moveDown(0.3);
        return;
      }
      case 'paragraph':
        paragraph(inlineRuns(node), indent);
        return;
      case 'blockquote': {
        const top = pdf.y;
        for (const child of children) block(child, indent + INDENT);
        pdf
          .moveTo(MARGIN + indent + 4, top)
          .lineTo(MARGIN + indent + 4, pdf.y - 4)
          .lineWidth(2)
          .strokeColor('#9e9e9e')
          .stroke();
        return;
      }
      case 'bulletList':
      case 'orderedList': {
        const start = Number(node.attrs?.start ?? 1);
        children.forEach((item, i) => {
          const marker = node.type === 'bulletList' ? '•' : `${start + i}.`;
          const y = pdf.y;
          pdf
            .font(FONTS.regular)
            .fontSize(BODY_SIZE)
            .text(marker, MARGIN + indent, y, { width: INDENT, lineBreak: false });
          pdf.y = y;
          const items = item.content ?? [];
          if (items.length === 0) pdf.moveDown(1);
          for (const child of items) block(child, indent + INDENT);
        });
        return;
      }
      case 'codeBlock':
        pdf
          .font(FONTS.code)
          .fontSize(BODY_SIZE - 1)
          .text(pdfSafe(children.map((c) => c.text ?? '').join('')), MARGIN + indent + 8, pdf.y, {
            width: width() - indent - 8,
          });
        pdf.moveDown(0.5);
        return;
      case 'horizontalRule': {
        pdf.moveDown(0.3);
        pdf
          .moveTo(MARGIN + indent, pdf.y)
          .lineTo(MARGIN + width(), pdf.y)
          .lineWidth(0.5)
          .strokeColor('#bdbdbd')
          .stroke();
        pdf.moveDown(0.6);
        return;
      }
      case HIGHLIGHT_CARD_NODE: {
        const id = node.attrs?.highlightId;
        const card = typeof id === 'string' ? cards.get(id.toLowerCase()) : undefined;
        const x = MARGIN + indent + INDENT;
        const top = pdf.y;
        if (!card) {
          pdf
            .font(FONTS.italic)
            .fontSize(BODY_SIZE)
            .fillColor('#616161')
            .text('This highlight is not available.', x, pdf.y, { width: width() - indent - INDENT });
        } else {
          pdf
            .font(FONTS.italic)
            .fontSize(BODY_SIZE)
            .fillColor('#212121')
            .text(`“${pdfSafe(card.quote)}”`, x, pdf.y, { width: width() - indent - INDENT });
          pdf.moveDown(0.2);
          const source = `— ${card.noteTitle}${card.tags.length ? ` · ${card.tags.join(', ')}` : ''}`;
          pdf
            .font(FONTS.regular)
            .fontSize(BODY_SIZE - 2)
            .fillColor('#616161')
            .text(pdfSafe(source), x, pdf.y, { width: width() - indent - INDENT });
        }
        pdf
          .moveTo(x - 8, top)
          .lineTo(x - 8, pdf.y)
          .lineWidth(3)
          .strokeColor('#1e88e5')
          .stroke();
        pdf.fillColor('black');
        pdf.moveDown(0.8);
        return;
      }
      default:
        if (children.length > 0) for (const child of children) block(child, indent);
        else if (node.text !== undefined) paragraph(inlineRuns(node), indent);
    }
  };

  pdf.font(FONTS.bold).fontSize(24).text(pdfSafe(title), { width: width() });
  pdf.moveDown(0.6);
  if (doc) for (const child of doc.content ?? []) block(child, 0);
  else paragraph([{ text: pdfSafe(plainText), font: FONTS.regular }], 0);
  pdf.end();
  return done;
}

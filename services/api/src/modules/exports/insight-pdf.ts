import { HIGHLIGHT_CARD_NODE, type RichNode } from '@fieldnote/core';
import PDFDocument from 'pdfkit';
import type { MarkdownCard } from './insight-markdown';
import {
  type CjkRegion,
  CJK_FONT_FILES,
  type PdfFace,
  cjkFaceName,
  cjkFont,
  cjkPreference,
  cjkRegionFor,
  everyFaceDraws,
  pdfFontBytes,
} from './pdf-fonts';

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

/** A stretch of text in one style, as the document has it. */
interface Run {
  text: string;
  font: PdfFace;
  link?: string;
}

/** A stretch of text as one font draws it: a DejaVu face's name, or a CJK fallback face's. */
interface Drawn {
  text: string;
  font: string;
  link?: string;
}

/** A C0 or C1 control character (drawn as nothing). */
const isControl = (code: number): boolean => code < 0x20 || (code >= 0x7f && code < 0xa0);

/**
 * Each character of a style run, as the PDF draws it, with its font: a tab as four spaces, control
 * characters dropped, a character the DejaVu faces draw in the run's face, a Chinese, Japanese or
 * Korean one in the CJK fallback face of the text's region (`prefer`, see cjkPreference) at the
 * run's weight, and anything no face has (emoji among others) as "?" rather than an empty box.
 */
function* drawnChars(run: Run, prefer: readonly CjkRegion[]): Generator<[font: string, text: string]> {
  const weight = run.font === FONTS.bold || run.font === FONTS.boldItalic ? 'bold' : 'regular';
  for (const ch of run.text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\t') yield [run.font, '    '];
    else if (ch === '\n') yield [run.font, ch];
    else if (isControl(code)) continue;
    else if (everyFaceDraws(code)) yield [run.font, ch];
    else {
      const region = cjkRegionFor(code, prefer);
      yield region ? [cjkFaceName(region, weight), ch] : [run.font, '?'];
    }
  }
}

/** Style runs split where the font changes (per-run font switching), empty ones dropped. */
function drawnRuns(
  runs: Run[],
  prefer: readonly CjkRegion[] = cjkPreference(runs.map((r) => r.text).join('')),
): Drawn[] {
  const out: Drawn[] = [];
  for (const run of runs)
    for (const [font, text] of drawnChars(run, prefer)) {
      const last = out[out.length - 1];
      if (last && last.font === font && last.link === run.link) last.text += text;
      else out.push({ text, font, ...(run.link !== undefined ? { link: run.link } : {}) });
    }
  return out;
}

/** The text as the PDF can draw it, whatever its font: what no face has (emoji…) as "?". */
export function pdfSafe(text: string): string {
  return drawnRuns([{ text, font: FONTS.regular }])
    .map((r) => r.text)
    .join('');
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
    text: node.text,
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
    // Metadata is Unicode text (UTF-16 in the file), whatever the fonts draw.
    info: {
      Title: [...title].filter((ch) => !isControl(ch.codePointAt(0) ?? 0)).join(''),
      Creator: 'Fieldnote',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const [face, font] of Object.entries(pdfFontBytes())) pdf.registerFont(face, font);
  // A CJK face is registered (and so embedded) only when the document draws something in it.
  const registered = new Set<string>(Object.values(FONTS));
  const use = (font: string): void => {
    if (registered.has(font)) return;
    const [, region, weight] = font.split('-') as [string, keyof typeof CJK_FONT_FILES, 'regular' | 'bold'];
    // pdfkit takes a parsed fontkit font as well as bytes; its type declarations name only bytes.
    pdf.registerFont(font, cjkFont(region, weight) as Buffer);
    registered.add(font);
  };
  const width = () => pdf.page.width - MARGIN * 2;

  /** Runs drawn one after the other from (x, the current y) as one wrapped text block. */
  const write = (runs: Drawn[], x: number, size: number, blockWidth: number): boolean => {
    const live = runs.filter((r) => r.text !== '');
    live.forEach((run, i) => {
      use(run.font);
      pdf.font(run.font).fontSize(size);
      const options = {
        continued: i < live.length - 1,
        width: blockWidth,
        link: run.link ?? null,
        underline: run.link !== undefined,
      };
      if (i === 0) pdf.text(run.text, x, pdf.y, options);
      else pdf.text(run.text, options);
    });
    return live.length > 0;
  };

  const paragraph = (runs: Run[], indent: number, gapAfter = 6): void => {
    if (!write(drawnRuns(runs), MARGIN + indent, BODY_SIZE, width() - indent)) {
      pdf.moveDown(0.5);
      return;
    }
    pdf.moveDown(gapAfter / BODY_SIZE);
  };

  const block = (node: RichNode, indent: number): void => {
    const children = node.content ?? [];
    switch (node.type) {
      case 'heading': {
        const level = Math.min(6, Math.max(1, Number(node.attrs?.level ?? 2)));
        pdf.moveDown(0.4);
        write(
          drawnRuns(inlineRuns(node).map((r) => ({ text: r.text, font: FONTS.bold }))),
          MARGIN + indent,
          HEADING_SIZES[level] ?? BODY_SIZE,
          width() - indent,
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
        write(
          drawnRuns([{ text: children.map((c) => c.text ?? '').join(''), font: FONTS.code }]),
          MARGIN + indent + 8,
          BODY_SIZE - 1,
          width() - indent - 8,
        );
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
          pdf.fillColor('#212121');
          write(
            drawnRuns([{ text: `“${card.quote}”`, font: FONTS.italic }]),
            x,
            BODY_SIZE,
            width() - indent - INDENT,
          );
          pdf.moveDown(0.2);
          const source = `— ${card.noteTitle}${card.tags.length ? ` · ${card.tags.join(', ')}` : ''}`;
          pdf.fillColor('#616161');
          write(
            drawnRuns([{ text: source, font: FONTS.regular }]),
            x,
            BODY_SIZE - 2,
            width() - indent - INDENT,
          );
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

  write(drawnRuns([{ text: title, font: FONTS.bold }]), MARGIN, 24, width());
  pdf.moveDown(0.6);
  if (doc) for (const child of doc.content ?? []) block(child, 0);
  else paragraph([{ text: plainText, font: FONTS.regular }], 0);
  pdf.end();
  return done;
}

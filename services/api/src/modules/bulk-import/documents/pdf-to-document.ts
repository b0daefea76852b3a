import { extractTextItems, getDocumentProxy } from 'unpdf';
import type { DocumentJson } from './html-to-document';

/** A run of text on a PDF page as pdf.js reports it (unpdf's StructuredTextItem, the fields read here). */
export interface PdfTextItem {
  str: string;
  /** Baseline height from the page's bottom edge. */
  y: number;
  fontSize: number;
  hasEOL: boolean;
}

interface Line {
  text: string;
  y: number;
  size: number;
}

interface Paragraph {
  text: string;
  size: number;
}

/** A vertical gap wider than this many line heights starts a new paragraph. */
const PARAGRAPH_GAP = 1.5;
/** Text this many times the body's size or larger is a heading of level 1, then of level 2. */
const HEADING_1 = 1.5;
const HEADING_2 = 1.2;
/** Longer runs of large text are a paragraph set large, not a heading. */
const MAX_HEADING_LENGTH = 200;

/**
 * The note document of a PDF file's text: pdf.js (through unpdf's serverless build, no worker) reads
 * each page's text runs with their position and size, which become lines, then paragraphs where the
 * vertical gap is wide, and headings where the text is markedly larger than the body's. A PDF is
 * laid-out pages, not a structured document: this recovers its paragraphs and headings, not its
 * lists or emphasis. Throws when the file is not a readable PDF (broken, or locked by a password).
 */
export async function pdfToDocument(bytes: Buffer): Promise<DocumentJson> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { items } = await extractTextItems(pdf);
    return pdfPagesToDocument(items);
  } finally {
    // Frees the parsed document (pdf.js keeps it until its loading task is destroyed).
    await pdf.loadingTask.destroy();
  }
}

/** The document of pages of text runs (see pdfToDocument); exported for its unit tests. */
export function pdfPagesToDocument(pages: readonly (readonly PdfTextItem[])[]): DocumentJson {
  const paragraphs = pages.flatMap((items) => paragraphsOf(linesOf(items)));
  const body = bodySize(paragraphs);
  return {
    type: 'doc',
    content: paragraphs.map((paragraph) => {
      const content = [{ type: 'text', text: paragraph.text }];
      const level = headingLevel(paragraph, body);
      return level ? { type: 'heading', attrs: { level }, content } : { type: 'paragraph', content };
    }),
  };
}

function linesOf(items: readonly PdfTextItem[]): Line[] {
  const lines: Line[] = [];
  let line: Line | null = null;
  const close = () => {
    if (line && line.text.trim()) lines.push({ ...line, text: line.text.replace(/\s+/g, ' ').trim() });
    line = null;
  };
  for (const item of items) {
    if (item.str) {
      const current = line as Line | null;
      // A run well above or below the current line's baseline starts a line of its own.
      if (current && Math.abs(current.y - item.y) > Math.max(current.size, item.fontSize) / 2) close();
      if (line === null) line = { text: '', y: item.y, size: 0 };
      const open: Line = line;
      open.text += item.str;
      open.size = Math.max(open.size, item.fontSize);
    }
    if (item.hasEOL) close();
  }
  close();
  return lines;
}

function paragraphsOf(lines: Line[]): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let previous: Line | null = null;
  for (const line of lines) {
    const last = paragraphs.at(-1);
    const joins =
      previous !== null &&
      last !== undefined &&
      previous.y - line.y <= PARAGRAPH_GAP * Math.max(previous.size, line.size) &&
      previous.y > line.y &&
      Math.abs(previous.size - line.size) < 0.5;
    if (joins && last) {
      // A word hyphenated at the line's end is joined back together.
      last.text = /\p{L}-$/u.test(last.text)
        ? `${last.text.slice(0, -1)}${line.text}`
        : `${last.text} ${line.text}`;
    } else {
      paragraphs.push({ text: line.text, size: line.size });
    }
    previous = line;
  }
  return paragraphs;
}

/** The font size most of the text is set in (by characters). */
function bodySize(paragraphs: Paragraph[]): number {
  const bySize = new Map<number, number>();
  for (const { text, size } of paragraphs) {
    const key = Math.round(size * 2) / 2;
    bySize.set(key, (bySize.get(key) ?? 0) + text.length);
  }
  let best = 0;
  let most = -1;
  for (const [size, count] of bySize) {
    if (count > most) [best, most] = [size, count];
  }
  return best;
}

function headingLevel(paragraph: Paragraph, body: number): 1 | 2 | null {
  if (body <= 0 || paragraph.text.length > MAX_HEADING_LENGTH) return null;
  if (paragraph.size >= body * HEADING_1) return 1;
  if (paragraph.size >= body * HEADING_2) return 2;
  return null;
}

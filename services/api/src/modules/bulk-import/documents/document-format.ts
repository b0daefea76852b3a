import type { DocumentJson } from './html-to-document';
import { docxToDocument } from './docx-to-document';
import { markdownToDocument } from './markdown-to-document';
import { pdfToDocument } from './pdf-to-document';
import { textToDocument } from './text-to-document';

/** The kinds of files imported as notes. */
export type DocumentFormat = 'TEXT' | 'MARKDOWN' | 'DOCX' | 'PDF';

/** How each format is named to people, in refusals. */
export const DOCUMENT_FORMAT_NAMES: Record<DocumentFormat, string> = {
  TEXT: 'text',
  MARKDOWN: 'Markdown',
  DOCX: 'Word',
  PDF: 'PDF',
};

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The format of a file whose content was already classified (its `mime` decided from the bytes and
 * checked against the name): text by name (.txt or .text, .md or .markdown), DOCX and PDF by their
 * signature. Null for anything else.
 */
export function documentFormatOf(extension: string, mime: string): DocumentFormat | null {
  if (mime === 'application/pdf') return 'PDF';
  if (mime === DOCX_MIME) return 'DOCX';
  if (mime === 'text/markdown') return 'MARKDOWN';
  if (mime === 'text/plain' && (extension === 'txt' || extension === 'text')) return 'TEXT';
  return null;
}

/** The note document of a file of `format`; rejects when the file cannot be read as one. */
export async function documentOf(format: DocumentFormat, bytes: Buffer): Promise<DocumentJson> {
  switch (format) {
    case 'PDF':
      return pdfToDocument(bytes);
    case 'DOCX':
      return docxToDocument(bytes);
    case 'MARKDOWN':
      return markdownToDocument(decodeText(bytes));
    case 'TEXT':
      return textToDocument(decodeText(bytes));
  }
}

/** UTF-8 text without a byte order mark (content classification has checked it is UTF-8). */
function decodeText(bytes: Buffer): string {
  return new TextDecoder('utf-8').decode(bytes);
}

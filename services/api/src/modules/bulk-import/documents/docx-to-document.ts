import mammoth from 'mammoth';
import { type DocumentJson, htmlToDocument } from './html-to-document';

/**
 * The note document of a Word (.docx) file: mammoth turns its paragraphs' styles into HTML
 * (Heading 1… into h1…, lists, bold, italics, links, tables), which the editor's schema then reads.
 * Throws when the file is not a readable Word document.
 */
export async function docxToDocument(bytes: Buffer): Promise<DocumentJson> {
  const { value } = await mammoth.convertToHtml({ buffer: bytes });
  return htmlToDocument(value);
}

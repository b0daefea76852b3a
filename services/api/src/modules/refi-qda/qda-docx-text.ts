import mammoth from 'mammoth';

/** The part of mammoth's document model that carries text (its `transformDocument` hands it over). */
interface DocxElement {
  type: string;
  value?: string;
  breakType?: string;
  children?: DocxElement[];
}

/** The text of a paragraph's content: runs, hyperlinks and fields flattened; tabs and line breaks kept. */
function inlineText(element: DocxElement): string {
  if (element.type === 'text') return element.value ?? '';
  if (element.type === 'tab') return '\t';
  if (element.type === 'break') return element.breakType === 'line' ? '\n' : '';
  return (element.children ?? []).map(inlineText).join('');
}

/** Every paragraph of the body in reading order (those of table cells too), as plain text. */
function collectParagraphs(element: DocxElement, into: string[]): void {
  if (element.type === 'paragraph') {
    into.push(inlineText(element));
    return;
  }
  for (const child of element.children ?? []) collectParagraphs(child, into);
}

/**
 * The paragraphs of a Word (.docx) source, as plain text, read with mammoth: what a QDA tool turned
 * into the source's plain text when it exported only the rich text. Throws when the bytes are not a
 * readable Word document.
 */
export async function docxParagraphs(bytes: Uint8Array): Promise<string[]> {
  const paragraphs: string[] = [];
  await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    {
      transformDocument: (document: DocxElement) => {
        collectParagraphs(document, paragraphs);
        return document;
      },
    },
  );
  return paragraphs;
}

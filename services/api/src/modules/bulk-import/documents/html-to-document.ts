import { DOMParser } from '@tiptap/pm/model';
import { parseHTML } from 'linkedom';
import { documentSchema } from '../../collaboration';

/** A ProseMirror document as JSON: what notes keep in `content_json`. */
export type DocumentJson = Record<string, unknown>;

/**
 * The note document of an HTML fragment (what mammoth makes of a DOCX file and markdown-it of
 * Markdown), parsed by the editor's own schema: headings, lists, bold, italics, links, quotes, code
 * and tables keep their structure, anything the editor has no node for is reduced to its text.
 * Images are dropped first: an imported file's pictures would be data URIs or remote addresses, and
 * the original file stays attached to the note anyway.
 */
export function htmlToDocument(html: string): DocumentJson {
  const { document } = parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`);
  for (const image of Array.from(document.querySelectorAll('img')) as { remove(): void }[]) image.remove();
  // linkedom's nodes are DOM nodes as far as ProseMirror's parser reads them (a structural subset).
  const body = document.body as unknown as Node;
  return DOMParser.fromSchema(documentSchema()).parse(body).toJSON() as DocumentJson;
}

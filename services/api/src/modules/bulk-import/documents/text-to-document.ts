import type { DocumentJson } from './html-to-document';

/** The note document of plain text: one paragraph per line (blank lines kept), as a typed note. */
export function textToDocument(source: string): DocumentJson {
  const lines = source.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  return {
    type: 'doc',
    content: lines.map((line) => ({
      type: 'paragraph',
      ...(line.length > 0 ? { content: [{ type: 'text', text: line }] } : {}),
    })),
  };
}

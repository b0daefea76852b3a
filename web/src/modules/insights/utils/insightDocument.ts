import type { JSONContent } from '@tiptap/react';

/**
 * The document to open: the stored ProseMirror JSON, or for an insight that only has plain text
 * (written before rich text) one paragraph per line.
 */
export function insightDocument(contentJson: string | null, content: string): JSONContent {
  if (contentJson) {
    try {
      return JSON.parse(contentJson) as JSONContent;
    } catch {
      // Unreadable JSON falls back to the plain text below rather than an empty page.
    }
  }
  const lines = content.split('\n');
  return {
    type: 'doc',
    content: lines.map((line) =>
      line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' },
    ),
  };
}

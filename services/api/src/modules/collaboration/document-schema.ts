import { type Extensions, Node, getSchema, mergeAttributes } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { Mention } from '@tiptap/extension-mention';
import { TableKit } from '@tiptap/extension-table';
import type { Schema } from '@tiptap/pm/model';
import { StarterKit } from '@tiptap/starter-kit';

/**
 * An insight's embedded highlight (the insights editor renders it as a card with the quote, the
 * source note and the tags). Only its schema lives here: an atom block with the highlight's id, so
 * documents holding one survive every server round trip.
 */
export const HighlightCard = Node.create({
  name: 'highlightCard',
  group: 'block',
  atom: true,
  addAttributes() {
    return { highlightId: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'div[data-highlight-card]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ 'data-highlight-card': '' }, HTMLAttributes)];
  },
});

/**
 * The document schema of notes and insights on the server: the same nodes and marks as the web
 * editor (web/src/modules/editor/utils/editorExtensions.ts): StarterKit (headings, lists, quotes,
 * code, links…), images, tables, mentions and highlight cards. The server needs it to turn stored
 * ProseMirror JSON into a collaborative document.
 */
export const DOCUMENT_EXTENSIONS: Extensions = [
  StarterKit.configure({ undoRedo: false }),
  Image,
  TableKit,
  Mention,
  HighlightCard,
];

let schema: Schema | undefined;

/** The ProseMirror schema of DOCUMENT_EXTENSIONS, built once. */
export function documentSchema(): Schema {
  schema ??= getSchema(DOCUMENT_EXTENSIONS);
  return schema;
}

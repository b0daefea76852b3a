import { prosemirrorJSONToYXmlFragment, yXmlFragmentToProsemirrorJSON } from 'y-prosemirror';
import * as Y from 'yjs';
import { documentSchema } from './document-schema';
import { DOCUMENT_FIELD } from './document-text.util';

/** The stored columns a collaborative document is made from. */
export interface StoredDocument {
  content: string;
  contentJson: Record<string, unknown> | null;
  ydoc: Uint8Array | null;
}

/** ProseMirror JSON of plain text: one paragraph per line, so the plain text reads back the same. */
export function plainTextToJson(content: string): Record<string, unknown> {
  return {
    type: 'doc',
    content: content.split('\n').map((line) => ({
      type: 'paragraph',
      ...(line.length > 0 ? { content: [{ type: 'text', text: line }] } : {}),
    })),
  };
}

/**
 * The Yjs state of a stored note or insight: its ydoc when it has one; otherwise built from its
 * ProseMirror JSON or, failing that, from its plain text. The build is deterministic (a fixed client
 * id): two processes building the same never-opened document produce the same Yjs items, so
 * highlight anchors taken in one resolve in the other and merging both changes nothing.
 */
export function storedDocumentState(stored: StoredDocument): Uint8Array {
  if (stored.ydoc && stored.ydoc.length > 0) return stored.ydoc;
  const doc = new Y.Doc();
  doc.clientID = 0;
  const json = stored.contentJson ?? plainTextToJson(stored.content.replace(/\r\n?/g, '\n'));
  prosemirrorJSONToYXmlFragment(documentSchema(), json, doc.getXmlFragment(DOCUMENT_FIELD));
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

/** A fresh Y.Doc holding the stored document. */
export function loadStoredDocument(stored: StoredDocument): Y.Doc {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, storedDocumentState(stored));
  return doc;
}

/** The stored note's or insight's document as the editor's ProseMirror JSON (what its Yjs state holds). */
export function storedDocumentJson(stored: StoredDocument): Record<string, unknown> {
  const doc = loadStoredDocument(stored);
  try {
    return yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(DOCUMENT_FIELD));
  } finally {
    doc.destroy();
  }
}

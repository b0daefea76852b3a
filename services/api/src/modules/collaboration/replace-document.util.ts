import { prosemirrorJSONToYXmlFragment } from 'y-prosemirror';
import type { RichNode } from '@fieldnote/core';
import type * as Y from 'yjs';
import { documentSchema } from './document-schema';
import { DOCUMENT_FIELD } from './document-text.util';

/**
 * Makes the collaborative document read the ProseMirror `json` (an API caller's updateInsight). y-prosemirror
 * updates the shared fragment in place, keeping the blocks that did not change, so open editors see only
 * the difference and carets elsewhere stay where they were.
 */
export function replaceDocument(doc: Y.Doc, json: RichNode): void {
  prosemirrorJSONToYXmlFragment(documentSchema(), json, doc.getXmlFragment(DOCUMENT_FIELD));
}

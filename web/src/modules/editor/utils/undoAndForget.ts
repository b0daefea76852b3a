import type { Editor } from '@tiptap/react';
import { yUndoPluginKey } from '@tiptap/y-tiptap';
import * as Y from 'yjs';

/**
 * Undoes the member's last change and makes the document forget it, so that reconnecting does not
 * send it again. An undo only marks the change's items deleted, and the undo history keeps them (for
 * a redo): the resync would still carry the refused structure, and the server would refuse it again.
 * So the history is cleared and the deleted items are collected, as Yjs does for any deletion that no
 * undo keeps. Returns false when there was nothing to undo.
 */
export function undoAndForget(editor: Editor, doc: Y.Doc): boolean {
  if (!editor.commands.undo()) return false;
  const undo = yUndoPluginKey.getState(editor.state) as { undoManager: Y.UndoManager } | undefined;
  undo?.undoManager.clear();
  Y.tryGc(Y.createDeleteSetFromStructStore(doc.store), doc.store, doc.gcFilter);
  return true;
}

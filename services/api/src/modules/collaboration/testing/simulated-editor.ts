import type { Node as PmNode } from '@tiptap/pm/model';
import { type Mapping, Transform } from '@tiptap/pm/transform';
import { initProseMirrorDoc, updateYFragment } from 'y-prosemirror';
import * as Y from 'yjs';
import { documentSchema } from '../document-schema';
import { DOCUMENT_FIELD } from '../document-text.util';

type Meta = ReturnType<typeof initProseMirrorDoc>['meta'];

/**
 * A member's editor without a browser: a ProseMirror document bound to its own Y.Doc the way the
 * Collaboration extension binds them (y-prosemirror's updateYFragment writes each ProseMirror
 * change into the Y document in one transaction; a Y change is read back into ProseMirror), with
 * the extension's undo manager (Y.UndoManager over the fragment, tracking the editor's own
 * transactions). Every edit goes through ProseMirror's own transforms, so splits, joins and pastes
 * change the Y document exactly as typing in the browser does.
 */
export class SimulatedEditor {
  readonly doc = new Y.Doc();
  readonly undoManager: Y.UndoManager;
  /** The position mapping of the last edit made through `edit` (ProseMirror's own). */
  lastMapping: Mapping | null = null;
  private pm!: PmNode;
  private meta!: Meta;
  private readonly origin = { editor: true };

  constructor(state: Uint8Array) {
    Y.applyUpdate(this.doc, state);
    this.undoManager = new Y.UndoManager(this.fragment, {
      trackedOrigins: new Set([this.origin]),
      captureTimeout: 0,
    });
    this.read();
    // Changes that are not this editor's (a merge, an undo) are read back, as the binding does.
    this.doc.on('afterTransaction', (transaction: Y.Transaction) => {
      if (transaction.origin !== this.origin) this.read();
    });
  }

  get fragment(): Y.XmlFragment {
    return this.doc.getXmlFragment(DOCUMENT_FIELD);
  }

  get node(): PmNode {
    return this.pm;
  }

  /** Every position where the caret can stand in text (inside a textblock). */
  caretPositions(): number[] {
    const positions: number[] = [];
    this.pm.descendants((node, pos) => {
      if (!node.isTextblock) return true;
      for (let at = pos + 1; at <= pos + 1 + node.content.size; at++) positions.push(at);
      return false;
    });
    return positions;
  }

  /** The ProseMirror position before the plain-text offset's character (text made of paragraphs). */
  positionOf(offset: number): number {
    let seen = 0;
    let found = -1;
    this.pm.descendants((node, pos) => {
      if (found >= 0) return false;
      if (!node.isTextblock) return true;
      if (offset <= seen + node.textContent.length) found = pos + 1 + (offset - seen);
      seen += node.textContent.length + 1;
      return false;
    });
    return found;
  }

  /**
   * The plain-text offset (documentText's: textblocks joined by "\n") of a ProseMirror position. A
   * position between two blocks counts as the next block's start (`side` 1) or the previous one's
   * end (`side` -1).
   */
  offsetOf(position: number, side: 1 | -1): number {
    let seen = 0;
    let found = -1;
    let previousEnd = 0;
    this.pm.descendants((node, pos) => {
      if (found >= 0) return false;
      if (!node.isTextblock) return true;
      if (position <= pos) found = side === 1 ? seen : previousEnd;
      else if (position <= pos + 1 + node.content.size)
        found = seen + Math.max(0, Math.min(position - pos - 1, node.textContent.length));
      previousEnd = seen + node.textContent.length;
      seen += node.textContent.length + 1;
      return false;
    });
    return found >= 0 ? found : previousEnd;
  }

  /** Applies a ProseMirror change; false when it cannot be made here (the transform refuses it). */
  edit(change: (tr: Transform) => void): boolean {
    const tr = new Transform(this.pm);
    try {
      change(tr);
    } catch {
      return false;
    }
    if (!tr.docChanged) return false;
    this.pm = tr.doc;
    this.lastMapping = tr.mapping;
    const steps = this.undoManager.undoStack.length;
    Y.transact(this.doc, () => updateYFragment(this.doc, this.fragment, this.pm, this.meta), this.origin);
    // A change the Y document does not record (ProseMirror redrew a boundary it had) is none.
    if (this.undoManager.undoStack.length > steps) return true;
    this.read();
    return false;
  }

  type(pos: number, text: string): boolean {
    return this.edit((tr) => tr.insert(pos, documentSchema().text(text)));
  }

  /** Enter: the textblock splits at `pos`. */
  enter(pos: number): boolean {
    return this.edit((tr) => tr.split(pos));
  }

  /** Deletes [from, to): across a block boundary this joins the blocks, as Backspace does. */
  delete(from: number, to: number): boolean {
    return this.edit((tr) => tr.delete(from, to));
  }

  /** Pastes plain text over [from, to) (a boundary inside it joins the blocks). */
  paste(from: number, to: number, text: string): boolean {
    return this.edit((tr) => tr.replaceWith(from, to, documentSchema().text(text)));
  }

  undo(): boolean {
    return this.undoManager.undo() !== null;
  }

  redo(): boolean {
    return this.undoManager.redo() !== null;
  }

  private read(): void {
    const { doc, meta } = initProseMirrorDoc(this.fragment, documentSchema());
    this.pm = doc;
    this.meta = meta;
  }
}

import * as Y from 'yjs';
import { AnchorMoves } from '../anchor-moves';
import { storedDocumentState } from '../build-document';
import { type ResolvedRange, anchorAt, documentText, resolveRange } from '../document-text.util';
import { SimulatedEditor } from './simulated-editor';

/** A highlight as the server keeps it: anchors in the server's copy of the document. */
export interface SessionHighlight {
  start: Y.RelativePosition;
  end: Y.RelativePosition;
}

/**
 * The server's copy of a note and members' editors of it, as the collaboration server holds them:
 * every editor transaction reaches the server as one update (what the provider sends), and the
 * server follows its highlights' anchors with AnchorMoves. Editors exchange updates only through
 * `sync`, so edits made between two syncs are concurrent.
 */
export class HighlightSession {
  readonly server = new Y.Doc();
  readonly moves: AnchorMoves;
  readonly editors: SimulatedEditor[];

  constructor(text: string, editors = 1) {
    const state = storedDocumentState({ content: text, contentJson: null, ydoc: null });
    Y.applyUpdate(this.server, state);
    this.moves = new AnchorMoves(this.server);
    this.editors = Array.from({ length: editors }, () => {
      const editor = new SimulatedEditor(state);
      editor.doc.on('update', (update: Uint8Array, origin: unknown) => {
        if (origin !== this) Y.applyUpdate(this.server, update, editor);
      });
      return editor;
    });
  }

  get editor(): SimulatedEditor {
    return this.editors[0] as SimulatedEditor;
  }

  /** The server's plain text. */
  text(): string {
    return documentText(this.server).text;
  }

  /** Highlights [from, to) of the server's plain text, as createHighlight does. */
  highlight(from: number, to: number): SessionHighlight {
    const content = documentText(this.server);
    const start = anchorAt(content, from, 'start');
    const end = anchorAt(content, to, 'end');
    if (!start || !end) throw new Error(`nothing to anchor in [${from}, ${to})`);
    this.moves.watch(start);
    this.moves.watch(end);
    return { start, end };
  }

  /** Where the highlight stands on the server now (what the store writes). */
  resolve(highlight: SessionHighlight): ResolvedRange {
    return resolveRange(
      this.server,
      documentText(this.server),
      this.moves.follow(highlight.start),
      this.moves.follow(highlight.end),
    );
  }

  /** Every editor receives what the server has (the other members' edits). */
  sync(): void {
    for (const editor of this.editors)
      Y.applyUpdate(editor.doc, Y.encodeStateAsUpdate(this.server, Y.encodeStateVector(editor.doc)), this);
  }
}

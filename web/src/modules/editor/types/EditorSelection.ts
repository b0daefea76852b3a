/** A non-empty selection in the editor: its text, Yjs anchors (base64) and where it is on screen. */
export interface EditorSelection {
  text: string;
  startAnchor: string;
  endAnchor: string;
  rect: { top: number; left: number; bottom: number };
}

/** A highlight as the editor marks it: live, from its anchors in the shared document. */
export interface EditorHighlight {
  id: string;
  startAnchor: string | null;
  endAnchor: string | null;
  detached: boolean;
  color: string;
  title: string;
}

/**
 * Where the document stands: what the save indicator shows. `refused`: the server refused the last
 * edit and the connection waits for the member to undo it.
 */
export type SaveState = 'connecting' | 'saving' | 'saved' | 'offline' | 'readOnly' | 'refused';

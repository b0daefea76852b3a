import type { EditorState } from '@tiptap/pm/state';
import {
  absolutePositionToRelativePosition,
  relativePositionToAbsolutePosition,
  ySyncPluginKey,
} from '@tiptap/y-tiptap';
import * as Y from 'yjs';

/** What the sync plugin of the Collaboration extension holds: the shared type and its mapping. */
interface SyncState {
  doc: Y.Doc;
  type: Y.XmlFragment;
  binding: { mapping: Parameters<typeof relativePositionToAbsolutePosition>[3] } | null;
}

function syncState(state: EditorState): SyncState | null {
  const sync = ySyncPluginKey.getState(state) as SyncState | undefined;
  return sync?.binding ? sync : null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(value: string): Uint8Array {
  return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
}

/**
 * The selection [from, to) as the server's highlight anchors: the start sticks to its first
 * character, the end to its last one (Yjs assoc -1), so text typed at either edge stays outside.
 * Null when the selection holds no character or the document is not bound yet.
 */
export function selectionAnchors(
  state: EditorState,
  from: number,
  to: number,
): { startAnchor: string; endAnchor: string } | null {
  const sync = syncState(state);
  if (!sync?.binding) return null;
  // Edges on block boundaries move inside the text, where anchors can hold on to characters.
  while (from < to && state.doc.resolve(from).parentOffset === state.doc.resolve(from).parent.content.size)
    from++;
  while (to > from && state.doc.resolve(to).parentOffset === 0) to--;
  if (to <= from) return null;
  // y-tiptap names the character left of a position (assoc -1): after the first character that is
  // the first one, re-associated to stick to it from the left; at `to` it is the last one already.
  const first = absolutePositionToRelativePosition(
    from + 1,
    sync.type,
    sync.binding.mapping,
  ) as Y.RelativePosition;
  const end = absolutePositionToRelativePosition(to, sync.type, sync.binding.mapping) as Y.RelativePosition;
  if (!first.item || !end.item) return null;
  const start = new Y.RelativePosition(first.type, first.tname, first.item, 0);
  return {
    startAnchor: toBase64(Y.encodeRelativePosition(start)),
    endAnchor: toBase64(Y.encodeRelativePosition(end)),
  };
}

/** Where a highlight's anchors stand in the editor now, or null when its text is gone. */
export function anchoredRange(
  state: EditorState,
  startAnchor: string,
  endAnchor: string,
): { from: number; to: number } | null {
  const sync = syncState(state);
  if (!sync?.binding) return null;
  try {
    const from = relativePositionToAbsolutePosition(
      sync.doc,
      sync.type,
      Y.decodeRelativePosition(fromBase64(startAnchor)),
      sync.binding.mapping,
    );
    const to = relativePositionToAbsolutePosition(
      sync.doc,
      sync.type,
      Y.decodeRelativePosition(fromBase64(endAnchor)),
      sync.binding.mapping,
    );
    if (from === null || to === null || to <= from) return null;
    return { from, to: Math.min(to, state.doc.content.size) };
  } catch {
    return null;
  }
}

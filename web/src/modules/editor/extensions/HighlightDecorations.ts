import { Extension } from '@tiptap/react';
import { type EditorState, Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { EditorHighlight } from '../types/EditorSelection';
import { anchoredRange } from '../utils/anchors';

/** A transaction carrying this meta makes the marks be drawn again (new highlights, new active one). */
export const highlightDecorationsKey = new PluginKey<null>('highlightDecorations');

export interface HighlightDecorationsStorage {
  highlights: EditorHighlight[];
  activeId: string | null;
}

/** Hex colour with alpha, for the mark's background. */
function tint(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  return `#${hex}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

function build(state: EditorState, storage: HighlightDecorationsStorage): DecorationSet {
  const decorations: Decoration[] = [];
  for (const highlight of storage.highlights) {
    if (highlight.detached || !highlight.startAnchor || !highlight.endAnchor) continue;
    const range = anchoredRange(state, highlight.startAnchor, highlight.endAnchor);
    if (!range) continue;
    const active = highlight.id === storage.activeId;
    decorations.push(
      Decoration.inline(range.from, range.to, {
        nodeName: 'mark',
        'data-testid': 'highlight-mark',
        'data-highlight-id': highlight.id,
        id: `highlight-${highlight.id}`,
        title: highlight.title,
        style: `background:${tint(highlight.color, active ? 0.38 : 0.2)};color:inherit;border-bottom:2px solid ${highlight.color};border-radius:2px;cursor:pointer;${active ? `outline:2px solid ${tint(highlight.color, 0.6)};` : ''}`,
      }),
    );
  }
  return DecorationSet.create(state.doc, decorations);
}

/**
 * Marks the note's highlights in the editor from their Yjs anchors, so they move with their words
 * as anyone types, before the server stores anything. Rebuilt when the document or the list changes.
 */
export const HighlightDecorations = Extension.create<
  { onSelect: (id: string) => void },
  HighlightDecorationsStorage
>({
  name: 'highlightDecorations',
  addOptions() {
    return { onSelect: () => undefined };
  },
  addStorage() {
    return { highlights: [], activeId: null };
  },
  addProseMirrorPlugins() {
    const storage = this.storage;
    const onSelect = this.options.onSelect;
    let cached: { doc: EditorState['doc']; version: unknown; set: DecorationSet } | null = null;
    let version = {};
    return [
      new Plugin({
        key: highlightDecorationsKey,
        state: {
          init: () => null,
          apply: (tr) => {
            if (tr.getMeta(highlightDecorationsKey)) version = {};
            return null;
          },
        },
        props: {
          decorations(state) {
            if (cached?.doc !== state.doc || cached.version !== version)
              cached = { doc: state.doc, version, set: build(state, storage) };
            return cached.set;
          },
          handleClick(_view, _pos, event) {
            const mark = (event.target as HTMLElement | null)?.closest('mark[data-highlight-id]');
            const id = mark?.getAttribute('data-highlight-id');
            if (id) onSelect(id);
            return false;
          },
        },
      }),
    ];
  },
});

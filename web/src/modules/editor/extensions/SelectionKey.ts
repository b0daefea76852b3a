import { Extension } from '@tiptap/react';

/**
 * One plain key that acts on a non-empty selection instead of typing over it (the note page's H
 * highlights the selection, as the button beside it says). With no selection the key types as usual.
 */
export const SelectionKey = Extension.create<{ key: string; onKey: () => boolean }>({
  name: 'selectionKey',
  addOptions() {
    return { key: 'h', onKey: () => false };
  },
  addKeyboardShortcuts() {
    const { key, onKey } = this.options;
    return {
      [key]: ({ editor }) => !editor.state.selection.empty && onKey(),
      [key.toUpperCase()]: ({ editor }) => !editor.state.selection.empty && onKey(),
    };
  },
});

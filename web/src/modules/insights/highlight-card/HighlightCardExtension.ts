import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Node, ReactNodeViewRenderer, mergeAttributes } from '@tiptap/react';
import { HighlightCardView } from './HighlightCardView';
import { highlightIdFromLink } from './highlightLink';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    highlightCard: {
      /** Inserts a card of the highlight at the selection. */
      insertHighlightCard: (highlightId: string) => ReturnType;
    };
  }
}

/** The node name; the API looks for it in documents (services/core rich-document.ts). */
export const HIGHLIGHT_CARD_NODE = 'highlightCard';

/**
 * A highlight embedded in a document as a card (quote, source note, tags): an atom block node
 * whose only attribute is `highlightId`. Pasting a highlight link of this workspace
 * (`…/data/{noteId}#highlight-{id}`) inserts a card instead of the text. The card reads its
 * highlight from the HighlightSourceContext around the editor.
 */
export const HighlightCard = Node.create({
  name: HIGHLIGHT_CARD_NODE,
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      highlightId: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-highlight-id'),
        renderHTML: (attributes: { highlightId?: string | null }) =>
          attributes.highlightId ? { 'data-highlight-id': attributes.highlightId } : {},
      },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-highlight-card]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ 'data-highlight-card': '' }, HTMLAttributes)];
  },

  addNodeView() {
    return ReactNodeViewRenderer(HighlightCardView);
  },

  addCommands() {
    return {
      insertHighlightCard:
        (highlightId: string) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { highlightId } }),
    };
  },

  addProseMirrorPlugins() {
    const editor = this.editor;
    return [
      new Plugin({
        key: new PluginKey('highlightCardPaste'),
        props: {
          handlePaste: (_view, event) => {
            const id = highlightIdFromLink(event.clipboardData?.getData('text/plain') ?? '');
            if (!id) return false;
            return editor.commands.insertHighlightCard(id);
          },
        },
      }),
    ];
  },
});

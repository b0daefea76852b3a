import { Node, mergeAttributes } from '@tiptap/core';

/**
 * An insight's embedded highlight: an atom block holding the highlight's id. The same schema as the
 * server's (services/api/src/modules/collaboration/document-schema.ts); the insights editor gives it
 * a view that shows the quote, source note and tags.
 */
export const HighlightCard = Node.create({
  name: 'highlightCard',
  group: 'block',
  atom: true,
  addAttributes() {
    return { highlightId: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'div[data-highlight-card]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ 'data-highlight-card': '' }, HTMLAttributes)];
  },
});

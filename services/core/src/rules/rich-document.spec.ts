import {
  highlightCardIds,
  richDocumentSchema,
  richDocumentText,
  withResolvedHighlightCards,
} from './rich-document';

const doc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Findings' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Onboarding ' },
        { type: 'text', text: 'is slow', marks: [{ type: 'bold' }] },
        { type: 'hardBreak' },
        { type: 'text', text: 'for everyone.' },
      ],
    },
    { type: 'highlightCard', attrs: { highlightId: 'a' } },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] },
      ],
    },
    { type: 'highlightCard', attrs: { highlightId: 'b' } },
    { type: 'highlightCard', attrs: { highlightId: 'a' } },
    { type: 'paragraph' },
  ],
};

describe('rich documents', () => {
  it('should accept a tiptap document and refuse a root that is not a doc or a node without a type', () => {
    expect(richDocumentSchema.safeParse(doc).success).toBe(true);
    expect(richDocumentSchema.safeParse({ type: 'paragraph' }).success).toBe(false);
    expect(richDocumentSchema.safeParse({ type: 'doc', content: [{ text: 'x' }] }).success).toBe(false);
    expect(richDocumentSchema.safeParse('doc').success).toBe(false);
  });

  it('should give the plain text with one block per line', () => {
    expect(richDocumentText(doc)).toBe('Findings\nOnboarding is slow\nfor everyone.\nOne');
  });

  it('should list each embedded highlight once, in order', () => {
    expect(highlightCardIds(doc)).toEqual(['a', 'b']);
    expect(highlightCardIds(null)).toEqual([]);
  });

  it('should point every card, however deep, at what resolve gives, and drop a card id it does not resolve', () => {
    const nested = {
      type: 'doc',
      content: [
        { type: 'highlightCard', attrs: { highlightId: 'A', quote: 'stashed text' } },
        { type: 'blockquote', content: [{ type: 'highlightCard', attrs: { highlightId: 'b' } }] },
        { type: 'highlightCard' },
        { type: 'paragraph', content: [{ type: 'text', text: 'kept' }] },
      ],
    };
    const resolved = withResolvedHighlightCards(nested, (id) => (id === 'A' ? 'a' : null));
    expect(resolved).toEqual({
      type: 'doc',
      content: [
        { type: 'highlightCard', attrs: { highlightId: 'a' } },
        { type: 'blockquote', content: [{ type: 'highlightCard', attrs: { highlightId: null } }] },
        { type: 'highlightCard', attrs: { highlightId: null } },
        { type: 'paragraph', content: [{ type: 'text', text: 'kept' }] },
      ],
    });
    // The stored document is left as it was.
    expect(nested.content[0]).toEqual({
      type: 'highlightCard',
      attrs: { highlightId: 'A', quote: 'stashed text' },
    });
  });
});

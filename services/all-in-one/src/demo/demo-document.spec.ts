import { demoTextBlocks } from './demo-document';

describe('demo insight documents', () => {
  it('should turn runs of "- " lines into one bullet list between paragraphs', () => {
    expect(demoTextBlocks('We heard:\n- one\n- two\n\nSo: act.')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'We heard:' }] },
      {
        type: 'bulletList',
        content: [
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] },
          { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two' }] }] },
        ],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'So: act.' }] },
    ]);
  });

  it('should close a list that ends the text, and keep a dash inside a line as text', () => {
    const blocks = demoTextBlocks('Plain - not a list\n- last');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'bulletList']);
    expect(blocks[0]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'Plain - not a list' }] });
  });
});

import { blockText, translatableBlocks, translateDocument, type DocumentNode } from './translate-document';

const DOC: DocumentNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Interview' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'The export ' },
        { type: 'text', text: 'fails', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' often.' },
      ],
    },
    { type: 'paragraph' },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Search is slow' }] }],
        },
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Tags', marks: [{ type: 'italic' }] }] },
          ],
        },
      ],
    },
    { type: 'codeBlock', content: [{ type: 'text', text: 'npm run build' }] },
  ],
};

describe(translateDocument.name, () => {
  it('should translate each text block once, in order, leaving empty blocks and code alone', async () => {
    const asked: string[] = [];
    await translateDocument(DOC, async (text) => {
      asked.push(text);
      return text.toUpperCase();
    });
    expect(asked).toEqual(['Interview', 'The export fails often.', 'Search is slow', 'Tags']);
  });

  it('should keep the structure node for node: headings, lists and paragraphs, with the translated text', async () => {
    const sut = await translateDocument(DOC, async (text) => `«${text}»`);
    expect(sut.content?.map((n) => n.type)).toEqual(DOC.content?.map((n) => n.type));
    expect(sut.content?.[0]).toEqual({
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: '«Interview»' }],
    });
    expect(blockText(sut.content![1])).toBe('«The export fails often.»');
    expect(sut.content?.[2]).toEqual({ type: 'paragraph' });
    expect(translatableBlocks(sut).map(blockText)).toEqual([
      '«Interview»',
      '«The export fails often.»',
      '«Search is slow»',
      '«Tags»',
    ]);
    // A block's own marks stay when all of it had them; a part's cannot be placed and are dropped.
    expect(sut.content?.[3].content?.[1].content?.[0].content?.[0].marks).toEqual([{ type: 'italic' }]);
    expect(sut.content?.[1].content?.every((c) => !c.marks)).toBe(true);
    expect(blockText(sut.content![4])).toBe('npm run build');
    // The source document is not changed.
    expect(blockText(DOC.content![0])).toBe('Interview');
  });

  it('should keep line breaks of the answer as hard breaks and tell progress block by block', async () => {
    const heard: string[] = [];
    const sut = await translateDocument(
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }] },
      async () => 'one\ntwo',
      (done, total) => heard.push(`${done}/${total}`),
    );
    expect(sut.content?.[0].content).toEqual([
      { type: 'text', text: 'one' },
      { type: 'hardBreak' },
      { type: 'text', text: 'two' },
    ]);
    expect(heard).toEqual(['1/1']);
  });
});

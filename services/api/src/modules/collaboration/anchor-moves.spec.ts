import { HighlightSession } from './testing/highlight-session';

const NOTE = 'Interview with Dana\nSecond line of text here.';

function session(text = NOTE, editors = 1) {
  const s = new HighlightSession(text, editors);
  const from = s.text().indexOf('Second line');
  return { s, highlight: s.highlight(from, from + 'Second line'.length), from };
}

describe('AnchorMoves', () => {
  it('should keep a highlight on its words when Enter splits it and the new line is typed into (issue 35)', () => {
    const { s, highlight, from } = session();
    const editor = s.editor;
    expect(editor.enter(editor.positionOf(from + 3))).toBe(true);
    expect(s.resolve(highlight).text).toBe('Sec\nond line');
    expect(editor.type(editor.positionOf(from + 4), 'INSERTED.')).toBe(true);
    expect(s.resolve(highlight).text).toBe('Sec\nINSERTED.ond line');
    editor.undo();
    expect(s.resolve(highlight).text).toBe('Sec\nond line');
    editor.undo();
    expect(s.text()).toBe(NOTE);
    expect(s.resolve(highlight)).toMatchObject({
      text: 'Second line',
      startOffset: from,
      endOffset: from + 11,
    });
    expect(editor.undo()).toBe(false);
    expect(s.resolve(highlight).text).toBe('Second line');
    editor.redo();
    expect(s.resolve(highlight).text).toBe('Sec\nond line');
  });

  it('should keep a highlight on its words when its paragraph is joined to the one before and split again', () => {
    const { s, highlight, from } = session();
    const editor = s.editor;
    // Backspace at the start of "Second…": the paragraphs join.
    expect(editor.delete(editor.positionOf(from) - 2, editor.positionOf(from))).toBe(true);
    expect(s.text()).toBe('Interview with DanaSecond line of text here.');
    expect(s.resolve(highlight).text).toBe('Second line');
    editor.undo();
    expect(s.resolve(highlight)).toMatchObject({ text: 'Second line', startOffset: from });
    editor.redo();
    expect(s.resolve(highlight).text).toBe('Second line');
  });

  it('should keep the remaining words when a paste replaces text across the highlight end and a boundary', () => {
    const { s, highlight, from } = session('Second line of text here.\nThird line.');
    const editor = s.editor;
    expect(editor.paste(editor.positionOf(from + 7), editor.positionOf(from + 32), 'X')).toBe(true);
    expect(s.text()).toBe('Second Xline.');
    expect(s.resolve(highlight).text).toBe('Second ');
    editor.undo();
    expect(s.resolve(highlight).text).toBe('Second line');
  });

  it('should keep a highlight on its words when another member splits its paragraph while one types', () => {
    const { s, highlight, from } = session(NOTE, 2);
    const [a, b] = s.editors as [NonNullable<(typeof s.editors)[0]>, NonNullable<(typeof s.editors)[0]>];
    a.enter(a.positionOf(from));
    b.type(b.positionOf(from + 'Second line of text here.'.length), ' More.');
    s.sync();
    expect(s.text()).toBe('Interview with Dana\n\nSecond line of text here. More.');
    expect(s.resolve(highlight).text).toBe('Second line');
    expect(a.node.eq(b.node)).toBe(true);
  });
});

import * as Y from 'yjs';
import { loadStoredDocument, storedDocumentState } from './build-document';
import { anchorAt, documentText, resolveRange } from './document-text.util';
import { replacePlainText } from './replace-plain-text.util';

/** A document as the editor would store it, from ProseMirror JSON. */
function fromJson(json: Record<string, unknown>): Y.Doc {
  return loadStoredDocument({ content: '', contentJson: json, ydoc: null });
}

function fromText(content: string): Y.Doc {
  return loadStoredDocument({ content, contentJson: null, ydoc: null });
}

/** Two members' copies of one document, kept in sync by hand. */
function twoCopies(content: string): [Y.Doc, Y.Doc] {
  const a = fromText(content);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  return [a, b];
}

function sync(a: Y.Doc, b: Y.Doc): void {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
}

function line(doc: Y.Doc, index: number): Y.XmlText {
  return (doc.getXmlFragment('default').get(index) as Y.XmlElement).get(0) as Y.XmlText;
}

function anchors(doc: Y.Doc, quote: string) {
  const content = documentText(doc);
  const start = content.text.indexOf(quote);
  return {
    start: anchorAt(content, start, 'start') as Y.RelativePosition,
    end: anchorAt(content, start + quote.length, 'end') as Y.RelativePosition,
  };
}

describe('documentText', () => {
  it('should read textblocks anywhere in the document, one line each, with mentions as @label', () => {
    const doc = fromJson({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Title' }] },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Ask ', marks: [{ type: 'bold' }] },
            { type: 'mention', attrs: { id: 'a1', label: 'Ada' } },
            { type: 'text', text: ' today' },
          ],
        },
        { type: 'highlightCard', attrs: { highlightId: 'h1' } },
        { type: 'paragraph' },
      ],
    });
    expect(documentText(doc).text).toBe('Title\nOne\nAsk @Ada today\n');
  });

  it('should build the same Yjs items from the same text in two processes', () => {
    const first = storedDocumentState({ content: 'Same\ntext', contentJson: null, ydoc: null });
    const second = storedDocumentState({ content: 'Same\ntext', contentJson: null, ydoc: null });
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});

describe('anchorAt and resolveRange', () => {
  it('should keep a range on its words through concurrent edits before, inside and after it', () => {
    const [a, b] = twoCopies('Alpha beta gamma delta');
    const { start, end } = anchors(a, 'beta gamma');
    line(a, 0).insert(0, 'Zero ');
    line(b, 0).insert('Alpha beta'.length, ' and');
    line(b, 0).insert('Alpha beta gamma'.length + ' and'.length, ' ray');
    sync(a, b);
    const range = resolveRange(b, documentText(b), start, end);
    expect(range).toMatchObject({ text: 'beta and gamma', detached: false });
  });

  it('should not grow a range with text typed right at its edges', () => {
    const doc = fromText('Alpha beta gamma');
    const { start, end } = anchors(doc, 'beta');
    line(doc, 0).insert('Alpha '.length, '>');
    line(doc, 0).insert('Alpha >beta'.length, '<');
    expect(resolveRange(doc, documentText(doc), start, end).text).toBe('beta');
  });

  it('should detach a range whose words were all deleted, and not when some remain', () => {
    const doc = fromText('Keep this. Drop that. Keep more.');
    const dropped = anchors(doc, 'Drop that.');
    const partly = anchors(doc, 'this. Drop');
    line(doc, 0).delete('Keep this.'.length, ' Drop that.'.length);
    const content = documentText(doc);
    expect(resolveRange(doc, content, dropped.start, dropped.end).detached).toBe(true);
    expect(resolveRange(doc, content, partly.start, partly.end)).toMatchObject({
      text: 'this.',
      detached: false,
    });
  });

  it('should detach a range whose whole paragraph was deleted', () => {
    const doc = fromText('First\nSecond line\nThird');
    const { start, end } = anchors(doc, 'Second');
    doc.getXmlFragment('default').delete(1, 1);
    expect(resolveRange(doc, documentText(doc), start, end).detached).toBe(true);
  });
});

describe('replacePlainText', () => {
  it('should change only the lines that differ, so ranges on unchanged words stay anchored', () => {
    const doc = fromText('Intro\nThe quote stays here.\nOld ending');
    const { start, end } = anchors(doc, 'quote stays');
    replacePlainText(doc, 'New intro\nIntro\nThe quote stays here!\nNew ending');
    const content = documentText(doc);
    expect(content.text).toBe('New intro\nIntro\nThe quote stays here!\nNew ending');
    expect(resolveRange(doc, content, start, end)).toMatchObject({ text: 'quote stays', detached: false });
  });
});

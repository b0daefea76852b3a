import * as Y from 'yjs';
import { loadStoredDocument } from './build-document';
import { DOCUMENT_FIELD } from './document-text.util';
import { MAX_TYPE_DEPTH, updateNestsTooDeeply } from './update-depth.util';

/** The server's copy and an editor's copy of one document. */
function twoCopies(): { server: Y.Doc; editor: Y.Doc } {
  const server = loadStoredDocument({ content: 'First line\nSecond line', contentJson: null, ydoc: null });
  const editor = new Y.Doc();
  Y.applyUpdate(editor, Y.encodeStateAsUpdate(server));
  return { server, editor };
}

/** The update `change` makes in the editor's copy. */
function edit(editor: Y.Doc, change: (fragment: Y.XmlFragment) => void): Uint8Array {
  const before = Y.encodeStateVector(editor);
  change(editor.getXmlFragment(DOCUMENT_FIELD));
  return Y.encodeStateAsUpdate(editor, before);
}

/** Nests `levels` quotes under `parent` (the innermost last), one insert at a time. */
function nest(parent: Y.XmlFragment | Y.XmlElement, levels: number): Y.XmlElement | Y.XmlFragment {
  for (let i = 0; i < levels; i++) {
    const quote = new Y.XmlElement('blockquote');
    parent.insert(parent.length, [quote]);
    parent = quote;
  }
  return parent;
}

describe('updateNestsTooDeeply', () => {
  it('should pass typing and new paragraphs, which create no deep types', () => {
    const { server, editor } = twoCopies();
    const typing = edit(editor, (f) => ((f.get(0) as Y.XmlElement).get(0) as Y.XmlText).insert(0, 'Hello '));
    expect(updateNestsTooDeeply(server, typing)).toBe(false);
    const paragraph = edit(editor, (f) => f.insert(1, [new Y.XmlElement('paragraph')]));
    expect(updateNestsTooDeeply(server, paragraph)).toBe(false);
  });

  it('should admit types up to the limit and refuse one deeper, counting the document under the update', () => {
    const { server, editor } = twoCopies();
    // Half of the nesting is already in the document; the update adds the rest.
    const half = edit(editor, (f) => nest(f, 40));
    expect(updateNestsTooDeeply(server, half)).toBe(false);
    Y.applyUpdate(server, half);
    let innermost = editor.getXmlFragment(DOCUMENT_FIELD).get(2) as Y.XmlElement;
    while (innermost.length > 0) innermost = innermost.get(0) as Y.XmlElement;
    const upToLimit = edit(editor, () => nest(innermost, MAX_TYPE_DEPTH - 40));
    expect(updateNestsTooDeeply(server, upToLimit)).toBe(false);
    Y.applyUpdate(server, upToLimit);
    while (innermost.length > 0) innermost = innermost.get(0) as Y.XmlElement;
    const oneDeeper = edit(editor, () => nest(innermost, 1));
    expect(updateNestsTooDeeply(server, oneDeeper)).toBe(true);
  });

  it('should refuse 100,000 levels in one update without running out of stack', () => {
    const { server, editor } = twoCopies();
    const deep = edit(editor, (f) => editor.transact(() => nest(f, 100_000)));
    expect(updateNestsTooDeeply(server, deep)).toBe(true);
  });

  it('should refuse new types that hang on items the document does not have, which Yjs would add later unchecked', () => {
    const { server, editor } = twoCopies();
    const first = edit(editor, (f) => nest(f, 1));
    const second = edit(editor, (f) => nest(f.get(2) as Y.XmlElement, 1));
    expect(updateNestsTooDeeply(server, second)).toBe(true);
    expect(updateNestsTooDeeply(server, first)).toBe(false);
  });

  it('should refuse bytes that are not an update', () => {
    const { server } = twoCopies();
    expect(updateNestsTooDeeply(server, Buffer.from('garbage-garbage'))).toBe(true);
  });
});

import { Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { TOO_MANY_PARTS, messageHasTooManyParts, messageParts } from './message-size.util';

/** lib0's unsigned varint, as Hocuspocus frames its messages. */
function varUint(value: number): number[] {
  const bytes: number[] = [];
  while (value > 0x7f) {
    bytes.push((value & 0x7f) | 0x80);
    value = Math.floor(value / 128);
  }
  bytes.push(value);
  return bytes;
}

function varBytes(bytes: Uint8Array): number[] {
  return [...varUint(bytes.length), ...bytes];
}

const NAME = new TextEncoder().encode('note.00000000-0000-4000-8000-000000000000');

/** A Hocuspocus message: the document's name, the message type, then its content. */
function message(...parts: number[][]): Uint8Array {
  return new Uint8Array([...varBytes(NAME), ...parts.flat()]);
}

/** A sync message carrying `update` (y-protocols: 0 = step 1, 1 = step 2, 2 = update). */
const syncUpdate = (update: Uint8Array, syncType = 2) => message([0], [syncType], varBytes(update));

function oneCharacterInserts(count: number): Uint8Array {
  const doc = new Y.Doc();
  const text = doc.getText('t');
  // Each insert before the previous one is its own struct (they cannot merge).
  for (let i = 0; i < count; i++) text.insert(0, 'a');
  return Y.encodeStateAsUpdate(doc);
}

describe('messageParts (collaboration message bounds)', () => {
  it('should read an editor document with every kind of content to its end, counting at least its structs', () => {
    const doc = new Y.Doc();
    const fragment = doc.getXmlFragment('default');
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.setAttribute('textAlign', 'left');
    const text = new Y.XmlText();
    paragraph.insert(0, [text]);
    fragment.insert(0, [paragraph]);
    doc.getArray<Y.XmlHook>('hooks').push([new Y.XmlHook('mention')]);
    text.insert(0, 'Hello world, this is a note.');
    text.format(0, 5, { bold: true, link: { href: 'https://example.com', target: null } });
    text.insertEmbed(5, { image: 'x', sizes: [1, 2, 3] });
    text.delete(7, 3);
    const map = doc.getMap('meta');
    map.set('count', 42);
    map.set('ratio', 0.5);
    map.set('nested', { list: [1, 'two', null, true, false, { deep: [1.5] }], big: 2 ** 40 });
    map.set('bytes', new Uint8Array([1, 2, 3]));
    map.set('sub', new Y.Doc());
    doc.getArray('list').push([1, 'a', { b: [2] }, new Uint8Array([4])]);
    const update = Y.encodeStateAsUpdate(doc);
    const structs = Y.decodeUpdate(update).structs.length;

    const parts = messageParts(syncUpdate(update), 1_000);
    expect(typeof parts).toBe('number');
    expect(parts).toBeGreaterThanOrEqual(structs);
    expect(messageParts(syncUpdate(update, 1), 1_000)).toBe(parts); // sync step 2 carries the same
  });

  it('should refuse an update of 30,000 one-character inserts and take one of 10,000', () => {
    expect(messageHasTooManyParts(syncUpdate(oneCharacterInserts(30_000)), 20_000)).toBe(true);
    expect(messageHasTooManyParts(syncUpdate(oneCharacterInserts(10_000)), 20_000)).toBe(false);
  });

  it('should stop at the counts an update declares, before reading the structs they announce', () => {
    // One client announcing a million structs, followed by none of them.
    const update = new Uint8Array([...varUint(1), ...varUint(1_000_000), ...varUint(7), ...varUint(0)]);
    expect(messageParts(syncUpdate(update), 20_000)).toBe(TOO_MANY_PARTS);
  });

  it('should count the values of awareness states', () => {
    const awareness = new Awareness(new Y.Doc());
    awareness.setLocalState({ user: { name: 'Ada', color: '#1e88e5' }, cursor: null });
    const small = message([1], varBytes(encodeAwarenessUpdate(awareness, [awareness.clientID])));
    expect(typeof messageParts(small, 20_000)).toBe('number');
    awareness.setLocalState({ junk: Array.from({ length: 30_000 }, () => 0) });
    const large = message([1], varBytes(encodeAwarenessUpdate(awareness, [awareness.clientID])));
    expect(messageParts(large, 20_000)).toBe(TOO_MANY_PARTS);
    awareness.destroy();
  });

  it('should not count other messages, nor refuse a malformed one (Hocuspocus refuses it)', () => {
    expect(messageParts(message([0], [0], varBytes(Y.encodeStateVector(new Y.Doc()))), 10)).toBeNull();
    expect(messageParts(message([2], [0]), 10)).toBeNull();
    expect(messageParts(syncUpdate(new Uint8Array([5, 0xff])), 10)).toBeNull();
  });
});

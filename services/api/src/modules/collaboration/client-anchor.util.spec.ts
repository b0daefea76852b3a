import { seededRandom } from '@fieldnote/core';
import * as Y from 'yjs';
import { loadStoredDocument } from './build-document';
import { readClientAnchor } from './client-anchor.util';
import { anchorAt, documentText } from './document-text.util';

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/** A note's document with a quote, a list and a mention, as the server builds it (client 0). */
function note(): Y.Doc {
  return loadStoredDocument({
    content: '',
    ydoc: null,
    contentJson: {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Onboarding took weeks.' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Ask ' },
                    { type: 'mention', attrs: { id: 'a', label: 'Ada' } },
                    { type: 'text', text: ' again' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  });
}

describe('readClientAnchor', () => {
  it('should read back the anchors the server makes for each character, at their offsets', () => {
    const doc = note();
    const content = documentText(doc);
    for (let offset = 0; offset < content.text.length; offset++) {
      const start = anchorAt(content, offset, 'start') as Y.RelativePosition;
      const end = anchorAt(content, offset + 1, 'end') as Y.RelativePosition;
      // Characters of text; a mention is one leaf, anchored as a whole.
      const inText = content.pieces.some(
        (p) => p.kind === 'text' && p.start <= offset && offset < p.start + p.length,
      );
      if (!inText) continue;
      expect(readClientAnchor(doc, content, base64(Y.encodeRelativePosition(start)))?.offset).toBe(offset);
      expect(readClientAnchor(doc, content, base64(Y.encodeRelativePosition(end)))?.offset).toBe(offset + 1);
    }
  });

  it('should refuse what is not exactly one position of the document: garbage, extra bytes, loose base64, roots by name', () => {
    const doc = note();
    const content = documentText(doc);
    const real = Y.encodeRelativePosition(anchorAt(content, 3, 'start') as Y.RelativePosition);
    const refused = [
      base64(Buffer.from('garbage-garbage')),
      '',
      base64(Buffer.concat([real, Buffer.from([0])])),
      base64(real).replace(/=+$/, ''),
      ` ${base64(real)}`,
      base64(Y.encodeRelativePosition(Y.createRelativePositionFromJSON({ tname: 'default', assoc: 0 }))),
      base64(Y.encodeRelativePosition(Y.createRelativePositionFromJSON({ tname: 'other', assoc: 0 }))),
      base64(Y.encodeRelativePosition(Y.createRelativePositionFromJSON({ item: { client: 5, clock: 0 } }))),
      'A'.repeat(400),
    ];
    for (const anchor of refused) expect(readClientAnchor(doc, content, anchor)).toBeNull();
    // Refusing a root by name did not create it.
    expect([...doc.share.keys()]).toEqual(['default']);
  });

  it('should answer random bytes, base64 and positions with null or an offset in the text, never throw or change the document', () => {
    const doc = note();
    const content = documentText(doc);
    const before = Y.encodeStateAsUpdate(doc);
    const random = seededRandom(30);
    const int = (below: number) => Math.floor(random() * below);
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
    const real = Y.encodeRelativePosition(anchorAt(content, 5, 'start') as Y.RelativePosition);
    const generators: (() => string)[] = [
      () => base64(Uint8Array.from({ length: 1 + int(40) }, () => int(256))),
      () => Array.from({ length: int(60) }, () => ALPHABET[int(ALPHABET.length)]).join(''),
      () => {
        const changed = Buffer.from(real);
        changed[int(changed.length)] = int(256);
        return base64(changed);
      },
      () => {
        const id = { client: random() < 0.8 ? 0 : int(2 ** 32), clock: int(80) };
        const assoc = int(5) - 2;
        const kind = int(3);
        const json =
          kind === 0 ? { item: id, assoc } : kind === 1 ? { type: id, assoc } : { tname: 'x', assoc };
        return base64(Y.encodeRelativePosition(Y.createRelativePositionFromJSON(json)));
      },
    ];
    let placed = 0;
    for (let i = 0; i < 20_000; i++) {
      const anchor = (generators[int(generators.length)] as () => string)();
      const read = readClientAnchor(doc, content, anchor);
      if (read === null) continue;
      placed++;
      expect(read.offset).toBeGreaterThanOrEqual(0);
      expect(read.offset).toBeLessThanOrEqual(content.text.length);
    }
    expect(placed).toBeGreaterThan(0);
    expect(Buffer.from(Y.encodeStateAsUpdate(doc)).equals(Buffer.from(before))).toBe(true);
    expect([...doc.share.keys()]).toEqual(['default']);
  });
});

// The schema file alone, not the module's index.ts: this spec is typechecked with the web app's
// settings (no decorators), and the index would bring in the module's Nest classes.
import { documentSchema } from '../../../../../services/api/src/modules/collaboration/document-schema';
import { byline, insightDocument } from './insightDocument';

const SOURCE = {
  kind: 'theme' as const,
  title: 'Sync and offline',
  channelTitle: 'App Store reviews',
  url: 'http://demo.localhost:3000/themes/sync-and-offline-abc',
  total: 1234,
};
const QUOTE = {
  text: 'Edits I made on the train never showed up on my laptop.',
  author: 'maya_uxr',
  rating: 2,
  occurredAt: '2026-11-24T10:00:00Z',
};

describe('an insight written from a theme or topic', () => {
  it('should name who said it, when, with their rating, or Anonymous without an author', () => {
    expect(byline(QUOTE, 'en-US')).toBe('— maya_uxr, Nov 24, 2026, ★★☆☆☆');
    expect(byline({ ...QUOTE, author: '  ', rating: null }, 'en-US')).toBe('— Anonymous, Nov 24, 2026');
  });

  it('should start with a link back to the evidence, then each chosen data point as a quote with its byline', () => {
    const doc = insightDocument(
      SOURCE,
      [QUOTE, { ...QUOTE, text: 'Sync gives up offline.', rating: 1 }],
      'en-US',
    );
    const node = documentSchema().nodeFromJSON(doc);
    // A document the server's editor schema accepts as it is (createInsight checks the same way).
    expect(() => node.check()).not.toThrow();
    expect(node.child(0).textContent).toBe(
      'Evidence from the theme Sync and offline of the channel App Store reviews (1,234 data points).',
    );
    const link = node.child(0).child(1);
    expect(link.text).toBe('Sync and offline');
    expect(link.marks.map((m) => [m.type.name, m.attrs.href])).toEqual([['link', SOURCE.url]]);
    expect(node.child(1).type.name).toBe('heading');
    expect(node.childCount).toBe(4);
    expect(node.child(2).type.name).toBe('blockquote');
    expect(node.child(2).textContent).toBe(`${QUOTE.text}— maya_uxr, Nov 24, 2026, ★★☆☆☆`);
    expect(
      node
        .child(3)
        .child(1)
        .firstChild?.marks.map((m) => m.type.name),
    ).toEqual(['italic']);
  });

  it('should leave out the quotes heading when no data point is chosen', () => {
    const node = documentSchema().nodeFromJSON(insightDocument({ ...SOURCE, kind: 'topic', total: 1 }, []));
    expect(() => node.check()).not.toThrow();
    expect(node.childCount).toBe(1);
    expect(node.textContent).toBe(
      'Evidence from the topic Sync and offline of the channel App Store reviews (1 data point).',
    );
  });
});

import { TAG_LIST_QUERY, TAG_PAGE_QUERY } from '../../tags/operations';
import { NOTE_QUERY } from '../operations';
import { deleteHighlightInCache } from './deleteHighlightInCache';
import { NOTE_COUNT, buildHighlight, buildTag, cacheWithNote } from './noteInCache';

describe(deleteHighlightInCache.name, () => {
  it('should take the highlight off its note, uncount it on the note and its tags, and out of every list', () => {
    const a = buildHighlight('a', 0, ['t1', 't2']);
    const sut = cacheWithNote([a, buildHighlight('b', 20, ['t1'])], [buildTag('t1', 2), buildTag('t2', 1)]);
    const tagged = { ...a, noteTitle: 'Call', sentiment: null };
    sut.writeQuery({
      query: TAG_PAGE_QUERY,
      variables: { id: 't2' },
      data: { tag: buildTag('t2', 1), tagHighlights: [tagged] },
    });

    deleteHighlightInCache(sut, 'a');

    const note = sut.readQuery({ query: NOTE_QUERY, variables: { id: 'n1' } })?.note;
    expect(note?.highlights.map((h) => h.id)).toEqual(['b']);
    expect(sut.readFragment<{ highlightCount: number }>({ id: 'Note:n1', fragment: NOTE_COUNT })).toEqual(
      expect.objectContaining({ highlightCount: 1 }),
    );
    const tags = sut.readQuery({ query: TAG_LIST_QUERY, variables: { projectId: 'p1' } })?.tags;
    expect(tags?.map((t) => [t.id, t.highlightCount])).toEqual([
      ['t1', 1],
      ['t2', 0],
    ]);
    expect(sut.readQuery({ query: TAG_PAGE_QUERY, variables: { id: 't2' } })?.tagHighlights).toEqual([]);
  });
});

import type { InMemoryCache } from '@apollo/client';
import { TAG_LIST_QUERY } from '../../tags/operations';
import { HIGHLIGHT_FIELDS_FRAGMENT, NOTE_QUERY } from '../operations';
import { addHighlightInCache } from './addHighlightInCache';
import { type AnsweredHighlight, NOTE_COUNT, buildHighlight, buildTag, cacheWithNote } from './noteInCache';

/** As the mutation's answer lands: the highlight written, then the update. */
function add(cache: InMemoryCache, highlight: AnsweredHighlight): void {
  cache.writeFragment({
    fragment: HIGHLIGHT_FIELDS_FRAGMENT,
    fragmentName: 'HighlightFields',
    data: highlight,
  });
  addHighlightInCache(cache, highlight);
}

const listed = (cache: InMemoryCache) =>
  cache.readQuery({ query: NOTE_QUERY, variables: { id: 'n1' } })?.note.highlights.map((h) => h.id);
const counted = (cache: InMemoryCache) =>
  cache.readFragment<{ highlightCount: number }>({ id: 'Note:n1', fragment: NOTE_COUNT })?.highlightCount;
const tagCounts = (cache: InMemoryCache) =>
  cache
    .readQuery({ query: TAG_LIST_QUERY, variables: { projectId: 'p1' } })
    ?.tags.map((t) => t.highlightCount);

describe(addHighlightInCache.name, () => {
  it('should list a new highlight where it starts in its note, and count it on the note and its tags', () => {
    const sut = cacheWithNote([buildHighlight('a', 0, ['t1']), buildHighlight('b', 20)], [buildTag('t1', 1)]);
    add(sut, buildHighlight('x', 10, ['t1']));
    add(sut, buildHighlight('y', 0));
    expect(listed(sut)).toEqual(['a', 'y', 'x', 'b']);
    expect(counted(sut)).toBe(4);
    expect(tagCounts(sut)).toEqual([2]);
  });

  it('should list a transcript highlight (starting at 0) among those that start at 0', () => {
    const sut = cacheWithNote([buildHighlight('a', 5)], []);
    add(sut, buildHighlight('x', 0));
    expect(listed(sut)).toEqual(['x', 'a']);
  });
});

import { InMemoryCache } from '@apollo/client';
import { cacheTypePolicies } from '../../graphql/utils/cacheTypePolicies';
import { buildTag } from '../../notes/utils/noteInCache';
import { TAG_LIST_QUERY } from '../operations';
import { addTagInCache } from './addTagInCache';

function titles(cache: InMemoryCache, variables: { projectId?: string }) {
  return cache.readQuery({ query: TAG_LIST_QUERY, variables })?.tags.map((t) => t.title);
}

describe(addTagInCache.name, () => {
  it('should put a new tag in title order into the list it was made from, and leave the others', () => {
    const sut = new InMemoryCache({ typePolicies: cacheTypePolicies });
    sut.writeQuery({
      query: TAG_LIST_QUERY,
      variables: { projectId: 'p1' },
      data: { tags: [buildTag('apple', 0), buildTag('cherry', 0)] },
    });
    sut.writeQuery({ query: TAG_LIST_QUERY, variables: {}, data: { tags: [] } });
    addTagInCache(sut, { createTag: buildTag('banana', 0) }, { input: { projectId: 'p1', title: 'BANANA' } });
    addTagInCache(
      sut,
      { createTag: buildTag('zucchini', 0) },
      { input: { projectId: 'p1', title: 'ZUCCHINI' } },
    );
    expect(titles(sut, { projectId: 'p1' })).toEqual(['APPLE', 'BANANA', 'CHERRY', 'ZUCCHINI']);
    expect(titles(sut, {})).toEqual([]);
  });

  it('should put a new workspace tag into the workspace list', () => {
    const sut = new InMemoryCache({ typePolicies: cacheTypePolicies });
    sut.writeQuery({ query: TAG_LIST_QUERY, variables: {}, data: { tags: [buildTag('cherry', 0)] } });
    addTagInCache(
      sut,
      { createTag: { ...buildTag('apple', 0), projectId: null } },
      { input: { title: 'APPLE' } },
    );
    expect(titles(sut, {})).toEqual(['APPLE', 'CHERRY']);
  });
});

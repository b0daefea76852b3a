import { InMemoryCache } from '@apollo/client';
import { buildTag } from '../../notes/utils/noteInCache';
import { TAG_LIST_QUERY } from '../../tags/operations';
import { cacheTypePolicies } from './cacheTypePolicies';
import { sortsByTitle } from './sortsByTitle';

describe(sortsByTitle.name, () => {
  it('should put a renamed tag in its title order in every cached tag list', () => {
    const sut = new InMemoryCache({ typePolicies: cacheTypePolicies });
    const tags = [buildTag('apple', 0), buildTag('banana', 0), buildTag('cherry', 0)];
    sut.writeQuery({ query: TAG_LIST_QUERY, variables: { projectId: 'p1' }, data: { tags } });
    sut.writeQuery({ query: TAG_LIST_QUERY, variables: {}, data: { tags: tags.slice(0, 2) } });
    // The rename's answer lands on the tag itself.
    sut.writeQuery({
      query: TAG_LIST_QUERY,
      variables: { projectId: 'p2' },
      data: { tags: [{ ...tags[0], title: 'ZOO' }] },
    });

    sortsByTitle('tags')(sut, true, {});

    const titles = (variables: { projectId?: string }) =>
      sut.readQuery({ query: TAG_LIST_QUERY, variables })?.tags.map((t) => t.title);
    expect(titles({ projectId: 'p1' })).toEqual(['BANANA', 'CHERRY', 'ZOO']);
    expect(titles({})).toEqual(['BANANA', 'ZOO']);
  });
});

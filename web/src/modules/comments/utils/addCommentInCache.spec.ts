import { InMemoryCache } from '@apollo/client';
import type { CommentsQueryVariables } from '../../../gql/graphql';
import { cacheTypePolicies } from '../../graphql/utils/cacheTypePolicies';
import { COMMENTS_QUERY } from '../operations';
import { addCommentInCache } from './addCommentInCache';
import { buildComment } from './buildComment';

const TARGET: CommentsQueryVariables = { targetType: 'NOTE', targetId: 'note-1' };

function read(cache: InMemoryCache, variables: CommentsQueryVariables) {
  return cache.readQuery({ query: COMMENTS_QUERY, variables })?.comments.map((c) => [c.id, c.parentId]);
}

describe(addCommentInCache.name, () => {
  it('should end the target list with a new thread and a reply to it', () => {
    const sut = new InMemoryCache({ typePolicies: cacheTypePolicies });
    sut.writeQuery({ query: COMMENTS_QUERY, variables: TARGET, data: { comments: [buildComment('a')] } });
    addCommentInCache(sut, { createComment: buildComment('b') }, { input: { ...TARGET, body: 'b' } });
    addCommentInCache(
      sut,
      { createComment: buildComment('r', 'b') },
      { input: { ...TARGET, body: 'r', parentId: 'b' } },
    );
    expect(read(sut, TARGET)).toEqual([
      ['a', null],
      ['b', null],
      ['r', 'b'],
    ]);
  });

  it('should leave the lists of other targets and an answer already listed as they are', () => {
    const sut = new InMemoryCache({ typePolicies: cacheTypePolicies });
    const other: CommentsQueryVariables = { targetType: 'INSIGHT', targetId: 'insight-1' };
    sut.writeQuery({ query: COMMENTS_QUERY, variables: TARGET, data: { comments: [buildComment('a')] } });
    sut.writeQuery({ query: COMMENTS_QUERY, variables: other, data: { comments: [] } });
    addCommentInCache(sut, { createComment: buildComment('a') }, { input: { ...TARGET, body: 'a' } });
    expect(read(sut, TARGET)).toEqual([['a', null]]);
    expect(read(sut, other)).toEqual([]);
  });
});

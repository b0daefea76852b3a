import { InMemoryCache } from '@apollo/client';
import type { CommentsQueryVariables } from '../../../gql/graphql';
import { cacheTypePolicies } from '../../graphql/utils/cacheTypePolicies';
import { COMMENTS_QUERY, COMMENT_QUERY } from '../operations';
import { type AnsweredComment, buildComment } from './buildComment';
import { deleteCommentInCache } from './deleteCommentInCache';

const TARGET: CommentsQueryVariables = { targetType: 'NOTE', targetId: 'note-1' };

function cacheWith(comments: AnsweredComment[]): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies: cacheTypePolicies });
  cache.writeQuery({ query: COMMENTS_QUERY, variables: TARGET, data: { comments } });
  for (const comment of comments)
    cache.writeQuery({ query: COMMENT_QUERY, variables: { id: comment.id }, data: { comment } });
  return cache;
}

const listed = (cache: InMemoryCache) =>
  cache.readQuery({ query: COMMENTS_QUERY, variables: TARGET })?.comments.map((c) => c.id);
const linked = (cache: InMemoryCache, id: string) =>
  cache.readQuery({ query: COMMENT_QUERY, variables: { id } })?.comment ?? null;

describe(deleteCommentInCache.name, () => {
  it('should take the comment off its target list and out of the cache when the server removes it', () => {
    const sut = cacheWith([buildComment('a'), buildComment('b')]);
    deleteCommentInCache(sut, TARGET, 'a');
    expect(listed(sut)).toEqual(['b']);
    expect(linked(sut, 'a')).toBeNull();
    expect(linked(sut, 'b')?.id).toBe('b');
  });

  it('should show a first comment with replies as deleted wherever it is cached', () => {
    const sut = cacheWith([buildComment('a'), buildComment('r', 'a')]);
    deleteCommentInCache(sut, TARGET, 'a');
    expect(listed(sut)).toEqual(['a', 'r']);
    expect(linked(sut, 'a')).toMatchObject({ deleted: true, body: '', mentions: [], canDelete: false });
  });

  it('should take an emptied deleted thread along with its last reply', () => {
    const sut = cacheWith([buildComment('a', null, true), buildComment('r', 'a')]);
    deleteCommentInCache(sut, TARGET, 'r');
    expect(listed(sut)).toEqual([]);
    expect(linked(sut, 'a')).toBeNull();
  });
});

import type { CommentFieldsFragment } from '../../../gql/graphql';
import { buildComment } from './buildComment';
import { commentsAfterDelete } from './commentsAfterDelete';

const ids = (comments: readonly CommentFieldsFragment[]) => comments.map((c) => c.id).join(',');

describe(commentsAfterDelete.name, () => {
  it('should remove a thread when its first comment has no replies', () => {
    const sut = commentsAfterDelete([buildComment('a'), buildComment('b')], 'a');
    expect(ids(sut)).toBe('b');
  });

  it('should keep a first comment with replies in its place without its text when it is deleted', () => {
    const sut = commentsAfterDelete([buildComment('a'), buildComment('r', 'a')], 'a');
    expect(ids(sut)).toBe('a,r');
    expect(sut[0]).toMatchObject({ deleted: true, body: '', mentions: [], canEdit: false, canDelete: false });
    expect(sut[1]).toEqual(buildComment('r', 'a'));
  });

  it('should remove only the reply when its first comment is not deleted', () => {
    const sut = commentsAfterDelete([buildComment('a'), buildComment('r', 'a')], 'r');
    expect(ids(sut)).toBe('a');
    expect(sut[0]).toEqual(buildComment('a'));
  });

  it('should take a deleted first comment along when its last reply is deleted', () => {
    const comments = [buildComment('a', null, true), buildComment('r', 'a'), buildComment('b')];
    expect(ids(commentsAfterDelete(comments, 'r'))).toBe('b');
  });

  it('should keep a deleted first comment while another reply remains', () => {
    const comments = [buildComment('a', null, true), buildComment('r', 'a'), buildComment('s', 'a')];
    expect(ids(commentsAfterDelete(comments, 'r'))).toBe('a,s');
  });

  it('should leave the list as it is when the comment is not in it', () => {
    const comments = [buildComment('a'), buildComment('r', 'a')];
    expect(commentsAfterDelete(comments, 'x')).toEqual(comments);
  });
});

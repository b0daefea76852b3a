import type { CommentFieldsFragment } from '../../../gql/graphql';

type Person = { __typename: 'CommentPerson'; id: string; name: string };

/** A comment as the API answers it, with the type names the cache keys it by. */
export type AnsweredComment = CommentFieldsFragment & {
  __typename: 'Comment';
  author: Person;
  mentions: Person[];
};

/** Unit tests' comment on note-1 (`deleted`: as it stands once deleted with replies). */
export function buildComment(id: string, parentId: string | null = null, deleted = false): AnsweredComment {
  const ann: Person = { __typename: 'CommentPerson', id: 'm1', name: 'Ann' };
  return {
    __typename: 'Comment',
    id,
    targetType: 'NOTE',
    targetId: 'note-1',
    noteId: 'note-1',
    parentId,
    body: deleted ? '' : `Body of ${id} @[Ann](m1)`,
    deleted,
    resolved: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    editedAt: null,
    path: `/data/note-1#comment-${id}`,
    canEdit: !deleted,
    canDelete: !deleted,
    author: { __typename: 'CommentPerson', id: 'm2', name: 'Bo' },
    mentions: deleted ? [] : [ann],
    resolvedBy: null,
  };
}

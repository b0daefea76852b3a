import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the comments calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'comments(NOTE)',
      document: 'query($id: ID!) { comments(targetType: NOTE, targetId: $id) { id body } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'comments(INSIGHT)',
      document: 'query($id: ID!) { comments(targetType: INSIGHT, targetId: $id) { id body } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'comment(id)',
      document: 'query CommentQuery($id: ID!) { comment(id: $id) { id body } }',
      variables: (b) => ({ id: b.commentId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createComment',
      document:
        'mutation($n: ID!) { createComment(input: { targetType: NOTE, targetId: $n, body: "Planted by A" }) { id } }',
      variables: (b) => ({ n: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createComment (reply)',
      document:
        'mutation($n: ID!, $p: ID!) { createComment(input: { targetType: NOTE, targetId: $n, parentId: $p, body: "Planted by A" }) { id } }',
      variables: (b) => ({ n: b.noteId, p: b.commentId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateComment',
      document: 'mutation($id: ID!) { updateComment(input: { id: $id, body: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.commentId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteComment',
      document: 'mutation($id: ID!) { deleteComment(id: $id) }',
      variables: (b) => ({ id: b.commentId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'resolveComment',
      document: 'mutation($id: ID!) { resolveComment(id: $id) { id } }',
      variables: (b) => ({ id: b.commentId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'reopenComment',
      document: 'mutation($id: ID!) { reopenComment(id: $id) { id } }',
      variables: (b) => ({ id: b.commentId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

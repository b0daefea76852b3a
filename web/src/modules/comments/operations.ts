import { graphql } from '../../gql';

graphql(`
  fragment CommentFields on Comment {
    id
    targetType
    targetId
    noteId
    parentId
    body
    deleted
    resolved
    createdAt
    editedAt
    path
    canEdit
    canDelete
    author {
      id
      name
    }
    mentions {
      id
      name
    }
    resolvedBy {
      id
      name
    }
  }
`);

export const COMMENTS_QUERY = graphql(`
  query Comments($targetType: CommentTargetType!, $targetId: ID!) {
    comments(targetType: $targetType, targetId: $targetId) {
      ...CommentFields
    }
  }
`);

/** Spec 000 §7: the one operation the client batches (10 ms); opens a link to a comment. */
export const COMMENT_QUERY = graphql(`
  query CommentQuery($id: ID!) {
    comment(id: $id) {
      ...CommentFields
    }
  }
`);

export const COMMENT_MEMBERS_QUERY = graphql(`
  query CommentMembers {
    members {
      id
      name
    }
  }
`);

export const CREATE_COMMENT_MUTATION = graphql(`
  mutation CreateComment($input: CreateCommentInput!) {
    createComment(input: $input) {
      ...CommentFields
    }
  }
`);

export const UPDATE_COMMENT_MUTATION = graphql(`
  mutation UpdateComment($input: UpdateCommentInput!) {
    updateComment(input: $input) {
      ...CommentFields
    }
  }
`);

export const DELETE_COMMENT_MUTATION = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id)
  }
`);

export const RESOLVE_COMMENT_MUTATION = graphql(`
  mutation ResolveComment($id: ID!) {
    resolveComment(id: $id) {
      ...CommentFields
    }
  }
`);

export const REOPEN_COMMENT_MUTATION = graphql(`
  mutation ReopenComment($id: ID!) {
    reopenComment(id: $id) {
      ...CommentFields
    }
  }
`);

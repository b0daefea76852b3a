import { graphql } from '../../gql';

graphql(`
  fragment TagBoardSummaryFields on TagBoard {
    id
    shortId
    projectId
    title
    groupCount
  }
`);

graphql(`
  fragment BoardTagFields on Tag {
    id
    title
    color
    highlightCount
  }
`);

graphql(`
  fragment TagBoardFields on TagBoard {
    ...TagBoardSummaryFields
    groups {
      id
      title
      color
      tags {
        ...BoardTagFields
      }
    }
    ungroupedTags {
      ...BoardTagFields
    }
  }
`);

export const TAG_BOARDS_QUERY = graphql(`
  query TagBoards($projectId: ID!) {
    tagBoards(projectId: $projectId) {
      ...TagBoardSummaryFields
    }
  }
`);

export const TAG_BOARD_QUERY = graphql(`
  query TagBoard($id: ID!) {
    tagBoard(id: $id) {
      ...TagBoardFields
    }
  }
`);

export const CREATE_TAG_BOARD_MUTATION = graphql(`
  mutation CreateTagBoard($input: CreateTagBoardInput!) {
    createTagBoard(input: $input) {
      ...TagBoardSummaryFields
    }
  }
`);

export const UPDATE_TAG_BOARD_MUTATION = graphql(`
  mutation UpdateTagBoard($input: UpdateTagBoardInput!) {
    updateTagBoard(input: $input) {
      ...TagBoardSummaryFields
    }
  }
`);

export const DELETE_TAG_BOARD_MUTATION = graphql(`
  mutation DeleteTagBoard($id: ID!) {
    deleteTagBoard(id: $id)
  }
`);

export const CREATE_TAG_GROUP_MUTATION = graphql(`
  mutation CreateTagGroup($input: CreateTagGroupInput!) {
    createTagGroup(input: $input) {
      id
      boardId
      title
      color
      tags {
        ...BoardTagFields
      }
    }
  }
`);

export const UPDATE_TAG_GROUP_MUTATION = graphql(`
  mutation UpdateTagGroup($input: UpdateTagGroupInput!) {
    updateTagGroup(input: $input) {
      id
      title
      color
    }
  }
`);

export const DELETE_TAG_GROUP_MUTATION = graphql(`
  mutation DeleteTagGroup($id: ID!) {
    deleteTagGroup(id: $id)
  }
`);

export const MOVE_TAG_GROUP_MUTATION = graphql(`
  mutation MoveTagGroup($input: MoveTagGroupInput!) {
    moveTagGroup(input: $input) {
      id
      boardId
    }
  }
`);

export const MOVE_TAG_ON_BOARD_MUTATION = graphql(`
  mutation MoveTagOnBoard($input: MoveTagOnBoardInput!) {
    moveTagOnBoard(input: $input) {
      ...TagBoardFields
    }
  }
`);

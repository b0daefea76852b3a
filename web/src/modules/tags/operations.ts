import { graphql } from '../../gql';

graphql(`
  fragment TagFields on Tag {
    id
    projectId
    title
    color
    description
    sentiment
    highlightCount
  }
`);

/** With a project: its tags and the workspace tags; without: the workspace tags. */
export const TAG_LIST_QUERY = graphql(`
  query TagList($projectId: ID) {
    tags(projectId: $projectId) {
      ...TagFields
    }
  }
`);

export const TAG_PAGE_QUERY = graphql(`
  query TagPage($id: ID!) {
    tag(id: $id) {
      ...TagFields
    }
    tagHighlights(tagId: $id) {
      id
      noteId
      noteTitle
      text
      sentiment
      createdAt
      tags {
        id
        title
        color
      }
    }
  }
`);

export const CREATE_TAG_MUTATION = graphql(`
  mutation CreateTag($input: CreateTagInput!) {
    createTag(input: $input) {
      ...TagFields
    }
  }
`);

export const UPDATE_TAG_MUTATION = graphql(`
  mutation UpdateTag($input: UpdateTagInput!) {
    updateTag(input: $input) {
      ...TagFields
    }
  }
`);

export const MERGE_TAGS_MUTATION = graphql(`
  mutation MergeTags($sourceId: ID!, $targetId: ID!) {
    mergeTags(sourceId: $sourceId, targetId: $targetId) {
      ...TagFields
    }
  }
`);

export const DELETE_TAG_MUTATION = graphql(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id)
  }
`);

export const CREATE_HIGHLIGHT_MUTATION = graphql(`
  mutation CreateHighlight($input: CreateHighlightInput!) {
    createHighlight(input: $input) {
      ...HighlightFields
    }
  }
`);

export const DELETE_HIGHLIGHT_MUTATION = graphql(`
  mutation DeleteHighlight($id: ID!) {
    deleteHighlight(id: $id)
  }
`);

export const TAG_HIGHLIGHT_MUTATION = graphql(`
  mutation TagHighlight($highlightId: ID!, $tagId: ID!) {
    tagHighlight(highlightId: $highlightId, tagId: $tagId) {
      ...HighlightFields
    }
  }
`);

export const UNTAG_HIGHLIGHT_MUTATION = graphql(`
  mutation UntagHighlight($highlightId: ID!, $tagId: ID!) {
    untagHighlight(highlightId: $highlightId, tagId: $tagId) {
      ...HighlightFields
    }
  }
`);

import { defineOperation } from '../graphql/utils/defineOperation';
import type { Highlight } from '../notes/types/Note';
import type { Tag, TagSentiment, TaggedHighlight } from './types/Tag';

const TAG_FIELDS = 'id projectId title color description sentiment highlightCount';
const HIGHLIGHT_FIELDS = 'id startOffset endOffset text createdAt tags { id title color }';

/** With a project: its tags and the workspace tags; without: the workspace tags. */
export const TAG_LIST_QUERY = defineOperation<{ tags: Tag[] }, { projectId?: string }>(
  `query TagList($projectId: ID) { tags(projectId: $projectId) { ${TAG_FIELDS} } }`,
);

export const TAG_PAGE_QUERY = defineOperation<{ tag: Tag; tagHighlights: TaggedHighlight[] }, { id: string }>(
  `query TagPage($id: ID!) { tag(id: $id) { ${TAG_FIELDS} }
    tagHighlights(tagId: $id) { id noteId noteTitle text createdAt tags { id title color } } }`,
);

export const CREATE_TAG_MUTATION = defineOperation<
  { createTag: Tag },
  { input: { projectId?: string | null; title: string; color?: string; sentiment?: TagSentiment | null } }
>(`mutation CreateTag($input: CreateTagInput!) { createTag(input: $input) { ${TAG_FIELDS} } }`);

export const UPDATE_TAG_MUTATION = defineOperation<
  { updateTag: Tag },
  {
    input: {
      id: string;
      title?: string;
      color?: string;
      description?: string | null;
      sentiment?: TagSentiment | null;
    };
  }
>(`mutation UpdateTag($input: UpdateTagInput!) { updateTag(input: $input) { ${TAG_FIELDS} } }`);

export const MERGE_TAGS_MUTATION = defineOperation<
  { mergeTags: Tag },
  { sourceId: string; targetId: string }
>(
  `mutation MergeTags($sourceId: ID!, $targetId: ID!) { mergeTags(sourceId: $sourceId, targetId: $targetId) { ${TAG_FIELDS} } }`,
);

export const DELETE_TAG_MUTATION = defineOperation<{ deleteTag: boolean }, { id: string }>(
  'mutation DeleteTag($id: ID!) { deleteTag(id: $id) }',
);

export const CREATE_HIGHLIGHT_MUTATION = defineOperation<
  { createHighlight: Highlight },
  { input: { noteId: string; startOffset: number; endOffset: number; text: string; tagIds?: string[] } }
>(
  `mutation CreateHighlight($input: CreateHighlightInput!) { createHighlight(input: $input) { ${HIGHLIGHT_FIELDS} } }`,
);

export const DELETE_HIGHLIGHT_MUTATION = defineOperation<{ deleteHighlight: boolean }, { id: string }>(
  'mutation DeleteHighlight($id: ID!) { deleteHighlight(id: $id) }',
);

export const TAG_HIGHLIGHT_MUTATION = defineOperation<
  { tagHighlight: Highlight },
  { highlightId: string; tagId: string }
>(
  `mutation TagHighlight($highlightId: ID!, $tagId: ID!) { tagHighlight(highlightId: $highlightId, tagId: $tagId) { ${HIGHLIGHT_FIELDS} } }`,
);

export const UNTAG_HIGHLIGHT_MUTATION = defineOperation<
  { untagHighlight: Highlight },
  { highlightId: string; tagId: string }
>(
  `mutation UntagHighlight($highlightId: ID!, $tagId: ID!) { untagHighlight(highlightId: $highlightId, tagId: $tagId) { ${HIGHLIGHT_FIELDS} } }`,
);

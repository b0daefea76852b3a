import { defineOperation } from '../graphql/utils/defineOperation';
import type { TagBoard, TagBoardSummary, TagGroup } from './types/TagBoard';

const SUMMARY_FIELDS = 'id shortId projectId title groupCount';
const TAG_FIELDS = 'id title color highlightCount';
const BOARD_FIELDS = `${SUMMARY_FIELDS} groups { id title color tags { ${TAG_FIELDS} } } ungroupedTags { ${TAG_FIELDS} }`;

export const TAG_BOARDS_QUERY = defineOperation<{ tagBoards: TagBoardSummary[] }, { projectId: string }>(
  `query TagBoards($projectId: ID!) { tagBoards(projectId: $projectId) { ${SUMMARY_FIELDS} } }`,
);

export const TAG_BOARD_QUERY = defineOperation<{ tagBoard: TagBoard }, { id: string }>(
  `query TagBoard($id: ID!) { tagBoard(id: $id) { ${BOARD_FIELDS} } }`,
);

export const CREATE_TAG_BOARD_MUTATION = defineOperation<
  { createTagBoard: TagBoardSummary },
  { input: { projectId: string; title: string } }
>(
  `mutation CreateTagBoard($input: CreateTagBoardInput!) { createTagBoard(input: $input) { ${SUMMARY_FIELDS} } }`,
);

export const UPDATE_TAG_BOARD_MUTATION = defineOperation<
  { updateTagBoard: TagBoardSummary },
  { input: { id: string; title: string } }
>(
  `mutation UpdateTagBoard($input: UpdateTagBoardInput!) { updateTagBoard(input: $input) { ${SUMMARY_FIELDS} } }`,
);

export const DELETE_TAG_BOARD_MUTATION = defineOperation<{ deleteTagBoard: boolean }, { id: string }>(
  `mutation DeleteTagBoard($id: ID!) { deleteTagBoard(id: $id) }`,
);

export const CREATE_TAG_GROUP_MUTATION = defineOperation<
  { createTagGroup: Pick<TagGroup, 'id' | 'title' | 'color'> },
  { input: { boardId: string; title: string; color?: string } }
>(
  `mutation CreateTagGroup($input: CreateTagGroupInput!) { createTagGroup(input: $input) { id title color } }`,
);

export const UPDATE_TAG_GROUP_MUTATION = defineOperation<
  { updateTagGroup: Pick<TagGroup, 'id' | 'title' | 'color'> },
  { input: { id: string; title?: string; color?: string } }
>(
  `mutation UpdateTagGroup($input: UpdateTagGroupInput!) { updateTagGroup(input: $input) { id title color } }`,
);

export const DELETE_TAG_GROUP_MUTATION = defineOperation<{ deleteTagGroup: boolean }, { id: string }>(
  `mutation DeleteTagGroup($id: ID!) { deleteTagGroup(id: $id) }`,
);

export const MOVE_TAG_GROUP_MUTATION = defineOperation<
  { moveTagGroup: { id: string } },
  { input: { id: string; afterId: string | null } }
>(`mutation MoveTagGroup($input: MoveTagGroupInput!) { moveTagGroup(input: $input) { id } }`);

export const MOVE_TAG_ON_BOARD_MUTATION = defineOperation<
  { moveTagOnBoard: TagBoard },
  { input: { boardId: string; tagId: string; groupId: string | null; afterTagId: string | null } }
>(
  `mutation MoveTagOnBoard($input: MoveTagOnBoardInput!) { moveTagOnBoard(input: $input) { ${BOARD_FIELDS} } }`,
);

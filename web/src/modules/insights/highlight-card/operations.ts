import { defineOperation } from '../../graphql/utils/defineOperation';

/** A highlight as the card and the picker read it from the workspace. */
export interface WorkspaceHighlight {
  id: string;
  noteId: string;
  noteTitle: string;
  text: string;
  tags: { id: string; title: string; color: string }[];
}

const FIELDS = 'id noteId noteTitle text tags { id title color }';

export const HIGHLIGHT_CARD_QUERY = defineOperation<{ highlight: WorkspaceHighlight }, { id: string }>(
  `query HighlightCard($id: ID!) { highlight(id: $id) { ${FIELDS} } }`,
);

export const SEARCH_HIGHLIGHTS_QUERY = defineOperation<
  { searchHighlights: WorkspaceHighlight[] },
  { projectId: string; search: string | null }
>(
  `query SearchHighlights($projectId: ID!, $search: String) { searchHighlights(projectId: $projectId, search: $search) { ${FIELDS} } }`,
);

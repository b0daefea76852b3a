import { defineOperation } from '../graphql/utils/defineOperation';
import type { TagWithCount } from '../projects/types/Project';
import type { ProjectHighlightPage } from './types';

export const PROJECT_HIGHLIGHTS_QUERY = defineOperation<
  { projectHighlights: ProjectHighlightPage },
  { projectId: string; tagIds: string[] | null; offset: number; limit: number }
>(
  `query ProjectHighlights($projectId: ID!, $tagIds: [ID!], $offset: Int, $limit: Int) {
    projectHighlights(projectId: $projectId, tagIds: $tagIds, offset: $offset, limit: $limit) {
      total offset limit
      items { id noteId noteTitle text createdAt tags { id title color } }
    }
  }`,
);

export const FILTER_TAGS_QUERY = defineOperation<{ tags: TagWithCount[] }, { projectId: string }>(
  `query HighlightFilterTags($projectId: ID!) { tags(projectId: $projectId) { id title color highlightCount } }`,
);

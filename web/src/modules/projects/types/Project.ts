import type {
  InsightsQuery,
  NoteSummaryFieldsFragment,
  ProjectFieldsFragment,
  TagsQuery,
} from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
export type Project = ProjectFieldsFragment;
export type NoteSummary = NoteSummaryFieldsFragment;
export type InsightSummary = InsightsQuery['insights'][number];
export type TagWithCount = TagsQuery['tags'][number];

/** What the edit dialog sends: left-out fields stay, an empty string clears. */
export interface ProjectChanges {
  title?: string;
  summary?: string;
  icon?: string;
  color?: string;
}

/** Passed in router state to the page a deletion navigates to, so it can offer Undo. */
export interface DeletedItemState {
  deleted: { kind: 'PROJECT' | 'NOTE'; id: string; title: string };
}

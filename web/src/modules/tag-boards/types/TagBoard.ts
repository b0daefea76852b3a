import type {
  BoardTagFieldsFragment,
  TagBoardFieldsFragment,
  TagBoardSummaryFieldsFragment,
} from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
export type BoardTag = BoardTagFieldsFragment;
export type TagBoardSummary = TagBoardSummaryFieldsFragment;
export type TagBoard = TagBoardFieldsFragment;
export type TagGroup = TagBoard['groups'][number];

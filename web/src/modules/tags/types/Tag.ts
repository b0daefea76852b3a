import type { TagFieldsFragment, TagPageQuery } from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
/** Spec 000 §3: a tag's sentiment. */
export type { TagSentiment } from '../../../gql/graphql';
export type Tag = TagFieldsFragment;
export type TaggedHighlight = TagPageQuery['tagHighlights'][number];

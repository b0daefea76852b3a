import type { InsightFieldsFragment, PublicHighlightFieldsFragment } from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
/** An insight as its page shows it. */
export type Insight = InsightFieldsFragment;

/**
 * What a highlight card shows: the public fields, from the share payload or mapped from a workspace
 * highlight. `noteId` is null on public pages, which do not link into the workspace.
 */
export type CardHighlight = PublicHighlightFieldsFragment & { noteId: string | null };

import type { HomeQuery } from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
/** A project, note or insight that changed recently. */
export type RecentItem = HomeQuery['home']['recent'][number];
/** A published insight on /home. */
export type PublishedInsight = HomeQuery['home']['publishedInsights'][number];

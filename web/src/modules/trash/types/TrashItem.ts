import type { TrashQuery } from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
export type { TrashItemKind } from '../../../gql/graphql';
/** A deleted project or note, as the trash page lists it. */
export type TrashItem = TrashQuery['trash'][number];

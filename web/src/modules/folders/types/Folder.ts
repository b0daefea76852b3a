import type { FolderFieldsFragment } from '../../../gql/graphql';

// Generated from the schema and the operations (npm run codegen -w web); only named here.
export type Folder = FolderFieldsFragment;

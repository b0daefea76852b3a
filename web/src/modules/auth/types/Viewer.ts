// Generated from the schema and the operations (npm run codegen -w web); only named here.
import type {
  AccountFieldsFragment,
  AccountWorkspacesQuery,
  AuthPayloadFieldsFragment,
  MeQuery,
  WorkspaceFieldsFragment,
} from '../../../gql/graphql';

export type { Region, Role } from '../../../gql/graphql';
export type Account = AccountFieldsFragment;
export type Workspace = WorkspaceFieldsFragment;
/** What signing in, signing up, unlocking and redeeming a link answer. */
export type AuthPayload = AuthPayloadFieldsFragment;
/** The signed-in account and, on a workspace address, its role and workspace. */
export type Viewer = NonNullable<MeQuery['me']>;
/** A workspace the account may join: invited to it, or open to its e-mail domain (spec 001 §3). */
export type AvailableTeam = AccountWorkspacesQuery['accountLookup']['availableTeams'][number];

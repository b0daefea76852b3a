import { Migration20261121000000ControlInit } from './control/Migration20261121000000ControlInit';
import { Migration20261121000001RegionalOutbox } from './control/Migration20261121000001RegionalOutbox';
import { Migration20261121000002SessionKind } from './control/Migration20261121000002SessionKind';
import { Migration20261121000003TeamPlan } from './control/Migration20261121000003TeamPlan';
import { Migration20261121000004RateLimitHits } from './control/Migration20261121000004RateLimitHits';
import { Migration20261121000005AccountEmailAndLockout } from './control/Migration20261121000005AccountEmailAndLockout';
import { Migration20261121000000WorkspaceInit } from './workspace/Migration20261121000000WorkspaceInit';
import { Migration20261121000001WorkspaceVectors } from './workspace/Migration20261121000001WorkspaceVectors';
import { Migration20261123000000WorkspaceTagDetails } from './workspace/Migration20261123000000WorkspaceTagDetails';
import { Migration20261123170000ProjectNoteLifecycle } from './workspace/Migration20261123170000ProjectNoteLifecycle';
import { Migration20261124000000RichDocuments } from './workspace/Migration20261124000000RichDocuments';
import { Migration20261124010000HighlightAnchors } from './workspace/Migration20261124010000HighlightAnchors';
import { Migration20261124020000ShareLinks } from './workspace/Migration20261124020000ShareLinks';
import { Migration20261124030000FilesAndTranscripts } from './workspace/Migration20261124030000FilesAndTranscripts';
import { Migration20261124050000TagBoardsAndFolders } from './workspace/Migration20261124050000TagBoardsAndFolders';
import { Migration20261124090000NoteListIndexes } from './workspace/Migration20261124090000NoteListIndexes';
import type { MigrationClass } from '../provisioning/migration-runner';

/** Applied to schema `control` of the control database, in order. */
export const CONTROL_MIGRATIONS: MigrationClass[] = [
  Migration20261121000000ControlInit,
  Migration20261121000002SessionKind,
  Migration20261121000003TeamPlan,
  Migration20261121000004RateLimitHits,
  Migration20261121000005AccountEmailAndLockout,
];
/** Applied to schema `regional` of every region database, in order. */
export const REGIONAL_MIGRATIONS: MigrationClass[] = [Migration20261121000001RegionalOutbox];
/** Applied to every workspace schema, in order. New ones reach existing workspaces through the fan-out runner. */
export const WORKSPACE_MIGRATIONS: MigrationClass[] = [
  Migration20261121000000WorkspaceInit,
  Migration20261121000001WorkspaceVectors,
  Migration20261123000000WorkspaceTagDetails,
  Migration20261123170000ProjectNoteLifecycle,
  Migration20261124000000RichDocuments,
  Migration20261124010000HighlightAnchors,
  Migration20261124020000ShareLinks,
  Migration20261124030000FilesAndTranscripts,
  Migration20261124050000TagBoardsAndFolders,
  Migration20261124090000NoteListIndexes,
];

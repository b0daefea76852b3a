import type { Region } from '@fieldnote/core';

/** What every request needs to know about its workspace: where its data lives. */
export interface WorkspaceRef {
  id: string;
  name: string;
  subdomain: string;
  region: Region;
  schemaName: string;
}

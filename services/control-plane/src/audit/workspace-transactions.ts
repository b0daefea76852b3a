import { Injectable } from '@nestjs/common';
import { Databases } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceRef } from '../workspaces/workspace-ref';

/** Entity managers of one transaction: `control` for control-schema rows, `workspace` for the workspace's. */
export interface ControlAndWorkspaceTx {
  control: EntityManager;
  workspace: EntityManager;
}

/**
 * Transactions for changes of access. Invitations and API tokens live in the control schema, their
 * audit entries in the workspace's; when both schemas are in one database (all-in-one mode, and any
 * fleet whose region shares the control database) they commit in ONE transaction. When the region
 * has a database of its own no transaction spans both: the control transaction then runs inside the
 * workspace one and commits first, so a failed change leaves no entry, and only a crash in the
 * instant between the two commits could lose an entry.
 */
@Injectable()
export class WorkspaceTransactions {
  constructor(private readonly databases: Databases) {}

  /** A transaction in the workspace's schema (members, share links, their audit entries and events). */
  inWorkspace<T>(workspace: WorkspaceRef, fn: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.workspaceEm(workspace).transactional((em) => fn(em as unknown as EntityManager));
  }

  /** A change of control data and its audit entry: atomic whenever the two schemas share a database. */
  withControl<T>(workspace: WorkspaceRef, fn: (tx: ControlAndWorkspaceTx) => Promise<T>): Promise<T> {
    const regionOrm = this.databases.region(workspace.region);
    const controlOrm = this.databases.control();
    if (regionOrm === controlOrm) {
      return this.inWorkspace(workspace, (em) => fn({ control: em, workspace: em }));
    }
    return this.inWorkspace(workspace, (workspaceEm) =>
      controlOrm.em
        .fork()
        .transactional((controlEm) =>
          fn({ control: controlEm as unknown as EntityManager, workspace: workspaceEm }),
        ),
    );
  }

  private workspaceEm(workspace: WorkspaceRef) {
    return this.databases.region(workspace.region).em.fork({ schema: workspace.schemaName });
  }
}

import { AppError, type EventFields, Role, parsePathId, roleSatisfies } from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { SoftDeleteKind } from './soft-delete-kind';
import {
  type SoftDeletable,
  SoftDeleteState,
  moveToTrash,
  softDeleteStateOf,
  takeOutOfTrash,
} from './soft-delete-state';

/**
 * The one way through the trash for projects, notes and insights: trash (LIVE → IN_TRASH, hidden,
 * restorable), restore (IN_TRASH → LIVE) and delete forever (IN_TRASH → gone, with the children
 * that hang on it). Each transition checks the kind's access rule first, runs in one transaction
 * and records the kind's catalogued event in it. Nothing leaves the trash by time alone, except
 * under a data retention policy's trash period (modules/data-retention, announced 7 days ahead).
 */
export class SoftDeleteLifecycle<T extends SoftDeletable, F extends EventFields> {
  constructor(private readonly kind: SoftDeleteKind<T, F>) {}

  async trash(scope: WorkspaceScope, rawId: string): Promise<T> {
    this.requireRole(scope, this.kind.access.trash);
    return scope.em.transactional(async (em) => {
      const item = await this.kind.findLive(em, rawId);
      moveToTrash(item, scope.accountId);
      await this.kind.rows.save(em);
      await recordEvent(em, this.kind.events.trashed, scope.workspace.id, this.kind.payloadOf(item));
      return item;
    });
  }

  async restore(scope: WorkspaceScope, rawId: string): Promise<T> {
    this.requireRole(scope, this.kind.access.restore);
    return scope.em.transactional(async (em) => {
      const item = await this.findInTrash(em, rawId);
      const parent = this.kind.parent;
      if (parent && !(await parent.isLive(em, item))) throw AppError.badInput(parent.inTrash);
      await this.kind.admitRestore?.(em, scope, item);
      takeOutOfTrash(item);
      await this.kind.rows.save(em);
      await recordEvent(em, this.kind.events.restored, scope.workspace.id, this.kind.payloadOf(item));
      return item;
    });
  }

  async deleteForever(scope: WorkspaceScope, rawId: string): Promise<void> {
    this.requireRole(scope, this.kind.access.deleteForever);
    const release = await scope.em.transactional(async (em) => {
      const item = await this.findInTrash(em, rawId);
      // Read before the row goes: the payload names it, and the children outside the database are
      // found through rows that cascade away with it.
      const payload = this.kind.payloadOf(item);
      const release = await this.kind.releaseOutsideDatabase?.(em, item);
      await this.kind.rows.delete(em, item);
      await recordEvent(em, this.kind.events.deleted, scope.workspace.id, payload);
      return release;
    });
    // Only once committed: a rolled-back deletion keeps its file bytes.
    await release?.();
  }

  /** The row in the trash: NOT_FOUND when there is none (deleted for good included), BAD_USER_INPUT when live. */
  private async findInTrash(em: EntityManager, rawId: string): Promise<T> {
    const item = await this.kind.rows.findById(em, parsePathId(rawId));
    if (!item) throw AppError.notFound(this.kind.name);
    if (softDeleteStateOf(item) !== SoftDeleteState.IN_TRASH) throw AppError.badInput(this.kind.notInTrash);
    return item;
  }

  /**
   * The kind's access rule, checked here as well as by the resolver's WorkspaceAccess.require, so
   * that no caller of the lifecycle skips it; worded as WorkspaceAccess words it.
   */
  private requireRole(scope: WorkspaceScope, minimum: Role): void {
    if (roleSatisfies(scope.role, minimum)) return;
    throw AppError.forbidden(
      minimum === Role.MANAGER ? 'Only workspace managers can do this.' : 'Viewers cannot make changes.',
    );
  }
}

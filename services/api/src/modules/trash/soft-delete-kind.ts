import { type EventDefinition, type EventFields, type EventPayloadInput, Role } from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { SoftDeletable } from './soft-delete-state';

/** The least workspace role each transition needs. */
export interface TrashAccess {
  trash: Role;
  restore: Role;
  deleteForever: Role;
}

/**
 * Who may move things through the trash: trashing and restoring are reversible, so any contributor
 * may (API tokens too, see token-scope.ts); deleting for good is each kind's call (`deleteForever`).
 */
export function trashAccess(deleteForever: Role): TrashAccess {
  return { trash: Role.CONTRIBUTOR, restore: Role.CONTRIBUTOR, deleteForever };
}

/** The fields of a catalogued event's payload. */
export type EventFieldsOf<E> = E extends EventDefinition<string, infer F> ? F : never;

/** The catalogued events of a kind's transitions: all three carry the same payload. */
export interface SoftDeleteEvents<F extends EventFields> {
  trashed: EventDefinition<string, F>;
  restored: EventDefinition<string, F>;
  deleted: EventDefinition<string, F>;
}

/** The reads and writes the lifecycle asks of a kind's repository (EntityRows has them). */
export interface SoftDeleteRows<T> {
  /** The row by its UUID, live or in the trash, as the member's project gate lets them see it; or null. */
  findById(em: EntityManager, id: string): Promise<T | null>;
  /** Writes the trash columns changed on rows loaded through `em`. */
  save(em: EntityManager): Promise<void>;
  /** Deletes the row; the database cascades to the children whose rows hang on it. */
  delete(em: EntityManager, item: T): Promise<void>;
}

/**
 * The parent a child follows: while its parent is in the trash the child reads as gone (its lookups
 * say so), and it cannot be restored on its own (`inTrash`, BAD_USER_INPUT).
 */
export interface SoftDeleteParent<T> {
  isLive(em: EntityManager, item: T): Promise<boolean>;
  readonly inTrash: string;
}

/**
 * What a kind of row (project, note, insight) plugs into the soft-delete lifecycle: its lookups and
 * writes (its own repository's queries), its events and messages, who may do what, and what happens
 * to its parent and children. Every `em` is the lifecycle's transaction.
 */
export interface SoftDeleteKind<T extends SoftDeletable, F extends EventFields> {
  /** How a refusal names it: 'Note' gives "Note was not found.". */
  readonly name: string;
  readonly access: TrashAccess;
  readonly events: SoftDeleteEvents<F>;
  payloadOf(item: T): EventPayloadInput<EventDefinition<string, F>>;
  /** The refusal (BAD_USER_INPUT) for restoring or deleting for good a row that is not in the trash. */
  readonly notInTrash: string;

  /** The live row by a raw id (UUID, short id, slug-short id), or the kind's own refusal. */
  findLive(em: EntityManager, rawId: string): Promise<T>;
  /** The kind's repository: the reads and writes of its rows. */
  readonly rows: SoftDeleteRows<T>;
  /** The parent it follows through the trash, if any. */
  readonly parent?: SoftDeleteParent<T>;
  /** A kind's own condition for coming back (a limit that counts live rows), checked after the parent. */
  admitRestore?(em: EntityManager, scope: WorkspaceScope, item: T): Promise<void>;
  /**
   * Children kept outside the database (file bytes): read inside the transaction, before the rows
   * cascade away; the returned step removes them once the deletion has committed.
   */
  releaseOutsideDatabase?(em: EntityManager, item: T): Promise<() => Promise<void>>;
}

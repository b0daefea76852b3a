import { randomUUID } from 'node:crypto';
import { AppError, ErrorCode, NOTE_EVENTS, Region, Role } from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProjectGate } from '../../context/project-gate';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { type EventFieldsOf, type SoftDeleteKind, trashAccess } from './soft-delete-kind';
import { SoftDeleteLifecycle } from './soft-delete-lifecycle';
import type { SoftDeletable } from './soft-delete-state';

/** What a scope's first query would be: the access rule must answer before it. */
const REACHED_THE_DATABASE = 'reached the database';

/** A member's scope whose entity manager refuses to be opened, so a test sees whether anything was queried. */
function buildScope(role: Role): WorkspaceScope {
  return {
    workspace: { id: randomUUID(), name: 'Acme', subdomain: 'acme', region: Region.US_B, schemaName: 'ws_x' },
    accountId: randomUUID(),
    role,
    get em(): EntityManager {
      throw new Error(REACHED_THE_DATABASE);
    },
    get projects(): ProjectGate {
      throw new Error(REACHED_THE_DATABASE);
    },
  };
}

/** A kind whose every query would fail the test: only the access rule may run. */
function buildKind(
  deleteForever: Role,
): SoftDeleteKind<SoftDeletable, EventFieldsOf<typeof NOTE_EVENTS.trashed>> {
  const unreachable = (): never => {
    throw new Error('the kind was asked before the access rule answered');
  };
  return {
    name: 'Note',
    access: trashAccess(deleteForever),
    events: NOTE_EVENTS,
    payloadOf: unreachable,
    notInTrash: 'Only a note in the trash can be deleted forever. Delete it first.',
    findLive: unreachable,
    rows: { findById: unreachable, save: unreachable, delete: unreachable },
  };
}

async function refusalOf(work: Promise<unknown>): Promise<{ code: ErrorCode; message: string }> {
  const error: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe(SoftDeleteLifecycle.name, () => {
  it('should refuse a viewer every transition with FORBIDDEN before any query', async () => {
    const sut = new SoftDeleteLifecycle(buildKind(Role.CONTRIBUTOR));
    const viewer = buildScope(Role.VIEWER);
    const refusal = { code: ErrorCode.FORBIDDEN, message: 'Viewers cannot make changes.' };

    expect(await refusalOf(sut.trash(viewer, randomUUID()))).toEqual(refusal);
    expect(await refusalOf(sut.restore(viewer, randomUUID()))).toEqual(refusal);
    expect(await refusalOf(sut.deleteForever(viewer, randomUUID()))).toEqual(refusal);
  });

  it("should refuse a contributor deleting for good with FORBIDDEN when the kind's rule names managers", async () => {
    const sut = new SoftDeleteLifecycle(buildKind(Role.MANAGER));

    expect(await refusalOf(sut.deleteForever(buildScope(Role.CONTRIBUTOR), randomUUID()))).toEqual({
      code: ErrorCode.FORBIDDEN,
      message: 'Only workspace managers can do this.',
    });
  });

  it('should let a contributor trash and restore, and a manager delete for good, past the access rule when the kind allows it', async () => {
    const sut = new SoftDeleteLifecycle(buildKind(Role.MANAGER));

    // Past the rule, the next thing is the transaction: this scope's refuses to open.
    await expect(sut.trash(buildScope(Role.CONTRIBUTOR), randomUUID())).rejects.toThrow(REACHED_THE_DATABASE);
    await expect(sut.restore(buildScope(Role.CONTRIBUTOR), randomUUID())).rejects.toThrow(
      REACHED_THE_DATABASE,
    );
    await expect(sut.deleteForever(buildScope(Role.MANAGER), randomUUID())).rejects.toThrow(
      REACHED_THE_DATABASE,
    );
  });
});

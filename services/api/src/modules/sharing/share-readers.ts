import { Injectable } from '@nestjs/common';
import { Role } from '@fieldnote/core';
import { MembershipsService, type WorkspaceRef } from '@fieldnote/control-plane';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProjectGate } from '../../context/project-gate';

/**
 * The members a public page reads for. Nobody signs in to read a share link, so what its highlight
 * cards may show is borrowed from people who can: the insight's author and the share's creator.
 * A card embeds whatever highlight id its document holds, so the card alone proves nothing; its
 * highlight shows only while every one of them can read it, checked at the time of reading (a
 * member who left, or lost access to the project, takes the card down with them).
 */
@Injectable()
export class ShareReaders {
  constructor(private readonly memberships: MembershipsService) {}

  /** The reading rights of members for one public request: each member's permissions are read once. */
  of(scope: { workspace: WorkspaceRef; em: EntityManager }): ReadersAccess {
    return new ReadersAccess(scope.workspace, scope.em, this.memberships);
  }
}

export class ReadersAccess {
  private readonly gates = new Map<string, Promise<ProjectGate | null>>();

  constructor(
    private readonly workspace: WorkspaceRef,
    private readonly em: EntityManager,
    private readonly memberships: MembershipsService,
  ) {}

  /**
   * The projects hidden from at least one of `accountIds`, as the project gate of each decides for
   * their own requests; null when one of them is no longer an active member (nothing is readable).
   */
  async hiddenFromAny(accountIds: readonly string[]): Promise<string[] | null> {
    const hidden = new Set<string>();
    for (const accountId of new Set(accountIds)) {
      const gate = await this.gateOf(accountId);
      if (!gate) return null;
      for (const projectId of await gate.hiddenProjectIds()) hidden.add(projectId);
    }
    return [...hidden];
  }

  /** Whether every one of `accountIds` can read inside the project now. */
  async allCanRead(accountIds: readonly string[], projectId: string): Promise<boolean> {
    for (const accountId of new Set(accountIds)) {
      const gate = await this.gateOf(accountId);
      if (!gate || !(await gate.roleIn(projectId))) return false;
    }
    return true;
  }

  private gateOf(accountId: string): Promise<ProjectGate | null> {
    let gate = this.gates.get(accountId);
    if (!gate) {
      gate = this.memberships
        .roleOf(this.workspace, accountId)
        .then((role) =>
          role ? new ProjectGate(this.em, this.workspace.schemaName, accountId, role, Role.VIEWER) : null,
        );
      this.gates.set(accountId, gate);
    }
    return gate;
  }
}

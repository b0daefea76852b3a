import { Injectable } from '@nestjs/common';
import { Role } from '@fieldnote/core';
import { IdpGroupRolesService, SeatGate, SsoService } from '@fieldnote/control-plane';
import { Databases } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ScimGroupsRepository } from './scim-groups.repository';
import type { ScimCaller } from './scim-tokens.service';
import { actorOf } from './scim-users.service';

/**
 * Roles from SCIM groups (issue 32): after a group's members, name or existence change, each
 * member concerned gets the role their groups now map to (the highest). One who left a mapped group
 * and is in no other falls back to the SSO default role, without the workspaceAdmin flag; the last
 * manager keeps the role (MembershipsService.applyMappedRole). A mapping that would make a viewer a
 * manager or contributor when the plan's paid seats are all taken leaves them a viewer (the group
 * change itself stands): seats are bought, never taken by an identity provider.
 */
@Injectable()
export class ScimGroupRoles {
  constructor(
    private readonly databases: Databases,
    private readonly groups: ScimGroupsRepository,
    private readonly groupRoles: IdpGroupRolesService,
    private readonly sso: SsoService,
    private readonly seats: SeatGate,
  ) {}

  /**
   * `changed` maps each member concerned to whether they left a group with a mapped name (removed
   * from it, or it was deleted or renamed away).
   */
  async reapply(caller: ScimCaller, changed: ReadonlyMap<string, boolean>): Promise<void> {
    if (changed.size === 0) return;
    // Read once for the whole change: a group of 200 members costs one query per member, not three.
    const mapped = await this.groupRoles.mapper(caller.workspace.id);
    if (!mapped) return;
    const em = this.databases.region(caller.workspace.region).em.fork() as unknown as EntityManager;
    const fallback = { role: (await this.sso.settings(caller.workspace)).defaultRole, workspaceAdmin: false };
    for (const [memberId, leftMapped] of changed) {
      const names = await this.groups.groupNamesOfMember(em, caller.workspace.schemaName, memberId);
      const role = mapped(names) ?? (leftMapped ? fallback : null);
      if (role)
        await this.groupRoles.apply(
          caller.workspace,
          actorOf(caller),
          memberId,
          await this.withinSeats(em, caller, memberId, role),
        );
    }
  }

  /** The mapped role, or the member's present viewer role when a paid one has no seat left. */
  private async withinSeats(
    em: EntityManager,
    caller: ScimCaller,
    memberId: string,
    mapped: { role: Role; workspaceAdmin: boolean },
  ): Promise<{ role: Role; workspaceAdmin: boolean }> {
    if (mapped.role === Role.VIEWER) return mapped;
    const current = await this.groups.roleOf(em, caller.workspace.schemaName, memberId);
    if (current !== Role.VIEWER) return mapped;
    const full = await this.seats.seatsIfFull(caller.workspace, mapped.role);
    return full === null ? mapped : { role: Role.VIEWER, workspaceAdmin: mapped.workspaceAdmin };
  }

  /** Whether a group of this name is mapped to a role. */
  async isMapped(caller: ScimCaller, groupName: string): Promise<boolean> {
    return (await this.groupRoles.mappedRole(caller.workspace.id, [groupName])) !== null;
  }
}

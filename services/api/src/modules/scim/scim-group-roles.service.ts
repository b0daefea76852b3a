import { Injectable } from '@nestjs/common';
import { IdpGroupRolesService, SsoService } from '@fieldnote/control-plane';
import { Databases } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ScimGroupsRepository } from './scim-groups.repository';
import type { ScimCaller } from './scim-tokens.service';
import { actorOf } from './scim-users.service';

/**
 * Roles from SCIM groups (issue 32): after a group's members, name or existence change, each
 * member concerned gets the role their groups now map to (the highest). One who left a mapped group
 * and is in no other falls back to the SSO default role, without the workspaceAdmin flag; the last
 * manager keeps the role (MembershipsService.applyMappedRole).
 */
@Injectable()
export class ScimGroupRoles {
  constructor(
    private readonly databases: Databases,
    private readonly groups: ScimGroupsRepository,
    private readonly groupRoles: IdpGroupRolesService,
    private readonly sso: SsoService,
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
      if (role) await this.groupRoles.apply(caller.workspace, actorOf(caller), memberId, role);
    }
  }

  /** Whether a group of this name is mapped to a role. */
  async isMapped(caller: ScimCaller, groupName: string): Promise<boolean> {
    return (await this.groupRoles.mappedRole(caller.workspace.id, [groupName])) !== null;
  }
}

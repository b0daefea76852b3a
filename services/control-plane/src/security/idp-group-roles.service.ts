import { Injectable } from '@nestjs/common';
import {
  AppError,
  AuditAction,
  AuditObjectType,
  MAX_IDP_GROUP_MAPPINGS,
  MAX_IDP_GROUP_NAME_LENGTH,
  Role,
  WORKSPACE_SECURITY_EVENTS,
} from '@fieldnote/core';
import { recordEvent } from '@fieldnote/db';
import type { AuditActor } from '../audit/audit-entry';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { WorkspaceTransactions } from '../audit/workspace-transactions';
import { PlanGate } from '../billing';
import { MembershipsService } from '../workspaces/memberships.service';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { type IdpGroupRole, WorkspaceSecurityRepository } from './workspace-security.repository';

/** Roles from the most to the least access: the highest mapped wins. */
const RANK: Record<Role, number> = { [Role.MANAGER]: 3, [Role.CONTRIBUTOR]: 2, [Role.VIEWER]: 1 };

/** What a person's groups map to: the highest role, and workspaceAdmin when any mapping grants it. */
export interface MappedRole {
  role: Role;
  workspaceAdmin: boolean;
}

/**
 * Identity provider groups mapped to roles (issue 32): the OIDC groups claim at each SSO sign-in and
 * SCIM group memberships decide a member's role (the highest mapped) and workspaceAdmin flag. Group
 * names match without regard to case. Callers check the manager role for list and replace.
 */
@Injectable()
export class IdpGroupRolesService {
  constructor(
    private readonly repository: WorkspaceSecurityRepository,
    private readonly memberships: MembershipsService,
    private readonly transactions: WorkspaceTransactions,
    private readonly plans: PlanGate,
  ) {}

  list(workspace: WorkspaceRef): Promise<IdpGroupRole[]> {
    return this.repository.groupRoles(workspace.id);
  }

  async replace(workspace: WorkspaceRef, actor: AuditActor, input: IdpGroupRole[]): Promise<IdpGroupRole[]> {
    // Clearing the mappings is always allowed (a workspace whose plan lost enterprise auth can undo them).
    if (input.length > 0) {
      await this.plans.requireFeature(workspace.id, 'allowEnterpriseAuth');
      await this.plans.requireFeature(workspace.id, 'allowSecuritySettings');
    }
    if (input.length > MAX_IDP_GROUP_MAPPINGS)
      throw AppError.badInput(`At most ${MAX_IDP_GROUP_MAPPINGS} group mappings.`, {
        field: 'mappings',
        limit: 'maxIdpGroupMappings',
        maximum: MAX_IDP_GROUP_MAPPINGS,
      });
    const seen = new Set<string>();
    const mappings = input.map((m) => {
      const groupName = m.groupName.trim();
      if (!groupName || groupName.length > MAX_IDP_GROUP_NAME_LENGTH)
        throw AppError.badInput(`A group name has 1 to ${MAX_IDP_GROUP_NAME_LENGTH} characters.`, {
          field: 'groupName',
        });
      if (seen.has(groupName.toLowerCase()))
        throw AppError.badInput(`The group "${groupName}" is mapped twice.`, { field: 'groupName' });
      seen.add(groupName.toLowerCase());
      if (!Object.values(Role).includes(m.role)) throw AppError.badInput('Choose a role for each group.');
      return { groupName, role: m.role, workspaceAdmin: m.workspaceAdmin };
    });
    const before = await this.repository.groupRoles(workspace.id);
    await this.transactions.withControl(workspace, async ({ control, workspace: em }) => {
      await this.repository.replaceGroupRoles(control, workspace.id, mappings);
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.IDP_GROUP_ROLES_CHANGED,
        objectType: AuditObjectType.WORKSPACE_SECURITY,
        objectId: workspace.id,
        objectLabel: workspace.name,
        oldValue: { mappings: before.map(describe) },
        newValue: { mappings: mappings.map(describe) },
      });
      await recordEvent(em, WORKSPACE_SECURITY_EVENTS.groupRolesChanged, workspace.id, {
        mappings: mappings.length,
      });
    });
    return this.repository.groupRoles(workspace.id);
  }

  /** The role the groups map to, or null when none of them is mapped. */
  async mappedRole(teamId: string, groupNames: readonly string[]): Promise<MappedRole | null> {
    if (groupNames.length === 0) return null;
    return highestMapped(await this.repository.groupRoles(teamId), groupNames);
  }

  /**
   * The workspace's mappings read once, as a function of a member's group names (null when none is
   * mapped), for a change that touches many members; null when the workspace maps no group at all.
   */
  async mapper(teamId: string): Promise<((groupNames: readonly string[]) => MappedRole | null) | null> {
    const mappings = await this.repository.groupRoles(teamId);
    return mappings.length === 0 ? null : (groupNames) => highestMapped(mappings, groupNames);
  }

  /** Gives the member what their groups map to (see MembershipsService.applyMappedRole). */
  apply(
    workspace: WorkspaceRef,
    actor: AuditActor | null,
    memberId: string,
    mapped: MappedRole,
  ): Promise<boolean> {
    return this.memberships.applyMappedRole(workspace, actor, memberId, mapped);
  }
}

/** The highest role, and workspaceAdmin when any grants it, of the mappings the names match (any case). */
function highestMapped(mappings: readonly IdpGroupRole[], groupNames: readonly string[]): MappedRole | null {
  const names = new Set(groupNames.map((g) => g.toLowerCase()));
  const matched = mappings.filter((m) => names.has(m.groupName.toLowerCase()));
  if (matched.length === 0) return null;
  const role = matched.reduce((best, m) => (RANK[m.role] > RANK[best] ? m.role : best), Role.VIEWER);
  return { role, workspaceAdmin: matched.some((m) => m.workspaceAdmin) };
}

function describe(m: IdpGroupRole): string {
  return `${m.groupName} → ${m.role}${m.workspaceAdmin ? ' + workspace admin' : ''}`;
}

import { Injectable } from '@nestjs/common';
import { AppError, AuditAction, AuditObjectType, MEMBERSHIP_EVENTS, Role } from '@fieldnote/core';
import { type Member, advisoryXactLock, recordEvent } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { shortLivedCache } from '../caching/short-lived-cache';
import type { AuditActor } from '../audit/audit-entry';
import { recordAuditEntry } from '../audit/record-audit-entry';
import { type ControlAndWorkspaceTx, WorkspaceTransactions } from '../audit/workspace-transactions';
import { ApiTokensRepository } from '../identity/api-tokens.repository';
import type { WorkspaceRef } from './workspace-ref';
import { WorkspaceMembersRepository } from './workspace-members.repository';

const ROLE_CACHE_TTL_MS = 5_000;
const LAST_MANAGER = 'A workspace needs at least one manager.';

/**
 * Who belongs to which workspace. The member row (with the role) lives in the workspace's schema;
 * the control schema keeps only the index account -> workspace used to find one's workspaces.
 * Every change writes its audit entry and outbox event in the transaction of the change.
 */
@Injectable()
export class MembershipsService {
  private readonly roles = shortLivedCache<string, Role | 'none'>(100_000, ROLE_CACHE_TTL_MS);

  constructor(
    private readonly transactions: WorkspaceTransactions,
    private readonly members: WorkspaceMembersRepository,
    private readonly tokens: ApiTokensRepository,
  ) {}

  /** The account's role in the workspace, or null when it is not an active member. */
  async roleOf(workspace: WorkspaceRef, accountId: string): Promise<Role | null> {
    const cached = this.cachedRoleOf(workspace, accountId);
    if (cached !== undefined) return cached;
    const role = await this.roles.load(`${workspace.id}:${accountId}`, async () => {
      const member = await this.members.activeMemberOf(workspace, accountId);
      return member ? (member.role as Role) : 'none';
    });
    return role === 'none' ? null : role;
  }

  /**
   * The role this process has cached: null for a cached non-member, undefined when not cached (then
   * ask roleOf()). Synchronous, so a request whose role is cached awaits nothing for it.
   */
  cachedRoleOf(workspace: WorkspaceRef, accountId: string): Role | null | undefined {
    const cached = this.roles.get(`${workspace.id}:${accountId}`);
    return cached === 'none' ? null : cached;
  }

  /** Adds the account to the workspace (idempotent: an active member keeps its role). */
  async add(
    workspace: WorkspaceRef,
    account: { id: string; name: string; email: string },
    role: Role,
  ): Promise<void> {
    await this.transactions.withControl(workspace, (tx) =>
      this.addInTransaction(tx, workspace, account, role),
    );
  }

  /**
   * add() inside the caller's transaction (an invite's claim commits with the membership). A removed
   * member who comes back gets the new role; their old work is theirs again.
   */
  async addInTransaction(
    tx: ControlAndWorkspaceTx,
    workspace: WorkspaceRef,
    account: { id: string; name: string; email: string },
    role: Role,
  ): Promise<void> {
    const active = await this.members.activeMember(tx.workspace, account.id);
    if (active) return;
    const upserted = await this.members.upsertActiveMember(tx.workspace, workspace.schemaName, account, role);
    await this.members.recordMembership(tx.control, account.id, workspace.id);
    const joinedRole = upserted ?? role;
    await recordAuditEntry(tx.workspace, workspace.schemaName, {
      actor: { id: account.id, name: account.name },
      action: AuditAction.MEMBER_JOINED,
      objectType: AuditObjectType.MEMBER,
      objectId: account.id,
      objectLabel: account.email,
      newValue: { role: joinedRole },
    });
    await recordEvent(tx.workspace, MEMBERSHIP_EVENTS.joined, workspace.id, {
      memberId: account.id,
      // The column's check constraint holds it to a Role.
      role: joinedRole as Role,
    });
    this.roles.delete(`${workspace.id}:${account.id}`);
  }

  async list(workspace: WorkspaceRef): Promise<Member[]> {
    return this.members.activeMembersOf(workspace);
  }

  /** Changes a member's role; the last manager cannot be demoted, so a workspace is never left unmanaged. */
  async changeRole(
    workspace: WorkspaceRef,
    actor: AuditActor,
    memberId: string,
    role: Role,
  ): Promise<Member> {
    const member = await this.transactions.inWorkspace(workspace, async (em) => {
      await lockRoles(em, workspace);
      const found = await this.members.activeMember(em, memberId);
      if (!found) throw AppError.notFound('Member');
      if (found.role === role) return found;
      if (found.role === Role.MANAGER) await this.assertAnotherManager(em);
      const oldRole = found.role;
      found.role = role;
      await this.members.save(em);
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.MEMBER_ROLE_CHANGED,
        objectType: AuditObjectType.MEMBER,
        objectId: found.id,
        objectLabel: found.email,
        oldValue: { role: oldRole },
        newValue: { role },
      });
      await recordEvent(em, MEMBERSHIP_EVENTS.roleChanged, workspace.id, {
        memberId,
        oldRole: oldRole as Role,
        role,
      });
      return found;
    });
    this.roles.delete(`${workspace.id}:${memberId}`);
    return member;
  }

  /**
   * Sets the role and workspaceAdmin flag an identity provider's groups map a member to (issue 32):
   * audited as a role change by `actor` (the SSO sign-in or the SCIM token). The last manager keeps
   * the role (a workspace is never left unmanaged): then only the flag changes. Whether anything did.
   */
  async applyMappedRole(
    workspace: WorkspaceRef,
    actor: AuditActor | null,
    memberId: string,
    mapped: { role: Role; workspaceAdmin: boolean },
  ): Promise<boolean> {
    const changed = await this.transactions.inWorkspace(workspace, async (em) => {
      await lockRoles(em, workspace);
      const found = await this.members.activeMember(em, memberId);
      if (!found) return false;
      const oldRole = found.role as Role;
      const demotesLastManager =
        oldRole === Role.MANAGER &&
        mapped.role !== Role.MANAGER &&
        (await this.members.countActiveManagers(em)) <= 1;
      const role = demotesLastManager ? oldRole : mapped.role;
      if (found.role === role && found.workspaceAdmin === mapped.workspaceAdmin) return false;
      const oldAdmin = found.workspaceAdmin;
      found.role = role;
      found.workspaceAdmin = mapped.workspaceAdmin;
      await this.members.save(em);
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.MEMBER_ROLE_CHANGED,
        objectType: AuditObjectType.MEMBER,
        objectId: found.id,
        objectLabel: found.email,
        oldValue: { role: oldRole, workspaceAdmin: oldAdmin },
        newValue: { role, workspaceAdmin: mapped.workspaceAdmin, source: 'IdP groups' },
      });
      if (role !== oldRole)
        await recordEvent(em, MEMBERSHIP_EVENTS.roleChanged, workspace.id, { memberId, oldRole, role });
      return true;
    });
    this.roles.delete(`${workspace.id}:${memberId}`);
    return changed;
  }

  /**
   * Removes a member: they lose access at once (their API tokens for this workspace are revoked),
   * their notes, highlights and insights stay and show as 'Deleted user'. The last manager cannot
   * be removed.
   */
  async remove(workspace: WorkspaceRef, actor: AuditActor, memberId: string): Promise<Member> {
    const member = await this.transactions.withControl(workspace, async (tx) => {
      const em = tx.workspace;
      await lockRoles(em, workspace);
      const found = await this.members.activeMember(em, memberId);
      if (!found) throw AppError.notFound('Member');
      if (found.role === Role.MANAGER) await this.assertAnotherManager(em);
      found.deactivatedAt = new Date();
      await this.members.save(em);
      await this.members.deleteMembership(tx.control, memberId, workspace.id);
      await this.tokens.revokeAllOf(tx.control, memberId, workspace.id);
      await recordAuditEntry(em, workspace.schemaName, {
        actor,
        action: AuditAction.MEMBER_REMOVED,
        objectType: AuditObjectType.MEMBER,
        objectId: found.id,
        objectLabel: found.email,
        oldValue: { role: found.role },
        newValue: null,
      });
      await recordEvent(em, MEMBERSHIP_EVENTS.removed, workspace.id, {
        memberId,
        role: found.role as Role,
      });
      return found;
    });
    this.roles.delete(`${workspace.id}:${memberId}`);
    return member;
  }

  teamIdsOf(accountId: string): Promise<string[]> {
    return this.members.teamIdsOf(accountId);
  }

  private async assertAnotherManager(em: EntityManager): Promise<void> {
    if ((await this.members.countActiveManagers(em)) <= 1)
      throw AppError.badInput(LAST_MANAGER, { field: 'role' });
  }
}

/** One role change at a time per workspace, so two managers demoting each other cannot both pass the check. */
async function lockRoles(em: EntityManager, workspace: WorkspaceRef): Promise<void> {
  await advisoryXactLock(em, `roles:${workspace.id}`);
}

import { Injectable } from '@nestjs/common';
import { AppError, Role } from '@fieldnote/core';
import { Databases, Member, Membership } from '@fieldnote/db';
import { LRUCache } from 'lru-cache';
import type { WorkspaceRef } from './workspace-ref';

const ROLE_CACHE_TTL_MS = 5_000;

/**
 * Who belongs to which workspace. The member row (with the role) lives in the workspace's schema;
 * the control schema keeps only the index account -> workspace used to find one's workspaces.
 */
@Injectable()
export class MembershipsService {
  private readonly roles = new LRUCache<string, Role | 'none'>({ max: 100_000, ttl: ROLE_CACHE_TTL_MS });

  constructor(private readonly databases: Databases) {}

  /** The account's role in the workspace, or null when it is not an active member. */
  async roleOf(workspace: WorkspaceRef, accountId: string): Promise<Role | null> {
    const cached = this.cachedRoleOf(workspace, accountId);
    if (cached !== undefined) return cached;
    const key = `${workspace.id}:${accountId}`;
    const member = await this.workspaceEm(workspace).findOne(Member, { id: accountId, deactivatedAt: null });
    const role = member ? (member.role as Role) : null;
    this.roles.set(key, role ?? 'none');
    return role;
  }

  /**
   * The role this process has cached: null for a cached non-member, undefined when not cached (then
   * ask roleOf()). Synchronous, so a request whose role is cached awaits nothing for it.
   */
  cachedRoleOf(workspace: WorkspaceRef, accountId: string): Role | null | undefined {
    const cached = this.roles.get(`${workspace.id}:${accountId}`);
    return cached === 'none' ? null : cached;
  }

  /** Adds the account to the workspace (idempotent: an existing member keeps its role). */
  async add(
    workspace: WorkspaceRef,
    account: { id: string; name: string; email: string },
    role: Role,
  ): Promise<void> {
    const wsConnection = this.databases.region(workspace.region).em.getConnection();
    await wsConnection.execute(
      `insert into "${workspace.schemaName}".members (id, name, email, role) values (?, ?, ?, ?)
       on conflict (id) do update set deactivated_at = null`,
      [account.id, account.name, account.email, role],
    );
    await this.databases
      .control()
      .em.getConnection()
      .execute('insert into control.memberships (account_id, team_id) values (?, ?) on conflict do nothing', [
        account.id,
        workspace.id,
      ]);
    this.roles.delete(`${workspace.id}:${account.id}`);
  }

  async list(workspace: WorkspaceRef): Promise<Member[]> {
    return this.workspaceEm(workspace).find(
      Member,
      { deactivatedAt: null },
      { orderBy: { createdAt: 'asc' } },
    );
  }

  /** Changes a member's role; the last manager cannot be demoted, so a workspace is never left unmanaged. */
  async changeRole(workspace: WorkspaceRef, memberId: string, role: Role): Promise<Member> {
    const member = await this.workspaceEm(workspace).transactional(async (em) => {
      // One role change at a time per workspace, so two managers demoting each other cannot both pass the check.
      const lock = 'select pg_advisory_xact_lock(hashtext(?))';
      await em.getConnection().execute(lock, [`roles:${workspace.id}`], 'all', em.getTransactionContext());
      const found = await em.findOne(Member, { id: memberId, deactivatedAt: null });
      if (!found) throw AppError.notFound('Member');
      if (found.role === Role.MANAGER && role !== Role.MANAGER) {
        const managers = await em.count(Member, { role: Role.MANAGER, deactivatedAt: null });
        if (managers <= 1) throw AppError.badInput('A workspace needs at least one manager.');
      }
      found.role = role;
      return found;
    });
    this.roles.delete(`${workspace.id}:${memberId}`);
    return member;
  }

  async teamIdsOf(accountId: string): Promise<string[]> {
    const rows = await this.databases.control().em.fork().find(Membership, { accountId });
    return rows.map((row) => row.teamId);
  }

  private workspaceEm(workspace: WorkspaceRef) {
    return this.databases.region(workspace.region).em.fork({ schema: workspace.schemaName });
  }
}

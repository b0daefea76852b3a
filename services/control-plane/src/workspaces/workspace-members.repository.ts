import { Injectable } from '@nestjs/common';
import { type Region, Role } from '@fieldnote/core';
import { Databases, Member, Membership, qualified } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceRef } from './workspace-ref';

/**
 * The queries the control plane runs on workspaces' member rows, and on the control schema's record
 * of who belongs where (`control.memberships`). A method given an `em` runs in its transaction.
 */
@Injectable()
export class WorkspaceMembersRepository {
  constructor(private readonly databases: Databases) {}

  /** An active member of the workspace `em` is bound to, or null. */
  activeMember(em: EntityManager, id: string): Promise<Member | null> {
    return em.findOne(Member, { id, deactivatedAt: null });
  }

  /** An active member of the workspace, or null, read outside any transaction. */
  activeMemberOf(workspace: WorkspaceRef, id: string): Promise<Member | null> {
    return this.activeMember(this.workspaceEm(workspace), id);
  }

  /** The workspace's active members, oldest first. */
  activeMembersOf(workspace: WorkspaceRef): Promise<Member[]> {
    return this.workspaceEm(workspace).find(
      Member,
      { deactivatedAt: null },
      { orderBy: { createdAt: 'asc' } },
    );
  }

  /** How many active managers the workspace `em` is bound to has. */
  countActiveManagers(em: EntityManager): Promise<number> {
    return em.count(Member, { role: Role.MANAGER, deactivatedAt: null });
  }

  /** Writes the changes made to the members read through `em`. */
  async save(em: EntityManager): Promise<void> {
    await em.flush();
  }

  /** The workspaces the account belongs to. */
  async teamIdsOf(accountId: string): Promise<string[]> {
    const rows = await this.databases.control().em.fork().find(Membership, { accountId });
    return rows.map((row) => row.teamId);
  }

  /** How many workspaces the account belongs to. */
  countMembershipsOf(accountId: string): Promise<number> {
    return this.databases.control().em.fork().count(Membership, { accountId });
  }

  /** Forgets that the account belongs to the workspace, in `em`'s transaction. */
  async deleteMembership(em: EntityManager, accountId: string, teamId: string): Promise<void> {
    await em.nativeDelete(Membership, { accountId, teamId });
  }

  /**
   * Makes the account an active member with `role`, or makes a former member active again with it
   * (name and address as the account's now); the role it has. Runs in `em`'s transaction.
   */
  async upsertActiveMember(
    em: EntityManager,
    schemaName: string,
    account: { id: string; name: string; email: string },
    role: string,
  ): Promise<string | null> {
    const rows = await em.getConnection().execute<{ role: string }[]>(
      `insert into ${qualified(schemaName, 'members')} (id, name, email, role) values (?, ?, ?, ?)
       on conflict (id) do update set deactivated_at = null,
         role = excluded.role,
         name = excluded.name, email = excluded.email
       returning role`,
      [account.id, account.name, account.email, role],
      'all',
      em.getTransactionContext(),
    );
    return rows[0]?.role ?? null;
  }

  /** Records that the account belongs to the workspace (once), in `em`'s transaction when it has one. */
  async recordMembership(em: EntityManager, accountId: string, teamId: string): Promise<void> {
    await em
      .getConnection()
      .execute(
        'insert into control.memberships (account_id, team_id) values (?, ?) on conflict do nothing',
        [accountId, teamId],
        'run',
        em.getTransactionContext(),
      );
  }

  /** Sets the member row's name or e-mail address, as the account's changed. */
  async copyAccountField(
    workspace: { region: Region; schemaName: string },
    accountId: string,
    column: 'name' | 'email',
    value: string,
  ): Promise<void> {
    await this.databases
      .region(workspace.region)
      .em.getConnection()
      .execute(`update ${qualified(workspace.schemaName, 'members')} set ${column} = ? where id = ?`, [
        value,
        accountId,
      ]);
  }

  private workspaceEm(workspace: WorkspaceRef) {
    return this.databases.region(workspace.region).em.fork({ schema: workspace.schemaName });
  }

  /** Removes a workspace's control row (a creation that failed). */
  async deleteTeam(em: EntityManager, teamId: string): Promise<void> {
    await em.getConnection().execute('delete from control.teams where id = ?', [teamId]);
  }
}

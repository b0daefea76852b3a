import { Injectable } from '@nestjs/common';
import type { Role } from '@fieldnote/core';
import { Databases } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A workspace's sign-in rules as stored (control.workspace_security). */
export interface WorkspaceSecurityRow {
  ssoEnforced: boolean;
  breakGlassAccountIds: string[];
  idleLifetime: number | null;
  absoluteLifetime: number | null;
  updatedAt: Date | null;
}

/** An IdP group name mapped to a role (control.idp_group_roles). */
export interface IdpGroupRole {
  groupName: string;
  role: Role;
  workspaceAdmin: boolean;
}

/** A session ended by a change of the rules: enough to close its sockets. */
export interface EndedSessionRow {
  tokenHash: string;
  accountId: string;
}

interface SecurityRow {
  sso_enforced: boolean;
  break_glass_account_ids: string[];
  idle_lifetime: number | null;
  absolute_lifetime: number | null;
  updated_at: Date | string;
}

/** The SQL of a workspace's sign-in rules, its group-to-role mappings and the sessions they end. */
@Injectable()
export class WorkspaceSecurityRepository {
  constructor(private readonly databases: Databases) {}

  async findByTeam(teamId: string): Promise<WorkspaceSecurityRow | null> {
    const [row] = await this.sql().execute<SecurityRow[]>(
      `select sso_enforced, break_glass_account_ids, idle_lifetime, absolute_lifetime, updated_at
         from control.workspace_security where team_id = ?`,
      [teamId],
    );
    if (!row) return null;
    return {
      ssoEnforced: row.sso_enforced,
      breakGlassAccountIds: row.break_glass_account_ids,
      idleLifetime: row.idle_lifetime,
      absoluteLifetime: row.absolute_lifetime,
      updatedAt: new Date(row.updated_at),
    };
  }

  /** Writes the rules inside the caller's control transaction; the row is locked until it commits. */
  async upsert(
    em: EntityManager,
    teamId: string,
    rules: Omit<WorkspaceSecurityRow, 'updatedAt'>,
  ): Promise<void> {
    await em.getConnection().execute(
      `insert into control.workspace_security
         (team_id, sso_enforced, break_glass_account_ids, idle_lifetime, absolute_lifetime, updated_at)
       values (?, ?, ?::uuid[], ?, ?, now())
       on conflict (team_id) do update set
         sso_enforced = excluded.sso_enforced, break_glass_account_ids = excluded.break_glass_account_ids,
         idle_lifetime = excluded.idle_lifetime, absolute_lifetime = excluded.absolute_lifetime,
         updated_at = now()`,
      [
        teamId,
        rules.ssoEnforced,
        `{${rules.breakGlassAccountIds.join(',')}}`,
        rules.idleLifetime,
        rules.absoluteLifetime,
      ],
      'run',
      em.getTransactionContext(),
    );
  }

  /**
   * Ends the browser sessions started on the workspace's host that its rules no longer allow: password
   * sessions of anyone but `keepAccountIds` when SSO is enforced, and sessions past the lifetimes.
   */
  async deleteDisallowedSessions(
    em: EntityManager,
    teamId: string,
    rules: Omit<WorkspaceSecurityRow, 'updatedAt'>,
  ): Promise<EndedSessionRow[]> {
    const rows = await em.getConnection().execute<{ token_hash: string; account_id: string }[]>(
      `delete from control.sessions
        where team_id = ? and kind = 'browser'
          and ((? and sign_in_method = 'password' and not (account_id = any(?::uuid[])))
            or (?::int is not null and created_at + make_interval(secs => ?::int) <= now())
            or (?::int is not null and coalesce(last_used_at, created_at) + make_interval(secs => ?::int) <= now()))
        returning token_hash, account_id`,
      [
        teamId,
        rules.ssoEnforced,
        `{${rules.breakGlassAccountIds.join(',')}}`,
        rules.absoluteLifetime,
        rules.absoluteLifetime,
        rules.idleLifetime,
        rules.idleLifetime,
      ],
      'all',
      em.getTransactionContext(),
    );
    return rows.map((row) => ({ tokenHash: row.token_hash, accountId: row.account_id }));
  }

  /** The workspace's group mappings, by group name. */
  async groupRoles(teamId: string): Promise<IdpGroupRole[]> {
    const rows = await this.sql().execute<{ group_name: string; role: Role; workspace_admin: boolean }[]>(
      `select group_name, role, workspace_admin from control.idp_group_roles
        where team_id = ? order by lower(group_name)`,
      [teamId],
    );
    return rows.map((row) => ({
      groupName: row.group_name,
      role: row.role,
      workspaceAdmin: row.workspace_admin,
    }));
  }

  /** Replaces every mapping of the workspace inside the caller's control transaction. */
  async replaceGroupRoles(em: EntityManager, teamId: string, mappings: IdpGroupRole[]): Promise<void> {
    const tx = em.getTransactionContext();
    const connection = em.getConnection();
    await connection.execute('delete from control.idp_group_roles where team_id = ?', [teamId], 'run', tx);
    for (const m of mappings) {
      await connection.execute(
        'insert into control.idp_group_roles (team_id, group_name, role, workspace_admin) values (?, ?, ?, ?)',
        [teamId, m.groupName, m.role, m.workspaceAdmin],
        'run',
        tx,
      );
    }
  }

  private sql() {
    return this.databases.control().em.getConnection();
  }
}

import { Injectable } from '@nestjs/common';
import type { Region } from '@fieldnote/core';
import { Databases, qualified } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The SQL the control plane writes into workspaces' member rows, and the control schema's record
 * of who belongs where (`control.memberships`).
 */
@Injectable()
export class WorkspaceMembersRepository {
  constructor(private readonly databases: Databases) {}

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

  /** Removes a workspace's control row (a creation that failed). */
  async deleteTeam(em: EntityManager, teamId: string): Promise<void> {
    await em.getConnection().execute('delete from control.teams where id = ?', [teamId]);
  }
}

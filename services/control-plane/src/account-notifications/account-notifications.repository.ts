import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Databases } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** An inbox item with its invitation and workspace. */
export interface NoticeRow {
  id: string;
  created_at: Date;
  read_at: Date | null;
  invite_id: string;
  role: string;
  message: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  team_name: string;
  subdomain: string;
  invited_by_name: string | null;
}

/**
 * Only items whose invitation was sent to the account's address as it is now, once it has proved it
 * owns that address: as on the workspace list (spec 001 §3 available teams), signing up with somebody
 * else's address, or moving to another, must not show their invitations.
 */
const VISIBLE = `from control.account_notifications n
  join control.invites i on i.id = n.invite_id
  join control.accounts me on me.id = n.account_id and me.email_confirmed_at is not null and me.email = i.email
  join control.teams t on t.id = i.team_id
  where n.account_id = ?`;

const NOTICE_COLUMNS = `n.id, n.created_at, n.read_at, i.id as invite_id, i.role, i.message, i.expires_at, i.accepted_at,
          t.name as team_name, t.subdomain,
          (select a.name from control.accounts a where a.id = i.invited_by) as invited_by_name`;

/** The SQL of an account's own inbox (control schema). */
@Injectable()
export class AccountNotificationsRepository {
  constructor(private readonly databases: Databases) {}

  /** The account's newest visible items, and how many are unread (an accepted invitation counts as read). */
  async inbox(accountId: string, limit: number): Promise<{ rows: NoticeRow[]; unread: number }> {
    const sql = this.databases.control().em.getConnection();
    const rows = await sql.execute<NoticeRow[]>(
      `select ${NOTICE_COLUMNS}
        ${VISIBLE} order by n.created_at desc, n.id desc limit ?`,
      [accountId, limit],
    );
    const [count] = await sql.execute<{ n: string }[]>(
      `select count(*) as n ${VISIBLE} and n.read_at is null and i.accepted_at is null`,
      [accountId],
    );
    return { rows, unread: Number(count?.n ?? 0) };
  }

  /** Marks one of the account's items read (once: the first time stays), and reads it; null when it is not theirs. */
  async markRead(accountId: string, id: string): Promise<NoticeRow | null> {
    const sql = this.databases.control().em.getConnection();
    await sql.execute(
      `update control.account_notifications set read_at = coalesce(read_at, now()) where id = ? and account_id = ?`,
      [id, accountId],
    );
    const [row] = await sql.execute<NoticeRow[]>(
      `select ${NOTICE_COLUMNS}
        ${VISIBLE} and n.id = ?`,
      [accountId, id],
    );
    return row ?? null;
  }
}

/**
 * Puts a workspace invitation in the account's inbox, in `control`'s transaction; sent again, the
 * item comes back to the top as unread. The item's id. A function, not a method: notifyInvitee runs
 * in the invite's transaction, called from the invites service with the transaction alone.
 */
export async function upsertInviteNotice(
  control: EntityManager,
  invitee: { accountId: string; inviteId: string },
): Promise<string> {
  const [row] = await control.getConnection().execute<{ id: string }[]>(
    `insert into control.account_notifications (id, account_id, kind, invite_id)
       values (?, ?, 'WORKSPACE_INVITE', ?)
       on conflict (account_id, invite_id) do update set created_at = now(), read_at = null
       returning id`,
    [randomUUID(), invitee.accountId, invitee.inviteId],
    'all',
    control.getTransactionContext(),
  );
  return row!.id;
}

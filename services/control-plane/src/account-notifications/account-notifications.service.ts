import { Inject, Injectable } from '@nestjs/common';
import { AppError, type Config, rootUrl, workspaceUrl } from '@fieldnote/core';
import { CONFIG, Databases } from '@fieldnote/db';

/** Most account inbox items one query returns. */
export const MAX_ACCOUNT_INBOX_ITEMS = 100;

/** Where an invitation stands now. */
export type InviteNoticeStatus = 'PENDING' | 'ACCEPTED' | 'EXPIRED';

/** One item of an account's own inbox: an invitation to a workspace, as its invitee sees it. */
export interface AccountNotice {
  id: string;
  kind: 'WORKSPACE_INVITE';
  inviteId: string;
  workspaceName: string;
  invitedByName: string;
  role: string;
  message: string | null;
  status: InviteNoticeStatus;
  /** Where to go: the page that lists the invitation with Join, or the workspace once joined. */
  url: string;
  read: boolean;
  createdAt: Date;
}

interface Row {
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

/**
 * The signed-in account's own inbox (issue 10), read on whichever workspace address it is open: items
 * that are the person's rather than a workspace member's. Nobody reads or marks another's.
 */
@Injectable()
export class AccountNotificationsService {
  constructor(
    private readonly databases: Databases,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async inbox(accountId: string, limit: number): Promise<{ items: AccountNotice[]; unreadCount: number }> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ACCOUNT_INBOX_ITEMS)
      throw AppError.badInput(`limit must be between 1 and ${MAX_ACCOUNT_INBOX_ITEMS}.`, { field: 'limit' });
    const sql = this.databases.control().em.getConnection();
    const rows = await sql.execute<Row[]>(
      `select n.id, n.created_at, n.read_at, i.id as invite_id, i.role, i.message, i.expires_at, i.accepted_at,
          t.name as team_name, t.subdomain,
          (select a.name from control.accounts a where a.id = i.invited_by) as invited_by_name
        ${VISIBLE} order by n.created_at desc, n.id desc limit ?`,
      [accountId, limit],
    );
    const [count] = await sql.execute<{ n: string }[]>(
      `select count(*) as n ${VISIBLE} and n.read_at is null and i.accepted_at is null`,
      [accountId],
    );
    const now = new Date();
    return { items: rows.map((row) => this.present(row, now)), unreadCount: Number(count?.n ?? 0) };
  }

  /** Marks one of the caller's items read; NOT_FOUND for anyone else's. */
  async markRead(accountId: string, id: string): Promise<AccountNotice> {
    const sql = this.databases.control().em.getConnection();
    await sql.execute(
      `update control.account_notifications set read_at = coalesce(read_at, now()) where id = ? and account_id = ?`,
      [id, accountId],
    );
    const [row] = await sql.execute<Row[]>(
      `select n.id, n.created_at, n.read_at, i.id as invite_id, i.role, i.message, i.expires_at, i.accepted_at,
          t.name as team_name, t.subdomain,
          (select a.name from control.accounts a where a.id = i.invited_by) as invited_by_name
        ${VISIBLE} and n.id = ?`,
      [accountId, id],
    );
    if (!row) throw AppError.notFound('Notification');
    return this.present(row, new Date());
  }

  private present(row: Row, now: Date): AccountNotice {
    const status: InviteNoticeStatus = row.accepted_at
      ? 'ACCEPTED'
      : new Date(row.expires_at) <= now
        ? 'EXPIRED'
        : 'PENDING';
    return {
      id: row.id,
      kind: 'WORKSPACE_INVITE',
      inviteId: row.invite_id,
      workspaceName: row.team_name,
      invitedByName: row.invited_by_name ?? 'Deleted user',
      role: row.role,
      message: row.message,
      status,
      // The workspace list on the root address shows the invitation with Join (spec 000 §2 /auth/workspaces).
      url:
        status === 'ACCEPTED'
          ? workspaceUrl(this.config, row.subdomain, '/home')
          : new URL('/auth/workspaces', rootUrl(this.config)).toString(),
      read: row.read_at !== null || row.accepted_at !== null,
      createdAt: new Date(row.created_at),
    };
  }
}

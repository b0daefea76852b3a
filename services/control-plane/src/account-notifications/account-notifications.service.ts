import { Inject, Injectable } from '@nestjs/common';
import { AppError, type Config, rootUrl, workspaceUrl } from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';
import { AccountNotificationsRepository, type NoticeRow } from './account-notifications.repository';

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

/**
 * The signed-in account's own inbox (issue 10), read on whichever workspace address it is open: items
 * that are the person's rather than a workspace member's. Nobody reads or marks another's.
 */
@Injectable()
export class AccountNotificationsService {
  constructor(
    private readonly notices: AccountNotificationsRepository,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async inbox(accountId: string, limit: number): Promise<{ items: AccountNotice[]; unreadCount: number }> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ACCOUNT_INBOX_ITEMS)
      throw AppError.badInput(`limit must be between 1 and ${MAX_ACCOUNT_INBOX_ITEMS}.`, { field: 'limit' });
    const { rows, unread } = await this.notices.inbox(accountId, limit);
    const now = new Date();
    return { items: rows.map((row) => this.present(row, now)), unreadCount: unread };
  }

  /** Marks one of the caller's items read; NOT_FOUND for anyone else's. */
  async markRead(accountId: string, id: string): Promise<AccountNotice> {
    const row = await this.notices.markRead(accountId, id);
    if (!row) throw AppError.notFound('Notification');
    return this.present(row, new Date());
  }

  private present(row: NoticeRow, now: Date): AccountNotice {
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

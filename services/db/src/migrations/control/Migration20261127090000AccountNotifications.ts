import { Migration } from '@mikro-orm/migrations';

/**
 * The account's own inbox (issue 10), beside the workspace inboxes: news for a person rather than for
 * a member of one workspace, such as an invitation to a workspace they have not joined. It lives in
 * the control schema, as the invitations do, so no workspace's schema holds another workspace's data.
 * An item goes with its invite (a withdrawn invite leaves nothing behind) and with its account.
 */
export class Migration20261127090000AccountNotifications extends Migration {
  override up(): void {
    this.addSql(`create table account_notifications (
      id uuid primary key,
      account_id uuid not null references accounts (id) on delete cascade,
      kind varchar(32) not null check (kind in ('WORKSPACE_INVITE')),
      invite_id uuid not null references invites (id) on delete cascade,
      created_at timestamptz not null default now(),
      read_at timestamptz null,
      unique (account_id, invite_id))`);
    this.addSql(
      `create index account_notifications_inbox_index on account_notifications (account_id, created_at desc)`,
    );
  }
}

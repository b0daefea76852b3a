import { Migration } from '@mikro-orm/migrations';

/**
 * Comments on notes, highlights and insights (issue 10), the in-app notifications they and published
 * insights create, and each member's notification settings (spec 000 §9 / 001: allChangesEnabled,
 * insightsPublishedEnabled, allCommentsEnabled, follow frequency MONTHLY, WEEKLY, DAILY).
 * A comment points at exactly one target through a real foreign key, so deleting the target for
 * good removes its comments and their notifications with it.
 */
export class Migration20261126030000CommentsAndNotifications extends Migration {
  override up(): void {
    this.addSql(`create table comments (
      id uuid primary key,
      project_id uuid not null references projects (id) on delete cascade,
      note_id uuid null references notes (id) on delete cascade,
      highlight_id uuid null references highlights (id) on delete cascade,
      insight_id uuid null references insights (id) on delete cascade,
      parent_id uuid null references comments (id) on delete cascade,
      body text not null,
      mentioned_ids uuid[] not null default '{}',
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      edited_at timestamptz null,
      deleted_at timestamptz null,
      resolved_at timestamptz null,
      resolved_by uuid null,
      constraint comments_one_target check (num_nonnulls(note_id, highlight_id, insight_id) = 1)
    )`);
    this.addSql('create index comments_note_id_index on comments (note_id) where note_id is not null');
    this.addSql(
      'create index comments_highlight_id_index on comments (highlight_id) where highlight_id is not null',
    );
    this.addSql(
      'create index comments_insight_id_index on comments (insight_id) where insight_id is not null',
    );
    this.addSql('create index comments_parent_id_index on comments (parent_id) where parent_id is not null');

    this.addSql(`create table notifications (
      id uuid primary key,
      recipient_id uuid not null,
      kind varchar(32) not null,
      actor_id uuid null,
      project_id uuid null references projects (id) on delete cascade,
      comment_id uuid null references comments (id) on delete cascade,
      insight_id uuid null references insights (id) on delete cascade,
      excerpt text not null default '',
      created_at timestamptz not null default now(),
      read_at timestamptz null,
      emailed_at timestamptz null
    )`);
    // The inbox lists newest first; the badge counts the unread.
    this.addSql(
      'create index notifications_recipient_index on notifications (recipient_id, created_at desc)',
    );
    this.addSql(
      'create index notifications_unread_index on notifications (recipient_id) where read_at is null',
    );

    this.addSql(`create table notification_settings (
      member_id uuid primary key,
      all_changes_enabled boolean not null default true,
      insights_published_enabled boolean not null default true,
      all_comments_enabled boolean not null default true,
      follow_frequency varchar(8) not null default 'WEEKLY'
        check (follow_frequency in ('MONTHLY', 'WEEKLY', 'DAILY')),
      last_digest_at timestamptz null,
      updated_at timestamptz not null default now()
    )`);
  }
}

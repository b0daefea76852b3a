import { Injectable } from '@nestjs/common';
import type { FollowFrequencyValue, Region } from '@fieldnote/core';
import { Databases, memberSeesProjectSql } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailableRow } from './mailable-notifications';
import { mailableNotificationsSql } from './mailable-notifications.builder';
import { type NotifiedWorkspace, pgArray, toWorkspace } from './workspace-schema';

/** A member with unread, unmailed notifications, how often they want a digest and since when. */
export interface DigestCandidate {
  recipient_id: string;
  frequency: FollowFrequencyValue;
  since: Date;
}

/**
 * The SQL of the worker's notifications: who hears of a published insight, the notification rows,
 * and claiming rows for mail (a claim sets emailed_at, so a row is mailed
 * once; a failed send gives it back).
 */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly databases: Databases) {}

  /** The workspace of an event, or null when it is gone or not this fleet's. */
  async workspaceById(workspaceId: string): Promise<NotifiedWorkspace | null> {
    const [row] = await this.control().execute<WorkspaceRow[]>(
      'select id, name, subdomain, region, schema_name from control.teams where id = ?',
      [workspaceId],
    );
    return row ? toWorkspace(row) : null;
  }

  /** Every workspace of the given regions, for the digest run. */
  async workspacesIn(regions: readonly Region[]): Promise<NotifiedWorkspace[]> {
    const rows = await this.control().execute<WorkspaceRow[]>(
      'select id, name, subdomain, region, schema_name from control.teams where region = any(?::text[]) order by id',
      [pgArray(regions)],
    );
    return rows.map(toWorkspace);
  }

  /** The active members but `actorId` who may see the insight's project. Runs in `tx`'s transaction. */
  async insightReaders(
    tx: EntityManager,
    workspace: NotifiedWorkspace,
    insightId: string,
    actorId: string | null,
  ): Promise<string[]> {
    const rows = await tx.getConnection().execute<{ id: string }[]>(
      // Only those who may see the insight's project: a private project's insights stay private.
      `select m.id from ${workspace.table('members')} m
          where m.deactivated_at is null and m.id <> coalesce(?::uuid, '00000000-0000-0000-0000-000000000000')
            and exists (select 1 from ${workspace.table('insights')} i
                         where i.id = ? and ${memberSeesProjectSql(workspace.table, 'm.id', 'i.project_id')})`,
      [actorId, insightId],
      'all',
      tx.getTransactionContext(),
    );
    return rows.map((row) => row.id);
  }

  /**
   * Writes the recipient's INSIGHT_PUBLISHED notification of a live insight, unless a notification
   * of that id exists (a redelivery); whether it was written. Runs in `tx`'s transaction.
   */
  async insertInsightPublished(
    tx: EntityManager,
    workspace: NotifiedWorkspace,
    row: { id: string; recipientId: string; actorId: string | null; insightId: string },
  ): Promise<boolean> {
    const inserted = await tx.getConnection().execute<{ id: string }[]>(
      `insert into ${workspace.table('notifications')} (id, recipient_id, kind, actor_id, project_id, insight_id, excerpt)
           select ?, ?, 'INSIGHT_PUBLISHED', ?, i.project_id, i.id, i.title
           from ${workspace.table('insights')} i where i.id = ? and i.deleted_at is null
           on conflict (id) do nothing returning id`,
      [row.id, row.recipientId, row.actorId, row.insightId],
      'all',
      tx.getTransactionContext(),
    );
    return inserted.length > 0;
  }

  /** A notification not yet mailed nor read, with what its mail says; null when there is none. */
  async mailable(workspace: NotifiedWorkspace, notificationId: string): Promise<MailableRow | null> {
    const [row] = await this.sql(workspace).execute<MailableRow[]>(
      mailableNotificationsSql(workspace.table, 'n.id = ? and n.emailed_at is null and n.read_at is null'),
      [notificationId],
    );
    return row ?? null;
  }

  /**
   * Claims one notification for mail now, if its recipient's `setting` (a column) allows it, or
   * whatever their settings when `setting` is null; whether it was claimed.
   */
  async claimForMail(
    workspace: NotifiedWorkspace,
    notificationId: string,
    setting: string | null,
  ): Promise<boolean> {
    const allowed = setting
      ? `coalesce((select s.${setting} from ${workspace.table('notification_settings')} s where s.member_id = n.recipient_id), true)`
      : 'true';
    const claimed = await this.sql(workspace).execute<{ id: string }[]>(
      `update ${workspace.table('notifications')} n set emailed_at = now()
       where n.id = ? and n.emailed_at is null and ${allowed}
       returning n.id`,
      [notificationId],
    );
    return claimed.length > 0;
  }

  /** Gives a claimed notification back (its mail was not sent). */
  async unclaimOne(workspace: NotifiedWorkspace, id: string): Promise<void> {
    await this.sql(workspace).execute(
      `update ${workspace.table('notifications')} set emailed_at = null where id = ?`,
      [id],
    );
  }

  /** Gives claimed notifications back (their digest was not sent). */
  async unclaim(workspace: NotifiedWorkspace, ids: string[]): Promise<void> {
    await this.sql(workspace).execute(
      `update ${workspace.table('notifications')} set emailed_at = null where id = any(?::uuid[])`,
      [pgArray(ids)],
    );
  }

  /** Members with unread, unmailed notifications who want changes mailed, with their digest frequency. */
  digestCandidates(workspace: NotifiedWorkspace): Promise<DigestCandidate[]> {
    const table = workspace.table;
    return this.sql(workspace).execute<DigestCandidate[]>(
      `select n.recipient_id, coalesce(st.follow_frequency, 'WEEKLY') as frequency,
          coalesce(max(st.last_digest_at), min(n.created_at)) as since
        from ${table('notifications')} n
        left join ${table('notification_settings')} st on st.member_id = n.recipient_id
        where n.read_at is null and n.emailed_at is null and coalesce(st.all_changes_enabled, true)
        group by n.recipient_id, st.follow_frequency`,
    );
  }

  /** The recipient's unread, unmailed notifications, with what their mails say. */
  unmailedOf(workspace: NotifiedWorkspace, recipientId: string): Promise<MailableRow[]> {
    return this.sql(workspace).execute<MailableRow[]>(
      mailableNotificationsSql(
        workspace.table,
        'n.recipient_id = ? and n.read_at is null and n.emailed_at is null',
      ),
      [recipientId],
    );
  }

  /** Claims these notifications for a digest sent at `at`: those no one claimed first. */
  async claimForDigest(workspace: NotifiedWorkspace, ids: string[], at: Date): Promise<Set<string>> {
    const rows = await this.sql(workspace).execute<{ id: string }[]>(
      `update ${workspace.table('notifications')} set emailed_at = ? where id = any(?::uuid[]) and emailed_at is null returning id`,
      [at, pgArray(ids)],
    );
    return new Set(rows.map((r) => r.id));
  }

  async recordDigestSent(workspace: NotifiedWorkspace, memberId: string, at: Date): Promise<void> {
    await this.sql(workspace).execute(
      `insert into ${workspace.table('notification_settings')} (member_id, last_digest_at) values (?, ?)
         on conflict (member_id) do update set last_digest_at = excluded.last_digest_at`,
      [memberId, at],
    );
  }

  private control() {
    return this.databases.control().em.getConnection();
  }

  private sql(workspace: NotifiedWorkspace) {
    return this.databases.region(workspace.region).em.getConnection();
  }
}

/** A workspace's control row. */
type WorkspaceRow = Parameters<typeof toWorkspace>[0];

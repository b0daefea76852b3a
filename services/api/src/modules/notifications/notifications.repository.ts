import { Injectable } from '@nestjs/common';
import {
  Comment,
  Highlight,
  Insight,
  Member,
  Note,
  Notification,
  NotificationSettings,
  Project,
} from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A note, insight or project read for its title alone. */
export interface Titled {
  id: string;
  title: string;
}

/** What a page of notifications names, by id: the rows an inbox item's title, link and actor come from. */
export interface InboxSubjects {
  comments: Map<string, Comment>;
  /** The highlights those comments are on. */
  highlights: Map<string, Highlight>;
  /** Notes of those comments and highlights. */
  notes: Map<string, Titled>;
  /** Insights of those comments and of insight notifications. */
  insights: Map<string, Titled>;
  /** Projects of access request notifications. */
  projects: Map<string, Titled>;
  actors: Map<string, Member>;
}

/** The queries of a member's own notifications and settings. Every method runs through `em`. */
@Injectable()
export class NotificationsRepository {
  /** The member's newest notifications, at most `limit`. */
  newest(em: EntityManager, recipientId: string, limit: number): Promise<Notification[]> {
    return em.find(Notification, { recipientId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  countUnread(em: EntityManager, recipientId: string): Promise<number> {
    return em.count(Notification, { recipientId, readAt: null });
  }

  /** The member's notification of this id, or null (another member's is as good as none). */
  findOwn(em: EntityManager, recipientId: string, id: string): Promise<Notification | null> {
    return em.findOne(Notification, { id, recipientId });
  }

  /** Marks every unread notification of the member read at `at`; how many were unread. */
  markAllRead(em: EntityManager, recipientId: string, at: Date): Promise<number> {
    return em.nativeUpdate(Notification, { recipientId, readAt: null }, { readAt: at });
  }

  /** The member's saved settings, or null before they first save. */
  settingsOf(em: EntityManager, memberId: string): Promise<NotificationSettings | null> {
    return em.findOne(NotificationSettings, { memberId });
  }

  /** The member's saved settings, or the defaults, which are not written. */
  async settingsOrDefaults(em: EntityManager, memberId: string): Promise<NotificationSettings> {
    return (
      (await this.settingsOf(em, memberId)) ??
      em.create(NotificationSettings, { memberId }, { persist: false })
    );
  }

  /** The member's saved settings, or new ones at the defaults that the next save writes. */
  async settingsToChange(em: EntityManager, memberId: string): Promise<NotificationSettings> {
    return (await this.settingsOf(em, memberId)) ?? em.create(NotificationSettings, { memberId });
  }

  /** Writes the changes made to a notification or settings loaded in `em`. */
  async save(em: EntityManager, row: Notification | NotificationSettings): Promise<void> {
    await em.persist(row).flush();
  }

  /**
   * The rows a page of notifications names, a few batched reads whatever the page size: comments
   * first, then the highlights they are on, then the notes and insights of both.
   */
  async findInboxSubjects(em: EntityManager, rows: Notification[]): Promise<InboxSubjects> {
    const commentIds = idsOf(rows, (n) => n.commentId);
    const comments = keyed(commentIds.length ? await em.find(Comment, { id: { $in: commentIds } }) : []);
    const highlightIds = idsOf([...comments.values()], (c) => c.highlightId);
    const highlights = keyed(
      highlightIds.length ? await em.find(Highlight, { id: { $in: highlightIds } }) : [],
    );
    const noteIds = [
      ...idsOf([...comments.values()], (c) => c.noteId),
      ...idsOf([...highlights.values()], (h) => h.noteId),
    ];
    const notes = keyed(
      noteIds.length ? await em.find(Note, { id: { $in: noteIds } }, { fields: ['id', 'title'] }) : [],
    );
    const insightIds = [
      ...idsOf([...comments.values()], (c) => c.insightId),
      ...idsOf(rows, (n) => n.insightId),
    ];
    const insights = keyed(
      insightIds.length
        ? await em.find(Insight, { id: { $in: insightIds } }, { fields: ['id', 'title'] })
        : [],
    );
    // Access request notifications name their project; through the member's gate, so a project the
    // recipient may not see (a denied request) keeps its title to itself.
    const projectIds = idsOf(rows, (n) => (n.accessRequestId ? n.projectId : null));
    const projects = keyed(
      projectIds.length
        ? await em.find(Project, { id: { $in: projectIds } }, { fields: ['id', 'title'] })
        : [],
    );
    const actorIds = idsOf(rows, (n) => n.actorId);
    const actors = keyed(actorIds.length ? await em.find(Member, { id: { $in: actorIds } }) : []);
    return { comments, highlights, notes, insights, projects, actors };
  }
}

/** The distinct ids `pick` finds in `list`, nulls left out. */
function idsOf<T>(list: T[], pick: (x: T) => string | null): string[] {
  return [...new Set(list.flatMap((x) => (pick(x) ? [pick(x)!] : [])))];
}

function keyed<T extends { id: string }>(list: T[]): Map<string, T> {
  return new Map(list.map((x) => [x.id, x]));
}

import { Injectable } from '@nestjs/common';
import { HIGHLIGHT_CARD_NODE } from '@fieldnote/core';
import { Highlight, Insight, Note, Project, ShareLink, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Any highlight card node of a document whose highlightId is `$id` (Postgres SQL/JSON path). */
const HIGHLIGHT_CARD_PATH = `strict $.** ? (@.type == "${HIGHLIGHT_CARD_NODE}" && @.attrs.highlightId == $id)`;

/** The queries of share links; `schemaName` is the workspace's schema. */
@Injectable()
export class SharingRepository {
  /** The insight's links, newest first. */
  linksOfInsight(em: EntityManager, insightId: string): Promise<ShareLink[]> {
    return em.find(ShareLink, { insightId }, { orderBy: { createdAt: 'desc' } });
  }

  linkById(em: EntityManager, id: string): Promise<ShareLink | null> {
    return em.findOne(ShareLink, { id });
  }

  /** The link of a token, unless it was revoked. */
  activeLinkByToken(em: EntityManager, token: string): Promise<ShareLink | null> {
    return em.findOne(ShareLink, { token, revokedAt: null });
  }

  /** A note's links, newest first. */
  linksOfNote(em: EntityManager, noteId: string): Promise<ShareLink[]> {
    return em.find(ShareLink, { noteId }, { orderBy: { createdAt: 'desc' } });
  }

  /** A highlight's links, newest first. */
  linksOfHighlight(em: EntityManager, highlightId: string): Promise<ShareLink[]> {
    return em.find(ShareLink, { highlightId }, { orderBy: { createdAt: 'desc' } });
  }

  /** Writes a new link (to exactly one insight, note or highlight), made now, and returns it. */
  async insertLink(
    em: EntityManager,
    link: Pick<ShareLink, 'id' | 'token' | 'createdBy'> &
      Partial<Pick<ShareLink, 'insightId' | 'noteId' | 'highlightId'>>,
  ): Promise<ShareLink> {
    const created = em.create(ShareLink, { ...link, createdAt: new Date() });
    await em.flush();
    return created;
  }

  /** Writes the changes made to the links read through `em`. */
  async save(em: EntityManager): Promise<void> {
    await em.flush();
  }

  /** An insight whether or not it is in the trash (the label of a revoked link's audit entry). */
  insightById(em: EntityManager, id: string): Promise<Insight | null> {
    return em.findOne(Insight, { id });
  }

  /** A note whether or not it is in the trash (the label of a revoked link's audit entry). */
  noteById(em: EntityManager, id: string): Promise<Note | null> {
    return em.findOne(Note, { id }, { filters: false });
  }

  /** A highlight (the label of a revoked link's audit entry). */
  highlightById(em: EntityManager, id: string): Promise<Highlight | null> {
    return em.findOne(Highlight, { id }, { filters: false });
  }

  /** An insight that is not in the trash. */
  liveInsightById(em: EntityManager, id: string): Promise<Insight | null> {
    return em.findOne(Insight, { id, deletedAt: null });
  }

  /** A project that is not in the trash. */
  liveProjectById(em: EntityManager, id: string): Promise<Project | null> {
    return em.findOne(Project, { id, deletedAt: null });
  }

  /**
   * Who shares a highlight: each author and link creator pair once, of the published insights in
   * live projects that embed the highlight's card and have a live link.
   */
  sharersOfCard(
    em: EntityManager,
    schemaName: string,
    highlightId: string,
  ): Promise<{ author: string; sharer: string }[]> {
    const table = inSchema(schemaName);
    return em.getConnection().execute<{ author: string; sharer: string }[]>(
      `select distinct i.created_by as author, s.created_by as sharer from ${table('insights')} i
         join ${table('share_links')} s on s.insight_id = i.id and s.revoked_at is null
         join ${table('projects')} p on p.id = i.project_id and p.deleted_at is null
       where i.published and i.deleted_at is null
         and jsonb_path_exists(i.content_json, ?::jsonpath, jsonb_build_object('id', ?::text))`,
      // The path goes as a parameter: its "?" filter would otherwise read as a placeholder.
      [HIGHLIGHT_CARD_PATH, highlightId],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { Highlight, HighlightTag, Note, Project, Tag } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A note as a highlight card shows it: the title, and the project it sits in. */
export type CardNote = Pick<Note, 'id' | 'title' | 'projectId'>;

/**
 * The reads behind highlight cards: highlights, their notes, projects and tags. Every method runs
 * through `em`, so through the member's project gate when `em` carries one.
 */
@Injectable()
export class HighlightCardsRepository {
  /** The highlights of these ids (UUIDs only) that exist. */
  highlightsByIds(em: EntityManager, ids: string[]): Promise<Highlight[]> {
    return em.find(Highlight, { id: { $in: ids } });
  }

  /** A project's live notes, their ids and titles only. */
  liveNotesOfProject(em: EntityManager, projectId: string): Promise<Pick<Note, 'id' | 'title'>[]> {
    return em.find(Note, { projectId, deletedAt: null }, { fields: ['id', 'title'] });
  }

  /**
   * The newest highlights (at most `limit`) of these notes; with a `match`, only those whose text is
   * like its pattern or whose note is one of its notes.
   */
  newestHighlightsOfNotes(
    em: EntityManager,
    noteIds: string[],
    match: { textLike: string; noteIds: string[] } | null,
    limit: number,
  ): Promise<Highlight[]> {
    return em.find(
      Highlight,
      {
        noteId: { $in: noteIds },
        ...(match ? { $or: [{ text: { $ilike: match.textLike } }, { noteId: { $in: match.noteIds } }] } : {}),
      },
      { orderBy: { createdAt: 'desc' }, limit },
    );
  }

  /** The live notes of these ids outside the hidden projects. */
  liveNotesByIds(
    em: EntityManager,
    noteIds: string[],
    hiddenProjectIds: readonly string[],
  ): Promise<CardNote[]> {
    return em.find(
      Note,
      {
        id: { $in: noteIds },
        deletedAt: null,
        ...(hiddenProjectIds.length ? { projectId: { $nin: [...hiddenProjectIds] } } : {}),
      },
      { fields: ['id', 'title', 'projectId'] },
    );
  }

  /** Which of these projects are live. */
  async liveProjectIdsAmong(em: EntityManager, projectIds: string[]): Promise<Set<string>> {
    const live = await em.find(Project, { id: { $in: projectIds }, deletedAt: null }, { fields: ['id'] });
    return new Set(live.map((p) => p.id));
  }

  /** The tag links of these highlights. */
  tagLinksOf(em: EntityManager, highlightIds: string[]): Promise<HighlightTag[]> {
    return em.find(HighlightTag, { highlightId: { $in: highlightIds } });
  }

  /** The tags of these ids, by title. */
  tagsByIdsByTitle(em: EntityManager, tagIds: string[]): Promise<Tag[]> {
    return em.find(Tag, { id: { $in: tagIds } }, { orderBy: { title: 'asc' } });
  }
}

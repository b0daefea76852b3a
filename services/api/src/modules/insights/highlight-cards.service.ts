import { Injectable } from '@nestjs/common';
import { AppError, MAX_LENGTH, isUuid, parsePathId } from '@fieldnote/core';
import { Highlight, HighlightTag, Note, Tag } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findLiveProject } from '../projects/project-lookup';

/** What a highlight card shows: the quote, the note it comes from and its tags. */
export interface HighlightCard {
  highlight: Highlight;
  noteTitle: string;
  tags: Tag[];
}

/** How many highlights the picker lists at most: a search narrows it. */
export const MAX_PICKER_HIGHLIGHTS = 50;

/**
 * Reads highlights as insight cards show them: by id (a card in a document) or by search within a
 * project (the picker). Highlights of notes in the trash are left out, as their notes are hidden.
 */
@Injectable()
export class HighlightCardsService {
  /** The cards of `ids` that still exist, in the order asked; missing ids are simply absent. */
  async byIds(em: EntityManager, rawIds: string[]): Promise<HighlightCard[]> {
    // Ids come from documents anyone in the workspace may have written: only UUIDs reach the query.
    const ids = rawIds.filter(isUuid).map((id) => id.toLowerCase());
    if (ids.length === 0) return [];
    const highlights = await em.find(Highlight, { id: { $in: ids } });
    const cards = await this.withNotesAndTags(em, highlights);
    const byId = new Map(cards.map((c) => [c.highlight.id, c]));
    return ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
  }

  async one(em: EntityManager, rawId: string): Promise<HighlightCard> {
    const [card] = await this.byIds(em, [parsePathId(rawId)]);
    if (!card) throw AppError.notFound('Highlight');
    return card;
  }

  /** The project's highlights whose quote or note title contains `search`, newest first. */
  async search(em: EntityManager, rawProjectId: string, search: string | null): Promise<HighlightCard[]> {
    const project = await findLiveProject(em, rawProjectId);
    const notes = await em.find(
      Note,
      { projectId: project.id, deletedAt: null },
      { fields: ['id', 'title'] },
    );
    if (notes.length === 0) return [];
    const needle = search?.trim() ?? '';
    if (needle.length > MAX_LENGTH.searchQuery)
      throw AppError.badInput(`Search can be at most ${MAX_LENGTH.searchQuery} characters long.`);
    const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matchingNotes = needle
      ? notes.filter((n) => n.title.toLowerCase().includes(needle.toLowerCase())).map((n) => n.id)
      : [];
    const highlights = await em.find(
      Highlight,
      {
        noteId: { $in: notes.map((n) => n.id) },
        ...(needle ? { $or: [{ text: { $ilike: pattern } }, { noteId: { $in: matchingNotes } }] } : {}),
      },
      { orderBy: { createdAt: 'desc' }, limit: MAX_PICKER_HIGHLIGHTS },
    );
    return this.withNotesAndTags(em, highlights);
  }

  private async withNotesAndTags(em: EntityManager, highlights: Highlight[]): Promise<HighlightCard[]> {
    if (highlights.length === 0) return [];
    const noteIds = [...new Set(highlights.map((h) => h.noteId))];
    const notes = await em.find(Note, { id: { $in: noteIds }, deletedAt: null }, { fields: ['id', 'title'] });
    const titles = new Map(notes.map((n) => [n.id, n.title]));
    const links = await em.find(HighlightTag, { highlightId: { $in: highlights.map((h) => h.id) } });
    const tags = links.length
      ? await em.find(
          Tag,
          { id: { $in: [...new Set(links.map((l) => l.tagId))] } },
          { orderBy: { title: 'asc' } },
        )
      : [];
    return highlights
      .filter((h) => titles.has(h.noteId))
      .map((highlight) => {
        const own = new Set(links.filter((l) => l.highlightId === highlight.id).map((l) => l.tagId));
        return {
          highlight,
          noteTitle: titles.get(highlight.noteId) ?? '',
          tags: tags.filter((t) => own.has(t.id)),
        };
      });
  }
}

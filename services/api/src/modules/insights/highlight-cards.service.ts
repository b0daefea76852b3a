import { Injectable } from '@nestjs/common';
import { AppError, MAX_LENGTH, isUuid, parsePathId } from '@fieldnote/core';
import type { Highlight, Tag } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findLiveProject } from '../projects';
import { type CardNote, HighlightCardsRepository } from './highlight-cards.repository';

/** What a highlight card shows: the quote, the note it comes from and its tags. */
export interface HighlightCard {
  highlight: Highlight;
  /** The project of its note. */
  projectId: string;
  noteTitle: string;
  tags: Tag[];
}

/** How many highlights the picker lists at most: a search narrows it. */
export const MAX_PICKER_HIGHLIGHTS = 50;

/**
 * Reads highlights as insight cards show them: by id (a card in a document) or by search within a
 * project (the picker). Highlights of notes in the trash are left out, as their notes are hidden,
 * and so are those of projects in the trash or hidden from the reader.
 */
@Injectable()
export class HighlightCardsService {
  constructor(private readonly cards: HighlightCardsRepository) {}

  /**
   * The cards of `ids` that can be read, in the order asked; the others are simply absent. Ids come
   * from documents anyone in the workspace may have written, so a card is no proof of access: a
   * highlight shows only while its project is live and visible through `em` (a member's project
   * gate) and not among `hiddenProjectIds` (the projects hidden from those a public page reads for).
   */
  async byIds(
    em: EntityManager,
    rawIds: string[],
    hiddenProjectIds: readonly string[] = [],
  ): Promise<HighlightCard[]> {
    // Only UUIDs reach the query.
    const ids = rawIds.filter(isUuid).map((id) => id.toLowerCase());
    if (ids.length === 0) return [];
    const highlights = await this.cards.highlightsByIds(em, ids);
    const cards = await this.withNotesAndTags(em, highlights, { hiddenProjectIds, liveProjectsOnly: true });
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
    const notes = await this.cards.liveNotesOfProject(em, project.id);
    if (notes.length === 0) return [];
    const needle = search?.trim() ?? '';
    if (needle.length > MAX_LENGTH.searchQuery)
      throw AppError.badInput(`Search can be at most ${MAX_LENGTH.searchQuery} characters long.`);
    const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matchingNotes = needle
      ? notes.filter((n) => n.title.toLowerCase().includes(needle.toLowerCase())).map((n) => n.id)
      : [];
    const highlights = await this.cards.newestHighlightsOfNotes(
      em,
      notes.map((n) => n.id),
      needle ? { textLike: pattern, noteIds: matchingNotes } : null,
      MAX_PICKER_HIGHLIGHTS,
    );
    // The project was found live and visible above: its notes need no second look.
    return this.withNotesAndTags(em, highlights, { hiddenProjectIds: [], liveProjectsOnly: false });
  }

  /**
   * The cards of the highlights whose note is live and whose project is not hidden (and, with
   * `liveProjectsOnly`, not in the trash): three queries, or four, however many highlights.
   */
  private async withNotesAndTags(
    em: EntityManager,
    highlights: Highlight[],
    options: { hiddenProjectIds: readonly string[]; liveProjectsOnly: boolean },
  ): Promise<HighlightCard[]> {
    if (highlights.length === 0) return [];
    const noteIds = [...new Set(highlights.map((h) => h.noteId))];
    let notes = await this.cards.liveNotesByIds(em, noteIds, options.hiddenProjectIds);
    if (options.liveProjectsOnly && notes.length > 0) {
      const liveIds = await this.cards.liveProjectIdsAmong(em, [...new Set(notes.map((n) => n.projectId))]);
      notes = notes.filter((n) => liveIds.has(n.projectId));
    }
    const byNote = new Map(notes.map((n) => [n.id, n]));
    const readable = highlights.filter((h) => byNote.has(h.noteId));
    if (readable.length === 0) return [];
    const links = await this.cards.tagLinksOf(
      em,
      readable.map((h) => h.id),
    );
    const tags = links.length
      ? await this.cards.tagsByIdsByTitle(em, [...new Set(links.map((l) => l.tagId))])
      : [];
    return readable.map((highlight) => {
      const note = byNote.get(highlight.noteId) as CardNote;
      const own = new Set(links.filter((l) => l.highlightId === highlight.id).map((l) => l.tagId));
      return {
        highlight,
        projectId: note.projectId,
        noteTitle: note.title,
        tags: tags.filter((t) => own.has(t.id)),
      };
    });
  }
}

import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, MAX_LENGTH, MAX_TAGS_PER_HIGHLIGHT, parsePathId } from '@fieldnote/core';
import { Highlight, HighlightTag, Note, Tag, quoteSchema } from '@fieldnote/db';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { CountedTag } from '../tags/tags.service';
import { TagsService } from '../tags/tags.service';
import { highlightErrors } from './highlight-errors';

/** A highlight with its note's title and its counted tags. */
export interface FullHighlight {
  highlight: Highlight;
  noteTitle: string;
  tags: CountedTag[];
}

/**
 * Creating, tagging and removing highlights (spec 000 §3). A highlight is anchored by offsets in
 * the note's plain text and the quoted text, checked against the note when created. Every change
 * writes its outbox event in its transaction.
 */
@Injectable()
export class HighlightsService {
  constructor(private readonly tags: TagsService) {}

  async create(
    scope: WorkspaceScope,
    input: { noteId: string; startOffset: number; endOffset: number; text: string; tagIds?: string[] | null },
  ): Promise<FullHighlight> {
    const noteId = parsePathId(input.noteId);
    const tagIds = [...new Set((input.tagIds ?? []).map(parsePathId))];
    if (input.text.trim().length === 0 || input.endOffset <= input.startOffset) throw highlightErrors.empty();
    if (input.text.length > MAX_LENGTH.highlightText) throw highlightErrors.tooLong();
    if (tagIds.length > MAX_TAGS_PER_HIGHLIGHT) throw highlightErrors.tooManyTags();
    return scope.em.transactional(async (em) => {
      const note = await em.findOne(Note, { id: noteId });
      if (!note) throw AppError.notFound('Note');
      if (input.startOffset < 0 || input.endOffset > note.content.length) throw highlightErrors.outOfNote();
      if (note.content.slice(input.startOffset, input.endOffset) !== input.text)
        throw highlightErrors.textMismatch();
      const tags = await this.tagsFor(em, note, tagIds);
      const highlight = em.create(Highlight, {
        id: randomUUID(),
        noteId,
        text: input.text,
        startOffset: input.startOffset,
        endOffset: input.endOffset,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      // No ORM relations here, so the highlight is written before the rows that point at it.
      await em.flush();
      for (const tag of tags) em.create(HighlightTag, { highlightId: highlight.id, tagId: tag.id });
      await em.flush();
      await recordEvent(em, 'highlight.created', scope.workspace.id, {
        highlightId: highlight.id,
        noteId,
        projectId: note.projectId,
        tagIds,
      });
      return { highlight, noteTitle: note.title, tags: await this.tags.withCounts(em, scope, tags) };
    });
  }

  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    const id = parsePathId(rawId);
    await scope.em.transactional(async (em) => {
      const highlight = await em.findOne(Highlight, { id });
      if (!highlight) throw AppError.notFound('Highlight');
      // Its highlight_tags rows go with it (on delete cascade): the tags' counts drop at once.
      em.remove(highlight);
      await em.flush();
      await recordEvent(em, 'highlight.deleted', scope.workspace.id, {
        highlightId: id,
        noteId: highlight.noteId,
      });
    });
  }

  /** Adds `tagId` to the highlight; adding a tag it already carries changes nothing. */
  async tag(scope: WorkspaceScope, rawHighlightId: string, rawTagId: string): Promise<FullHighlight> {
    const highlightId = parsePathId(rawHighlightId);
    const tagId = parsePathId(rawTagId);
    return scope.em.transactional(async (em) => {
      const { highlight, note } = await this.highlightWithNote(em, highlightId);
      const [tag] = await this.tagsFor(em, note, [tagId]);
      const existing = await em.find(HighlightTag, { highlightId });
      if (!existing.some((l) => l.tagId === tagId)) {
        if (existing.length >= MAX_TAGS_PER_HIGHLIGHT) throw highlightErrors.tooManyTags();
        await em
          .getConnection()
          .execute(
            `insert into ${schemaOf(scope)}.highlight_tags (highlight_id, tag_id) values (?, ?) on conflict do nothing`,
            [highlightId, (tag as Tag).id],
            'run',
            em.getTransactionContext(),
          );
        await recordEvent(em, 'highlight.tagged', scope.workspace.id, { highlightId, tagId });
      }
      return this.full(em, scope, highlight, note);
    });
  }

  /** Removes `tagId` from the highlight; removing a tag it does not carry changes nothing. */
  async untag(scope: WorkspaceScope, rawHighlightId: string, rawTagId: string): Promise<FullHighlight> {
    const highlightId = parsePathId(rawHighlightId);
    const tagId = parsePathId(rawTagId);
    return scope.em.transactional(async (em) => {
      const { highlight, note } = await this.highlightWithNote(em, highlightId);
      if (!(await em.findOne(Tag, { id: tagId }))) throw AppError.notFound('Tag');
      const removed = await em.nativeDelete(HighlightTag, { highlightId, tagId });
      if (removed > 0)
        await recordEvent(em, 'highlight.untagged', scope.workspace.id, { highlightId, tagId });
      return this.full(em, scope, highlight, note);
    });
  }

  private async highlightWithNote(
    em: EntityManager,
    highlightId: string,
  ): Promise<{ highlight: Highlight; note: Note }> {
    const highlight = await em.findOne(Highlight, { id: highlightId });
    if (!highlight) throw AppError.notFound('Highlight');
    const note = await em.findOne(Note, { id: highlight.noteId });
    if (!note) throw AppError.notFound('Highlight');
    return { highlight, note };
  }

  /** The tags `tagIds`, each of the note's project or of the workspace. */
  private async tagsFor(em: EntityManager, note: Note, tagIds: string[]): Promise<Tag[]> {
    if (tagIds.length === 0) return [];
    // A share lock: a merge or deletion of these tags waits until this change commits.
    const tags = await em.find(Tag, { id: { $in: tagIds } }, { lockMode: LockMode.PESSIMISTIC_READ });
    if (tags.length !== tagIds.length) throw AppError.notFound('Tag');
    if (tags.some((t) => t.projectId !== null && t.projectId !== note.projectId))
      throw highlightErrors.tagOutOfProject();
    return tags;
  }

  private async full(
    em: EntityManager,
    scope: WorkspaceScope,
    highlight: Highlight,
    note: Note,
  ): Promise<FullHighlight> {
    const links = await em.find(HighlightTag, { highlightId: highlight.id });
    const tags = links.length
      ? await em.find(Tag, { id: { $in: links.map((l) => l.tagId) } }, { orderBy: { title: 'asc' } })
      : [];
    return { highlight, noteTitle: note.title, tags: await this.tags.withCounts(em, scope, tags) };
  }
}

function schemaOf(scope: WorkspaceScope): string {
  return quoteSchema(scope.workspace.schemaName);
}

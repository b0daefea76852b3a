import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, HIGHLIGHT_EVENTS, MAX_LENGTH, MAX_TAGS_PER_HIGHLIGHT, parsePathId } from '@fieldnote/core';
import type { Highlight, Note, Tag } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type * as Y from 'yjs';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { type CountedTag, TagsService } from '../tags';
import {
  CollaborationHub,
  anchorAt,
  documentText,
  encodeAnchor,
  loadStoredDocument,
  readClientAnchor,
  storedDocumentState,
} from '../collaboration';
import { highlightErrors } from './highlight-errors';
import { tagsForNote } from './highlight-tags';
import { HighlightsRepository } from './highlights.repository';

/** A highlight with its note's title and its counted tags. */
export interface FullHighlight {
  highlight: Highlight;
  noteTitle: string;
  tags: CountedTag[];
}

/**
 * Creating, tagging and removing highlights (spec 000 §3). A highlight is located by offsets in the
 * note's plain text and anchored by Yjs relative positions of its first and last character in the
 * note's collaborative document. Relative positions name Yjs items, not indexes, so they stay on
 * their words whatever anyone types before, inside or after them, concurrently too; the collaboration
 * store moves the offsets along and detaches a highlight whose text was deleted entirely (see
 * DocumentStore). Open editors of the note hear of every change at once (a stateless message). Every change
 * writes its outbox event in its transaction.
 */
@Injectable()
export class HighlightsService {
  constructor(
    private readonly tags: TagsService,
    private readonly hub: CollaborationHub,
    private readonly highlights: HighlightsRepository,
  ) {}

  async create(
    scope: WorkspaceScope,
    input: {
      noteId: string;
      startOffset: number;
      endOffset: number;
      text: string;
      startAnchor?: string | null;
      endAnchor?: string | null;
      tagIds?: string[] | null;
    },
    /** Set when an AI suggestion is accepted: the highlight is marked AI-generated with its reason. */
    ai?: {
      highlightReason: string;
      suggestedTagIds: string[];
      /** Runs in the highlight's transaction (the suggestion is marked Accepted with it). */
      within: (em: EntityManager, highlight: Highlight) => Promise<void>;
    },
  ): Promise<FullHighlight> {
    const noteId = parsePathId(input.noteId);
    const tagIds = [...new Set((input.tagIds ?? []).map(parsePathId))];
    const byAnchors = Boolean(input.startAnchor && input.endAnchor);
    if (!byAnchors && (input.text.trim().length === 0 || input.endOffset <= input.startOffset))
      throw highlightErrors.empty();
    if (input.text.length > MAX_LENGTH.highlightText) throw highlightErrors.tooLong();
    if (tagIds.length > MAX_TAGS_PER_HIGHLIGHT) throw highlightErrors.tooManyTags();
    const created = await scope.em.transactional(async (em) => {
      const note = await this.highlights.findNoteWithState(em, noteId);
      if (!note) throw AppError.notFound('Note');
      const placed = this.place(scope, note, input);
      const tags = await tagsForNote(this.highlights, em, note, tagIds);
      // The anchors point into the document built from the stored text: keep that state (the build
      // is deterministic, so a collaboration server building it too makes the same items).
      if (!note.ydoc) note.ydoc = Buffer.from(storedDocumentState(note));
      const highlight = await this.highlights.insertWithTags(
        em,
        {
          id: randomUUID(),
          noteId,
          text: placed.text,
          startOffset: placed.startOffset,
          endOffset: placed.endOffset,
          startAnchor: encodeAnchor(placed.start),
          endAnchor: encodeAnchor(placed.end),
          createdBy: scope.accountId,
          createdAt: new Date(),
          updatedAt: new Date(),
          ...(ai
            ? { aiGenerated: true, highlightReason: ai.highlightReason, suggestedTagIds: ai.suggestedTagIds }
            : {}),
        },
        tags,
      );
      if (ai) await ai.within(em, highlight);
      await recordEvent(em, HIGHLIGHT_EVENTS.created, scope.workspace.id, {
        highlightId: highlight.id,
        noteId,
        projectId: note.projectId,
        tagIds,
      });
      return {
        highlight,
        noteTitle: note.title,
        tags: await this.tags.withCounts(em, scope, tags),
        anchors: [placed.start, placed.end],
      };
    });
    this.hub.watchAnchors(scope.workspace, noteId, created.anchors);
    this.hub.highlightsChanged(scope.workspace, noteId);
    return { highlight: created.highlight, noteTitle: created.noteTitle, tags: created.tags };
  }

  /**
   * Where a new highlight goes: by the editor's anchors in the note's live document, or by plain-text
   * offsets whose text must match, first in the live document (what open editors show), then in the
   * stored one (what GraphQL's Note.content shows, a moment behind while people type).
   */
  private place(
    scope: WorkspaceScope,
    note: Note,
    input: {
      startOffset: number;
      endOffset: number;
      text: string;
      startAnchor?: string | null;
      endAnchor?: string | null;
    },
  ): {
    startOffset: number;
    endOffset: number;
    text: string;
    start: Y.RelativePosition;
    end: Y.RelativePosition;
  } {
    const live = this.hub.liveDocument(scope.workspace, { kind: 'note', id: note.id });
    const documents = (): Y.Doc[] => (live ? [live, loadStoredDocument(note)] : [loadStoredDocument(note)]);
    if (input.startAnchor && input.endAnchor) {
      const doc = documents()[0] as Y.Doc;
      const content = documentText(doc);
      // An editor's anchor may name a character another member's edit has just moved.
      const follow = (position: Y.RelativePosition) =>
        this.hub.followAnchor(scope.workspace, note.id, position);
      const start = readClientAnchor(doc, content, input.startAnchor, follow);
      if (!start) throw highlightErrors.badAnchor('start');
      const end = readClientAnchor(doc, content, input.endAnchor, follow);
      if (!end) throw highlightErrors.badAnchor('end');
      const text = content.text.slice(start.offset, end.offset);
      if (end.offset <= start.offset || text.trim().length === 0) throw highlightErrors.empty();
      if (text.length > MAX_LENGTH.highlightText) throw highlightErrors.tooLong();
      return {
        startOffset: start.offset,
        endOffset: end.offset,
        text,
        start: start.position,
        end: end.position,
      };
    }
    let inside = false;
    for (const doc of documents()) {
      const content = documentText(doc);
      if (input.startOffset < 0 || input.endOffset > content.text.length) continue;
      inside = true;
      if (content.text.slice(input.startOffset, input.endOffset) !== input.text) continue;
      const start = anchorAt(content, input.startOffset, 'start');
      const end = anchorAt(content, input.endOffset, 'end');
      if (!start || !end) continue;
      return { startOffset: input.startOffset, endOffset: input.endOffset, text: input.text, start, end };
    }
    throw inside ? highlightErrors.textMismatch() : highlightErrors.outOfNote();
  }

  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    const id = parsePathId(rawId);
    const noteId = await scope.em.transactional(async (em) => {
      const highlight = await this.highlights.findById(em, id);
      if (!highlight) throw AppError.notFound('Highlight');
      // Its highlight_tags rows go with it (on delete cascade): the tags' counts drop at once.
      await this.highlights.delete(em, highlight);
      await recordEvent(em, HIGHLIGHT_EVENTS.deleted, scope.workspace.id, {
        highlightId: id,
        noteId: highlight.noteId,
      });
      return highlight.noteId;
    });
    this.hub.highlightsChanged(scope.workspace, noteId);
  }

  /** Adds `tagId` to the highlight; adding a tag it already carries changes nothing. */
  async tag(scope: WorkspaceScope, rawHighlightId: string, rawTagId: string): Promise<FullHighlight> {
    const highlightId = parsePathId(rawHighlightId);
    const tagId = parsePathId(rawTagId);
    const result = await scope.em.transactional(async (em) => {
      const { highlight, note } = await this.highlightWithNote(em, highlightId);
      const [tag] = await tagsForNote(this.highlights, em, note, [tagId]);
      const existing = await this.highlights.tagLinksOf(em, highlightId);
      if (!existing.some((l) => l.tagId === tagId)) {
        if (existing.length >= MAX_TAGS_PER_HIGHLIGHT) throw highlightErrors.tooManyTags();
        await this.highlights.addTag(em, scope.workspace.schemaName, highlightId, (tag as Tag).id);
        await recordEvent(em, HIGHLIGHT_EVENTS.tagged, scope.workspace.id, { highlightId, tagId });
      }
      return this.full(em, scope, highlight, note);
    });
    this.hub.highlightsChanged(scope.workspace, result.highlight.noteId);
    return result;
  }

  /** Removes `tagId` from the highlight; removing a tag it does not carry changes nothing. */
  async untag(scope: WorkspaceScope, rawHighlightId: string, rawTagId: string): Promise<FullHighlight> {
    const highlightId = parsePathId(rawHighlightId);
    const tagId = parsePathId(rawTagId);
    const result = await scope.em.transactional(async (em) => {
      const { highlight, note } = await this.highlightWithNote(em, highlightId);
      if (!(await this.highlights.findTag(em, tagId))) throw AppError.notFound('Tag');
      const removed = await this.highlights.removeTag(em, highlightId, tagId);
      if (removed > 0)
        await recordEvent(em, HIGHLIGHT_EVENTS.untagged, scope.workspace.id, { highlightId, tagId });
      return this.full(em, scope, highlight, note);
    });
    this.hub.highlightsChanged(scope.workspace, result.highlight.noteId);
    return result;
  }

  private async highlightWithNote(
    em: EntityManager,
    highlightId: string,
  ): Promise<{ highlight: Highlight; note: Note }> {
    const highlight = await this.highlights.findById(em, highlightId);
    if (!highlight) throw AppError.notFound('Highlight');
    const note = await this.highlights.findNote(em, highlight.noteId);
    if (!note) throw AppError.notFound('Highlight');
    return { highlight, note };
  }

  private async full(
    em: EntityManager,
    scope: WorkspaceScope,
    highlight: Highlight,
    note: Note,
  ): Promise<FullHighlight> {
    const tags = await this.highlights.tagsOf(em, highlight.id);
    return { highlight, noteTitle: note.title, tags: await this.tags.withCounts(em, scope, tags) };
  }
}

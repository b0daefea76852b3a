import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppError, HIGHLIGHT_EVENTS, MAX_LENGTH, MAX_TAGS_PER_HIGHLIGHT, parsePathId } from '@fieldnote/core';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { FileLookup, fileErrors } from '../files';
import { TagsService } from '../tags';
import { highlightErrors } from './highlight-errors';
import { tagsForNote } from './highlight-tags';
import { HighlightsRepository } from './highlights.repository';
import type { FullHighlight } from './highlights.service';

/**
 * Highlights cut from a stretch of a media file's transcript (spec 000 §3 Highlight.audioVideo):
 * the file, the start and end time, and as text the transcript lines spoken in that stretch.
 */
@Injectable()
export class TranscriptHighlightsService {
  constructor(
    private readonly tags: TagsService,
    private readonly files: FileLookup,
    private readonly highlights: HighlightsRepository,
  ) {}

  async create(
    scope: WorkspaceScope,
    input: { fileId: string; startMs: number; endMs: number; tagIds?: string[] | null },
  ): Promise<FullHighlight> {
    const tagIds = [...new Set((input.tagIds ?? []).map(parsePathId))];
    if (input.endMs <= input.startMs) throw fileErrors.emptyStretch();
    if (tagIds.length > MAX_TAGS_PER_HIGHLIGHT) throw highlightErrors.tooManyTags();
    return scope.em.transactional(async (em) => {
      const file = await this.files.findLive(em, input.fileId);
      const note = await this.highlights.findNote(em, file.noteId);
      if (!note) throw AppError.notFound('File');
      const cues = await this.highlights.transcriptOf(em, file.id);
      if (cues.length === 0) throw fileErrors.noTranscript();
      // The lines spoken in the stretch: every cue that overlaps it.
      const spoken = cues.filter((c) => c.startMs < input.endMs && c.endMs > input.startMs);
      const text = spoken
        .map((c) => c.text)
        .join(' ')
        .trim();
      if (!text) throw fileErrors.emptyStretch();
      if (text.length > MAX_LENGTH.highlightText) throw highlightErrors.tooLong();
      const tags = await tagsForNote(this.highlights, em, note, tagIds);
      const highlight = await this.highlights.insertWithTags(
        em,
        {
          id: randomUUID(),
          noteId: note.id,
          text,
          startOffset: 0,
          endOffset: 0,
          fileId: file.id,
          startTime: input.startMs,
          endTime: input.endMs,
          createdBy: scope.accountId,
          createdAt: new Date(),
          updatedAt: new Date(),
        },
        tags,
      );
      await recordEvent(em, HIGHLIGHT_EVENTS.created, scope.workspace.id, {
        highlightId: highlight.id,
        noteId: note.id,
        projectId: note.projectId,
        fileId: file.id,
        startTime: input.startMs,
        endTime: input.endMs,
        tagIds,
      });
      return { highlight, noteTitle: note.title, tags: await this.tags.withCounts(em, scope, tags) };
    });
  }
}

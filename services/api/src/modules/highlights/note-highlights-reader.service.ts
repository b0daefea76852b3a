import { Injectable } from '@nestjs/common';
import { countHighlightsByTag } from '../tags';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { HighlightsRepository, type TaggedHighlight } from './highlights.repository';

/** Reading a note's highlights with their tags. */
@Injectable()
export class NoteHighlightsReader {
  constructor(private readonly highlights: HighlightsRepository) {}

  forNote(scope: WorkspaceScope, noteId: string): Promise<TaggedHighlight[]> {
    return this.highlights.findForNoteWithTags(scope.em, noteId);
  }

  /** How many highlights carry each of `tagIds` (those of one note's highlights, not the workspace's). */
  tagCounts(scope: WorkspaceScope, tagIds: string[]): Promise<Map<string, number>> {
    return countHighlightsByTag(scope.em, scope.workspace.schemaName, tagIds);
  }
}

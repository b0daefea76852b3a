import { Injectable } from '@nestjs/common';
import { Highlight, HighlightTag, Tag } from '@fieldnote/db';
import { countHighlightsByTag } from '../tags';
import type { WorkspaceScope } from '../../context/workspace-access.service';

/** Reading a note's highlights with their tags. */
@Injectable()
export class NoteHighlightsReader {
  async forNote(scope: WorkspaceScope, noteId: string): Promise<{ highlight: Highlight; tags: Tag[] }[]> {
    // Read only, never changed in this request: the rows need not join the unit of work.
    const readOnly = { disableIdentityMap: true } as const;
    const highlights = await scope.em.find(
      Highlight,
      { noteId },
      { orderBy: { startOffset: 'asc' }, ...readOnly },
    );
    if (highlights.length === 0) return [];
    const links = await scope.em.find(
      HighlightTag,
      { highlightId: { $in: highlights.map((h) => h.id) } },
      readOnly,
    );
    const tags = links.length
      ? await scope.em.find(Tag, { id: { $in: [...new Set(links.map((l) => l.tagId))] } }, readOnly)
      : [];
    const byId = new Map(tags.map((t) => [t.id, t]));
    return highlights.map((highlight) => ({
      highlight,
      tags: links.filter((l) => l.highlightId === highlight.id).map((l) => byId.get(l.tagId) as Tag),
    }));
  }

  /** How many highlights carry each of `tagIds` (those of one note's highlights, not the workspace's). */
  tagCounts(scope: WorkspaceScope, tagIds: string[]): Promise<Map<string, number>> {
    return countHighlightsByTag(scope.em, scope.workspace.schemaName, tagIds);
  }
}

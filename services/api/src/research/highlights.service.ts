import { Injectable } from '@nestjs/common';
import { Highlight, HighlightTag, Tag, quoteSchema } from '@fieldnote/db';
import type { WorkspaceScope } from '../context/workspace-access.service';

/** Reading a note's highlights with their tags. */
@Injectable()
export class HighlightsService {
  async forNote(scope: WorkspaceScope, noteId: string): Promise<{ highlight: Highlight; tags: Tag[] }[]> {
    const highlights = await scope.em.find(Highlight, { noteId }, { orderBy: { startOffset: 'asc' } });
    if (highlights.length === 0) return [];
    const links = await scope.em.find(HighlightTag, { highlightId: { $in: highlights.map((h) => h.id) } });
    const tags = links.length
      ? await scope.em.find(Tag, { id: { $in: [...new Set(links.map((l) => l.tagId))] } })
      : [];
    const byId = new Map(tags.map((t) => [t.id, t]));
    return highlights.map((highlight) => ({
      highlight,
      tags: links.filter((l) => l.highlightId === highlight.id).map((l) => byId.get(l.tagId) as Tag),
    }));
  }

  async tagCounts(scope: WorkspaceScope): Promise<Map<string, number>> {
    const schema = quoteSchema(scope.workspace.schemaName);
    const rows: { tag_id: string; n: string }[] = await scope.em
      .getConnection()
      .execute(`select tag_id, count(*) as n from ${schema}.highlight_tags group by tag_id`);
    return new Map(rows.map((r) => [r.tag_id, Number(r.n)]));
  }
}

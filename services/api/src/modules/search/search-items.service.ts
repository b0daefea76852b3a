import { Injectable } from '@nestjs/common';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { SearchItem, SearchResultTag } from './dto/search-result.model';
import { opening, toSegments } from './search-preview';
import { SearchItemsRepository } from './search-items.repository';
import type { ParsedQuery } from './search-request';

const flatten = (segments: ReturnType<typeof toSegments>) =>
  segments.map((segment) => ({ ...segment, text: segment.text.replace(/\s+/g, ' ') }));

/**
 * Turns a page of matched ids into result items, in the page's order: previews with the query's
 * matches marked (ts_headline, only for the page's rows), project titles and tags.
 */
@Injectable()
export class SearchItemsService {
  constructor(private readonly rows: SearchItemsRepository) {}

  async items(scope: WorkspaceScope, ids: string[], query: ParsedQuery | null): Promise<SearchItem[]> {
    if (ids.length === 0) return [];
    const schemaName = scope.workspace.schemaName;
    const rows = await this.rows.itemRows(scope.em, schemaName, ids, query);
    const tagIds = [...new Set(rows.flatMap((row) => row.tag_ids))];
    const tags = new Map<string, SearchResultTag>();
    if (tagIds.length > 0) {
      for (const tag of await this.rows.tags(scope.em, schemaName, tagIds)) tags.set(tag.id, tag);
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          type: row.type,
          preview: {
            title: flatten(toSegments(row.title)),
            content: query
              ? flatten(toSegments(row.content))
              : [{ text: opening(row.content), match: false }].filter((s) => s.text),
          },
          projectId: row.project_id,
          projectTitle: row.project_title,
          noteId: row.note_id,
          channelId: row.channel_id,
          channelTitle: row.channel_title,
          tags: row.tag_ids.flatMap((tagId) => tags.get(tagId) ?? []),
          published: row.published,
          createdAt: new Date(row.created_at),
          updatedAt: new Date(row.updated_at),
        },
      ];
    });
  }
}

import { Injectable } from '@nestjs/common';
import { quoteSchema, uuidArray } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import type { SearchItem, SearchResultTag } from './dto/search-result.model';
import type { SearchObjectType } from './dto/search.enums';
import {
  CONTENT_HEADLINE_OPTIONS,
  PREVIEW_CHARS,
  TITLE_HEADLINE_OPTIONS,
  opening,
  toSegments,
} from './search-preview';
import { tsQuery } from './search-sql';
import type { ParsedQuery } from './search-request';

interface Row {
  id: string;
  type: SearchObjectType;
  project_id: string | null;
  project_title: string | null;
  note_id: string | null;
  channel_id: string | null;
  channel_title: string | null;
  tag_ids: string[];
  published: boolean | null;
  // The driver may hand timestamps back as text (`2026-01-31 09:00:00+00`): read them with new Date.
  created_at: Date | string;
  updated_at: Date | string;
  title: string;
  content: string;
}

const flatten = (segments: ReturnType<typeof toSegments>) =>
  segments.map((segment) => ({ ...segment, text: segment.text.replace(/\s+/g, ' ') }));

/**
 * Turns a page of matched ids into result items, in the page's order: previews with the query's
 * matches marked (ts_headline, only for the page's rows), project titles and tags.
 */
@Injectable()
export class SearchItemsService {
  async items(scope: WorkspaceScope, ids: string[], query: ParsedQuery | null): Promise<SearchItem[]> {
    if (ids.length === 0) return [];
    const schema = quoteSchema(scope.workspace.schemaName);
    const connection = scope.em.getConnection();
    const ts = query ? tsQuery(query) : null;
    const rows = await connection.execute<Row[]>(
      `select s.id, s.type, s.project_id, p.title as project_title, s.note_id, s.channel_id,
         ch.title as channel_title, s.tag_ids, s.published,
         s.created_at, s.updated_at,
         ${ts ? `ts_headline('english', s.title, q.query, ?)` : 's.title'} as title,
         ${
           ts
             ? // A short text (a highlight's quote) is shown whole; a long one as fragments around matches.
               `case when length(s.content) <= ${PREVIEW_CHARS} then ts_headline('english', s.content, q.query, ?)
               else ts_headline('english', left(s.content, 200000), q.query, ?) end`
             : 'left(s.content, 1000)'
         } as content
       from ${schema}.search_items s left join ${schema}.projects p on p.id = s.project_id
         left join ${schema}.channels ch on ch.id = s.channel_id
       ${ts ? `, (select ${ts.text} as query) q` : ''}
       where s.id = any(?::uuid[])`,
      ts
        ? [
            TITLE_HEADLINE_OPTIONS,
            TITLE_HEADLINE_OPTIONS,
            CONTENT_HEADLINE_OPTIONS,
            ...ts.params,
            uuidArray(ids),
          ]
        : [uuidArray(ids)],
    );
    const tagIds = [...new Set(rows.flatMap((row) => row.tag_ids))];
    const tags = new Map<string, SearchResultTag>();
    if (tagIds.length > 0) {
      const tagRows = await connection.execute<SearchResultTag[]>(
        `select id, title, color from ${schema}.tags where id = any(?::uuid[]) order by title`,
        [uuidArray(tagIds)],
      );
      for (const tag of tagRows) tags.set(tag.id, tag);
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
            content: ts
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

import { Injectable } from '@nestjs/common';
import { CustomField, inSchema, uuidArray } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SearchResultTag } from './dto/search-result.model';
import type { SearchObjectType } from './dto/search.enums';
import { CONTENT_HEADLINE_OPTIONS, PREVIEW_CHARS, TITLE_HEADLINE_OPTIONS } from './search-preview';
import { filterConditions, orderBy, tsQuery } from './search-query.builder';
import type { ParsedQuery, SearchRequest } from './search-request';

/** A search item as a result shows it, its title and content marked where the query matched. */
export interface SearchItemRow {
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

/**
 * The SQL of the search index (`search_items`) outside full-text matching: result rows, their
 * tags, date order, vector candidates' filters, the vocabulary of suggestions and the custom fields
 * a request names. Reads run
 * through `em`; `schemaName` is the workspace's schema.
 */
@Injectable()
export class SearchItemsRepository {
  /**
   * The items with their project and channel titles, and previews with the query's matches marked
   * (ts_headline, only for these rows) when there is a query.
   */
  itemRows(
    em: EntityManager,
    schemaName: string,
    ids: string[],
    query: ParsedQuery | null,
  ): Promise<SearchItemRow[]> {
    const table = inSchema(schemaName);
    const ts = query ? tsQuery(query) : null;
    return em.getConnection().execute<SearchItemRow[]>(
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
       from ${table('search_items')} s left join ${table('projects')} p on p.id = s.project_id
         left join ${table('channels')} ch on ch.id = s.channel_id
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
  }

  /**
   * The custom fields of these ids, through the member's project gate (a field of a private project
   * they cannot see is not found): what a search's field filters are checked against.
   */
  customFieldsByIds(
    em: EntityManager,
    ids: string[],
  ): Promise<Pick<CustomField, 'id' | 'type' | 'target'>[]> {
    return em.find(CustomField, { id: { $in: ids } });
  }

  /** These tags by title. */
  tags(em: EntityManager, schemaName: string, ids: string[]): Promise<SearchResultTag[]> {
    return em
      .getConnection()
      .execute<SearchResultTag[]>(
        `select id, title, color from ${inSchema(schemaName)('tags')} where id = any(?::uuid[]) order by title`,
        [uuidArray(ids)],
      );
  }

  /** These items' ids in the request's date order. */
  async idsInDateOrder(
    em: EntityManager,
    schemaName: string,
    ids: string[],
    request: SearchRequest,
  ): Promise<string[]> {
    const rows = await em
      .getConnection()
      .execute<{ id: string }[]>(
        `select s.id from ${inSchema(schemaName)('search_items')} s where s.id = any(?::uuid[]) order by ${orderBy(request, false)}`,
        [uuidArray(ids)],
      );
    return rows.map((row) => row.id);
  }

  /** Which of these items pass the request's filters. */
  async idsPassingFilters(
    em: EntityManager,
    schemaName: string,
    ids: string[],
    request: SearchRequest,
  ): Promise<Set<string>> {
    const table = inSchema(schemaName);
    const filters = filterConditions(request, table);
    const allowed = await em
      .getConnection()
      .execute<{ id: string }[]>(
        `select s.id from ${table('search_items')} s where s.id = any(?::uuid[]) and ${filters.text}`,
        [uuidArray(ids), ...filters.params],
      );
    return new Set(allowed.map((row) => row.id));
  }

  /**
   * The commonest words (3 letters or more, at most `maxWords`) of the newest `sampleItems` items
   * outside private projects, with how many items hold each. The 'simple' configuration keeps words
   * as written (lower-cased), not stemmed: real spellings.
   */
  vocabulary(
    em: EntityManager,
    schemaName: string,
    sampleItems: number,
    maxWords: number,
  ): Promise<{ word: string; ndoc: number }[]> {
    const table = inSchema(schemaName);
    return em.getConnection().execute<{ word: string; ndoc: number }[]>(
      `select word, ndoc from ts_stat($$
         select to_tsvector('simple', title || ' ' || left(content, 20000)) from ${table('search_items')} s
          where s.project_id is null
             or s.project_id not in (select id from ${table('projects')} where general_access = 'NONE')
         order by updated_at desc limit ${sampleItems}$$)
       where length(word) >= 3 order by ndoc desc limit ${maxWords}`,
    );
  }
}

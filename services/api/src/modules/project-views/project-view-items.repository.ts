import { Injectable } from '@nestjs/common';
import {
  CustomField,
  Member,
  type ProjectView,
  Tag,
  type SchemaTables,
  preparedRows,
  uuidArray,
} from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Sql } from '../search';
import { type ViewQuery, type ViewQueryContext, buildViewQuery } from './project-view-query.builder';

export interface PageRow {
  id: string;
  rank: number | null;
  column_key: string | null;
}

export interface DetailRow {
  id: string;
  /** The item's custom field values as one JSON array (null: it has none, or they were not asked for). */
  values_json: string | null;
  title: string;
  preview: string;
  note_id: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  published: boolean | null;
}

/** The set of values an item's row joins (highlights have no fields), when the page shows them. */
const valuesJoin = (table: SchemaTables, owner: 'note_id' | 'insight_id', withValues: boolean) =>
  withValues
    ? {
        column: 's.values_json',
        join: `left join ${table('custom_field_value_sets')} s on s.${owner} = o.id`,
      }
    : { column: 'null::text as values_json', join: '' };

const DETAILS: Record<string, (table: SchemaTables, withValues: boolean) => string> = {
  NOTE: (table, withValues) => {
    const v = valuesJoin(table, 'note_id', withValues);
    return `select o.id, o.title, left(o.content, 280) as preview, null::uuid as note_id, o.created_by,
      o.created_at, o.updated_at, null::boolean as published, ${v.column}
      from ${table('notes')} o ${v.join} where o.id = any(?::uuid[])`;
  },
  INSIGHT: (table, withValues) => {
    const v = valuesJoin(table, 'insight_id', withValues);
    return `select o.id, o.title, left(o.content, 280) as preview, null::uuid as note_id, o.created_by,
      o.created_at, o.updated_at, o.published, ${v.column}
      from ${table('insights')} o ${v.join} where o.id = any(?::uuid[])`;
  },
  HIGHLIGHT: (table) => `select o.id, pn.title, left(o.text, 280) as preview, o.note_id, o.created_by,
      o.created_at, o.updated_at, null::boolean as published, null::text as values_json
      from ${table('highlights')} o join ${table('notes')} pn on pn.id = o.note_id where o.id = any(?::uuid[])`,
};

/**
 * Tag titles of a page's items, as the board's TAG grouping reads them: a highlight's own tags, a
 * note's its highlights' tags; insights carry none.
 */
const TAGS: Record<string, ((table: SchemaTables) => string) | null> = {
  HIGHLIGHT: (table) => `select ht.highlight_id as id, t.title from ${table('highlight_tags')} ht
      join ${table('tags')} t on t.id = ht.tag_id where ht.highlight_id = any(?::uuid[]) order by lower(t.title), t.id`,
  NOTE: (
    table,
  ) => `select distinct h.note_id as id, t.title, lower(t.title) as sort_title from ${table('highlights')} h
      join ${table('highlight_tags')} ht on ht.highlight_id = h.id join ${table('tags')} t on t.id = ht.tag_id
      where h.note_id = any(?::uuid[]) order by sort_title`,
  INSIGHT: null,
};

/**
 * The SQL of a view's items: pages, counts, placements and details, built by buildViewQuery from the
 * view's state. Every method runs through `em`, in its transaction when it has one.
 */
@Injectable()
export class ProjectViewItemsRepository {
  /**
   * One page of the view's items (ids, ranks and columns) and, when `withTotal`, how many items the
   * view holds: the page alone lets PostgreSQL keep only the top rows of its sort, and the count
   * runs beside it.
   */
  async page(
    em: EntityManager,
    ctx: ViewQueryContext,
    limit: number,
    offset: number,
    withTotal: boolean,
  ): Promise<{ rows: PageRow[]; total: number | null }> {
    const query = buildViewQuery(ctx);
    const [rows, total] = await Promise.all([
      this.pageRows(em, query, limit, offset),
      withTotal ? this.count(em, query.countFrom) : Promise.resolve(null),
    ]);
    return { rows, total };
  }

  /** The item's place in the view, or undefined when the view does not show it. */
  async placedInView(
    em: EntityManager,
    ctx: ViewQueryContext,
    objectId: string,
  ): Promise<PageRow | undefined> {
    const [row] = await this.placed(em, buildViewQuery(ctx, [{ text: 'o.id = ?', params: [objectId] }]));
    return row;
  }

  /** The items of one column of the view (`key` null: the column of items with no value), in view order. */
  placedInColumn(em: EntityManager, ctx: ViewQueryContext, key: string | null): Promise<PageRow[]> {
    const { columnKey } = buildViewQuery(ctx);
    const inColumn = {
      text: `(${columnKey.text}) is not distinct from ?`,
      params: [...columnKey.params, key],
    };
    return this.placed(em, buildViewQuery(ctx, [inColumn]));
  }

  /** How many rows `from` (a FROM ... WHERE) selects. */
  private async count(em: EntityManager, from: Sql): Promise<number> {
    const [row] = await preparedRows<{ n: string }>(em, `select count(*) as n ${from.text}`, from.params);
    return Number(row.n);
  }

  /**
   * One page of ids. Sorted by a custom field, the items with a value come first, read in the
   * field's index order, and the page goes on into those without one only when it runs past them.
   */
  private async pageRows(
    em: EntityManager,
    query: ViewQuery,
    limit: number,
    offset: number,
  ): Promise<PageRow[]> {
    // Planned anew each time: a prepared statement's generic plan cannot know how many items pass
    // the filters, and for a page sorted by a field it chose hash joins over every match (5 ms)
    // instead of walking the field's index and stopping after the page (under 1 ms).
    const connection = em.getConnection();
    const run = (from: Sql, order: string, take: number, skip: number) =>
      connection.execute<PageRow[]>(
        `select o.id, r.rank, ${query.columnKey.text} as column_key ${from.text} order by ${order} limit ? offset ?`,
        [...query.columnKey.params, ...from.params, take, skip],
      );
    if (!query.byValue) return run(query.from, query.orderBy, limit, offset);
    const { valued, valuedOrder, unvalued, unvaluedOrder } = query.byValue;
    const first = await run(valued, valuedOrder, limit, offset);
    if (first.length === limit) return first;
    // Past the valued items: how many there are says where the others start.
    const valuedCount = first.length > 0 ? offset + first.length : await this.count(em, valued);
    const rest = await run(unvalued, unvaluedOrder, limit - first.length, Math.max(0, offset - valuedCount));
    return [...first, ...rest];
  }

  /** Every item the query selects, in view order, with its rank and column (no page). */
  private placed(em: EntityManager, query: ViewQuery): Promise<PageRow[]> {
    return em
      .getConnection()
      .execute<PageRow[]>(
        `select o.id, r.rank, ${query.columnKey.text} as column_key ${query.from.text} order by ${query.orderBy}`,
        [...query.columnKey.params, ...query.from.params],
        'all',
        em.getTransactionContext(),
      );
  }

  /** How many of the view's items each column holds. */
  columnCounts(em: EntityManager, ctx: ViewQueryContext): Promise<{ key: string | null; n: string }[]> {
    const query = buildViewQuery(ctx);
    return em.getConnection().execute<{ key: string | null; n: string }[]>(
      `select column_key as key, count(*) as n from (select ${query.columnKey.text} as column_key ${query.countFrom.text}) x
         group by column_key`,
      [...query.columnKey.params, ...query.countFrom.params],
    );
  }

  /**
   * The items' titles, previews and (`withValues`) field value sets, and (`withTags`) their tag
   * titles, as the board's TAG grouping reads them.
   */
  async details(
    em: EntityManager,
    table: SchemaTables,
    type: string,
    ids: string[],
    withValues: boolean,
    withTags: boolean,
  ): Promise<{ rows: DetailRow[]; tagRows: { id: string; title: string }[] }> {
    const tagSql = withTags ? TAGS[type] : null;
    const [rows, tagRows] = await Promise.all([
      preparedRows<DetailRow>(em, DETAILS[type](table, withValues), [uuidArray(ids)]),
      tagSql
        ? preparedRows<{ id: string; title: string }>(em, tagSql(table), [uuidArray(ids)])
        : Promise.resolve([]),
    ]);
    return { rows, tagRows };
  }

  /** The custom fields of the view's kind: the workspace's and its project's. */
  fieldsOfView(
    em: EntityManager,
    view: Pick<ProjectView, 'objectType' | 'projectId'>,
  ): Promise<CustomField[]> {
    return em.find(CustomField, {
      target: view.objectType,
      $or: [{ projectId: null }, { projectId: view.projectId }],
    });
  }

  fieldsByIds(em: EntityManager, ids: string[]): Promise<CustomField[]> {
    return ids.length > 0 ? em.find(CustomField, { id: { $in: ids } }) : Promise.resolve([]);
  }

  membersByIds(em: EntityManager, ids: string[]): Promise<Member[]> {
    return ids.length > 0 ? em.find(Member, { id: { $in: ids } }) : Promise.resolve([]);
  }

  /** The tags by title. */
  tagsByIds(em: EntityManager, ids: string[]): Promise<Tag[]> {
    return ids.length > 0
      ? em.find(Tag, { id: { $in: ids } }, { orderBy: { title: 'asc' } })
      : Promise.resolve([]);
  }

  /** Saves the items' manual ranks in the view. */
  async saveRanks(
    em: EntityManager,
    table: SchemaTables,
    viewId: string,
    ranks: Map<string, number>,
  ): Promise<void> {
    await em.getConnection().execute(
      `insert into ${table('project_view_ranks')} (view_id, object_id, rank)
       select ?, unnest(?::uuid[]), unnest(?::float8[])
       on conflict (view_id, object_id) do update set rank = excluded.rank`,
      [viewId, uuidArray([...ranks.keys()]), `{${[...ranks.values()].join(',')}}`],
      'all',
      em.getTransactionContext(),
    );
  }
}

import { Injectable } from '@nestjs/common';
import { PROJECT_VIEW_LIMITS, type ProjectViewState, projectViewStateSchema } from '@fieldnote/core';
import {
  CustomField,
  Member,
  type ProjectView,
  Tag,
  preparedRows,
  quoteSchema,
  uuidArray,
} from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { CustomFieldValueModel } from '../custom-fields';
import {
  type SearchFilterGroupInput,
  type Sql,
  parseFilterGroup,
  resolveFilterGroupFieldTypes,
} from '../search';
import type {
  ProjectViewColumnModel,
  ProjectViewItemModel,
  ProjectViewItemsPageModel,
} from './dto/project-view-items.model';
import type { ViewObjectType } from './dto/project-view.enums';
import { projectViewErrors } from './project-view.errors';
import { type ViewField, findViewForPage } from './project-view-lookup';
import { type ViewQuery, type ViewQueryContext, buildViewQuery } from './project-view-query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Labels of the columns that are not an option, a member or a tag. */
const COLUMN_LABELS = {
  uncategorised: 'Uncategorized',
  noPerson: 'No one',
  noTag: 'No tags',
  published: 'Published',
  draft: 'Draft',
} as const;

/** An item's place in the view: what the move logic reads. */
export interface PlacedItem {
  id: string;
  rank: number | null;
  columnKey: string | null;
}

/**
 * One value of an item's set (custom_field_value_sets.values_json, kept by the database): field id,
 * text, number, boolean, date, option ids and when it was last set, as PostgreSQL writes them in JSON.
 */
type ValueTuple = [string, string, number | null, boolean | null, string | null, string[] | null, string];

function toValueModel(t: ValueTuple, withUpdatedAt: boolean): CustomFieldValueModel {
  const model = new CustomFieldValueModel();
  model.fieldId = t[0];
  model.text = t[1];
  model.number = t[2];
  model.boolean = t[3];
  model.date = t[4] === null ? null : new Date(t[4]);
  model.optionIds = t[5];
  if (withUpdatedAt) model.updatedAt = new Date(t[6]);
  return model;
}

/** The parts of a page that cost a query each, and whether the caller reads them. */
export interface PageReads {
  total: boolean;
  fieldValues: boolean;
  /** Each field value's updatedAt (a TABLE page of 100 rows has 2,000 values to stamp). */
  fieldValueUpdatedAt: boolean;
  tags: boolean;
}

const ALL_READS: PageReads = { total: true, fieldValues: true, fieldValueUpdatedAt: true, tags: true };

interface PageRow {
  id: string;
  rank: number | null;
  column_key: string | null;
}

interface DetailRow {
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
const valuesJoin = (s: string, owner: 'note_id' | 'insight_id', withValues: boolean) =>
  withValues
    ? { column: 's.values_json', join: `left join ${s}.custom_field_value_sets s on s.${owner} = o.id` }
    : { column: 'null::text as values_json', join: '' };

const DETAILS: Record<string, (schema: string, withValues: boolean) => string> = {
  NOTE: (s, withValues) => {
    const v = valuesJoin(s, 'note_id', withValues);
    return `select o.id, o.title, left(o.content, 280) as preview, null::uuid as note_id, o.created_by,
      o.created_at, o.updated_at, null::boolean as published, ${v.column}
      from ${s}.notes o ${v.join} where o.id = any(?::uuid[])`;
  },
  INSIGHT: (s, withValues) => {
    const v = valuesJoin(s, 'insight_id', withValues);
    return `select o.id, o.title, left(o.content, 280) as preview, null::uuid as note_id, o.created_by,
      o.created_at, o.updated_at, o.published, ${v.column}
      from ${s}.insights o ${v.join} where o.id = any(?::uuid[])`;
  },
  HIGHLIGHT: (s) => `select o.id, pn.title, left(o.text, 280) as preview, o.note_id, o.created_by,
      o.created_at, o.updated_at, null::boolean as published, null::text as values_json
      from ${s}.highlights o join ${s}.notes pn on pn.id = o.note_id where o.id = any(?::uuid[])`,
};

/**
 * Tag titles of a page's items, as the board's TAG grouping reads them: a highlight's own tags, a
 * note's its highlights' tags; insights carry none.
 */
const TAGS: Record<string, ((schema: string) => string) | null> = {
  HIGHLIGHT: (s) => `select ht.highlight_id as id, t.title from ${s}.highlight_tags ht
      join ${s}.tags t on t.id = ht.tag_id where ht.highlight_id = any(?::uuid[]) order by lower(t.title), t.id`,
  NOTE: (s) => `select distinct h.note_id as id, t.title, lower(t.title) as sort_title from ${s}.highlights h
      join ${s}.highlight_tags ht on ht.highlight_id = h.id join ${s}.tags t on t.id = ht.tag_id
      where h.note_id = any(?::uuid[]) order by sort_title`,
  INSIGHT: null,
};

/**
 * The items of a view (spec 000 §3): the project's notes, highlights or insights, filtered by the
 * view's filter form and custom-field filters, sorted by its sort, with their field values and,
 * when grouped, the board's columns. Pages of at most 100.
 */
@Injectable()
export class ProjectViewItemsService {
  async page(
    scope: WorkspaceScope,
    input: {
      viewId: string;
      offset?: number | null;
      limit?: number | null;
      filter?: SearchFilterGroupInput | null;
      /** Which of the page's optional parts the caller reads; left out, all of them. */
      reads?: PageReads;
    },
  ): Promise<ProjectViewItemsPageModel> {
    const reads = input.reads ?? ALL_READS;
    const limit = input.limit ?? 50;
    const offset = input.offset ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > PROJECT_VIEW_LIMITS.pageSize)
      throw projectViewErrors.pageSize();
    if (!Number.isInteger(offset) || offset < 0) throw projectViewErrors.offset();
    const schema = quoteSchema(scope.workspace.schemaName);
    const { view, fields } = await findViewForPage(scope.em, schema, input.viewId);
    const ctx = await this.contextWith(scope.em, schema, view, fields, input.filter);
    const query = buildViewQuery(ctx);
    // The page alone lets PostgreSQL keep only the top rows of its sort; the count runs beside it.
    const [rows, counted] = await Promise.all([
      this.pageRows(scope.em, query, limit, offset),
      reads.total
        ? preparedRows<{ n: string }>(
            scope.em,
            `select count(*) as n ${query.countFrom.text}`,
            query.countFrom.params,
          )
        : Promise.resolve(null),
    ]);
    // Not asked for, the total is never sent: 0 stands in for it.
    const total = counted ? Number(counted[0].n) : 0;
    const [items, columns] = await Promise.all([
      this.details(
        scope.em,
        ctx,
        rows.map((r) => ({ id: r.id, rank: r.rank, columnKey: r.column_key })),
        reads,
      ),
      ctx.state.group ? this.columns(scope.em, ctx) : Promise.resolve(null),
    ]);
    return { items, total, offset, columns };
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
    const valuedCount =
      first.length > 0
        ? offset + first.length
        : Number(
            (await preparedRows<{ n: string }>(em, `select count(*) as n ${valued.text}`, valued.params))[0]
              .n,
          );
    const rest = await run(unvalued, unvaluedOrder, limit - first.length, Math.max(0, offset - valuedCount));
    return [...first, ...rest];
  }

  /** What the view's query needs: the parsed state, the compiled filter, the fields it names. */
  async context(
    em: EntityManager,
    schemaName: string,
    view: ProjectView,
    filter?: SearchFilterGroupInput | null,
  ): Promise<ViewQueryContext> {
    const fields = await em.find(CustomField, {
      target: view.objectType,
      $or: [{ projectId: null }, { projectId: view.projectId }],
    });
    return this.contextWith(em, quoteSchema(schemaName), view, fields, filter);
  }

  /**
   * The context from the view and the custom fields of its kind in its project (`shown`: those
   * whose values its items show). A field the state names outside them is looked up by id.
   */
  private async contextWith(
    em: EntityManager,
    schema: string,
    view: Pick<ProjectView, 'id' | 'projectId' | 'objectType' | 'state' | 'filter'>,
    shown: ViewField[],
    filter?: SearchFilterGroupInput | null,
  ): Promise<ViewQueryContext> {
    // Stored states were checked when written; a field deleted since is simply not found below.
    const state: ProjectViewState = projectViewStateSchema.parse(view.state);
    const ids = new Set<string>();
    if (state.sort && UUID.test(state.sort.field)) ids.add(state.sort.field.toLowerCase());
    for (const f of state.fieldFilters ?? []) ids.add(f.id.toLowerCase());
    if (state.group?.type === 'SELECT' || state.group?.type === 'PERSON')
      ids.add(state.group.id.toLowerCase());
    const shownIds = new Set(shown.map((f) => f.id));
    const elsewhere = [...ids].filter((id) => !shownIds.has(id));
    const others: ViewField[] =
      elsewhere.length > 0 ? await em.find(CustomField, { id: { $in: elsewhere } }) : [];
    const named = [...shown, ...others].filter((f) => ids.has(f.id));
    // The compiled filter form reads the search index as a search does: checked by the same rules,
    // and the types of the custom fields its rows name (people's and notes' fields) read once.
    const group = filter ?? (view.filter as SearchFilterGroupInput | null);
    const parsed = group ? parseFilterGroup(group, new Date()) : null;
    if (parsed) await resolveFilterGroupFieldTypes(em, parsed);
    return {
      schema,
      view,
      state: dropMissingFields(state, new Set(named.map((f) => f.id))),
      filter: parsed,
      fields: new Map(named.map((f) => [f.id, f])),
      valueFieldIds: shownIds,
    };
  }

  /** Every item of the view matching `extra`, in view order, with its rank and column (no page). */
  async placed(em: EntityManager, ctx: ViewQueryContext, extra: Sql[]): Promise<PlacedItem[]> {
    const query = buildViewQuery(ctx, extra);
    const rows = await em
      .getConnection()
      .execute<{ id: string; rank: number | null; column_key: string | null }[]>(
        `select o.id, r.rank, ${query.columnKey.text} as column_key ${query.from.text} order by ${query.orderBy}`,
        [...query.columnKey.params, ...query.from.params],
        'all',
        em.getTransactionContext(),
      );
    return rows.map((r) => ({ id: r.id, rank: r.rank, columnKey: r.column_key }));
  }

  /** The column expression's SQL, for conditions on it (the move logic's target column). */
  columnCondition(ctx: ViewQueryContext, key: string | null): Sql {
    const { columnKey } = buildViewQuery(ctx);
    return { text: `(${columnKey.text}) is not distinct from ?`, params: [...columnKey.params, key] };
  }

  /** The page's items with titles, previews and field values, in the page's order. */
  async details(
    em: EntityManager,
    ctx: ViewQueryContext,
    placed: PlacedItem[],
    reads: Pick<PageReads, 'fieldValues' | 'fieldValueUpdatedAt' | 'tags'> = ALL_READS,
  ): Promise<ProjectViewItemModel[]> {
    if (placed.length === 0) return [];
    const ids = placed.map((p) => p.id);
    const type = ctx.view.objectType;
    const tagSql = reads.tags ? TAGS[type] : null;
    const withValues = type !== 'HIGHLIGHT' && reads.fieldValues;
    const [rows, tagRows] = await Promise.all([
      preparedRows<DetailRow>(em, DETAILS[type](ctx.schema, withValues), [uuidArray(ids)]),
      tagSql
        ? preparedRows<{ id: string; title: string }>(em, tagSql(ctx.schema), [uuidArray(ids)])
        : Promise.resolve([]),
    ]);
    const tagsOf = new Map<string, string[]>();
    for (const t of tagRows) tagsOf.set(t.id, [...(tagsOf.get(t.id) ?? []), t.title]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const valuesOf = (row: DetailRow): CustomFieldValueModel[] => {
      if (!row.values_json) return [];
      const values: CustomFieldValueModel[] = [];
      // A note moved from another project keeps that project's values; they do not show here.
      for (const t of JSON.parse(row.values_json) as ValueTuple[])
        if (ctx.valueFieldIds.has(t[0])) values.push(toValueModel(t, reads.fieldValueUpdatedAt));
      return values;
    };
    return placed.flatMap((p) => {
      const row = byId.get(p.id);
      if (!row) return [];
      return [
        {
          id: row.id,
          type: type as ViewObjectType,
          title: row.title,
          preview: row.preview,
          noteId: row.note_id,
          createdBy: row.created_by,
          createdAt: new Date(row.created_at),
          updatedAt: new Date(row.updated_at),
          published: row.published,
          rank: p.rank,
          columnKey: p.columnKey,
          fieldValues: valuesOf(row),
          tags: tagsOf.get(row.id) ?? [],
        },
      ];
    });
  }

  /** The board's columns in order, each with how many of the view's items it holds. */
  private async columns(em: EntityManager, ctx: ViewQueryContext): Promise<ProjectViewColumnModel[]> {
    const group = ctx.state.group;
    if (!group) return [];
    const query = buildViewQuery(ctx);
    const rows = await em.getConnection().execute<{ key: string | null; n: string }[]>(
      `select column_key as key, count(*) as n from (select ${query.columnKey.text} as column_key ${query.countFrom.text}) x
         group by column_key`,
      [...query.columnKey.params, ...query.countFrom.params],
    );
    const counts = new Map(rows.map((r) => [r.key, Number(r.n)]));
    const count = (key: string | null) => counts.get(key) ?? 0;
    switch (group.type) {
      case 'PUBLISHED':
        return [
          { key: 'PUBLISHED', label: COLUMN_LABELS.published, color: null, count: count('PUBLISHED') },
          { key: 'DRAFT', label: COLUMN_LABELS.draft, color: null, count: count('DRAFT') },
        ];
      case 'SELECT': {
        const field = ctx.fields.get(group.id.toLowerCase());
        const hidden = new Set(group.hiddenOptions.map((id) => id.toLowerCase()));
        const options = (field?.options ?? []).filter((o) => !hidden.has(o.id.toLowerCase()));
        return [
          ...options.map((o) => ({
            key: o.id,
            label: o.displayLabel || o.label,
            color: o.color,
            count: count(o.id),
          })),
          ...(group.hideUncategorized
            ? []
            : [{ key: null, label: COLUMN_LABELS.uncategorised, color: null, count: count(null) }]),
        ];
      }
      case 'PERSON': {
        const ids =
          group.options.length > 0
            ? group.options.map((id) => id.toLowerCase())
            : [...counts.keys()].filter((k) => k !== null);
        const members = ids.length > 0 ? await em.find(Member, { id: { $in: ids } }) : [];
        const name = new Map(members.map((m) => [m.id, m.name || m.email]));
        return [
          ...ids.map((id) => ({
            key: id,
            label: name.get(id) ?? 'Unknown user',
            color: null,
            count: count(id),
          })),
          { key: null, label: COLUMN_LABELS.noPerson, color: null, count: count(null) },
        ];
      }
      case 'TAG': {
        const ids = [...counts.keys()].filter((k): k is string => k !== null);
        const tags =
          ids.length > 0 ? await em.find(Tag, { id: { $in: ids } }, { orderBy: { title: 'asc' } }) : [];
        return [
          ...tags.map((t) => ({ key: t.id, label: t.title, color: t.color ?? null, count: count(t.id) })),
          { key: null, label: COLUMN_LABELS.noTag, color: null, count: count(null) },
        ];
      }
    }
  }
}

/** A state without the parts naming custom fields deleted since it was saved. */
function dropMissingFields(state: ProjectViewState, present: Set<string>): ProjectViewState {
  const has = (id: string) => present.has(id.toLowerCase());
  return {
    ...state,
    sort: state.sort && UUID.test(state.sort.field) && !has(state.sort.field) ? null : state.sort,
    fieldFilters: (state.fieldFilters ?? []).filter((f) => has(f.id)),
    group:
      (state.group?.type === 'SELECT' || state.group?.type === 'PERSON') && !has(state.group.id)
        ? null
        : state.group,
  };
}

import type { ProjectViewState, ViewFieldFilter } from '@fieldnote/core';
import type { CustomField, ProjectView } from '@fieldnote/db';
import { uuidArray, type SchemaTables } from '@fieldnote/db';
import { type ParsedFilterGroup, type Sql, filterConditions, filterGroupSql } from '../search';

// The SQL of a view's items, built from its state: pure functions, run by ProjectViewItemsRepository.

/** What a view's item query reads of a custom field. */
export type ViewField = Pick<CustomField, 'id' | 'target' | 'projectId' | 'type' | 'options'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Everything a view's item query reads besides the view: its schema and the fields its state names. */
export interface ViewQueryContext {
  /** Names the workspace schema's tables (inSchema). */
  table: SchemaTables;
  view: Pick<ProjectView, 'id' | 'projectId' | 'objectType'>;
  state: ProjectViewState;
  /**
   * The compiled filter group to apply (the request's, else the saved one), checked and with its
   * custom-field entries' types read; null: none.
   */
  filter: ParsedFilterGroup | null;
  /** The custom fields the state names (sort, filters, group), by id. */
  fields: Map<string, ViewField>;
  /**
   * The fields whose values the items show: those of its kind in its project and the workspace's
   * (a note moved from another project keeps that project's values; they do not show here).
   */
  valueFieldIds: Set<string>;
}

/**
 * The FROM … WHERE of a view's items (alias `o`: the note, insight or highlight; `r`: its rank in
 * the view) with the column each item is in (`column_key`) and the ORDER BY of the view's sort.
 * Custom field sort and group values are joined once per item through the unique (field, owner)
 * index; field filters are semi-joins on it. The compiled filter form reads the search index, as
 * the search page does, restricted to this project and kind.
 */
export interface ViewQuery {
  from: Sql;
  /** The same items without the joins only the order needs: what counting them reads. */
  countFrom: Sql;
  /**
   * Sorted by a custom field: the items with a value (read from that field's index in order, so a
   * page stops after its rows) and then those without one. Null for other sorts.
   */
  byValue: { valued: Sql; valuedOrder: string; unvalued: Sql; unvaluedOrder: string } | null;
  columnKey: Sql;
  orderBy: string;
}

const SOURCES: Record<string, (table: SchemaTables) => string> = {
  NOTE: (table) => `${table('notes')} o`,
  INSIGHT: (table) => `${table('insights')} o`,
  HIGHLIGHT: (table) => `${table('highlights')} o join ${table('notes')} pn on pn.id = o.note_id`,
};

/** The table of the items that carry custom fields (highlights have none). */
function valuedItemTable(objectType: string): 'notes' | 'insights' {
  return objectType === 'INSIGHT' ? 'insights' : 'notes';
}

/** The value rows' column naming the owner of each kind of item (highlights have no fields). */
export function ownerColumn(objectType: string): 'note_id' | 'insight_id' {
  return objectType === 'INSIGHT' ? 'insight_id' : 'note_id';
}

function projectCondition(objectType: string): string {
  return objectType === 'HIGHLIGHT'
    ? 'pn.project_id = ? and pn.deleted_at is null'
    : 'o.project_id = ? and o.deleted_at is null';
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A text[] literal: each element quoted, so commas, braces and quotes in a value stay inside it. */
const textArray = (values: string[]): string =>
  `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * One custom-field filter entry (spec 000 §3): the test on its value row (written for the row's
 * alias), and whether the entry keeps the items whose row passes it (`not` false) or those without
 * such a row (`not` true).
 */
interface FieldTest {
  fieldId: string;
  test: (row: string) => string;
  params: unknown[];
  not: boolean;
}

function fieldTest(filter: ViewFieldFilter, field: ViewField | undefined): FieldTest {
  const fieldId = filter.id.toLowerCase();
  switch (filter.type) {
    case 'TEXT': {
      const optionIds = filter.values.filter((v) => UUID.test(v)).map((v) => v.toLowerCase());
      // A SELECT field's filter names its options by id; its value text is their labels, which an
      // id is never looked for in. Only the other values (labels typed in) are looked for there:
      // testing each of 10,000 label texts for two ids took most of a page's count (5 of 7 ms).
      const searched = field?.type === 'SELECT' ? filter.values.filter((v) => !UUID.test(v)) : filter.values;
      const patterns = searched.map((v) => `%${escapeLike(v.toLowerCase())}%`);
      if (patterns.length === 0)
        return {
          fieldId,
          test: (v) => `coalesce(${v}.option_ids && ?::uuid[], false)`,
          params: [uuidArray(optionIds)],
          not: filter.operator === 'NOT_CONTAINS',
        };
      return {
        fieldId,
        test: (v) =>
          `(coalesce(${v}.option_ids && ?::uuid[], false) or lower(${v}.text_value) like any(?::text[]))`,
        params: [uuidArray(optionIds), textArray(patterns)],
        not: filter.operator === 'NOT_CONTAINS',
      };
    }
    case 'BOOLEAN':
      return {
        fieldId,
        test: (v) => `${v}.boolean_value = ?`,
        params: [filter.value],
        not: filter.operator === 'NOT_CONTAINS',
      };
    case 'NUMBER': {
      const test = { EQUAL: '=', NOT_EQUAL: '=', GREATER_THAN: '>', LESS_THAN: '<' }[filter.operator];
      return {
        fieldId,
        test: (v) => `${v}.number_value ${test} ?`,
        params: [filter.value],
        not: filter.operator === 'NOT_EQUAL',
      };
    }
    case 'DATE': {
      const day = new Date(`${filter.value}T00:00:00Z`);
      const next = new Date(day.getTime() + 86_400_000);
      return {
        fieldId,
        test: (v) => `${v}.date_value >= ? and ${v}.date_value < ?`,
        params: [day.toISOString(), next.toISOString()],
        not: filter.operator === 'NOT_CONTAINS',
      };
    }
  }
}

/** A field filter entry as a semi-join on its value row. */
function fieldFilterSql(ctx: ViewQueryContext, t: FieldTest): Sql {
  return {
    text: `${t.not ? 'not ' : ''}exists (select 1 from ${ctx.table('custom_field_values')} fv
      where fv.field_id = ? and fv.${ownerColumn(ctx.view.objectType)} = o.id and ${t.test('fv')})`,
    params: [t.fieldId, ...t.params],
  };
}

/** The compiled filter form over the search index, limited to the view's project and kind. */
function compiledFilterSql(ctx: ViewQueryContext, group: ParsedFilterGroup): Sql {
  const inner = filterGroupSql(group, (clause) => filterConditions(clause, ctx.table));
  return {
    text: `o.id in (select s.id from ${ctx.table('search_items')} s where s.project_id = ? and s.type = ? and ${inner.text})`,
    params: [ctx.view.projectId, ctx.view.objectType, ...inner.params],
  };
}

/** The column expression of the view's group, and the condition that leaves out hidden columns. */
function groupSql(ctx: ViewQueryContext): { columnKey: Sql; where: Sql | null; join: Sql | null } {
  const group = ctx.state.group;
  const none = { columnKey: { text: 'null::text', params: [] }, where: null, join: null };
  if (!group) return none;
  const owner = ownerColumn(ctx.view.objectType);
  if (group.type === 'PUBLISHED') {
    return {
      columnKey: { text: `case when o.published then 'PUBLISHED' else 'DRAFT' end`, params: [] },
      where: null,
      join: null,
    };
  }
  if (group.type === 'TAG') {
    const { table } = ctx;
    const text =
      ctx.view.objectType === 'HIGHLIGHT'
        ? `(select ht.tag_id::text from ${table('highlight_tags')} ht join ${table('tags')} t on t.id = ht.tag_id
            where ht.highlight_id = o.id order by lower(t.title), t.id limit 1)`
        : ctx.view.objectType === 'NOTE'
          ? `(select ht.tag_id::text from ${table('highlights')} h2 join ${table('highlight_tags')} ht on ht.highlight_id = h2.id
              join ${table('tags')} t on t.id = ht.tag_id where h2.note_id = o.id order by lower(t.title), t.id limit 1)`
          : 'null::text';
    return { columnKey: { text, params: [] }, where: null, join: null };
  }
  const field = ctx.fields.get(group.id.toLowerCase());
  const join: Sql = {
    text: `left join ${ctx.table('custom_field_values')} gv on gv.field_id = ? and gv.${owner} = o.id`,
    params: [group.id.toLowerCase()],
  };
  if (group.type === 'PERSON') {
    if (group.options.length === 0)
      return { columnKey: { text: 'gv.text_value', params: [] }, where: null, join };
    const options = `{${group.options.map((id) => id.toLowerCase()).join(',')}}`;
    return {
      columnKey: {
        text: 'case when gv.text_value = any(?::text[]) then gv.text_value end',
        params: [options],
      },
      where: null,
      join,
    };
  }
  // SELECT: an item sits under the first of its chosen options that is shown; one whose options
  // are all hidden is left out; one with none (or only options since deleted) is uncategorised.
  const hidden = new Set(group.hiddenOptions.map((id) => id.toLowerCase()));
  const all = (field?.options ?? []).map((o) => o.id.toLowerCase());
  const visible = all.filter((id) => !hidden.has(id));
  const columnKey: Sql = {
    text: '(select u::text from unnest(gv.option_ids) with ordinality as x(u, n) where u = any(?::uuid[]) order by n limit 1)',
    params: [uuidArray(visible)],
  };
  const uncategorised = 'gv.option_ids is null or not (gv.option_ids && ?::uuid[])';
  const shown = group.hideUncategorized
    ? { text: 'coalesce(gv.option_ids && ?::uuid[], false)', params: [uuidArray(visible)] }
    : {
        text: `(coalesce(gv.option_ids && ?::uuid[], false) or ${uncategorised})`,
        params: [uuidArray(visible), uuidArray(all)],
      };
  return { columnKey, where: hidden.size > 0 || group.hideUncategorized ? shown : null, join };
}

/** The ORDER BY of the view's sort (spec 000 §3: field and direction); manual rank by default. */
function sortSql(ctx: ViewQueryContext): {
  orderBy: string;
  join: Sql | null;
  byValue: { fieldId: string; column: string; dir: 'asc' | 'desc' } | null;
} {
  const sort = ctx.state.sort ?? { field: 'RANK', direction: 'ASC' };
  const dir = sort.direction === 'DESC' ? 'desc' : 'asc';
  const tail = 'o.created_at desc, o.id';
  const title = ctx.view.objectType === 'HIGHLIGHT' ? 'pn.title' : 'o.title';
  switch (sort.field) {
    case 'RANK':
      return { orderBy: `r.rank ${dir} nulls last, ${tail}`, join: null, byValue: null };
    case 'TITLE':
      return { orderBy: `lower(${title}) ${dir}, ${tail}`, join: null, byValue: null };
    case 'CREATED':
      return { orderBy: `o.created_at ${dir}, o.id`, join: null, byValue: null };
    case 'UPDATED':
      return { orderBy: `o.updated_at ${dir}, o.id`, join: null, byValue: null };
  }
  const field = ctx.fields.get(sort.field.toLowerCase());
  const column =
    field?.type === 'NUMBER' || field?.type === 'NPS'
      ? 'sv.number_value'
      : field?.type === 'DATETIME'
        ? 'sv.date_value'
        : field?.type === 'BOOLEAN'
          ? 'sv.boolean_value'
          : 'lower(left(sv.text_value, 200))';
  return {
    orderBy: `${column} ${dir} nulls last, ${tail}`,
    byValue: { fieldId: sort.field.toLowerCase(), column, dir },
    join: {
      text: `left join ${ctx.table('custom_field_values')} sv on sv.field_id = ? and sv.${ownerColumn(ctx.view.objectType)} = o.id`,
      params: [sort.field.toLowerCase()],
    },
  };
}

/** Builds the view's query; `extra` adds conditions (one item, one column). */
export function buildViewQuery(ctx: ViewQueryContext, extra: Sql[] = []): ViewQuery {
  const sort = sortSql(ctx);
  const group = groupSql(ctx);
  const rankJoin: Sql = {
    text: `left join ${ctx.table('project_view_ranks')} r on r.view_id = ? and r.object_id = o.id`,
    params: [ctx.view.id],
  };
  const joins: Sql[] = [rankJoin, ...(sort.join ? [sort.join] : []), ...(group.join ? [group.join] : [])];
  // Counting needs neither the rank nor the sort value (both joins find at most one row per item).
  const countJoins: Sql[] = group.join ? [group.join] : [];
  const tests = (ctx.state.fieldFilters ?? []).map((filter) =>
    fieldTest(filter, ctx.fields.get(filter.id.toLowerCase())),
  );
  const inProject: Sql = { text: projectCondition(ctx.view.objectType), params: [ctx.view.projectId] };
  const conditions: Sql[] = [inProject];
  if (ctx.filter && ctx.filter.clauses.length > 0) conditions.push(compiledFilterSql(ctx, ctx.filter));
  const fieldSemiJoins = tests.map((test) => fieldFilterSql(ctx, test));
  conditions.push(...fieldSemiJoins);
  if (group.where) conditions.push(group.where);
  conditions.push(...extra);
  const fromWith = (with_: Sql[]): Sql => ({
    text: `from ${SOURCES[ctx.view.objectType](ctx.table)} ${with_.map((j) => j.text).join(' ')}
      where ${conditions.map((c) => `(${c.text})`).join(' and ')}`,
    params: [...with_.flatMap((j) => j.params), ...conditions.flatMap((c) => c.params)],
  });
  // Counting with a field filter that keeps items having a matching value: read from those value
  // rows, joined to their items. Each item has one row per field (unique index), so nothing is counted
  // twice, and PostgreSQL is spared the semi-join's de-duplication (about 40 % of the count's time
  // over 7,000 matches, scripts/bench/project-views.bench.mjs).
  const driving = ctx.view.objectType === 'HIGHLIGHT' ? -1 : tests.findIndex((t) => !t.not);
  const countFrom = ((): Sql => {
    if (driving < 0) return fromWith(countJoins);
    const t = tests[driving];
    const rest = conditions.filter((c) => c !== fieldSemiJoins[driving]);
    const owner = ownerColumn(ctx.view.objectType);
    // Nothing else to test on the item: its value rows say whether it is live in the project
    // (live_project_id, kept by the database), and the count reads them alone, without the items.
    if (countJoins.length === 0 && rest.every((c) => c === inProject)) {
      return {
        text: `from ${ctx.table('custom_field_values')} fv
          where fv.field_id = ? and ${t.test('fv')} and fv.live_project_id = ?`,
        params: [t.fieldId, ...t.params, ctx.view.projectId],
      };
    }
    return {
      text: `from ${ctx.table('custom_field_values')} fv
        join ${ctx.table(valuedItemTable(ctx.view.objectType))} o on o.id = fv.${owner}
        ${countJoins.map((j) => j.text).join(' ')}
        where fv.field_id = ? and ${t.test('fv')} and ${rest.map((c) => `(${c.text})`).join(' and ')}`,
      params: [
        ...countJoins.flatMap((j) => j.params),
        t.fieldId,
        ...t.params,
        ...rest.flatMap((c) => c.params),
      ],
    };
  })();
  const where = (more: Sql[], among: Sql[] = conditions): Sql => {
    const all = [...more, ...among];
    return { text: all.map((c) => `(${c.text})`).join(' and '), params: all.flatMap((c) => c.params) };
  };
  let byValue: ViewQuery['byValue'] = null;
  if (sort.byValue && ctx.view.objectType !== 'HIGHLIGHT') {
    const { fieldId, column, dir } = sort.byValue;
    const owner = ownerColumn(ctx.view.objectType);
    const itemTable = valuedItemTable(ctx.view.objectType);
    const others = [rankJoin, ...(group.join ? [group.join] : [])];
    // A filter that keeps the items whose value of the sort field passes a test is that test on the
    // sort's own value row (one row per item and field): no semi-join to plan and run for each item
    // (a page "score > 250, by score" planned in 0.2 ms instead of 0.9, and ran in half the time).
    const same =
      ctx.view.objectType === 'HIGHLIGHT' ? -1 : tests.findIndex((t) => !t.not && t.fieldId === fieldId);
    const valuedWhere =
      same < 0
        ? where([{ text: `sv.field_id = ? and ${column} is not null`, params: [fieldId] }])
        : where(
            [
              {
                text: `sv.field_id = ? and ${column} is not null and ${tests[same].test('sv')}`,
                params: [fieldId, ...tests[same].params],
              },
            ],
            conditions.filter((c) => c !== fieldSemiJoins[same]),
          );
    const unvaluedWhere = where([
      {
        text: `not exists (select 1 from ${ctx.table('custom_field_values')} sx where sx.field_id = ? and sx.${owner} = o.id
          and ${column.replace('sv.', 'sx.')} is not null)`,
        params: [fieldId],
      },
    ]);
    byValue = {
      valued: {
        text: `from ${ctx.table('custom_field_values')} sv join ${ctx.table(itemTable)} o on o.id = sv.${owner}
          ${others.map((j) => j.text).join(' ')} where ${valuedWhere.text}`,
        params: [...others.flatMap((j) => j.params), ...valuedWhere.params],
      },
      valuedOrder: `${column} ${dir}, o.created_at desc, o.id`,
      unvalued: {
        text: `from ${SOURCES[ctx.view.objectType](ctx.table)} ${others.map((j) => j.text).join(' ')} where ${unvaluedWhere.text}`,
        params: [...others.flatMap((j) => j.params), ...unvaluedWhere.params],
      },
      unvaluedOrder: 'o.created_at desc, o.id',
    };
  }
  return {
    from: fromWith(joins),
    countFrom,
    byValue,
    columnKey: group.columnKey,
    orderBy: sort.orderBy,
  };
}

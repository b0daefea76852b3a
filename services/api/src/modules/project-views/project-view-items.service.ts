import { Injectable } from '@nestjs/common';
import { PROJECT_VIEW_LIMITS, type ProjectViewState, projectViewStateSchema } from '@fieldnote/core';
import { type ProjectView, inSchema, type SchemaTables } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { CustomFieldValueModel } from '../custom-fields';
import { SearchFieldTypesService, type SearchFilterGroupInput, parseFilterGroup } from '../search';
import type {
  ProjectViewColumnModel,
  ProjectViewItemModel,
  ProjectViewItemsPageModel,
} from './dto/project-view-items.model';
import type { ViewObjectType } from './dto/project-view.enums';
import { projectViewErrors } from './project-view.errors';
import { ProjectViewLookup } from './project-view-lookup.service';
import type { ViewField, ViewQueryContext } from './project-view-query.builder';
import { type DetailRow, type PageRow, ProjectViewItemsRepository } from './project-view-items.repository';

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

/**
 * The items of a view (spec 000 §3): the project's notes, highlights or insights, filtered by the
 * view's filter form and custom-field filters, sorted by its sort, with their field values and,
 * when grouped, the board's columns. Pages of at most 100.
 */
@Injectable()
export class ProjectViewItemsService {
  constructor(
    private readonly items: ProjectViewItemsRepository,
    private readonly fieldTypes: SearchFieldTypesService,
    private readonly lookup: ProjectViewLookup,
  ) {}

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
    const table = inSchema(scope.workspace.schemaName);
    const { view, fields } = await this.lookup.findForPage(scope.em, table, input.viewId);
    const ctx = await this.contextWith(scope.em, table, view, fields, input.filter);
    const { rows, total: counted } = await this.items.page(scope.em, ctx, limit, offset, reads.total);
    // Not asked for, the total is never sent: 0 stands in for it.
    const total = counted ?? 0;
    const [items, columns] = await Promise.all([
      this.details(scope.em, ctx, rows.map(toPlaced), reads),
      ctx.state.group ? this.columns(scope.em, ctx) : Promise.resolve(null),
    ]);
    return { items, total, offset, columns };
  }

  /** What the view's query needs: the parsed state, the compiled filter, the fields it names. */
  async context(
    em: EntityManager,
    schemaName: string,
    view: ProjectView,
    filter?: SearchFilterGroupInput | null,
  ): Promise<ViewQueryContext> {
    const fields = await this.items.fieldsOfView(em, view);
    return this.contextWith(em, inSchema(schemaName), view, fields, filter);
  }

  /**
   * The context from the view and the custom fields of its kind in its project (`shown`: those
   * whose values its items show). A field the state names outside them is looked up by id.
   */
  private async contextWith(
    em: EntityManager,
    table: SchemaTables,
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
    const others: ViewField[] = await this.items.fieldsByIds(em, elsewhere);
    const named = [...shown, ...others].filter((f) => ids.has(f.id));
    // The compiled filter form reads the search index as a search does: checked by the same rules,
    // and the types of the custom fields its rows name (people's and notes' fields) read once.
    const group = filter ?? (view.filter as SearchFilterGroupInput | null);
    const parsed = group ? parseFilterGroup(group, new Date()) : null;
    if (parsed) await this.fieldTypes.resolveFilterGroup(em, parsed);
    return {
      table,
      view,
      state: dropMissingFields(state, new Set(named.map((f) => f.id))),
      filter: parsed,
      fields: new Map(named.map((f) => [f.id, f])),
      valueFieldIds: shownIds,
    };
  }

  /** The item's place in the view, or undefined when the view does not show it. */
  async placedItem(
    em: EntityManager,
    ctx: ViewQueryContext,
    objectId: string,
  ): Promise<PlacedItem | undefined> {
    const row = await this.items.placedInView(em, ctx, objectId);
    return row && toPlaced(row);
  }

  /** The items of one column of the view (`key` null: the items with no value), in view order. */
  async column(em: EntityManager, ctx: ViewQueryContext, key: string | null): Promise<PlacedItem[]> {
    return (await this.items.placedInColumn(em, ctx, key)).map(toPlaced);
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
    const withValues = type !== 'HIGHLIGHT' && reads.fieldValues;
    const { rows, tagRows } = await this.items.details(em, ctx.table, type, ids, withValues, reads.tags);
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
    const rows = await this.items.columnCounts(em, ctx);
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
        const members = await this.items.membersByIds(em, ids);
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
        const tags = await this.items.tagsByIds(em, ids);
        return [
          ...tags.map((t) => ({ key: t.id, label: t.title, color: t.color ?? null, count: count(t.id) })),
          { key: null, label: COLUMN_LABELS.noTag, color: null, count: count(null) },
        ];
      }
    }
  }
}

function toPlaced(row: PageRow): PlacedItem {
  return { id: row.id, rank: row.rank, columnKey: row.column_key };
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

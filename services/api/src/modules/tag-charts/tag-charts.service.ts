import { Injectable } from '@nestjs/common';
import { TAG_CHART_EVENTS, isUuid } from '@fieldnote/core';
import { Tag, quoteSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveProject } from '../projects';
import type { TagChart, TagChartGroup, TagChartItem } from './dto/tag-chart.model';
import { TagChartItemKind, TagChartMetric, TagChartType } from './dto/tag-chart.enums';
import type { UpdateTagChartInput } from './dto/update-tag-chart.input';
import { type ItemCounts, countTagChartItems } from './tag-chart-counts';
import { MAX_TAG_CHART_IDS, tagChartErrors } from './tag-chart.errors';

/** Product rule: ids one option can list (a project has at most a few hundred tags and groups). */
const NONE: ItemCounts = { highlightCount: 0, noteCount: 0, textVolume: 0 };

interface Settings {
  metric: TagChartMetric;
  type: TagChartType;
  collapsedGroupIds: string[];
  hiddenItemIds: string[];
}
const DEFAULTS: Settings = {
  metric: TagChartMetric.HIGHLIGHT_COUNT,
  type: TagChartType.BAR,
  collapsedGroupIds: [],
  hiddenItemIds: [],
};

interface GroupRow {
  id: string;
  title: string;
  color: string;
  board_title: string;
}

/**
 * A project's tag chart (spec 000 §3 chart options): its options, saved per project for all its
 * members, and its items counted in SQL. Items are the project's tags and the workspace tags used
 * in it; a collapsed tag group (of one of the project's boards) replaces its tags with one item.
 */
@Injectable()
export class TagChartsService {
  async chart(scope: WorkspaceScope, rawProjectId: string): Promise<TagChart> {
    const project = await findLiveProject(scope.em, rawProjectId);
    return this.build(scope.em, scope.workspace.schemaName, project.id);
  }

  async update(scope: WorkspaceScope, input: UpdateTagChartInput): Promise<TagChart> {
    const collapsed = input.collapsedGroupIds ? uuids('collapsedGroupIds', input.collapsedGroupIds) : null;
    const hidden = input.hiddenItemIds ? uuids('hiddenItemIds', input.hiddenItemIds) : null;
    const schemaName = scope.workspace.schemaName;
    const schema = quoteSchema(schemaName);
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, input.projectId);
      const groups = await groupsOf(em, schemaName, project.id);
      const groupIds = new Set(groups.map((g) => g.id));
      if (collapsed && collapsed.some((id) => !groupIds.has(id))) {
        throw tagChartErrors.notOfProject('collapsedGroupIds');
      }
      if (hidden && hidden.length > 0) {
        const tags = await em.find(Tag, {
          id: { $in: hidden },
          $or: [{ projectId: project.id }, { projectId: null }],
        });
        const known = new Set([...groupIds, ...tags.map((t) => t.id)]);
        if (hidden.some((id) => !known.has(id))) throw tagChartErrors.notOfProject('hiddenItemIds');
      }
      const current = await settingsOf(em, schemaName, project.id);
      const next: Settings = {
        metric: input.metric ?? current.metric,
        type: input.type ?? current.type,
        collapsedGroupIds: collapsed ?? current.collapsedGroupIds,
        hiddenItemIds: hidden ?? current.hiddenItemIds,
      };
      await em.getConnection().execute(
        `insert into ${schema}.tag_chart_settings
           (project_id, metric, chart_type, collapsed_group_ids, hidden_item_ids, updated_by, updated_at)
         values (?, ?, ?, ?::uuid[], ?::uuid[], ?, now())
         on conflict (project_id) do update set metric = excluded.metric, chart_type = excluded.chart_type,
           collapsed_group_ids = excluded.collapsed_group_ids, hidden_item_ids = excluded.hidden_item_ids,
           updated_by = excluded.updated_by, updated_at = now()`,
        [
          project.id,
          next.metric,
          next.type,
          `{${next.collapsedGroupIds.join(',')}}`,
          `{${next.hiddenItemIds.join(',')}}`,
          scope.accountId,
        ],
        'run',
        em.getTransactionContext(),
      );
      await recordEvent(em, TAG_CHART_EVENTS.updated, scope.workspace.id, {
        tagChartId: project.id,
        projectId: project.id,
      });
      return this.build(em, schemaName, project.id);
    });
  }

  private async build(em: EntityManager, schemaName: string, projectId: string): Promise<TagChart> {
    const settings = await settingsOf(em, schemaName, projectId);
    const groups = await groupsOf(em, schemaName, projectId);
    // Ids of groups deleted since they were collapsed are left out.
    const collapsed = settings.collapsedGroupIds.filter((id) => groups.some((g) => g.id === id));
    const hidden = new Set(settings.hiddenItemIds);
    const counts = await countTagChartItems(em, schemaName, projectId, collapsed);
    const tagsInCollapsed = await tagsOfGroups(em, schemaName, collapsed);
    const tags = await em.find(
      Tag,
      { $or: [{ projectId }, { projectId: null }] },
      { orderBy: { title: 'asc' } },
    );
    const item = (id: string, kind: TagChartItemKind, title: string, color: string): TagChartItem => ({
      id,
      kind,
      title,
      color,
      ...(counts.get(id) ?? NONE),
      hidden: hidden.has(id),
    });
    const items: TagChartItem[] = [
      ...groups
        .filter((g) => collapsed.includes(g.id))
        .map((g) => item(g.id, TagChartItemKind.GROUP, g.title, g.color)),
      ...tags
        // Workspace tags count only where this project uses them.
        .filter((t) => !tagsInCollapsed.has(t.id) && (t.projectId !== null || counts.has(t.id)))
        .map((t) => item(t.id, TagChartItemKind.TAG, t.title, t.color)),
    ];
    const metricOf = (i: TagChartItem): number =>
      settings.metric === TagChartMetric.NOTE_COUNT
        ? i.noteCount
        : settings.metric === TagChartMetric.TEXT_VOLUME
          ? i.textVolume
          : i.highlightCount;
    items.sort((a, b) => metricOf(b) - metricOf(a) || a.title.localeCompare(b.title));
    const chartGroups: TagChartGroup[] = groups.map((g) => ({
      id: g.id,
      title: g.title,
      color: g.color,
      boardTitle: g.board_title,
      collapsed: collapsed.includes(g.id),
    }));
    return {
      projectId,
      metric: settings.metric,
      type: settings.type,
      collapsedGroupIds: collapsed,
      hiddenItemIds: [...hidden].filter((id) => items.some((i) => i.id === id)),
      groups: chartGroups,
      items,
    };
  }
}

function uuids(field: string, ids: string[]): string[] {
  if (ids.length > MAX_TAG_CHART_IDS) throw tagChartErrors.tooMany(field, MAX_TAG_CHART_IDS);
  if (!ids.every(isUuid)) throw tagChartErrors.badId(field);
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

async function settingsOf(em: EntityManager, schemaName: string, projectId: string): Promise<Settings> {
  const [row] = await em
    .getConnection()
    .execute<
      { metric: string; chart_type: string; collapsed_group_ids: string[]; hidden_item_ids: string[] }[]
    >(
      `select metric, chart_type, collapsed_group_ids, hidden_item_ids
       from ${quoteSchema(schemaName)}.tag_chart_settings where project_id = ?`,
      [projectId],
      'all',
      em.getTransactionContext(),
    );
  if (!row) return DEFAULTS;
  return {
    metric: (Object.values(TagChartMetric) as string[]).includes(row.metric)
      ? (row.metric as TagChartMetric)
      : DEFAULTS.metric,
    type: (Object.values(TagChartType) as string[]).includes(row.chart_type)
      ? (row.chart_type as TagChartType)
      : DEFAULTS.type,
    collapsedGroupIds: row.collapsed_group_ids,
    hiddenItemIds: row.hidden_item_ids,
  };
}

async function groupsOf(em: EntityManager, schemaName: string, projectId: string): Promise<GroupRow[]> {
  const schema = quoteSchema(schemaName);
  return em.getConnection().execute<GroupRow[]>(
    `select g.id, g.title, g.color, b.title as board_title
       from ${schema}.tag_groups g join ${schema}.tag_boards b on b.id = g.board_id
      where b.project_id = ? order by b.rank, b.created_at, g.rank, g.created_at`,
    [projectId],
    'all',
    em.getTransactionContext(),
  );
}

async function tagsOfGroups(em: EntityManager, schemaName: string, groupIds: string[]): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await em
    .getConnection()
    .execute<{ tag_id: string }[]>(
      `select distinct tag_id from ${quoteSchema(schemaName)}.tag_placements where group_id = any(?::uuid[])`,
      [`{${groupIds.join(',')}}`],
      'all',
      em.getTransactionContext(),
    );
  return new Set(rows.map((r) => r.tag_id));
}

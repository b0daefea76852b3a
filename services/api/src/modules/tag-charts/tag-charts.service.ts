import { Injectable } from '@nestjs/common';
import { TAG_CHART_EVENTS, isUuid } from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveProject } from '../projects';
import type { TagChart, TagChartGroup, TagChartItem } from './dto/tag-chart.model';
import { TagChartItemKind, TagChartMetric, TagChartType } from './dto/tag-chart.enums';
import type { UpdateTagChartInput } from './dto/update-tag-chart.input';
import { MAX_TAG_CHART_IDS, tagChartErrors } from './tag-chart.errors';
import { type ItemCounts, TagChartsRepository } from './tag-charts.repository';

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

/**
 * A project's tag chart (spec 000 §3 chart options): its options, saved per project for all its
 * members, and its items counted in SQL. Items are the project's tags and the workspace tags used
 * in it; a collapsed tag group (of one of the project's boards) replaces its tags with one item.
 */
@Injectable()
export class TagChartsService {
  constructor(private readonly charts: TagChartsRepository) {}

  async chart(scope: WorkspaceScope, rawProjectId: string): Promise<TagChart> {
    const project = await findLiveProject(scope.em, rawProjectId);
    return this.build(scope.em, scope.workspace.schemaName, project.id);
  }

  async update(scope: WorkspaceScope, input: UpdateTagChartInput): Promise<TagChart> {
    const collapsed = input.collapsedGroupIds ? uuids('collapsedGroupIds', input.collapsedGroupIds) : null;
    const hidden = input.hiddenItemIds ? uuids('hiddenItemIds', input.hiddenItemIds) : null;
    const schemaName = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      const project = await findLiveProject(em, input.projectId);
      const groups = await this.charts.groups(em, schemaName, project.id);
      const groupIds = new Set(groups.map((g) => g.id));
      if (collapsed && collapsed.some((id) => !groupIds.has(id))) {
        throw tagChartErrors.notOfProject('collapsedGroupIds');
      }
      if (hidden && hidden.length > 0) {
        const tags = await this.charts.tagsOfProject(em, project.id, hidden);
        const known = new Set([...groupIds, ...tags.map((t) => t.id)]);
        if (hidden.some((id) => !known.has(id))) throw tagChartErrors.notOfProject('hiddenItemIds');
      }
      const current = await this.settingsOf(em, schemaName, project.id);
      const next: Settings = {
        metric: input.metric ?? current.metric,
        type: input.type ?? current.type,
        collapsedGroupIds: collapsed ?? current.collapsedGroupIds,
        hiddenItemIds: hidden ?? current.hiddenItemIds,
      };
      await this.charts.saveSettings(em, schemaName, project.id, next, scope.accountId);
      await recordEvent(em, TAG_CHART_EVENTS.updated, scope.workspace.id, {
        tagChartId: project.id,
        projectId: project.id,
      });
      return this.build(em, schemaName, project.id);
    });
  }

  private async build(em: EntityManager, schemaName: string, projectId: string): Promise<TagChart> {
    const settings = await this.settingsOf(em, schemaName, projectId);
    const groups = await this.charts.groups(em, schemaName, projectId);
    // Ids of groups deleted since they were collapsed are left out.
    const collapsed = settings.collapsedGroupIds.filter((id) => groups.some((g) => g.id === id));
    const hidden = new Set(settings.hiddenItemIds);
    const counts = await this.charts.itemCounts(em, schemaName, projectId, collapsed);
    const tagsInCollapsed = await this.charts.tagsOfGroups(em, schemaName, collapsed);
    const tags = await this.charts.tagsOfProject(em, projectId);
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

  /** The project's saved options; a value no longer known (or none saved) reads as the default. */
  private async settingsOf(em: EntityManager, schemaName: string, projectId: string): Promise<Settings> {
    const row = await this.charts.settings(em, schemaName, projectId);
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
}

function uuids(field: string, ids: string[]): string[] {
  if (ids.length > MAX_TAG_CHART_IDS) throw tagChartErrors.tooMany(field, MAX_TAG_CHART_IDS);
  if (!ids.every(isUuid)) throw tagChartErrors.badId(field);
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

import { Injectable } from '@nestjs/common';
import { Tag, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A tag group of one of the project's boards, with its board's title. */
export interface GroupRow {
  id: string;
  title: string;
  color: string;
  board_title: string;
}

/** A project's saved chart options as stored. */
export interface SettingsRow {
  metric: string;
  chart_type: string;
  collapsed_group_ids: string[];
  hidden_item_ids: string[];
}

/**
 * The SQL of tag charts. Every method runs through `em`, in its transaction when it has one;
 * `schemaName` is the workspace's schema.
 */
@Injectable()
export class TagChartsRepository {
  async settings(em: EntityManager, schemaName: string, projectId: string): Promise<SettingsRow | null> {
    const [row] = await this.run<SettingsRow>(
      em,
      `select metric, chart_type, collapsed_group_ids, hidden_item_ids
       from ${inSchema(schemaName)('tag_chart_settings')} where project_id = ?`,
      [projectId],
    );
    return row ?? null;
  }

  /** Saves the project's chart options, for all its members. */
  async saveSettings(
    em: EntityManager,
    schemaName: string,
    projectId: string,
    settings: { metric: string; type: string; collapsedGroupIds: string[]; hiddenItemIds: string[] },
    updatedBy: string,
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schemaName)('tag_chart_settings')}
           (project_id, metric, chart_type, collapsed_group_ids, hidden_item_ids, updated_by, updated_at)
         values (?, ?, ?, ?::uuid[], ?::uuid[], ?, now())
         on conflict (project_id) do update set metric = excluded.metric, chart_type = excluded.chart_type,
           collapsed_group_ids = excluded.collapsed_group_ids, hidden_item_ids = excluded.hidden_item_ids,
           updated_by = excluded.updated_by, updated_at = now()`,
      [
        projectId,
        settings.metric,
        settings.type,
        `{${settings.collapsedGroupIds.join(',')}}`,
        `{${settings.hiddenItemIds.join(',')}}`,
        updatedBy,
      ],
    );
  }

  /** The tag groups of the project's boards, in board and group order. */
  groups(em: EntityManager, schemaName: string, projectId: string): Promise<GroupRow[]> {
    const table = inSchema(schemaName);
    return this.run<GroupRow>(
      em,
      `select g.id, g.title, g.color, b.title as board_title
       from ${table('tag_groups')} g join ${table('tag_boards')} b on b.id = g.board_id
      where b.project_id = ? order by b.rank, b.created_at, g.rank, g.created_at`,
      [projectId],
    );
  }

  /** The tags placed in any of these groups. */
  async tagsOfGroups(em: EntityManager, schemaName: string, groupIds: string[]): Promise<Set<string>> {
    if (groupIds.length === 0) return new Set();
    const rows = await this.run<{ tag_id: string }>(
      em,
      `select distinct tag_id from ${inSchema(schemaName)('tag_placements')} where group_id = any(?::uuid[])`,
      [`{${groupIds.join(',')}}`],
    );
    return new Set(rows.map((r) => r.tag_id));
  }

  /** The project's tags and the workspace's (all of them, or these ids), by title. */
  tagsOfProject(em: EntityManager, projectId: string, ids?: string[]): Promise<Tag[]> {
    return ids
      ? em.find(Tag, { id: { $in: ids }, $or: [{ projectId }, { projectId: null }] })
      : em.find(Tag, { $or: [{ projectId }, { projectId: null }] }, { orderBy: { title: 'asc' } });
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}

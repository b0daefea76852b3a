import { Injectable } from '@nestjs/common';
import { Tag, inSchema, uuidArray } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A tag group of one of the project's boards, with its board's title. */
export interface GroupRow {
  id: string;
  title: string;
  color: string;
  board_title: string;
}

/** A chart item's figures. */
export interface ItemCounts {
  highlightCount: number;
  noteCount: number;
  textVolume: number;
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
        uuidArray(settings.collapsedGroupIds),
        uuidArray(settings.hiddenItemIds),
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
      [uuidArray(groupIds)],
    );
    return new Set(rows.map((r) => r.tag_id));
  }

  /** The project's tags and the workspace's (all of them, or these ids), by title. */
  tagsOfProject(em: EntityManager, projectId: string, ids?: string[]): Promise<Tag[]> {
    return ids
      ? em.find(Tag, { id: { $in: ids }, $or: [{ projectId }, { projectId: null }] })
      : em.find(Tag, { $or: [{ projectId }, { projectId: null }] }, { orderBy: { title: 'asc' } });
  }

  /**
   * Each chart item's figures, counted in SQL over the project's live notes (nothing in the trash):
   * an item is a tag, or a collapsed group standing for its tags. A highlight carrying two tags of
   * one collapsed group counts once for it; a tag in two collapsed groups counts for the first (by id).
   */
  async itemCounts(
    em: EntityManager,
    schemaName: string,
    projectId: string,
    collapsedGroupIds: string[],
  ): Promise<Map<string, ItemCounts>> {
    const table = inSchema(schemaName);
    const rows = await this.run<{ item_id: string; highlights: string; notes: string; volume: string }>(
      em,
      `with collapsed as (
         select distinct on (p.tag_id) p.tag_id, p.group_id
           from ${table('tag_placements')} p
           join ${table('tag_boards')} b on b.id = p.board_id
          where p.group_id = any(?::uuid[]) and b.project_id = ?
          order by p.tag_id, p.group_id),
       keyed as (
         select distinct coalesce(c.group_id, ht.tag_id) as item_id, h.id, h.note_id,
                char_length(h.text) as len
           from ${table('highlight_tags')} ht
           join ${table('highlights')} h on h.id = ht.highlight_id
           join ${table('notes')} n on n.id = h.note_id
           left join collapsed c on c.tag_id = ht.tag_id
          where n.project_id = ? and n.deleted_at is null)
       select item_id, count(*) as highlights, count(distinct note_id) as notes,
              coalesce(sum(len), 0) as volume
         from keyed group by item_id`,
      [uuidArray(collapsedGroupIds), projectId, projectId],
    );
    return new Map(
      rows.map((row) => [
        row.item_id,
        {
          highlightCount: Number(row.highlights),
          noteCount: Number(row.notes),
          textVolume: Number(row.volume),
        },
      ]),
    );
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}

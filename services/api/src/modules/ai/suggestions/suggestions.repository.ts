import { Injectable } from '@nestjs/common';
import { Databases, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobRows } from '../../../common/job-rows.repository';

/** A highlight_suggestions row as the driver returns it. */
export interface SuggestionRow {
  id: string;
  note_id: string;
  text: string;
  start_offset: number;
  end_offset: number;
  highlight_reason: string;
  suggested_tag_ids: string[];
  provider: string;
  model: string;
  ai_activity_id: string;
  review: 'Accepted' | 'Rejected' | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  highlight_id: string | null;
  created_at: Date;
  /** The suggested tags that still exist, by title (read with the pending list only). */
  suggested_tags?: { id: string; title: string; color: string }[];
}

/** A live note as the auto-feature job reads it. */
export interface JobNote {
  id: string;
  project_id: string;
  created_by: string;
  title: string;
  content: string;
  /** When its text (or title) last changed: the job waits for the note to stay quiet. */
  updated_at: Date;
}

export interface AutoFeatureRow {
  project_id: string | null;
  feature: string;
  mode: string;
}

/** Every query of suggested highlights and the auto-feature settings; `schema` is the workspace's. */
@Injectable()
export class SuggestionsRepository extends JobRows {
  constructor(databases: Databases) {
    super(databases);
  }

  /** The workspace's rows and, when given, the project's. */
  autoFeatures(em: EntityManager, schema: string, projectId: string | null): Promise<AutoFeatureRow[]> {
    return this.run<AutoFeatureRow>(
      em,
      `select project_id, feature, mode from ${inSchema(schema)('ai_auto_features')}
        where project_id is null or project_id = ?`,
      [projectId],
    );
  }

  async saveAutoFeature(
    em: EntityManager,
    schema: string,
    row: { projectId: string | null; feature: string; mode: string | null; by: string },
  ): Promise<void> {
    const t = inSchema(schema)('ai_auto_features');
    if (row.mode === null) {
      // A project back to following the workspace.
      await this.run(em, `delete from ${t} where project_id = ? and feature = ?`, [
        row.projectId,
        row.feature,
      ]);
      return;
    }
    await this.run(
      em,
      row.projectId === null
        ? `insert into ${t} (project_id, feature, mode, updated_by) values (null, ?, ?, ?)
           on conflict (feature) where project_id is null
           do update set mode = excluded.mode, updated_by = excluded.updated_by, updated_at = now()`
        : `insert into ${t} (project_id, feature, mode, updated_by) values (?, ?, ?, ?)
           on conflict (project_id, feature) where project_id is not null
           do update set mode = excluded.mode, updated_by = excluded.updated_by, updated_at = now()`,
      row.projectId === null
        ? [row.feature, row.mode, row.by]
        : [row.projectId, row.feature, row.mode, row.by],
    );
  }

  /** The note's suggestions waiting for review, in the note's order. */
  pending(em: EntityManager, schema: string, noteId: string, limit: number): Promise<SuggestionRow[]> {
    return this.run<SuggestionRow>(
      em,
      `select s.*, coalesce((select json_agg(json_build_object('id', t.id, 'title', t.title, 'color', t.color)
           order by t.title, t.id) from ${inSchema(schema)('tags')} t where t.id = any(s.suggested_tag_ids)), '[]') as suggested_tags
         from ${inSchema(schema)('highlight_suggestions')} s
        where s.note_id = ? and s.review is null order by s.start_offset, s.id limit ?`,
      [noteId, limit],
    );
  }

  async byId(em: EntityManager, schema: string, id: string): Promise<SuggestionRow | null> {
    const [row] = await this.run<SuggestionRow>(
      em,
      `select * from ${inSchema(schema)('highlight_suggestions')} where id = ?`,
      [id],
    );
    return row ?? null;
  }

  /** Every stretch already taken in the note: its highlights and every suggestion ever made. */
  taken(
    em: EntityManager,
    schema: string,
    noteId: string,
  ): Promise<{ startOffset: number; endOffset: number }[]> {
    const t = inSchema(schema);
    return this.run<{ startOffset: number; endOffset: number }>(
      em,
      `select start_offset as "startOffset", end_offset as "endOffset" from ${t('highlights')}
        where note_id = ? and file_id is null and not detached
       union all
       select start_offset, end_offset from ${t('highlight_suggestions')} where note_id = ?`,
      [noteId, noteId],
    );
  }

  /** The tags a note's highlights may carry (its project's and the workspace's), with some highlight texts each. */
  async tagProfiles(
    em: EntityManager,
    schema: string,
    projectId: string,
    maxTags: number,
    textsPerTag: number,
  ): Promise<{ id: string; title: string; highlightTexts: string[] }[]> {
    const t = inSchema(schema);
    const rows = await this.run<{ id: string; title: string; texts: string[] | null }>(
      em,
      `select tg.id, tg.title,
         (select array_agg(x.text) from (
            select h.text from ${t('highlight_tags')} ht join ${t('highlights')} h on h.id = ht.highlight_id
             where ht.tag_id = tg.id order by h.created_at desc, h.id limit ?) x) as texts
         from ${t('tags')} tg
        where tg.project_id = ? or tg.project_id is null
        order by tg.title, tg.id limit ?`,
      [textsPerTag, projectId, maxTags],
    );
    return rows.map((r) => ({ id: r.id, title: r.title, highlightTexts: r.texts ?? [] }));
  }

  /** Stores new suggestions; a stretch suggested before is left as it was. Returns the ids stored. */
  async insert(
    em: EntityManager,
    schema: string,
    rows: {
      id: string;
      noteId: string;
      text: string;
      startOffset: number;
      endOffset: number;
      highlightReason: string;
      suggestedTagIds: string[];
      provider: string;
      model: string;
      aiActivityId: string;
    }[],
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const r of rows) {
      const [row] = await this.run<{ id: string }>(
        em,
        `insert into ${inSchema(schema)('highlight_suggestions')} (id, note_id, text, start_offset, end_offset,
           highlight_reason, suggested_tag_ids, provider, model, ai_activity_id)
         values (?, ?, ?, ?, ?, ?, ?::uuid[], ?, ?, ?)
         on conflict (note_id, start_offset, end_offset) do nothing returning id`,
        [
          r.id,
          r.noteId,
          r.text,
          r.startOffset,
          r.endOffset,
          r.highlightReason,
          `{${r.suggestedTagIds.join(',')}}`,
          r.provider,
          r.model,
          r.aiActivityId,
        ],
      );
      if (row) ids.push(row.id);
    }
    return ids;
  }

  /** Ends a pending suggestion's review; false when it was already reviewed (a concurrent review). */
  async review(
    em: EntityManager,
    schema: string,
    row: { id: string; review: 'Accepted' | 'Rejected'; by: string; highlightId: string | null },
  ): Promise<boolean> {
    const done = await this.run<{ id: string }>(
      em,
      `update ${inSchema(schema)('highlight_suggestions')}
          set review = ?, reviewed_by = ?, reviewed_at = now(), highlight_id = ?
        where id = ? and review is null returning id`,
      [row.review, row.by, row.highlightId, row.id],
    );
    return done.length > 0;
  }

  /** Takes the suggestion's row lock, so two reviews of it run one after the other. */
  async lock(em: EntityManager, schema: string, id: string): Promise<void> {
    await this.run(
      em,
      `select id from ${inSchema(schema)('highlight_suggestions')} where id = ? for update`,
      [id],
    );
  }

  /** The text hash the note was last read in by the job, or null. */
  async lastRunHash(em: EntityManager, schema: string, noteId: string): Promise<string | null> {
    const [row] = await this.run<{ content_hash: string }>(
      em,
      `select content_hash from ${inSchema(schema)('note_suggestion_runs')} where note_id = ?`,
      [noteId],
    );
    return row?.content_hash ?? null;
  }

  async saveRunHash(em: EntityManager, schema: string, noteId: string, hash: string): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('note_suggestion_runs')} (note_id, content_hash) values (?, ?)
       on conflict (note_id) do update set content_hash = excluded.content_hash, ran_at = now()`,
      [noteId, hash],
    );
  }

  /** The text hash a note was last read in by an auto feature other than highlights, or null. */
  async lastFeatureRunHash(
    em: EntityManager,
    schema: string,
    noteId: string,
    feature: string,
  ): Promise<string | null> {
    const [row] = await this.run<{ content_hash: string }>(
      em,
      `select content_hash from ${inSchema(schema)('note_auto_feature_runs')} where note_id = ? and feature = ?`,
      [noteId, feature],
    );
    return row?.content_hash ?? null;
  }

  async saveFeatureRunHash(
    em: EntityManager,
    schema: string,
    noteId: string,
    feature: string,
    hash: string,
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('note_auto_feature_runs')} (note_id, feature, content_hash) values (?, ?, ?)
       on conflict (note_id, feature) do update set content_hash = excluded.content_hash, ran_at = now()`,
      [noteId, feature, hash],
    );
  }

  /** The live note with its project and author, past any member's gate (the job has none). */
  async noteForJob(em: EntityManager, schema: string, noteId: string): Promise<JobNote | null> {
    const t = inSchema(schema);
    const [row] = await this.run<JobNote>(
      em,
      `select n.id, n.project_id, n.created_by, n.title, n.content, n.updated_at from ${t('notes')} n
         join ${t('projects')} p on p.id = n.project_id
        where n.id = ? and n.deleted_at is null and p.deleted_at is null`,
      [noteId],
    );
    return row ?? null;
  }

  /** Of `ids`, the tags that exist and that a highlight of the project may carry. */
  async existingTags(em: EntityManager, schema: string, projectId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.run<{ id: string }>(
      em,
      `select id from ${inSchema(schema)('tags')} where id = any(?::uuid[]) and (project_id = ? or project_id is null)`,
      [`{${ids.join(',')}}`, projectId],
    );
    const found = new Set(rows.map((r) => r.id));
    return ids.filter((id) => found.has(id));
  }
}

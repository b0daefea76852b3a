import { Injectable } from '@nestjs/common';
import { Databases, inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobRows } from '../../../common/job-rows.repository';

/** A redaction_suggestions row as the driver returns it. */
export interface RedactionRow {
  id: string;
  note_id: string;
  kind: string;
  text: string;
  start_offset: number;
  end_offset: number;
  ai_activity_id: string;
  review: 'Accepted' | 'Rejected' | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}

/** Every query of the redact auto feature; `schema` is the workspace's. */
@Injectable()
export class RedactionsRepository extends JobRows {
  constructor(databases: Databases) {
    super(databases);
  }

  /** The full names of the people linked to the note. */
  async linkedNames(
    em: EntityManager,
    schema: string,
    noteId: string,
  ): Promise<{ id: string; name: string }[]> {
    const t = inSchema(schema);
    return this.run<{ id: string; name: string }>(
      em,
      `select p.id, p.name from ${t('note_people')} np join ${t('people')} p on p.id = np.person_id
        where np.note_id = ? and p.name <> '' order by p.name, p.id`,
      [noteId],
    );
  }

  pending(em: EntityManager, schema: string, noteId: string, limit: number): Promise<RedactionRow[]> {
    return this.run<RedactionRow>(
      em,
      `select * from ${inSchema(schema)('redaction_suggestions')}
        where note_id = ? and review is null order by start_offset, id limit ?`,
      [noteId, limit],
    );
  }

  /** The texts members rejected as personal data in the note: not proposed again. */
  async rejectedTexts(em: EntityManager, schema: string, noteId: string): Promise<Set<string>> {
    const rows = await this.run<{ text: string }>(
      em,
      `select distinct text from ${inSchema(schema)('redaction_suggestions')} where note_id = ? and review = 'Rejected'`,
      [noteId],
    );
    return new Set(rows.map((r) => r.text));
  }

  async byId(em: EntityManager, schema: string, id: string): Promise<RedactionRow | null> {
    const [row] = await this.run<RedactionRow>(
      em,
      `select * from ${inSchema(schema)('redaction_suggestions')} where id = ?`,
      [id],
    );
    return row ?? null;
  }

  /**
   * A new run's findings become the note's proposals: one still waiting with the same words and kind
   * keeps its id (a member may be reviewing it) and takes the new offsets; waiting ones no longer
   * found are dropped; the others are added (Accepted at once when applied).
   */
  async replacePending(
    em: EntityManager,
    schema: string,
    noteId: string,
    rows: {
      id: string;
      kind: string;
      text: string;
      startOffset: number;
      endOffset: number;
      aiActivityId: string;
      review: 'Accepted' | null;
      by: string | null;
    }[],
  ): Promise<void> {
    const t = inSchema(schema)('redaction_suggestions');
    const waiting = await this.run<{ id: string; kind: string; text: string }>(
      em,
      `select id, kind, text from ${t} where note_id = ? and review is null order by start_offset, id for update`,
      [noteId],
    );
    // Read again under the lock: a member may have kept some words while the run was reading the note.
    const rejected = await this.rejectedTexts(em, schema, noteId);
    const kept = new Set<string>();
    for (const r of rows) {
      if (r.review === null && rejected.has(r.text)) continue;
      const same =
        r.review === null && waiting.find((w) => !kept.has(w.id) && w.kind === r.kind && w.text === r.text);
      if (same) {
        kept.add(same.id);
        await this.run(
          em,
          `update ${t} set start_offset = ?, end_offset = ?, ai_activity_id = ? where id = ?`,
          [r.startOffset, r.endOffset, r.aiActivityId, same.id],
        );
        continue;
      }
      await this.run(
        em,
        `insert into ${t} (id, note_id, kind, text, start_offset, end_offset, ai_activity_id, review, reviewed_by, reviewed_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, case when ? is null then null else now() end)`,
        [r.id, noteId, r.kind, r.text, r.startOffset, r.endOffset, r.aiActivityId, r.review, r.by, r.review],
      );
    }
    const gone = waiting.filter((w) => !kept.has(w.id)).map((w) => w.id);
    if (gone.length > 0)
      await this.run(em, `delete from ${t} where id = any(?::uuid[]) and review is null`, [
        `{${gone.join(',')}}`,
      ]);
  }

  /** Ends a pending proposal's review; false when it was reviewed meanwhile. */
  async review(
    em: EntityManager,
    schema: string,
    row: { id: string; review: 'Accepted' | 'Rejected'; by: string },
  ): Promise<boolean> {
    const done = await this.run<{ id: string }>(
      em,
      `update ${inSchema(schema)('redaction_suggestions')} set review = ?, reviewed_by = ?, reviewed_at = now()
        where id = ? and review is null returning id`,
      [row.review, row.by, row.id],
    );
    return done.length > 0;
  }
}

import { Injectable } from '@nestjs/common';
import { Segment, inSchema, uuidArray } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The SQL of segments and their people. Every method runs through `em`, in its transaction when it
 * has one; `schemaName` is the workspace's schema.
 */
@Injectable()
export class SegmentsRepository {
  /** Every segment by title. */
  all(em: EntityManager): Promise<Segment[]> {
    return em.find(Segment, {}, { orderBy: { title: 'asc', createdAt: 'asc' } });
  }

  /** These segments by title. */
  byIds(em: EntityManager, ids: string[]): Promise<Segment[]> {
    return ids.length
      ? em.find(Segment, { id: { $in: ids } }, { orderBy: { title: 'asc', createdAt: 'asc' } })
      : Promise.resolve([]);
  }

  byId(em: EntityManager, id: string): Promise<Segment | null> {
    return em.findOne(Segment, { id });
  }

  /** How many segments the workspace has. */
  count(em: EntityManager): Promise<number> {
    return em.count(Segment, {});
  }

  /**
   * Writes a new segment, made now, and returns it; a title another segment has (ignoring case)
   * fails with the unique index's UniqueConstraintViolationException.
   */
  async insert(em: EntityManager, segment: Pick<Segment, 'id' | 'title' | 'createdBy'>): Promise<Segment> {
    const created = em.create(Segment, { ...segment, createdAt: new Date(), updatedAt: new Date() });
    await em.flush();
    return created;
  }

  /** Writes the changes made to the segments read through `em` (a renamed one: see insert). */
  async save(em: EntityManager): Promise<void> {
    await em.flush();
  }

  /** Deletes the segment; its people stay (segment_people rows cascade). */
  async delete(em: EntityManager, segment: Segment): Promise<void> {
    em.remove(segment);
    await em.flush();
  }

  /** Which segments each of these people is in. */
  memberships(
    em: EntityManager,
    schemaName: string,
    personIds: string[],
  ): Promise<{ person_id: string; segment_id: string }[]> {
    return em.getConnection().execute<{ person_id: string; segment_id: string }[]>(
      `select sp.person_id, sp.segment_id from ${inSchema(schemaName)('segment_people')} sp
          where sp.person_id = any(?::uuid[])`,
      [uuidArray(personIds)],
    );
  }

  /** How many people each of these segments holds (a segment with none is left out). */
  async personCounts(
    em: EntityManager,
    schemaName: string,
    segmentIds: string[],
  ): Promise<Map<string, number>> {
    const rows = await em.getConnection().execute<{ segment_id: string; n: number }[]>(
      `select segment_id, count(*)::int as n from ${inSchema(schemaName)('segment_people')}
        where segment_id = any(?::uuid[]) group by segment_id`,
      [uuidArray(segmentIds)],
      'all',
      em.getTransactionContext(),
    );
    return new Map(rows.map((r) => [r.segment_id, r.n]));
  }

  /** How many of these people exist. */
  async countPeople(em: EntityManager, schemaName: string, personIds: string[]): Promise<number> {
    const existing = await this.run<{ id: string }>(
      em,
      `select id from ${inSchema(schemaName)('people')} where id = any(?::uuid[])`,
      [uuidArray(personIds)],
    );
    return existing.length;
  }

  /** Puts people in a segment (someone already in it stays once); returns those put in. */
  async addPeople(
    em: EntityManager,
    schemaName: string,
    segmentId: string,
    personIds: string[],
    addedBy: string,
  ): Promise<string[]> {
    const added = await this.run<{ person_id: string }>(
      em,
      `insert into ${inSchema(schemaName)('segment_people')} (segment_id, person_id, added_by)
           select ?, p, ? from unnest(?::uuid[]) as p
           on conflict do nothing returning person_id`,
      [segmentId, addedBy, uuidArray(personIds)],
    );
    return added.map((r) => r.person_id);
  }

  /** Takes people out of a segment; returns those taken out. */
  async removePeople(
    em: EntityManager,
    schemaName: string,
    segmentId: string,
    personIds: string[],
  ): Promise<string[]> {
    const removed = await this.run<{ person_id: string }>(
      em,
      `delete from ${inSchema(schemaName)('segment_people')} where segment_id = ? and person_id = any(?::uuid[])
            returning person_id`,
      [segmentId, uuidArray(personIds)],
    );
    return removed.map((r) => r.person_id);
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}

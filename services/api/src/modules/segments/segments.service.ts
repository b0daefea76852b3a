import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MAX_LENGTH, SEGMENT_EVENTS, isUuid, requireText } from '@fieldnote/core';
import { Segment, advisoryXactLock, quoteSchema, uuidArray } from '@fieldnote/db';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { segmentErrors } from './segment.errors';
import { MAX_SEGMENTS_PER_WORKSPACE, MAX_SEGMENT_PEOPLE_PER_CALL } from './segment.limits';

/** A segment with how many people are in it. */
export interface CountedSegment {
  segment: Segment;
  personCount: number;
}

/**
 * Segments of people (spec 000 §3): named groups members put people in, by hand or many at once
 * from the people grid. Every member reads them; contributors and managers change them. Every
 * change writes its outbox event in its transaction.
 */
@Injectable()
export class SegmentsService {
  async list(scope: WorkspaceScope): Promise<CountedSegment[]> {
    const segments = await scope.em.find(Segment, {}, { orderBy: { title: 'asc', createdAt: 'asc' } });
    return withCounts(scope.em, scope, segments);
  }

  async get(scope: WorkspaceScope, id: string): Promise<CountedSegment> {
    const [counted] = await withCounts(scope.em, scope, [await findSegment(scope.em, id)]);
    return counted;
  }

  /** The segments each of these people is in, by title, with their counts. */
  async ofPeople(
    em: EntityManager,
    scope: WorkspaceScope,
    personIds: string[],
  ): Promise<Map<string, CountedSegment[]>> {
    if (personIds.length === 0) return new Map();
    const rows = await em.getConnection().execute<{ person_id: string; segment_id: string }[]>(
      `select sp.person_id, sp.segment_id from ${quoteSchema(scope.workspace.schemaName)}.segment_people sp
          where sp.person_id = any(?::uuid[])`,
      [uuidArray(personIds)],
    );
    const ids = [...new Set(rows.map((r) => r.segment_id))];
    const segments = ids.length
      ? await em.find(Segment, { id: { $in: ids } }, { orderBy: { title: 'asc', createdAt: 'asc' } })
      : [];
    const byPerson = new Map<string, CountedSegment[]>();
    for (const counted of await withCounts(em, scope, segments)) {
      for (const row of rows)
        if (row.segment_id === counted.segment.id)
          byPerson.set(row.person_id, [...(byPerson.get(row.person_id) ?? []), counted]);
    }
    return byPerson;
  }

  async create(scope: WorkspaceScope, input: { title: string }): Promise<CountedSegment> {
    const title = requireText(input.title, 'Segment name', MAX_LENGTH.segmentTitle);
    return scope.em.transactional(async (em) => {
      // Creations run one at a time per workspace, so two at once cannot both pass the limit.
      await advisoryXactLock(em, `segments:${scope.workspace.id}`);
      if ((await em.count(Segment, {})) >= MAX_SEGMENTS_PER_WORKSPACE)
        throw segmentErrors.tooMany(MAX_SEGMENTS_PER_WORKSPACE);
      const segment = em.create(Segment, {
        id: randomUUID(),
        title,
        createdBy: scope.accountId,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      await flushTitle(em, title);
      await recordEvent(em, SEGMENT_EVENTS.created, scope.workspace.id, {
        segmentId: segment.id,
        createdBy: scope.accountId,
      });
      return { segment, personCount: 0 };
    });
  }

  async rename(scope: WorkspaceScope, input: { id: string; title: string }): Promise<CountedSegment> {
    const title = requireText(input.title, 'Segment name', MAX_LENGTH.segmentTitle);
    return scope.em.transactional(async (em) => {
      const segment = await findSegment(em, input.id);
      segment.title = title;
      await flushTitle(em, title);
      await recordEvent(em, SEGMENT_EVENTS.renamed, scope.workspace.id, {
        segmentId: segment.id,
        renamedBy: scope.accountId,
      });
      const [counted] = await withCounts(em, scope, [segment]);
      return counted;
    });
  }

  /** Deletes the segment; its people stay. */
  async delete(scope: WorkspaceScope, id: string): Promise<void> {
    await scope.em.transactional(async (em) => {
      const segment = await findSegment(em, id);
      em.remove(segment);
      await em.flush();
      await recordEvent(em, SEGMENT_EVENTS.deleted, scope.workspace.id, {
        segmentId: segment.id,
        deletedBy: scope.accountId,
      });
    });
  }

  /** Puts people in the segment; someone already in it stays once. */
  async addPeople(
    scope: WorkspaceScope,
    input: { segmentId: string; personIds: string[] },
  ): Promise<CountedSegment> {
    const personIds = checkPersonIds(input.personIds);
    const schema = quoteSchema(scope.workspace.schemaName);
    return scope.em.transactional(async (em) => {
      const segment = await findSegment(em, input.segmentId);
      const connection = em.getConnection();
      const ctx = em.getTransactionContext();
      const existing = await connection.execute<{ id: string }[]>(
        `select id from ${schema}.people where id = any(?::uuid[])`,
        [uuidArray(personIds)],
        'all',
        ctx,
      );
      if (existing.length !== personIds.length)
        throw segmentErrors.unknownPeople(personIds.length - existing.length);
      const added = await connection.execute<{ person_id: string }[]>(
        `insert into ${schema}.segment_people (segment_id, person_id, added_by)
           select ?, p, ? from unnest(?::uuid[]) as p
           on conflict do nothing returning person_id`,
        [segment.id, scope.accountId, uuidArray(personIds)],
        'all',
        ctx,
      );
      return membershipChanged(em, scope, segment, SEGMENT_EVENTS.peopleAdded, added);
    });
  }

  /** Takes people out of the segment; the people stay. */
  async removePeople(
    scope: WorkspaceScope,
    input: { segmentId: string; personIds: string[] },
  ): Promise<CountedSegment> {
    const personIds = checkPersonIds(input.personIds);
    const schema = quoteSchema(scope.workspace.schemaName);
    return scope.em.transactional(async (em) => {
      const segment = await findSegment(em, input.segmentId);
      const removed = await em.getConnection().execute<{ person_id: string }[]>(
        `delete from ${schema}.segment_people where segment_id = ? and person_id = any(?::uuid[])
            returning person_id`,
        [segment.id, uuidArray(personIds)],
        'all',
        em.getTransactionContext(),
      );
      return membershipChanged(em, scope, segment, SEGMENT_EVENTS.peopleRemoved, removed);
    });
  }
}

/**
 * After people were put in or taken out: when anyone really was, the segment is stamped as changed
 * and the event names them and who did it. Returns the segment with its new count.
 */
async function membershipChanged(
  em: EntityManager,
  scope: WorkspaceScope,
  segment: Segment,
  event: typeof SEGMENT_EVENTS.peopleAdded | typeof SEGMENT_EVENTS.peopleRemoved,
  changed: { person_id: string }[],
): Promise<CountedSegment> {
  if (changed.length > 0) {
    segment.updatedAt = new Date();
    await em.flush();
    await recordEvent(em, event, scope.workspace.id, {
      segmentId: segment.id,
      personIds: changed.map((r) => r.person_id),
      changedBy: scope.accountId,
    });
  }
  const [counted] = await withCounts(em, scope, [segment]);
  return counted;
}

function checkPersonIds(ids: string[]): string[] {
  if (ids.length > MAX_SEGMENT_PEOPLE_PER_CALL)
    throw segmentErrors.tooManyPeople(MAX_SEGMENT_PEOPLE_PER_CALL);
  if (!ids.every(isUuid)) throw segmentErrors.badPersonId();
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

async function findSegment(em: EntityManager, id: string): Promise<Segment> {
  if (!isUuid(id)) throw segmentErrors.notFound();
  const segment = await em.findOne(Segment, { id: id.toLowerCase() });
  if (!segment) throw segmentErrors.notFound();
  return segment;
}

/** Flushes a new or renamed segment; a name another segment has (ignoring case) is refused. */
async function flushTitle(em: EntityManager, title: string): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw segmentErrors.duplicateTitle(title);
    throw error;
  }
}

async function withCounts(
  em: EntityManager,
  scope: WorkspaceScope,
  segments: Segment[],
): Promise<CountedSegment[]> {
  if (segments.length === 0) return [];
  const rows = await em.getConnection().execute<{ segment_id: string; n: number }[]>(
    `select segment_id, count(*)::int as n from ${quoteSchema(scope.workspace.schemaName)}.segment_people
        where segment_id = any(?::uuid[]) group by segment_id`,
    [uuidArray(segments.map((s) => s.id))],
    'all',
    em.getTransactionContext(),
  );
  const counts = new Map(rows.map((r) => [r.segment_id, r.n]));
  return segments.map((segment) => ({ segment, personCount: counts.get(segment.id) ?? 0 }));
}

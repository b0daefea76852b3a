import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PlanGate } from '@fieldnote/control-plane';
import { MAX_LENGTH, SEGMENT_EVENTS, isUuid, requireText } from '@fieldnote/core';
import { type Segment, advisoryXactLock } from '@fieldnote/db';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { segmentErrors } from './segment.errors';
import { MAX_SEGMENTS_PER_WORKSPACE, MAX_SEGMENT_PEOPLE_PER_CALL } from './segment.limits';
import { SegmentsRepository } from './segments.repository';

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
  constructor(
    private readonly segments: SegmentsRepository,
    private readonly plans: PlanGate,
  ) {}

  async list(scope: WorkspaceScope): Promise<CountedSegment[]> {
    return this.withCounts(scope.em, scope, await this.segments.all(scope.em));
  }

  async get(scope: WorkspaceScope, id: string): Promise<CountedSegment> {
    const [counted] = await this.withCounts(scope.em, scope, [await this.findSegment(scope.em, id)]);
    return counted;
  }

  /** The segments each of these people is in, by title, with their counts. */
  async ofPeople(
    em: EntityManager,
    scope: WorkspaceScope,
    personIds: string[],
  ): Promise<Map<string, CountedSegment[]>> {
    if (personIds.length === 0) return new Map();
    const rows = await this.segments.memberships(em, scope.workspace.schemaName, personIds);
    const segments = await this.segments.byIds(em, [...new Set(rows.map((r) => r.segment_id))]);
    const byPerson = new Map<string, CountedSegment[]>();
    for (const counted of await this.withCounts(em, scope, segments)) {
      for (const row of rows)
        if (row.segment_id === counted.segment.id)
          byPerson.set(row.person_id, [...(byPerson.get(row.person_id) ?? []), counted]);
    }
    return byPerson;
  }

  async create(scope: WorkspaceScope, input: { title: string }): Promise<CountedSegment> {
    const title = requireText(input.title, 'Segment name', MAX_LENGTH.segmentTitle);
    // A plan without segments refuses new ones; the segments made before stay (issue 33).
    await this.plans.requireFeature(scope.workspace.id, 'allowSegments');
    return scope.em.transactional(async (em) => {
      // Creations run one at a time per workspace, so two at once cannot both pass the limit.
      await advisoryXactLock(em, `segments:${scope.workspace.id}`);
      if ((await this.segments.count(em)) >= MAX_SEGMENTS_PER_WORKSPACE)
        throw segmentErrors.tooMany(MAX_SEGMENTS_PER_WORKSPACE);
      const segment = await uniqueTitle(title, () =>
        this.segments.insert(em, { id: randomUUID(), title, createdBy: scope.accountId }),
      );
      await recordEvent(em, SEGMENT_EVENTS.created, scope.workspace.id, {
        segmentId: segment.id,
        createdBy: scope.accountId,
      });
      return { segment, personCount: 0 };
    });
  }

  async rename(scope: WorkspaceScope, input: { id: string; title: string }): Promise<CountedSegment> {
    const title = requireText(input.title, 'Segment name', MAX_LENGTH.segmentTitle);
    // A plan without segments refuses new ones; the segments made before stay (issue 33).
    await this.plans.requireFeature(scope.workspace.id, 'allowSegments');
    return scope.em.transactional(async (em) => {
      const segment = await this.findSegment(em, input.id);
      segment.title = title;
      await uniqueTitle(title, () => this.segments.save(em));
      await recordEvent(em, SEGMENT_EVENTS.renamed, scope.workspace.id, {
        segmentId: segment.id,
        renamedBy: scope.accountId,
      });
      const [counted] = await this.withCounts(em, scope, [segment]);
      return counted;
    });
  }

  /** Deletes the segment; its people stay. */
  async delete(scope: WorkspaceScope, id: string): Promise<void> {
    await scope.em.transactional(async (em) => {
      const segment = await this.findSegment(em, id);
      await this.segments.delete(em, segment);
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
    const schemaName = scope.workspace.schemaName;
    return scope.em.transactional(async (em) => {
      const segment = await this.findSegment(em, input.segmentId);
      const existing = await this.segments.countPeople(em, schemaName, personIds);
      if (existing !== personIds.length) throw segmentErrors.unknownPeople(personIds.length - existing);
      const added = await this.segments.addPeople(em, schemaName, segment.id, personIds, scope.accountId);
      return this.membershipChanged(em, scope, segment, SEGMENT_EVENTS.peopleAdded, added);
    });
  }

  /** Takes people out of the segment; the people stay. */
  async removePeople(
    scope: WorkspaceScope,
    input: { segmentId: string; personIds: string[] },
  ): Promise<CountedSegment> {
    const personIds = checkPersonIds(input.personIds);
    return scope.em.transactional(async (em) => {
      const segment = await this.findSegment(em, input.segmentId);
      const removed = await this.segments.removePeople(em, scope.workspace.schemaName, segment.id, personIds);
      return this.membershipChanged(em, scope, segment, SEGMENT_EVENTS.peopleRemoved, removed);
    });
  }

  /**
   * After people were put in or taken out: when anyone really was, the segment is stamped as changed
   * and the event names them and who did it. Returns the segment with its new count.
   */
  private async membershipChanged(
    em: EntityManager,
    scope: WorkspaceScope,
    segment: Segment,
    event: typeof SEGMENT_EVENTS.peopleAdded | typeof SEGMENT_EVENTS.peopleRemoved,
    changed: string[],
  ): Promise<CountedSegment> {
    if (changed.length > 0) {
      segment.updatedAt = new Date();
      await this.segments.save(em);
      await recordEvent(em, event, scope.workspace.id, {
        segmentId: segment.id,
        personIds: changed,
        changedBy: scope.accountId,
      });
    }
    const [counted] = await this.withCounts(em, scope, [segment]);
    return counted;
  }

  private async findSegment(em: EntityManager, id: string): Promise<Segment> {
    if (!isUuid(id)) throw segmentErrors.notFound();
    const segment = await this.segments.byId(em, id.toLowerCase());
    if (!segment) throw segmentErrors.notFound();
    return segment;
  }

  private async withCounts(
    em: EntityManager,
    scope: WorkspaceScope,
    segments: Segment[],
  ): Promise<CountedSegment[]> {
    if (segments.length === 0) return [];
    const counts = await this.segments.personCounts(
      em,
      scope.workspace.schemaName,
      segments.map((s) => s.id),
    );
    return segments.map((segment) => ({ segment, personCount: counts.get(segment.id) ?? 0 }));
  }
}

function checkPersonIds(ids: string[]): string[] {
  if (ids.length > MAX_SEGMENT_PEOPLE_PER_CALL)
    throw segmentErrors.tooManyPeople(MAX_SEGMENT_PEOPLE_PER_CALL);
  if (!ids.every(isUuid)) throw segmentErrors.badPersonId();
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

/** Writes a new or renamed segment; a name another segment has (ignoring case) is refused. */
async function uniqueTitle<T>(title: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw segmentErrors.duplicateTitle(title);
    throw error;
  }
}

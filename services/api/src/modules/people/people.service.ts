import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PlanGate } from '@fieldnote/control-plane';
import { AppError, PERSON_EVENTS, isUuid, parsePathId } from '@fieldnote/core';
import type { Person } from '@fieldnote/db';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { findLiveNote } from '../notes';
import type { PersonCounts } from './dto/person.model';
import type { PersonListArgs } from './dto/person-list.args';
import { checkPersonFields } from './person-fields';
import { PersonFieldValuesBatch } from './person-field-values';
import { personErrors } from './person.errors';
import { PeopleRepository } from './people.repository';

/** A person with their counts. */
export interface CountedPerson {
  person: Person;
  counts: PersonCounts;
}

/** A page of people and how many match over all pages. */
export interface PersonPage {
  nodes: CountedPerson[];
  totalCount: number;
}

/**
 * The people (contacts) of one workspace (spec 000 §3): the list a Data Grid pages, sorts and
 * filters on the server, and creating, editing and deleting a person. Every change writes its
 * outbox event in its transaction.
 */
@Injectable()
export class PeopleService {
  constructor(
    private readonly peopleRows: PeopleRepository,
    private readonly plans: PlanGate,
  ) {}

  async list(scope: WorkspaceScope, args: PersonListArgs): Promise<PersonPage> {
    const schemaName = scope.workspace.schemaName;
    const segmentId = args.segmentId ? await this.findSegmentId(scope.em, args.segmentId) : null;
    const { total, ids } = await this.peopleRows.pageOfIds(
      scope.em,
      schemaName,
      { query: args.query, filters: args.filters ?? [], segmentId },
      { sortBy: args.sortBy, direction: args.sortDirection, offset: args.offset, limit: args.limit },
    );
    const people = new Map((await this.peopleRows.peopleByIds(scope.em, ids)).map((p) => [p.id, p]));
    const counts = await this.peopleRows.countsOf(scope.em, schemaName, ids);
    return {
      totalCount: total,
      nodes: ids
        .map((id) => people.get(id))
        .filter((p): p is Person => p !== undefined)
        .map((person) => ({ person, counts: countsFor(counts, person.id) })),
    };
  }

  async get(scope: WorkspaceScope, rawId: string): Promise<CountedPerson> {
    const person = await this.peopleRows.personById(scope.em, parsePathId(rawId));
    if (!person) throw AppError.notFound('Person');
    return this.counted(scope.em, scope, person);
  }

  /** Creates a person, linked at once to `noteId` when given (the note's Contacts tab). */
  async create(
    scope: WorkspaceScope,
    input: { name?: string | null; email?: string | null; noteId?: string | null },
  ): Promise<CountedPerson> {
    const fields = checkPersonFields(input.name, input.email);
    if (!fields.ok) throw personErrors.invalid(fields.field, fields.message);
    // A new contact is a plan feature; the people added before stay readable and editable.
    await this.plans.requireFeature(scope.workspace.id, 'allowContacts');
    return scope.em.transactional(async (em) => {
      const note = input.noteId ? await findLiveNote(em, input.noteId) : null;
      const id = randomUUID();
      // on conflict: a concurrent create of the same address loses cleanly instead of failing the transaction.
      const inserted = await this.peopleRows.insertSkippingTakenEmails(
        em,
        scope.workspace.schemaName,
        [{ id, name: fields.name, email: fields.email }],
        scope.accountId,
      );
      if (inserted.length === 0) throw personErrors.duplicateEmail(fields.email ?? '');
      if (note)
        await this.peopleRows.insertLink(em, { noteId: note.id, personId: id, createdBy: scope.accountId });
      await recordEvent(em, PERSON_EVENTS.created, scope.workspace.id, {
        personId: id,
        noteId: note?.id ?? null,
      });
      if (note)
        await recordEvent(em, PERSON_EVENTS.linked, scope.workspace.id, {
          personId: id,
          noteId: note.id,
          projectId: note.projectId,
        });
      const person = await this.peopleRows.writtenPerson(em, id);
      return this.counted(em, scope, person);
    });
  }

  async update(
    scope: WorkspaceScope,
    input: { id: string; name?: string | null; email?: string | null },
  ): Promise<CountedPerson> {
    const id = parsePathId(input.id);
    return scope.em.transactional(async (em) => {
      const person = await this.peopleRows.personById(em, id);
      if (!person) throw AppError.notFound('Person');
      const name = input.name == null ? person.name : input.name;
      const email = input.email === undefined || input.email === null ? person.email : input.email;
      const fields = checkPersonFields(name, email);
      if (!fields.ok) throw personErrors.invalid(fields.field, fields.message);
      person.name = fields.name;
      person.email = fields.email;
      try {
        await this.peopleRows.save(em);
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException)
          throw personErrors.duplicateEmail(fields.email ?? '');
        throw error;
      }
      await recordEvent(em, PERSON_EVENTS.updated, scope.workspace.id, { personId: id });
      return this.counted(em, scope, person);
    });
  }

  /** Deletes the person and their note links (on delete cascade); the notes stay. */
  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    const id = parsePathId(rawId);
    await scope.em.transactional(async (em) => {
      const person = await this.peopleRows.personById(em, id);
      if (!person) throw AppError.notFound('Person');
      const links = await this.peopleRows.linksOfPerson(em, id);
      await this.peopleRows.deletePerson(em, person);
      await recordEvent(em, PERSON_EVENTS.deleted, scope.workspace.id, {
        personId: id,
        noteIds: links.map((l) => l.noteId),
      });
    });
  }

  /** `person` with counts, read through `em` (the transaction's, inside one). */
  async counted(em: EntityManager, scope: WorkspaceScope, person: Person): Promise<CountedPerson> {
    const [counted] = await this.countedAll(em, scope, [person]);
    return counted;
  }

  /** `people` with their counts, in the same order, read through `em`. */
  async countedAll(em: EntityManager, scope: WorkspaceScope, people: Person[]): Promise<CountedPerson[]> {
    const counts = await this.peopleRows.countsOf(
      em,
      scope.workspace.schemaName,
      people.map((p) => p.id),
    );
    return people.map((person) => ({ person, counts: countsFor(counts, person.id) }));
  }

  /** The custom field values of a list's people, read once, when the first row asks. */
  fieldValuesBatch(scope: WorkspaceScope, personIds: string[]): PersonFieldValuesBatch {
    return new PersonFieldValuesBatch(() => this.peopleRows.fieldValuesOfPeople(scope.em, personIds));
  }

  /** The id of an existing segment, or NOT_FOUND. */
  private async findSegmentId(em: EntityManager, id: string): Promise<string> {
    const segment = isUuid(id) ? await this.peopleRows.segmentById(em, id.toLowerCase()) : null;
    if (!segment) throw AppError.notFound('Segment');
    return segment.id;
  }
}

/** Counts of one person, zero when linked to nothing. */
function countsFor(counts: Map<string, PersonCounts>, id: string): PersonCounts {
  return counts.get(id) ?? { noteCount: 0, highlightCount: 0 };
}

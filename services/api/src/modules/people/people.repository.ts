import { Injectable } from '@nestjs/common';
import {
  CustomFieldValue,
  Highlight,
  HighlightTag,
  Note,
  NotePerson,
  Person,
  Project,
  Segment,
  Tag,
  inSchema,
  uuidArray,
} from '@fieldnote/db';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ProjectGate } from '../../context/project-gate';
import type { SortDirection } from '../search';
import type { PersonFilterInput, PersonSortField } from './dto/person-list.args';
import type { PersonCounts } from './dto/person.model';
import {
  type SqlPart,
  personCountSql,
  personCountsSql,
  personPageSql,
  personWhere,
} from './person-list-query.builder';

/** A person to write, checked. */
export interface NewPerson {
  id: string;
  name: string;
  email: string | null;
}

/**
 * The SQL of people. Every method runs through `em`, in its transaction when it has one;
 * `schemaName` is the workspace's schema.
 */
@Injectable()
export class PeopleRepository {
  /**
   * Writes people; one whose address is taken (already, or by a concurrent write) is skipped rather
   * than failing the transaction. Returns the ids written.
   */
  async insertSkippingTakenEmails(
    em: EntityManager,
    schemaName: string,
    people: NewPerson[],
    createdBy: string,
  ): Promise<string[]> {
    const inserted = await this.run<{ id: string }>(
      em,
      people.length === 1
        ? `insert into ${inSchema(schemaName)('people')} (id, name, email, created_by)
           values (?, ?, ?, ?) on conflict do nothing returning id`
        : `insert into ${inSchema(schemaName)('people')} (id, name, email, created_by)
           values ${people.map(() => '(?, ?, ?, ?)').join(', ')}
         on conflict do nothing returning id`,
      people.flatMap((p) => [p.id, p.name, p.email, createdBy]),
    );
    return inserted.map((row) => row.id);
  }

  /**
   * How many people pass the list's filters (the quick search, the filter rows and the segment),
   * and the ids of one page of them in order (none read when `limit` is 0). BAD_USER_INPUT, before
   * anything is read, for filters beyond the list's bounds.
   */
  async pageOfIds(
    em: EntityManager,
    schemaName: string,
    filter: { query?: string | null; filters: PersonFilterInput[]; segmentId: string | null },
    page: { sortBy: PersonSortField; direction: SortDirection; offset: number; limit: number },
  ): Promise<{ total: number; ids: string[] }> {
    const where = personWhere(
      filter.query,
      filter.filters,
      filter.segmentId ? { schemaName, id: filter.segmentId } : undefined,
    );
    // A count a sort may use must not reveal notes of projects the member cannot see (spec 000 §6).
    const hiddenProjectIds = await hiddenProjects(em);
    const connection = em.getConnection();
    const count = personCountSql(schemaName, where);
    const [countRows, pageRows] = await Promise.all([
      connection.execute<{ n: number }[]>(count.text, count.params),
      page.limit === 0
        ? Promise.resolve([] as { id: string }[])
        : connection.execute<{ id: string }[]>(
            ...sqlArgs(
              personPageSql(
                schemaName,
                where,
                page.sortBy,
                page.direction,
                page.offset,
                page.limit,
                hiddenProjectIds,
              ),
            ),
          ),
    ]);
    return { total: countRows[0]?.n ?? 0, ids: pageRows.map((r) => r.id) };
  }

  /** Counts of the given people (those linked to nothing are absent). */
  async countsOf(
    em: EntityManager,
    schemaName: string,
    personIds: string[],
  ): Promise<Map<string, PersonCounts>> {
    if (personIds.length === 0) return new Map();
    const rows = await this.run<{ person_id: string; note_count: number; highlight_count: number }>(
      em,
      personCountsSql(schemaName, true),
      [uuidArray(await hiddenProjects(em)), uuidArray(personIds)],
    );
    return new Map(
      rows.map((r) => [r.person_id, { noteCount: r.note_count, highlightCount: r.highlight_count }]),
    );
  }

  personById(em: EntityManager, id: string): Promise<Person | null> {
    return em.findOne(Person, { id });
  }

  /** A person this transaction has just written (a missing one fails: it is a bug). */
  writtenPerson(em: EntityManager, id: string): Promise<Person> {
    return em.findOneOrFail(Person, { id });
  }

  /** These people, in no particular order. */
  peopleByIds(em: EntityManager, ids: string[]): Promise<Person[]> {
    return em.find(Person, { id: { $in: ids } });
  }

  /** These people by name. */
  peopleByName(em: EntityManager, ids: string[]): Promise<Person[]> {
    return em.find(Person, { id: { $in: ids } }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  segmentById(em: EntityManager, id: string): Promise<Segment | null> {
    return em.findOne(Segment, { id });
  }

  /** Writes the changes made to the people read through `em`; a taken address fails with the unique index's exception. */
  async save(em: EntityManager): Promise<void> {
    await em.flush();
  }

  /** Deletes the person; their note links and field values go with them (on delete cascade). */
  async deletePerson(em: EntityManager, person: Person): Promise<void> {
    em.remove(person);
    await em.flush();
  }

  /** The person's link to the note, or null. */
  linkOf(em: EntityManager, noteId: string, personId: string): Promise<NotePerson | null> {
    return em.findOne(NotePerson, { noteId, personId });
  }

  linksOfPerson(em: EntityManager, personId: string): Promise<NotePerson[]> {
    return em.find(NotePerson, { personId });
  }

  linksOfNote(em: EntityManager, noteId: string): Promise<NotePerson[]> {
    return em.find(NotePerson, { noteId });
  }

  /** Links the person to the note, now. */
  async insertLink(
    em: EntityManager,
    link: Pick<NotePerson, 'noteId' | 'personId' | 'createdBy'>,
  ): Promise<void> {
    em.create(NotePerson, { ...link, createdAt: new Date() });
    await em.flush();
  }

  async deleteLink(em: EntityManager, link: NotePerson): Promise<void> {
    em.remove(link);
    await em.flush();
  }

  /** These notes when not in the trash, newest first. */
  liveNotesNewestFirst(em: EntityManager, ids: string[]): Promise<Note[]> {
    return em.find(
      Note,
      { id: { $in: ids }, deletedAt: null },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /** These projects when not in the trash. */
  liveProjectsByIds(em: EntityManager, ids: string[]): Promise<Project[]> {
    return em.find(Project, { id: { $in: ids }, deletedAt: null });
  }

  /** The newest `limit` highlights of these notes. */
  newestHighlightsOfNotes(em: EntityManager, noteIds: string[], limit: number): Promise<Highlight[]> {
    return em.find(
      Highlight,
      { noteId: { $in: noteIds } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
  }

  /** The tag links of these highlights. */
  tagLinksOfHighlights(em: EntityManager, highlightIds: string[]): Promise<HighlightTag[]> {
    return em.find(HighlightTag, { highlightId: { $in: highlightIds } });
  }

  tagsByIds(em: EntityManager, ids: string[]): Promise<Tag[]> {
    return em.find(Tag, { id: { $in: ids } });
  }

  /** The custom field values of these people. */
  fieldValuesOfPeople(em: EntityManager, personIds: string[]): Promise<CustomFieldValue[]> {
    return em.find(CustomFieldValue, { personId: { $in: personIds } });
  }

  /** These people, their rows locked until the transaction ends. */
  lockByIds(em: EntityManager, ids: string[]): Promise<Person[]> {
    return em.find(Person, { id: { $in: ids } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /**
   * Merges the removed person into the kept one by SQL: their note links move (a note linked to
   * both keeps one), their values fill the kept person's empty fields (the kept person's own win),
   * the removed person goes, and the kept one takes `kept`'s name and address. The entity manager
   * then forgets what it had loaded, which these statements made stale. Returns the notes and the
   * fields moved.
   */
  async merge(
    em: EntityManager,
    schemaName: string,
    keepId: string,
    removeId: string,
    kept: { name: string; email: string | null },
  ): Promise<{ movedNoteIds: string[]; movedFieldIds: string[] }> {
    const movedNoteIds = await this.moveNoteLinks(em, schemaName, keepId, removeId);
    const movedFieldIds = await this.moveFieldValues(em, schemaName, keepId, removeId);
    // The removed person goes first: their address may move to the kept one (unique per workspace).
    await this.run(em, `delete from ${inSchema(schemaName)('people')} where id = ?`, [removeId]);
    await this.run(
      em,
      `update ${inSchema(schemaName)('people')} set name = ?, email = ?, updated_at = now() where id = ?`,
      [kept.name, kept.email, keepId],
    );
    em.clear();
    return { movedNoteIds, movedFieldIds };
  }

  /** Moves the removed person's note links to the kept one (a note linked to both keeps one); the notes moved. */
  private async moveNoteLinks(
    em: EntityManager,
    schemaName: string,
    keepId: string,
    removeId: string,
  ): Promise<string[]> {
    const table = inSchema(schemaName);
    const moved = await this.run<{ note_id: string }>(
      em,
      `insert into ${table('note_people')} (note_id, person_id, created_by, created_at)
           select note_id, ?, created_by, created_at from ${table('note_people')} where person_id = ?
         on conflict do nothing returning note_id`,
      [keepId, removeId],
    );
    return moved.map((row) => row.note_id);
  }

  /** Gives the kept person the removed one's values of the fields it has none of; the fields moved. */
  private async moveFieldValues(
    em: EntityManager,
    schemaName: string,
    keepId: string,
    removeId: string,
  ): Promise<string[]> {
    const table = inSchema(schemaName);
    const moved = await this.run<{ field_id: string }>(
      em,
      `update ${table('custom_field_values')} set person_id = ?
          where person_id = ?
            and field_id not in (select field_id from ${table('custom_field_values')} where person_id = ?)
        returning field_id`,
      [keepId, removeId, keepId],
    );
    return moved.map((row) => row.field_id);
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}

function sqlArgs(part: SqlPart): [string, unknown[]] {
  return [part.text, part.params];
}

/** Projects the member cannot see (spec 000 §6): their notes are not counted, a count must not reveal them. */
async function hiddenProjects(em: EntityManager): Promise<string[]> {
  return (await ProjectGate.of(em)?.hiddenProjectIds()) ?? [];
}

import { Injectable } from '@nestjs/common';
import { Person, inSchema } from '@fieldnote/db';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { SortDirection } from '../search';
import type { PersonSortField } from './dto/person-list.args';
import { type SqlPart, personCountSql, personPageSql } from './person-list-sql';

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
   * How many people pass `where`, and the ids of one page of them in order (none read when `limit`
   * is 0); `hiddenProjectIds` are left out of the counts a sort may use (spec 000 §6).
   */
  async pageOfIds(
    em: EntityManager,
    schemaName: string,
    where: SqlPart,
    page: { sortBy: PersonSortField; direction: SortDirection; offset: number; limit: number },
    hiddenProjectIds: string[],
  ): Promise<{ total: number; ids: string[] }> {
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

  /** These people, their rows locked until the transaction ends. */
  lockByIds(em: EntityManager, ids: string[]): Promise<Person[]> {
    return em.find(Person, { id: { $in: ids } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Moves the removed person's note links to the kept one (a note linked to both keeps one); the notes moved. */
  async moveNoteLinks(
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
  async moveFieldValues(
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

  async delete(em: EntityManager, schemaName: string, id: string): Promise<void> {
    await this.run(em, `delete from ${inSchema(schemaName)('people')} where id = ?`, [id]);
  }

  async updateNameAndEmail(
    em: EntityManager,
    schemaName: string,
    id: string,
    name: string,
    email: string | null,
  ): Promise<void> {
    await this.run(
      em,
      `update ${inSchema(schemaName)('people')} set name = ?, email = ?, updated_at = now() where id = ?`,
      [name, email, id],
    );
  }

  private run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }
}

function sqlArgs(part: SqlPart): [string, unknown[]] {
  return [part.text, part.params];
}

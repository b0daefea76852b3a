import { Injectable } from '@nestjs/common';
import { AppError, PERSON_EVENTS, parsePathId } from '@fieldnote/core';
import { Person, quoteSchema } from '@fieldnote/db';
import { LockMode } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { type CountedPerson, PeopleService } from './people.service';
import { personErrors } from './person.errors';

/**
 * Merging two people who are the same person: one transaction moves every note link of the removed
 * person to the kept one, fills the kept person's empty name, e-mail address and custom fields from
 * the removed one (so nothing is lost), and deletes the removed person.
 */
@Injectable()
export class PersonMergeService {
  constructor(private readonly people: PeopleService) {}

  async merge(scope: WorkspaceScope, rawKeepId: string, rawRemoveId: string): Promise<CountedPerson> {
    const keepId = parsePathId(rawKeepId);
    const removeId = parsePathId(rawRemoveId);
    if (keepId === removeId) throw personErrors.mergeIntoItself();
    return scope.em.transactional(async (em) => {
      // Row locks: a link to either person under way finishes first (and is moved); a later one
      // waits and then finds the removed person gone.
      const locked = await em.find(
        Person,
        { id: { $in: [keepId, removeId] } },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const keep = locked.find((p) => p.id === keepId);
      const remove = locked.find((p) => p.id === removeId);
      if (!keep || !remove) throw AppError.notFound('Person');
      const connection = em.getConnection();
      const trx = em.getTransactionContext();
      const s = quoteSchema(scope.workspace.schemaName);
      const moved: { note_id: string }[] = await connection.execute(
        `insert into ${s}.note_people (note_id, person_id, created_by, created_at)
           select note_id, ?, created_by, created_at from ${s}.note_people where person_id = ?
         on conflict do nothing returning note_id`,
        [keep.id, remove.id],
        'all',
        trx,
      );
      // Custom field values: the kept person's own win; the removed one's fill the fields left empty.
      const movedValues: { field_id: string }[] = await connection.execute(
        `update ${s}.custom_field_values set person_id = ?
          where person_id = ?
            and field_id not in (select field_id from ${s}.custom_field_values where person_id = ?)
        returning field_id`,
        [keep.id, remove.id, keep.id],
        'all',
        trx,
      );
      const name = keep.name === '' ? remove.name : keep.name;
      const email = keep.email ?? remove.email;
      // The removed person goes first: their address may move to the kept one (unique per workspace).
      await connection.execute(`delete from ${s}.people where id = ?`, [remove.id], 'run', trx);
      await connection.execute(
        `update ${s}.people set name = ?, email = ?, updated_at = now() where id = ?`,
        [name, email, keep.id],
        'run',
        trx,
      );
      em.clear();
      await recordEvent(em, PERSON_EVENTS.merged, scope.workspace.id, {
        keptId: keep.id,
        removedId: remove.id,
        movedNoteIds: moved.map((m) => m.note_id),
        movedFieldIds: movedValues.map((v) => v.field_id),
      });
      const kept = await em.findOneOrFail(Person, { id: keep.id });
      return this.people.counted(em, scope, kept);
    });
  }
}

import { Injectable } from '@nestjs/common';
import { AppError, PERSON_EVENTS, parsePathId } from '@fieldnote/core';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { type CountedPerson, PeopleService } from './people.service';
import { personErrors } from './person.errors';
import { PeopleRepository } from './people.repository';

/**
 * Merging two people who are the same person: one transaction moves every note link of the removed
 * person to the kept one, fills the kept person's empty name, e-mail address and custom fields from
 * the removed one (so nothing is lost), and deletes the removed person.
 */
@Injectable()
export class PersonMergeService {
  constructor(
    private readonly people: PeopleService,
    private readonly peopleRows: PeopleRepository,
  ) {}

  async merge(scope: WorkspaceScope, rawKeepId: string, rawRemoveId: string): Promise<CountedPerson> {
    const keepId = parsePathId(rawKeepId);
    const removeId = parsePathId(rawRemoveId);
    if (keepId === removeId) throw personErrors.mergeIntoItself();
    return scope.em.transactional(async (em) => {
      // Row locks: a link to either person under way finishes first (and is moved); a later one
      // waits and then finds the removed person gone.
      const locked = await this.peopleRows.lockByIds(em, [keepId, removeId]);
      const keep = locked.find((p) => p.id === keepId);
      const remove = locked.find((p) => p.id === removeId);
      if (!keep || !remove) throw AppError.notFound('Person');
      // The kept person's name and address win; the removed one's fill them when empty.
      const name = keep.name === '' ? remove.name : keep.name;
      const email = keep.email ?? remove.email;
      const { movedNoteIds, movedFieldIds } = await this.peopleRows.merge(
        em,
        scope.workspace.schemaName,
        keep.id,
        remove.id,
        { name, email },
      );
      await recordEvent(em, PERSON_EVENTS.merged, scope.workspace.id, {
        keptId: keep.id,
        removedId: remove.id,
        movedNoteIds,
        movedFieldIds,
      });
      const kept = await this.peopleRows.writtenPerson(em, keep.id);
      return this.people.counted(em, scope, kept);
    });
  }
}

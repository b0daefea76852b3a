import { Injectable } from '@nestjs/common';
import { CustomField, CustomFieldValue, Insight, Member, Note, Person } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityRows } from '../../common/entity-rows';

/** The note, insight or person a value belongs to, as the value row names it. */
export interface ValueOwner {
  column: 'noteId' | 'insightId' | 'personId';
  id: string;
  /** Null for a person: people belong to the workspace, and so do their fields. */
  projectId: string | null;
}

/** The queries of custom field values and of what they belong to. Every method runs through `em`. */
@Injectable()
export class CustomFieldValuesRepository extends EntityRows<CustomFieldValue> {
  constructor() {
    super(CustomFieldValue);
  }

  /**
   * The object a value of `target` may belong to: a note or insight not in the trash, or a person;
   * null when there is none.
   */
  async findOwner(em: EntityManager, target: string, id: string): Promise<ValueOwner | null> {
    if (target === 'NOTE') {
      const note = await em.findOne(Note, { id, deletedAt: null });
      return note && { column: 'noteId', id, projectId: note.projectId };
    }
    if (target === 'PERSON')
      return (await em.findOne(Person, { id })) && { column: 'personId', id, projectId: null };
    const insight = await em.findOne(Insight, { id, deletedAt: null });
    return insight && { column: 'insightId', id, projectId: insight.projectId };
  }

  /**
   * The owner's values of the fields that apply where it is now: a note moved out of a project keeps
   * the values of that project's fields, hidden, and finds them again if it moves back.
   */
  async findShownForOwner(em: EntityManager, target: string, owner: ValueOwner): Promise<CustomFieldValue[]> {
    const fields = await em.find(CustomField, {
      target,
      $or: [{ projectId: owner.projectId }, { projectId: null }],
    });
    return em.find(CustomFieldValue, {
      [owner.column]: owner.id,
      fieldId: { $in: fields.map((f) => f.id) },
    });
  }

  /** The owner's value of a field, or null. */
  findOfOwner(em: EntityManager, fieldId: string, owner: ValueOwner): Promise<CustomFieldValue | null> {
    return em.findOne(CustomFieldValue, { fieldId, [owner.column]: owner.id });
  }

  /** Every value of a field. */
  findOfField(em: EntityManager, fieldId: string): Promise<CustomFieldValue[]> {
    return em.find(CustomFieldValue, { fieldId });
  }

  /** The values of a SELECT field that hold the option. */
  findWithOption(em: EntityManager, fieldId: string, optionId: string): Promise<CustomFieldValue[]> {
    // option_ids @> array[optionId]: answered by the GIN index on option_ids.
    return em.find(CustomFieldValue, { fieldId, optionIds: { $contains: [optionId] } });
  }

  async isActiveMember(em: EntityManager, memberId: string): Promise<boolean> {
    return (await em.findOne(Member, { id: memberId, deactivatedAt: null })) !== null;
  }
}

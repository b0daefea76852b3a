import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AppError,
  CUSTOM_FIELD_EVENTS,
  type FieldValueInput,
  checkFieldValue,
  parsePathId,
} from '@fieldnote/core';
import { CustomField, CustomFieldValue, Insight, Member, Note, Person } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { customFieldErrors } from './custom-field.errors';
import { findField, shapeOf } from './custom-field-store';

/** The note, insight or person a value belongs to, as the value row names it. */
interface Owner {
  column: 'noteId' | 'insightId' | 'personId';
  id: string;
  /** Null for a person: people belong to the workspace, and so do their fields. */
  projectId: string | null;
}

/** Values of custom fields on notes, insights and people: read, set (checked per type) and cleared. */
@Injectable()
export class CustomFieldValuesService {
  /** Every value of the note, insight or person, for the fields that apply to it. */
  async list(scope: WorkspaceScope, target: string, rawObjectId: string): Promise<CustomFieldValue[]> {
    const owner = await findOwner(scope.em, target, rawObjectId);
    // Only fields that apply where the object is now: a note moved out of a project keeps the
    // values of that project's fields, hidden, and finds them again if it moves back.
    const fields = await scope.em.find(CustomField, {
      target,
      $or: [{ projectId: owner.projectId }, { projectId: null }],
    });
    return scope.em.find(CustomFieldValue, {
      [owner.column]: owner.id,
      fieldId: { $in: fields.map((f) => f.id) },
    });
  }

  async set(
    scope: WorkspaceScope,
    input: FieldValueInput & { fieldId: string; target: string; objectId: string },
  ): Promise<CustomFieldValue> {
    return scope.em.transactional(async (em) => {
      const owner = await findOwner(em, input.target, input.objectId);
      const field = await findField(em, input.fieldId);
      requireApplies(field, input.target, owner);
      const checked = checkFieldValue(shapeOf(field), input);
      if (!checked.ok) throw customFieldErrors.badValue(checked.message);
      if (field.type === 'PERSON') {
        const member = await em.findOne(Member, { id: checked.value.text, deactivatedAt: null });
        if (!member) throw customFieldErrors.notAMember(field.label);
      }
      const existing = await em.findOne(CustomFieldValue, { fieldId: field.id, [owner.column]: owner.id });
      const row =
        existing ??
        em.create(CustomFieldValue, {
          id: randomUUID(),
          fieldId: field.id,
          [owner.column]: owner.id,
          textValue: checked.value.text,
          updatedBy: scope.accountId,
        });
      row.textValue = checked.value.text;
      row.numberValue = checked.value.number;
      row.booleanValue = checked.value.boolean;
      row.dateValue = checked.value.date;
      row.optionIds = checked.value.optionIds;
      row.updatedBy = scope.accountId;
      row.updatedAt = new Date();
      await em.flush();
      await recordEvent(em, CUSTOM_FIELD_EVENTS.valueSet, scope.workspace.id, {
        fieldId: field.id,
        target: input.target,
        objectId: owner.id,
        projectId: owner.projectId,
      });
      return row;
    });
  }

  /** Removes the value; true when there was one. */
  async clear(
    scope: WorkspaceScope,
    rawFieldId: string,
    target: string,
    rawObjectId: string,
  ): Promise<boolean> {
    return scope.em.transactional(async (em) => {
      const owner = await findOwner(em, target, rawObjectId);
      const field = await findField(em, rawFieldId);
      requireApplies(field, target, owner);
      const existing = await em.findOne(CustomFieldValue, { fieldId: field.id, [owner.column]: owner.id });
      if (!existing) return false;
      em.remove(existing);
      await em.flush();
      await recordEvent(em, CUSTOM_FIELD_EVENTS.valueCleared, scope.workspace.id, {
        fieldId: field.id,
        target,
        objectId: owner.id,
        projectId: owner.projectId,
      });
      return true;
    });
  }
}

async function findOwner(em: EntityManager, target: string, rawObjectId: string): Promise<Owner> {
  const id = parsePathId(rawObjectId);
  if (target === 'NOTE') {
    const note = await em.findOne(Note, { id, deletedAt: null });
    if (!note) throw AppError.notFound('Note');
    return { column: 'noteId', id, projectId: note.projectId };
  }
  if (target === 'PERSON') {
    if (!(await em.findOne(Person, { id }))) throw AppError.notFound('Person');
    return { column: 'personId', id, projectId: null };
  }
  const insight = await em.findOne(Insight, { id, deletedAt: null });
  if (!insight) throw AppError.notFound('Insight');
  return { column: 'insightId', id, projectId: insight.projectId };
}

/** A field applies to its kind of object, in every project (workspace field) or in its own project. */
function requireApplies(field: CustomField, target: string, owner: Owner): void {
  if (field.target !== target || (field.projectId !== null && field.projectId !== owner.projectId))
    throw customFieldErrors.notForThisObject();
}

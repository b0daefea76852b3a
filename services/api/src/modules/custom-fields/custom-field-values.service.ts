import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AppError,
  CUSTOM_FIELD_EVENTS,
  type FieldValueInput,
  checkFieldValue,
  parsePathId,
} from '@fieldnote/core';
import type { CustomField, CustomFieldValue } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { customFieldErrors } from './custom-field.errors';
import { shapeOf } from './custom-field-store';
import { CustomFieldValuesRepository, type ValueOwner } from './custom-field-values.repository';
import { CustomFieldsService } from './custom-fields.service';

/** Values of custom fields on notes, insights and people: read, set (checked per type) and cleared. */
@Injectable()
export class CustomFieldValuesService {
  constructor(
    private readonly values: CustomFieldValuesRepository,
    private readonly fields: CustomFieldsService,
  ) {}

  /** Every value of the note, insight or person, for the fields that apply to it. */
  async list(scope: WorkspaceScope, target: string, rawObjectId: string): Promise<CustomFieldValue[]> {
    const owner = await this.findOwner(scope.em, target, rawObjectId);
    return this.values.findShownForOwner(scope.em, target, owner);
  }

  async set(
    scope: WorkspaceScope,
    input: FieldValueInput & { fieldId: string; target: string; objectId: string },
  ): Promise<CustomFieldValue> {
    return scope.em.transactional(async (em) => {
      const owner = await this.findOwner(em, input.target, input.objectId);
      const field = await this.fields.find(em, input.fieldId);
      requireApplies(field, input.target, owner);
      const checked = checkFieldValue(shapeOf(field), input);
      if (!checked.ok) throw customFieldErrors.badValue(checked.message);
      if (field.type === 'PERSON' && !(await this.values.isActiveMember(em, checked.value.text)))
        throw customFieldErrors.notAMember(field.label);
      const value = {
        textValue: checked.value.text,
        numberValue: checked.value.number,
        booleanValue: checked.value.boolean,
        dateValue: checked.value.date,
        optionIds: checked.value.optionIds,
        updatedBy: scope.accountId,
        updatedAt: new Date(),
      };
      const existing = await this.values.findOfOwner(em, field.id, owner);
      let row: CustomFieldValue;
      if (existing) {
        row = Object.assign(existing, value);
        await this.values.save(em, row);
      } else {
        row = await this.values.insert(em, {
          id: randomUUID(),
          fieldId: field.id,
          [owner.column]: owner.id,
          ...value,
        });
      }
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
      const owner = await this.findOwner(em, target, rawObjectId);
      const field = await this.fields.find(em, rawFieldId);
      requireApplies(field, target, owner);
      const existing = await this.values.findOfOwner(em, field.id, owner);
      if (!existing) return false;
      await this.values.delete(em, existing);
      await recordEvent(em, CUSTOM_FIELD_EVENTS.valueCleared, scope.workspace.id, {
        fieldId: field.id,
        target,
        objectId: owner.id,
        projectId: owner.projectId,
      });
      return true;
    });
  }

  /** The note or insight (not in the trash) or person a value of `target` belongs to; NOT_FOUND otherwise. */
  private async findOwner(em: EntityManager, target: string, rawObjectId: string): Promise<ValueOwner> {
    const owner = await this.values.findOwner(em, target, parsePathId(rawObjectId));
    if (!owner)
      throw AppError.notFound(target === 'NOTE' ? 'Note' : target === 'PERSON' ? 'Person' : 'Insight');
    return owner;
  }
}

/** A field applies to its kind of object, in every project (workspace field) or in its own project. */
function requireApplies(field: CustomField, target: string, owner: ValueOwner): void {
  if (field.target !== target || (field.projectId !== null && field.projectId !== owner.projectId))
    throw customFieldErrors.notForThisObject();
}

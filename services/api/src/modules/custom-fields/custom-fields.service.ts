import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AppError,
  CUSTOM_FIELD_EVENTS,
  CUSTOM_FIELD_LIMITS,
  type CustomFieldTypeValue,
  type TypedFieldValue,
  convertFieldValue,
  maxSelectableFor,
  parsePathId,
  requireText,
} from '@fieldnote/core';
import { PlanGate } from '@fieldnote/control-plane';
import type { CustomField, CustomFieldValue } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { customFieldErrors } from './custom-field.errors';
import { CustomFieldValuesRepository } from './custom-field-values.repository';
import { CustomFieldsRepository } from './custom-fields.repository';
import {
  lockCustomFields,
  parseOptionInput,
  requireMayDefine,
  requireOptionsFit,
  shapeOf,
} from './custom-field-store';

/** A field with the number of values filled in. */
export interface CountedField {
  field: CustomField;
  valueCount: number;
}

/** What a type change does to the values already filled in. */
export interface ValueChangePreview {
  affectedCount: number;
  keptCount: number;
  clearedCount: number;
}

interface FormatInput {
  numberFormat?: string | null;
  currencySymbol?: string | null;
}

/**
 * Custom field definitions of one workspace (spec 000 §3): the workspace's own and each project's,
 * for notes or insights. Every change writes its outbox event in its transaction.
 */
@Injectable()
export class CustomFieldsService {
  constructor(
    private readonly fields: CustomFieldsRepository,
    private readonly values: CustomFieldValuesRepository,
    private readonly plans: PlanGate,
  ) {}

  /** With projectId: the workspace fields then the project's. Without: the workspace fields. */
  async list(scope: WorkspaceScope, target: string, rawProjectId?: string | null): Promise<CountedField[]> {
    // People's fields are the workspace's wherever they are asked for (a person seen from a project's note).
    const projectId = rawProjectId && target !== 'PERSON' ? parsePathId(rawProjectId) : null;
    if (projectId && !(await this.fields.projectExists(scope.em, projectId)))
      throw AppError.notFound('Project');
    const fields = await this.fields.findShownIn(scope.em, target, projectId);
    // Workspace fields first: they are the shared vocabulary every project starts from.
    fields.sort((a, b) => Number(a.projectId !== null) - Number(b.projectId !== null));
    return this.withCounts(scope.em, scope, fields);
  }

  async create(
    scope: WorkspaceScope,
    input: FormatInput & {
      target: string;
      projectId?: string | null;
      label: string;
      type: CustomFieldTypeValue;
      options?: { label: string; color?: string | null }[] | null;
      optionsImport?: string | null;
    },
  ): Promise<CountedField> {
    const projectId = input.projectId ? parsePathId(input.projectId) : null;
    if (input.target === 'PERSON' && projectId !== null) throw customFieldErrors.peopleFieldsInProject();
    requireMayDefine(scope, projectId);
    const label = requireText(input.label, 'Field label', CUSTOM_FIELD_LIMITS.label);
    const format = checkFormat(input.type, input);
    const hasOptions = (input.options?.length ?? 0) > 0 || !!input.optionsImport?.trim();
    if (hasOptions && input.type !== 'SELECT') throw customFieldErrors.optionsOnNonSelect();
    const options = parseOptionInput(input.options, input.optionsImport);
    requireOptionsFit(options);
    return scope.em.transactional(async (em) => {
      await lockCustomFields(em, scope.workspace.id);
      if (projectId && !(await this.fields.projectExists(em, projectId))) throw AppError.notFound('Project');
      const siblings = await this.fields.findSiblings(em, input.target, projectId);
      if (!projectId)
        await this.plans.admitOneMore(
          scope.workspace.id,
          'maxWorkspaceFields',
          await this.fields.countWorkspaceFields(em),
        );
      if (projectId && siblings.length >= CUSTOM_FIELD_LIMITS.fieldsPerScope)
        throw customFieldErrors.tooManyFields();
      if (
        !projectId &&
        siblings.filter((s) => s.projectId === null).length >= CUSTOM_FIELD_LIMITS.fieldsPerScope
      )
        throw customFieldErrors.tooManyFields();
      if (siblings.some((s) => s.label.toLowerCase() === label.toLowerCase()))
        throw customFieldErrors.duplicateLabel(label);
      const field = await this.fields.insert(em, {
        id: randomUUID(),
        target: input.target,
        projectId,
        label,
        type: input.type,
        numberFormat: format.numberFormat,
        currencySymbol: format.currencySymbol,
        maxSelectable: maxSelectableFor(options.length),
        options,
        rank: siblings.length,
        createdBy: scope.accountId,
      });
      await recordEvent(em, CUSTOM_FIELD_EVENTS.created, scope.workspace.id, {
        fieldId: field.id,
        target: field.target,
        projectId,
        type: field.type,
      });
      return { field, valueCount: 0 };
    });
  }

  async update(
    scope: WorkspaceScope,
    input: FormatInput & { id: string; label?: string | null },
  ): Promise<CountedField> {
    const label =
      input.label == null ? null : requireText(input.label, 'Field label', CUSTOM_FIELD_LIMITS.label);
    return scope.em.transactional(async (em) => {
      await lockCustomFields(em, scope.workspace.id);
      const field = await this.find(em, input.id);
      requireMayDefine(scope, field.projectId);
      if (label !== null && label !== field.label) {
        await this.requireFreeLabel(em, field, label);
        field.label = label;
      }
      if (input.numberFormat !== undefined || input.currencySymbol !== undefined) {
        const format = checkFormat(field.type as CustomFieldTypeValue, {
          numberFormat: input.numberFormat === undefined ? field.numberFormat : input.numberFormat,
          currencySymbol: input.currencySymbol === undefined ? field.currencySymbol : input.currencySymbol,
        });
        field.numberFormat = format.numberFormat;
        field.currencySymbol = format.currencySymbol;
      }
      await this.fields.save(em, field);
      await recordEvent(em, CUSTOM_FIELD_EVENTS.updated, scope.workspace.id, {
        fieldId: field.id,
        projectId: field.projectId,
      });
      return (await this.withCounts(em, scope, [field]))[0] as CountedField;
    });
  }

  /** Spec: say what a type change does to existing values before it happens. Changes nothing. */
  async previewTypeChange(
    scope: WorkspaceScope,
    rawId: string,
    type: CustomFieldTypeValue,
  ): Promise<ValueChangePreview> {
    const field = await this.find(scope.em, rawId);
    if (field.type === type) throw customFieldErrors.sameType();
    const { kept, cleared } = await this.convertValues(scope.em, field, type);
    return {
      affectedCount: kept.length + cleared.length,
      keptCount: kept.length,
      clearedCount: cleared.length,
    };
  }

  /**
   * Changes the type: each value that reads as the new type is kept (converted), the others are
   * cleared — exactly what previewTypeChange counted. Options stay on the field, so changing back
   * to SELECT finds them again.
   */
  async changeType(
    scope: WorkspaceScope,
    input: FormatInput & { id: string; type: CustomFieldTypeValue },
  ): Promise<CountedField> {
    const format = checkFormat(input.type, input);
    return scope.em.transactional(async (em) => {
      await lockCustomFields(em, scope.workspace.id);
      const field = await this.find(em, input.id);
      requireMayDefine(scope, field.projectId);
      if (field.type === input.type) throw customFieldErrors.sameType();
      const { kept, cleared } = await this.convertValues(em, field, input.type);
      const from = field.type;
      field.type = input.type;
      field.numberFormat = format.numberFormat;
      field.currencySymbol = format.currencySymbol;
      for (const { row, value } of kept) {
        row.textValue = value.text;
        row.numberValue = value.number;
        row.booleanValue = value.boolean;
        row.dateValue = value.date;
        row.optionIds = value.optionIds;
      }
      await this.values.delete(em, cleared);
      await this.fields.save(em, field);
      await recordEvent(em, CUSTOM_FIELD_EVENTS.typeChanged, scope.workspace.id, {
        fieldId: field.id,
        projectId: field.projectId,
        from,
        to: field.type,
        keptCount: kept.length,
        clearedCount: cleared.length,
      });
      return (await this.withCounts(em, scope, [field]))[0] as CountedField;
    });
  }

  /** Deletes the field and, with it, every value filled in (the preview is its valueCount). */
  async delete(scope: WorkspaceScope, rawId: string): Promise<void> {
    await scope.em.transactional(async (em) => {
      await lockCustomFields(em, scope.workspace.id);
      const field = await this.find(em, rawId);
      requireMayDefine(scope, field.projectId);
      const counts = await this.fields.countValuesByField(em, scope.workspace.schemaName, [field.id]);
      await this.fields.delete(em, field);
      await recordEvent(em, CUSTOM_FIELD_EVENTS.deleted, scope.workspace.id, {
        fieldId: field.id,
        projectId: field.projectId,
        clearedCount: counts.get(field.id) ?? 0,
      });
    });
  }

  /** The field with this id, or NOT_FOUND. */
  async find(em: EntityManager, rawId: string): Promise<CustomField> {
    const field = await this.fields.findById(em, parsePathId(rawId));
    if (!field) throw AppError.notFound('Custom field');
    return field;
  }

  async withCounts(em: EntityManager, scope: WorkspaceScope, fields: CustomField[]): Promise<CountedField[]> {
    const counts = await this.fields.countValuesByField(
      em,
      scope.workspace.schemaName,
      fields.map((f) => f.id),
    );
    return fields.map((field) => ({ field, valueCount: counts.get(field.id) ?? 0 }));
  }

  private async convertValues(em: EntityManager, field: CustomField, type: CustomFieldTypeValue) {
    const rows = await this.values.findOfField(em, field.id);
    const target = { ...shapeOf(field), type, maxSelectable: field.maxSelectable };
    const kept: { row: CustomFieldValue; value: TypedFieldValue }[] = [];
    const cleared: CustomFieldValue[] = [];
    for (const row of rows) {
      const value = convertFieldValue(
        {
          text: row.textValue,
          number: row.numberValue,
          boolean: row.booleanValue,
          date: row.dateValue,
          optionIds: row.optionIds,
        },
        field.type as CustomFieldTypeValue,
        target,
      );
      if (value) kept.push({ row, value });
      else cleared.push(row);
    }
    return { kept, cleared };
  }

  private async requireFreeLabel(em: EntityManager, field: CustomField, label: string): Promise<void> {
    // A workspace field must not clash with any project's field of its kind, nor a project field
    // with the workspace fields or its project's other fields.
    const siblings = await this.fields.findSiblings(em, field.target, field.projectId, field.id);
    if (siblings.some((s) => s.label.toLowerCase() === label.toLowerCase()))
      throw customFieldErrors.duplicateLabel(label);
  }
}

/** A NUMBER field's format and currency symbol; other types take neither. */
function checkFormat(
  type: CustomFieldTypeValue,
  input: FormatInput,
): { numberFormat: string | null; currencySymbol: string | null } {
  if (type !== 'NUMBER') {
    if (input.numberFormat != null) throw customFieldErrors.formatOnNonNumber();
    if (input.currencySymbol) throw customFieldErrors.symbolWithoutCurrency();
    return { numberFormat: null, currencySymbol: null };
  }
  const numberFormat = input.numberFormat ?? 'number';
  const symbol = input.currencySymbol?.trim() || null;
  if (symbol !== null && numberFormat !== 'currency') throw customFieldErrors.symbolWithoutCurrency();
  if (symbol !== null && [...symbol].length > CUSTOM_FIELD_LIMITS.currencySymbol)
    throw customFieldErrors.symbolTooLong();
  return { numberFormat, currencySymbol: symbol };
}

import { Injectable } from '@nestjs/common';
import {
  AppError,
  CUSTOM_FIELD_EVENTS,
  type EventPayloadInput,
  cleanOptionLabel,
  maxSelectableFor,
  mergeSelectOptions,
  normalizeHexColor,
  optionLabelKey,
  parsePathId,
} from '@fieldnote/core';
import type { CustomField, CustomFieldValue } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { customFieldErrors } from './custom-field.errors';
import {
  lockCustomFields,
  parseOptionInput,
  requireMayDefine,
  requireOptionsFit,
} from './custom-field-store';
import { CustomFieldValuesRepository } from './custom-field-values.repository';
import { CustomFieldsRepository } from './custom-fields.repository';
import { type CountedField, CustomFieldsService, type ValueChangePreview } from './custom-fields.service';

/** The events of a select field's options. */
type OptionEvent =
  | typeof CUSTOM_FIELD_EVENTS.optionsAdded
  | typeof CUSTOM_FIELD_EVENTS.optionUpdated
  | typeof CUSTOM_FIELD_EVENTS.optionDeleted;

/** The options of SELECT fields (spec 000 §5): merge in, rename and recolour, delete with a preview. */
@Injectable()
export class CustomFieldOptionsService {
  constructor(
    private readonly fields: CustomFieldsService,
    private readonly definitions: CustomFieldsRepository,
    private readonly values: CustomFieldValuesRepository,
  ) {}

  /** Merges new options in by label (spec 000 §5): existing ones stay as they are. */
  async add(
    scope: WorkspaceScope,
    input: {
      fieldId: string;
      options?: { label: string; color?: string | null }[] | null;
      optionsImport?: string | null;
    },
  ): Promise<CountedField> {
    const incoming = parseOptionInput(input.options, input.optionsImport);
    return this.change(scope, input.fieldId, CUSTOM_FIELD_EVENTS.optionsAdded, async (field) => {
      const merged = mergeSelectOptions(field.options, incoming);
      requireOptionsFit(merged);
      const added = merged.length - field.options.length;
      setOptions(field, merged);
      return { addedCount: added };
    });
  }

  async update(
    scope: WorkspaceScope,
    input: { fieldId: string; optionId: string; label?: string | null; color?: string | null },
  ): Promise<CountedField> {
    const optionId = parsePathId(input.optionId);
    const label = input.label == null ? null : cleanOptionLabel(input.label);
    if (label === '') throw customFieldErrors.emptyOptionLabel();
    const color = input.color == null ? null : normalizeHexColor(input.color);
    if (input.color != null && color === null) throw customFieldErrors.badOptionColor(input.color);
    return this.change(scope, input.fieldId, CUSTOM_FIELD_EVENTS.optionUpdated, async (field, em) => {
      const option = field.options.find((o) => o.id === optionId);
      if (!option) throw AppError.notFound('Option');
      if (
        label !== null &&
        field.options.some((o) => o.id !== optionId && optionLabelKey(o.label) === optionLabelKey(label))
      )
        throw customFieldErrors.duplicateOptionLabel(label);
      const next = field.options.map((o) =>
        o.id === optionId ? { ...o, label: label ?? o.label, color: color ?? o.color } : o,
      );
      requireOptionsFit(next);
      setOptions(field, next);
      if (label !== null) await this.relabelValues(em, field);
      return { optionId };
    });
  }

  /** Spec: say how many values lose the option before deleting it. Changes nothing. */
  async previewDelete(
    scope: WorkspaceScope,
    rawFieldId: string,
    rawOptionId: string,
  ): Promise<ValueChangePreview> {
    const field = await this.fields.find(scope.em, rawFieldId);
    const optionId = requireOption(field, rawOptionId);
    const rows = await this.values.findWithOption(scope.em, field.id, optionId);
    const cleared = rows.filter((r) => (r.optionIds ?? []).length === 1).length;
    return { affectedCount: rows.length, keptCount: rows.length - cleared, clearedCount: cleared };
  }

  /**
   * Deletes an option: values that hold it lose it; a value left with no option is cleared —
   * exactly what previewDelete counted.
   */
  async delete(scope: WorkspaceScope, rawFieldId: string, rawOptionId: string): Promise<CountedField> {
    return this.change(scope, rawFieldId, CUSTOM_FIELD_EVENTS.optionDeleted, async (field, em) => {
      const optionId = requireOption(field, rawOptionId);
      setOptions(
        field,
        field.options.filter((o) => o.id !== optionId),
      );
      const rows = await this.values.findWithOption(em, field.id, optionId);
      const cleared: CustomFieldValue[] = [];
      for (const row of rows) {
        const rest = (row.optionIds ?? []).filter((id) => id !== optionId);
        if (rest.length === 0) cleared.push(row);
        else row.optionIds = rest;
      }
      await this.relabelValues(
        em,
        field,
        rows.filter((r) => (r.optionIds ?? []).length > 0),
      );
      await this.values.delete(em, cleared);
      return { optionId, affectedCount: rows.length, clearedCount: cleared.length };
    });
  }

  private async change<E extends OptionEvent>(
    scope: WorkspaceScope,
    rawFieldId: string,
    event: E,
    apply: (
      field: CustomField,
      em: EntityManager,
    ) => Promise<Omit<EventPayloadInput<E>, 'fieldId' | 'projectId'>>,
  ): Promise<CountedField> {
    return scope.em.transactional(async (em) => {
      await lockCustomFields(em, scope.workspace.id);
      const field = await this.fields.find(em, rawFieldId);
      requireMayDefine(scope, field.projectId);
      if (field.type !== 'SELECT') throw customFieldErrors.notSelect();
      const details = await apply(field, em);
      await this.definitions.save(em, field);
      // TypeScript cannot see that the spread makes E's payload again; recordEvent checks it anyway.
      const payload = { fieldId: field.id, projectId: field.projectId, ...details } as EventPayloadInput<E>;
      await recordEvent(em, event, scope.workspace.id, payload);
      return (await this.fields.withCounts(em, scope, [field]))[0] as CountedField;
    });
  }

  /** Keeps each value's canonical text (the option labels) in step with the field's options. */
  private async relabelValues(
    em: EntityManager,
    field: CustomField,
    given?: CustomFieldValue[],
  ): Promise<void> {
    const rows = given ?? (await this.values.findOfField(em, field.id));
    for (const row of rows) {
      const ids = row.optionIds ?? [];
      row.textValue = field.options
        .filter((o) => ids.includes(o.id))
        .map((o) => o.label)
        .join('; ');
    }
  }
}

function setOptions(field: CustomField, options: CustomField['options']): void {
  field.options = options;
  field.maxSelectable = maxSelectableFor(options.length);
}

function requireOption(field: CustomField, rawOptionId: string): string {
  if (field.type !== 'SELECT') throw customFieldErrors.notSelect();
  const optionId = parsePathId(rawOptionId);
  if (!field.options.some((o) => o.id === optionId)) throw AppError.notFound('Option');
  return optionId;
}

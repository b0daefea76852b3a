import {
  CUSTOM_FIELD_LIMITS,
  type CustomFieldTypeValue,
  type FieldShape,
  type OptionDraft,
  Role,
  type SelectOption,
  normalizeHexColor,
  parseSelectOptions,
  splitOptionImport,
} from '@fieldnote/core';
import { type CustomField, advisoryXactLock } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { customFieldErrors } from './custom-field.errors';

/** Serialises field definition changes of one workspace (labels stay unique, counts exact). */
export async function lockCustomFields(em: EntityManager, workspaceId: string): Promise<void> {
  await advisoryXactLock(em, `custom-fields:${workspaceId}`);
}

/**
 * Role rule (spec 000 §6 leaves it to us): workspace fields shape every project, so only managers
 * define them; a project's own fields are defined by its contributors; filling values needs
 * contributor; viewers only read.
 */
export function requireMayDefine(scope: WorkspaceScope, projectId: string | null): void {
  if (projectId === null && scope.role !== Role.MANAGER) throw customFieldErrors.managersOnly();
}

/** What value checks need of a field. */
export function shapeOf(field: CustomField): FieldShape {
  return {
    label: field.label,
    type: field.type as CustomFieldTypeValue,
    options: field.options,
    maxSelectable: field.maxSelectable,
  };
}

/**
 * Options proposed in one request (a list and/or a semicolon import), parsed per spec 000 §5. A
 * colour that is given must be hex; more than 750 in one request is refused rather than cut, so
 * nobody loses options silently.
 */
export function parseOptionInput(
  options: readonly OptionDraft[] | null | undefined,
  optionsImport: string | null | undefined,
): SelectOption[] {
  const drafts = [...(options ?? []), ...(optionsImport ? splitOptionImport(optionsImport) : [])];
  const nonEmpty = drafts.filter((d) => d.label.trim().length > 0);
  if (nonEmpty.length > CUSTOM_FIELD_LIMITS.optionsPerParse) throw customFieldErrors.tooManyOptions();
  for (const draft of nonEmpty) {
    if (draft.color != null && normalizeHexColor(draft.color) === null)
      throw customFieldErrors.badOptionColor(draft.color);
  }
  return parseSelectOptions(nonEmpty);
}

/** Spec 000 §9: the serialised options list is at most 150000 characters. */
export function requireOptionsFit(options: readonly SelectOption[]): void {
  if (JSON.stringify(options).length > CUSTOM_FIELD_LIMITS.optionsChars)
    throw customFieldErrors.optionsTooLong();
}

import { type ProjectViewState, parseProjectViewState } from '@fieldnote/core';
import type { CustomField } from '@fieldnote/db';
import { projectViewErrors } from './project-view.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which custom field types a field filter of each kind reads (spec 000 §3 custom-field filter entries). */
const FILTER_FIELD_TYPES: Record<string, readonly string[] | null> = {
  NUMBER: ['NUMBER', 'NPS'],
  BOOLEAN: ['BOOLEAN'],
  DATE: ['DATETIME'],
  TEXT: null,
};

/**
 * Reads a state sent as JSON text and checks what the schema alone cannot: every custom field it
 * names is a field of the view's project for the view's kind of item, of a type that fits its use;
 * PUBLISHED groups only insights. Refusals are BAD_USER_INPUT with the first problem.
 * `fieldsOfKind` reads those of the ids that are fields of the view's kind in its project.
 */
export async function checkViewState(
  text: string,
  view: { projectId: string; objectType: string },
  fieldsOfKind: (ids: string[]) => Promise<Pick<CustomField, 'id' | 'type'>[]>,
): Promise<ProjectViewState> {
  const parsed = parseProjectViewState(text);
  if (!parsed.ok) throw projectViewErrors.badState(parsed.message);
  const state = parsed.value;
  const fieldIds = new Set<string>();
  if (state.sort && UUID.test(state.sort.field)) fieldIds.add(state.sort.field.toLowerCase());
  for (const filter of state.fieldFilters ?? []) fieldIds.add(filter.id.toLowerCase());
  if (state.group?.type === 'SELECT' || state.group?.type === 'PERSON')
    fieldIds.add(state.group.id.toLowerCase());
  if (state.group?.type === 'PUBLISHED' && view.objectType !== 'INSIGHT')
    throw projectViewErrors.publishedOnlyInsights();
  if (fieldIds.size === 0) return state;
  if (view.objectType === 'HIGHLIGHT') throw projectViewErrors.fieldsNotOnHighlights();
  const fields = await fieldsOfKind([...fieldIds]);
  if (fields.length !== fieldIds.size) throw projectViewErrors.fieldNotInProject();
  const typeOf = new Map(fields.map((f) => [f.id, f.type]));
  if (state.group?.type === 'SELECT' && typeOf.get(state.group.id.toLowerCase()) !== 'SELECT')
    throw projectViewErrors.groupFieldType('SELECT');
  if (state.group?.type === 'PERSON' && typeOf.get(state.group.id.toLowerCase()) !== 'PERSON')
    throw projectViewErrors.groupFieldType('PERSON');
  for (const filter of state.fieldFilters ?? []) {
    const allowed = FILTER_FIELD_TYPES[filter.type];
    if (allowed && !allowed.includes(typeOf.get(filter.id.toLowerCase()) ?? ''))
      throw projectViewErrors.badState(
        `View state fieldFilters: a ${filter.type} filter needs a ${allowed.join(' or ')} field.`,
      );
  }
  return state;
}

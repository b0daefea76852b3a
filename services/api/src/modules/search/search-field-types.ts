import { type CustomFieldTypeValue, isUuid } from '@fieldnote/core';
import { CustomField } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { SearchFieldFilterType } from './dto/search.enums';
import { FIELD_TYPES_OF, type ParsedFieldFilter } from './search-field-filter';
import type { SearchRequest } from './search-request';
import { SearchErrors } from './search.errors';

const SCORE_TYPES: readonly CustomFieldTypeValue[] = ['NUMBER', 'NPS'];

/** Every custom-field entry of a request, its filter group's included, with where it came from. */
function entriesOf(request: SearchRequest, path: string): { entry: ParsedFieldFilter; path: string }[] {
  const own = request.fields.map((entry, index) => ({ entry, path: `${path}fields.${index}` }));
  const nested = (request.filter?.clauses ?? []).flatMap((clause, index) =>
    clause.kind === 'filters' ? entriesOf(clause.request, `filter.clauses.${index}.`) : [],
  );
  return [...own, ...nested];
}

/**
 * Reads the custom fields a request names, through the member's project gate (a field of a private
 * project they cannot see is no field to them), and checks each use against the field's own type:
 * a TEXT entry reads text-like, SELECT (option ids) and PERSON (member ids) fields, NUMBER reads
 * NUMBER and NPS, BOOLEAN and DATE their type; groupFn and the segments read NUMBER or NPS. Fills in
 * each entry's field type, which its SQL depends on.
 */
export async function resolveFieldTypes(scope: WorkspaceScope, request: SearchRequest): Promise<void> {
  const entries = entriesOf(request, '');
  const scores = [
    request.aggs?.valueField ? { id: request.aggs.valueField, path: 'groupFnField' } : null,
    request.aggs?.npsSegments
      ? { id: request.aggs.npsSegments.fieldId, path: 'aggs.npsSegments.field' }
      : null,
    request.aggs?.csatSegments
      ? { id: request.aggs.csatSegments.fieldId, path: 'aggs.csatSegments.field' }
      : null,
  ].filter((score) => score !== null);
  const ids = [...new Set([...entries.map(({ entry }) => entry.fieldId), ...scores.map((s) => s.id)])];
  if (ids.length === 0) return;
  const fields = await scope.em.find(CustomField, { id: { $in: ids } });
  const typeOf = new Map(fields.map((field) => [field.id, field.type as CustomFieldTypeValue]));
  for (const { entry, path } of entries) {
    const type = typeOf.get(entry.fieldId);
    if (!type) throw SearchErrors.noSuchField(`${path}.id`);
    if (!FIELD_TYPES_OF[entry.type].includes(type))
      throw SearchErrors.fieldTypeMismatch(path, entry.type, type);
    if (entry.type === SearchFieldFilterType.TEXT && (type === 'SELECT' || type === 'PERSON')) {
      // Option and member ids, not words: spec 000 §5 filter ids must be UUIDs.
      if (!entry.texts.every((text) => isUuid(text))) throw SearchErrors.badId(`${path}.values`);
      entry.texts = entry.texts.map((text) => text.toLowerCase());
    }
    entry.fieldType = type;
  }
  for (const score of scores) {
    const type = typeOf.get(score.id);
    if (!type) throw SearchErrors.noSuchField(score.path);
    if (!SCORE_TYPES.includes(type)) throw SearchErrors.notAScoreField(score.path, type);
  }
}

import { type CustomFieldTypeValue, isUuid } from '@fieldnote/core';
import { CustomField } from '@fieldnote/db';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { SearchFieldFilterType } from './dto/search.enums';
import {
  FIELD_TYPES_OF,
  type FieldFilterList,
  type FieldTarget,
  type ParsedFieldFilter,
  TARGETS_OF,
} from './search-field-filter';
import type { SearchRequest } from './search-request';
import type { ParsedFilterGroup } from './search-filter-group';
import { SearchErrors } from './search.errors';

const SCORE_TYPES: readonly CustomFieldTypeValue[] = ['NUMBER', 'NPS'];

/** What a filter-group clause calls the one entry of each list it may hold. */
const CLAUSE_KEY: Record<FieldFilterList, string> = {
  fields: 'field',
  personFields: 'personField',
  notesFromFields: 'notesFromField',
};

const LISTS = Object.keys(TARGETS_OF) as FieldFilterList[];

interface Entry {
  entry: ParsedFieldFilter;
  list: FieldFilterList;
  path: string;
}

/** The entries of a filter group's clauses, each named by its row. */
function groupEntries(group: ParsedFilterGroup | null): Entry[] {
  return (group?.clauses ?? []).flatMap((clause, index) =>
    clause.kind === 'filters'
      ? LISTS.flatMap((list) =>
          clause.request[list].map((entry) => ({
            entry,
            list,
            path: `filter.clauses.${index}.${CLAUSE_KEY[list]}`,
          })),
        )
      : [],
  );
}

/** Every custom-field entry of a request, its filter group's included, with where it came from. */
function entriesOf(request: SearchRequest): Entry[] {
  const own = LISTS.flatMap((list) =>
    request[list].map((entry, index) => ({ entry, list, path: `${list}.${index}` })),
  );
  return [...own, ...groupEntries(request.filter)];
}

/**
 * Reads the custom fields a request names, through the member's project gate (a field of a private
 * project they cannot see is no field to them), checks each entry names a field of what its list
 * reads (fields: notes and insights; personFields: people; notesFromFields: notes), and each use
 * against the field's own type:
 * a TEXT entry reads text-like, SELECT (option ids) and PERSON (member ids) fields, NUMBER reads
 * NUMBER and NPS, BOOLEAN and DATE their type; groupFn and the segments read NUMBER or NPS. Fills in
 * each entry's field type, which its SQL depends on.
 */
export async function resolveFieldTypes(
  scope: Pick<WorkspaceScope, 'em'>,
  request: SearchRequest,
): Promise<void> {
  const scores = [
    request.aggs?.valueField ? { id: request.aggs.valueField, path: 'groupFnField' } : null,
    request.aggs?.npsSegments
      ? { id: request.aggs.npsSegments.fieldId, path: 'aggs.npsSegments.field' }
      : null,
    request.aggs?.csatSegments
      ? { id: request.aggs.csatSegments.fieldId, path: 'aggs.csatSegments.field' }
      : null,
  ].filter((score) => score !== null);
  await checkFields(scope.em, entriesOf(request), scores);
}

/**
 * The same for a filter group alone (a project view's compiled filter form), which reads the
 * search index as the search page does.
 */
export async function resolveFilterGroupFieldTypes(
  em: WorkspaceScope['em'],
  group: ParsedFilterGroup,
): Promise<void> {
  await checkFields(em, groupEntries(group), []);
}

async function checkFields(
  em: WorkspaceScope['em'],
  entries: Entry[],
  scores: { id: string; path: string }[],
): Promise<void> {
  const ids = [...new Set([...entries.map(({ entry }) => entry.fieldId), ...scores.map((s) => s.id)])];
  if (ids.length === 0) return;
  const fields = await em.find(CustomField, { id: { $in: ids } });
  const typeOf = new Map(fields.map((field) => [field.id, field.type as CustomFieldTypeValue]));
  const targetOf = new Map(fields.map((field) => [field.id, field.target as FieldTarget]));
  for (const { entry, list, path } of entries) {
    const type = typeOf.get(entry.fieldId);
    const target = targetOf.get(entry.fieldId);
    if (!type || !target) throw SearchErrors.noSuchField(`${path}.id`);
    if (!(TARGETS_OF[list] as readonly FieldTarget[]).includes(target))
      throw SearchErrors.fieldOfOtherTarget(`${path}.id`, list, target);
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

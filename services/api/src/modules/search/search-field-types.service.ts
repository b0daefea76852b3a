import { Injectable } from '@nestjs/common';
import { type CustomFieldTypeValue, isUuid } from '@fieldnote/core';
import type { EntityManager } from '@mikro-orm/postgresql';
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
import { SearchItemsRepository } from './search-items.repository';

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
 * The custom fields a search names, checked: the request's, or a filter group's alone (a project
 * view's compiled filter form, which reads the search index as the search page does).
 */
@Injectable()
export class SearchFieldTypesService {
  constructor(private readonly items: SearchItemsRepository) {}

  /**
   * Reads the custom fields a request names, through the member's project gate (a field of a private
   * project they cannot see is no field to them), checks each entry names a field of what its list
   * reads (fields: notes and insights; personFields: people; notesFromFields: notes), and each use
   * against the field's own type:
   * a TEXT entry reads text-like, SELECT (option ids) and PERSON (member ids) fields, NUMBER reads
   * NUMBER and NPS, BOOLEAN and DATE their type; groupFn and the segments read NUMBER or NPS. Fills in
   * each entry's field type, which its SQL depends on.
   */
  async resolve(em: EntityManager, request: SearchRequest): Promise<void> {
    const scores = [
      request.aggs?.valueField ? { id: request.aggs.valueField, path: 'groupFnField' } : null,
      request.aggs?.npsSegments
        ? { id: request.aggs.npsSegments.fieldId, path: 'aggs.npsSegments.field' }
        : null,
      request.aggs?.csatSegments
        ? { id: request.aggs.csatSegments.fieldId, path: 'aggs.csatSegments.field' }
        : null,
    ].filter((score) => score !== null);
    await this.checkFields(em, entriesOf(request), scores);
  }

  /** The same for a filter group alone. */
  async resolveFilterGroup(em: EntityManager, group: ParsedFilterGroup): Promise<void> {
    await this.checkFields(em, groupEntries(group), []);
  }

  private async checkFields(
    em: EntityManager,
    entries: Entry[],
    scores: { id: string; path: string }[],
  ): Promise<void> {
    const ids = [...new Set([...entries.map(({ entry }) => entry.fieldId), ...scores.map((s) => s.id)])];
    if (ids.length === 0) return;
    const fields = await this.items.customFieldsByIds(em, ids);
    checkFieldUses(fields, entries, scores);
  }
}

/** Checks each entry and score field against the fields read (see SearchFieldTypesService.resolve). */
function checkFieldUses(
  fields: { id: string; type: string; target: string }[],
  entries: Entry[],
  scores: { id: string; path: string }[],
): void {
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

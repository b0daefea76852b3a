import type { SearchFilterClauseInput, SearchFilterGroupInput } from '../../../gql/graphql';
import { AI_USER, CURRENT_USER, type FilterForm, type FilterRow } from '../types/FilterForm';
import type { FilterCustomField } from '../types/FilterOptions';
import {
  type CustomFieldRowKind,
  type FilterFieldDef,
  fieldDef,
  isCustomFieldKey,
  needsNoValues,
} from './filterFields';
import { resolveDate } from './relativeDates';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OBJECT_TYPES = new Set([
  'CHANNEL',
  'CHANNEL_DATAPOINT',
  'HIGHLIGHT',
  'INSIGHT',
  'NOTE',
  'PERSON',
  'PROJECT',
  'PROJECT_CATEGORY',
  'TAG',
  'THEME',
]);

/** What compiling needs besides the form: the moment relative dates count back from, and who "current user" is. */
export interface CompileContext {
  now: Date;
  currentUserId: string | null;
  /** The custom fields rows may name; a row on a field not among them does not compile. */
  customFields?: readonly FilterCustomField[];
}

/** Why a row does not compile, for the row to say. */
export type RowProblem = 'incomplete' | 'badId' | 'badDate' | 'dateOrder' | 'badNumber' | 'unknownField';

/**
 * Spec 000 §5: numbers are digits with an optional point. A leading minus is read too, because a
 * NUMBER field may hold a negative value and a filter must be able to name it.
 */
const NUMBER = /^-?\d+(\.\d+)?$/;

type FieldEntry = NonNullable<SearchFilterClauseInput['field']>;

export interface CompiledFilter {
  /** The group to send, or null: no filter (none left after cleaning, or not sendable). */
  filter: SearchFilterGroupInput | null;
  /** False when rows are left but the combinator's rule keeps the filter from being sent. */
  sendable: boolean;
  /** A row filters on Archived: the request's own archived default must not hide what it asks for. */
  filtersArchived: boolean;
  problems: Record<string, RowProblem>;
}

/**
 * Whether cleaning drops a row (spec 000 §5): no field, or no values, empty text or empty lists,
 * except is-empty/is-not-empty rows and project rows (an unfinished project row stays, and so
 * keeps an And-filter from being sent until it is finished).
 */
export function isDroppedRow(row: FilterRow): boolean {
  if (row.field === null) return true;
  if (needsNoValues(row.operator)) return false;
  if (row.field === 'Project') return false;
  const values = row.values;
  if (row.operator === null || values === null) return true;
  switch (values.kind) {
    case 'ids':
      return values.ids.length === 0;
    case 'text':
    case 'number':
      return values.value.trim() === '';
    case 'boolean':
      return values.value === null;
    case 'date':
      return values.value === null || values.value.trim() === '';
    case 'range':
      return values.preset === null || (values.preset === 'custom' && !values.from && !values.to);
  }
}

/** The rows cleaning keeps (spec 000 §5). */
export function cleanFilter(form: FilterForm): FilterForm {
  return { ...form, rows: form.rows.filter((row) => !isDroppedRow(row)) };
}

type Compiled = { clause: SearchFilterClauseInput } | { problem: RowProblem };

const problem = (p: RowProblem): Compiled => ({ problem: p });

/** Ids that are all UUIDs (spec 000 §5), with the user tokens resolved; null if one is not. */
function userIds(ids: string[], context: CompileContext): { ids: string[]; ai: boolean } | null {
  const out: string[] = [];
  let ai = false;
  for (const id of ids) {
    if (id === AI_USER) ai = true;
    else if (id === CURRENT_USER) {
      if (!context.currentUserId) return null;
      out.push(context.currentUserId);
    } else if (UUID.test(id)) out.push(id.toLowerCase());
    else return null;
  }
  return { ids: [...new Set(out)], ai };
}

/**
 * One user row. "AI-generated user" (spec 000 §5) stands for highlights made by accepting an AI
 * suggestion and the notes holding them: among the people a row includes it widens the match, among
 * those a row leaves out it leaves those out too.
 */
function userClause(
  include: boolean,
  operators: { include: 'CREATED_BY' | 'CONTRIBUTED_BY'; exclude: 'NOT_CREATED_BY' | 'NOT_CONTRIBUTED_BY' },
  picked: { ids: string[]; ai: boolean },
): SearchFilterClauseInput {
  const operator = include ? operators.include : operators.exclude;
  return { user: { operator, ids: picked.ids, aiContributed: picked.ai ? true : null } };
}

/** The kind of entry (spec 000 §3) that reads a custom field of this type. */
function entryType(field: FilterCustomField): FieldEntry['type'] {
  switch (field.type) {
    case 'BOOLEAN':
      return 'BOOLEAN';
    case 'NUMBER':
    case 'NPS':
      return 'NUMBER';
    case 'DATETIME':
      return 'DATE';
    default:
      return 'TEXT';
  }
}

const POSITIVE: readonly string[] = ['Is', 'IsOneOf', 'HasAnyOf', 'Contains'];

/** The clause field each kind of custom-field row fills. */
const CLAUSE_KEYS: Record<CustomFieldRowKind, 'field' | 'personField' | 'notesFromField'> = {
  field: 'field',
  personField: 'personField',
  noteField: 'notesFromField',
};

/** Spec 000 §3 list operators of a notesFromPeople row, by the form's operator. */
const LIST_OPERATORS = {
  HasAnyOf: 'CONTAINS',
  HasAllOf: 'IS_ALL_OF',
  HasNoneOf: 'IS_NOT_ONE_OF',
  MissingAllOf: 'IS_NOT_ALL_OF',
  IsEmpty: 'IS_EMPTY',
  IsNotEmpty: 'IS_NOT_EMPTY',
} as const;

/** A custom field's row as a filter entry (spec 000 §3), or why it cannot be one. */
function compileFieldRow(row: FilterRow, def: FilterFieldDef, context: CompileContext): Compiled {
  const field = def.customField;
  const operator = row.operator;
  if (!field || operator === null) return problem('incomplete');
  // The request list the row's kind compiles to (spec 000 §3: fields, personFields, notesFromFields).
  const clauseKey = CLAUSE_KEYS[def.rowKind ?? 'field'];
  const entry = (rest: Omit<FieldEntry, 'id' | 'type'>): Compiled => ({
    clause: { [clauseKey]: { id: field.id, type: entryType(field), ...rest } },
  });
  if (needsNoValues(operator))
    return entry({ operator: operator === 'IsEmpty' ? 'IS_EMPTY' : 'IS_NOT_EMPTY' });
  const positive = POSITIVE.includes(operator);
  const contains = positive ? 'CONTAINS' : 'NOT_CONTAINS';
  const values = row.values;
  if (values === null) return problem('incomplete');
  switch (def.operand) {
    case 'fieldText':
      if (values.kind !== 'text' || !values.value.trim()) return problem('incomplete');
      return entry({ operator: contains, values: [values.value.trim()] });
    case 'fieldNumber': {
      if (values.kind !== 'number' || !values.value.trim()) return problem('incomplete');
      if (!NUMBER.test(values.value.trim())) return problem('badNumber');
      const numberOperator = (
        { Is: 'EQUAL', IsNot: 'NOT_EQUAL', IsGreaterThan: 'GREATER_THAN', IsLessThan: 'LESS_THAN' } as const
      )[operator as 'Is' | 'IsNot' | 'IsGreaterThan' | 'IsLessThan'];
      return entry({ operator: numberOperator, number: Number(values.value.trim()) });
    }
    case 'fieldBoolean':
      if (values.kind !== 'boolean' || values.value === null) return problem('incomplete');
      return entry({ operator: contains, boolean: values.value });
    case 'fieldDay': {
      if (values.kind !== 'date' || !values.value) return problem('incomplete');
      const date = resolveDate(values.value, context.now);
      if (!date) return problem('badDate');
      // The day the moment falls on: a picked day is itself, "1 week ago" the day a week back.
      return entry({ operator: contains, date: date.toISOString().slice(0, 10) });
    }
    case 'fieldOptions': {
      if (values.kind !== 'ids' || values.ids.length === 0) return problem('incomplete');
      // An option deleted since the row was made names nothing: say so rather than match nothing.
      if (!values.ids.every((id) => field.options.some((option) => option.id === id)))
        return problem('badId');
      return entry({ operator: contains, values: values.ids });
    }
    case 'fieldMembers': {
      if (values.kind !== 'ids' || values.ids.length === 0) return problem('incomplete');
      const picked = userIds(values.ids, context);
      if (!picked || picked.ai) return problem('badId');
      return entry({ operator: contains, values: picked.ids });
    }
    default:
      return problem('incomplete');
  }
}

/** A row as a clause of the request, or why it cannot be one. */
export function compileRow(row: FilterRow, context: CompileContext): Compiled {
  const def = fieldDef(row.field, context.customFields);
  if (!def && isCustomFieldKey(row.field)) return problem('unknownField');
  if (!def || row.operator === null || !def.operators.includes(row.operator)) return problem('incomplete');
  if (def.customField) return compileFieldRow(row, def, context);
  const operator = row.operator;
  if (
    (def.operand === 'tags' || def.operand === 'themes' || def.operand === 'datasets') &&
    needsNoValues(operator)
  ) {
    const list = {
      operator: operator === 'IsEmpty' ? ('IS_EMPTY' as const) : ('IS_NOT_EMPTY' as const),
      ids: [],
    };
    return { clause: { [def.operand]: list } };
  }
  if (row.field === 'NotesFromPeople' && needsNoValues(operator)) {
    return {
      clause: {
        notesFromPeople: { operator: LIST_OPERATORS[operator as 'IsEmpty' | 'IsNotEmpty'], ids: [] },
      },
    };
  }
  const values = row.values;
  if (values === null) return problem('incomplete');
  switch (def.operand) {
    case 'types': {
      if (values.kind !== 'ids' || values.ids.length === 0) return problem('incomplete');
      if (!values.ids.every((type) => OBJECT_TYPES.has(type))) return problem('badId');
      const types = values.ids as NonNullable<SearchFilterClauseInput['types']>['types'];
      return {
        clause: { types: { operator: operator === 'IsOneOf' ? 'CONTAINS' : 'IS_NOT_ONE_OF', types } },
      };
    }
    case 'projects':
    case 'folders':
    case 'channels': {
      if (values.kind !== 'ids' || values.ids.length === 0) return problem('incomplete');
      if (!values.ids.every((id) => UUID.test(id))) return problem('badId');
      const ids = values.ids.map((id) => id.toLowerCase());
      return {
        clause: { location: { operator: operator === 'IsOneOf' ? 'LOCATED_IN' : 'NOT_LOCATED_IN', ids } },
      };
    }
    case 'tags':
    case 'themes':
    case 'datasets': {
      if (values.kind !== 'ids' || values.ids.length === 0) return problem('incomplete');
      if (!values.ids.every((id) => UUID.test(id))) return problem('badId');
      const tagOperator = (
        {
          HasAnyOf: 'CONTAINS',
          HasAllOf: 'IS_ALL_OF',
          HasNoneOf: 'IS_NOT_ONE_OF',
          MissingAllOf: 'IS_NOT_ALL_OF',
        } as const
      )[operator as 'HasAnyOf' | 'HasAllOf' | 'HasNoneOf' | 'MissingAllOf'];
      const list = { operator: tagOperator, ids: values.ids.map((id) => id.toLowerCase()) };
      return { clause: { [def.operand]: list } };
    }
    case 'people': {
      if (values.kind !== 'ids' || values.ids.length === 0) return problem('incomplete');
      if (!values.ids.every((id) => UUID.test(id))) return problem('badId');
      const people = values.ids.map((id) => id.toLowerCase());
      if (row.field === 'NotesFromPeople') {
        const listOperator = LIST_OPERATORS[operator as keyof typeof LIST_OPERATORS];
        return { clause: { notesFromPeople: { operator: listOperator, ids: people } } };
      }
      return { clause: { people: { operator: 'CONTAINS', ids: people } } };
    }
    case 'segments': {
      if (values.kind !== 'ids' || values.ids.length === 0) return problem('incomplete');
      if (!values.ids.every((id) => UUID.test(id))) return problem('badId');
      const segments = values.ids.map((id) => id.toLowerCase());
      return { clause: { segments: { operator: 'CONTAINS', ids: segments } } };
    }
    case 'users': {
      if (values.kind !== 'ids' || values.ids.length === 0) return problem('incomplete');
      const picked = userIds(values.ids, context);
      if (!picked) return problem('badId');
      const include = operator === 'IsOneOf' || operator === 'HasAnyOf';
      return {
        clause: userClause(
          include,
          row.field === 'Authors'
            ? { include: 'CREATED_BY', exclude: 'NOT_CREATED_BY' }
            : { include: 'CONTRIBUTED_BY', exclude: 'NOT_CONTRIBUTED_BY' },
          picked,
        ),
      };
    }
    case 'boolean': {
      if (values.kind !== 'boolean' || values.value === null) return problem('incomplete');
      if (row.field === 'Published') return { clause: { published: values.value } };
      if (row.field === 'Archived') return { clause: { archived: values.value } };
      // AiGenerated: "is AI-generated" asks for what AI contributed to; "is not" holds for everything.
      return {
        clause: {
          user: values.value
            ? { operator: 'CONTRIBUTED_BY', ids: [], aiContributed: true }
            : { operator: 'NOT_CONTRIBUTED_BY', ids: [], aiContributed: false },
        },
      };
    }
    case 'date': {
      const method = row.field === 'Updated' ? 'UPDATED' : 'CREATED';
      if (values.kind === 'range') {
        if (values.preset === null) return problem('incomplete');
        if (values.preset !== 'custom') return { clause: { date: { method, preset: values.preset } } };
        const from = values.from ? resolveDate(values.from, context.now) : null;
        const to = values.to ? resolveDate(values.to, context.now, true) : null;
        if ((values.from && !from) || (values.to && !to)) return problem('badDate');
        if (!from && !to) return problem('incomplete');
        if (from && to && from > to) return problem('dateOrder');
        return {
          clause: { date: { method, from: from?.toISOString() ?? null, to: to?.toISOString() ?? null } },
        };
      }
      if (values.kind !== 'date' || !values.value) return problem('incomplete');
      const after = operator === 'IsAfter';
      const date = resolveDate(values.value, context.now, !after);
      if (!date) return problem('badDate');
      return {
        clause: { date: after ? { method, from: date.toISOString() } : { method, to: date.toISOString() } },
      };
    }
    default:
      return problem('incomplete');
  }
}

/**
 * The form as the search request's filter group (spec 000 §5): rows are cleaned first; an And-filter
 * is sent only if every row left compiles, an Or-filter if any compiles (then with those) or none
 * are left (then there is nothing to send).
 */
export function compileFilter(form: FilterForm, context: CompileContext): CompiledFilter {
  const rows = cleanFilter(form).rows;
  const problems: Record<string, RowProblem> = {};
  const clauses: SearchFilterClauseInput[] = [];
  for (const row of rows) {
    const compiled = compileRow(row, context);
    if ('problem' in compiled) problems[row.id] = compiled.problem;
    else clauses.push(compiled.clause);
  }
  const filtersArchived = clauses.some((clause) => clause.archived !== undefined && clause.archived !== null);
  if (rows.length === 0) return { filter: null, sendable: true, filtersArchived: false, problems };
  const sendable = form.combinator === 'And' ? clauses.length === rows.length : clauses.length > 0;
  if (!sendable) return { filter: null, sendable, filtersArchived: false, problems };
  return {
    filter: { combinator: form.combinator === 'And' ? 'AND' : 'OR', clauses },
    sendable,
    filtersArchived,
    problems,
  };
}

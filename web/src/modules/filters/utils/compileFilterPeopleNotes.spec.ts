import { CURRENT_USER, type FilterRow } from '../types/FilterForm';
import type { FilterCustomField } from '../types/FilterOptions';
import { changeRowField } from './changeRow';
import { compileFilter, compileRow } from './compileFilter';
import { fieldDef, fieldsForRowKind } from './filterFields';
import { parseFilterForm } from './parseFilterForm';

const A = '3f1c2a9e-8b7d-4c6e-9a5f-0123456789ab';
const B = '7a2b3c4d-1111-4222-8333-444455556666';
const ME = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const PRO = '11111111-2222-4333-8444-555555555555';
const NOW = new Date('2026-05-20T12:00:00.000Z');

const field = (
  id: string,
  target: FilterCustomField['target'],
  type: FilterCustomField['type'],
  extra: Partial<FilterCustomField> = {},
): FilterCustomField => ({
  id,
  label: `${target} ${type}`,
  type,
  target,
  maxSelectable: 100,
  options: [],
  ...extra,
});

const F = {
  plan: field('00000000-0000-4000-8000-000000000001', 'PERSON', 'TEXT'),
  seats: field('00000000-0000-4000-8000-000000000002', 'PERSON', 'NUMBER'),
  churned: field('00000000-0000-4000-8000-000000000003', 'PERSON', 'BOOLEAN'),
  renewal: field('00000000-0000-4000-8000-000000000004', 'PERSON', 'DATETIME'),
  tier: field('00000000-0000-4000-8000-000000000005', 'PERSON', 'SELECT', {
    maxSelectable: 1,
    options: [{ id: PRO, label: 'Pro', color: '#000000' }],
  }),
  owner: field('00000000-0000-4000-8000-000000000006', 'PERSON', 'PERSON'),
  stage: field('00000000-0000-4000-8000-000000000007', 'NOTE', 'TEXT'),
  priority: field('00000000-0000-4000-8000-000000000008', 'NOTE', 'NUMBER'),
  impact: field('00000000-0000-4000-8000-000000000009', 'INSIGHT', 'NUMBER'),
};
const customFields = Object.values(F);
const context = { now: NOW, currentUserId: ME, customFields };

let next = 0;
function row(partial: Partial<FilterRow>): FilterRow {
  next += 1;
  return { id: `p${next}`, field: null, operator: null, values: null, ...partial };
}
const ids = (...values: string[]) => ({ kind: 'ids' as const, ids: values });
const clause = (r: FilterRow) => {
  const compiled = compileRow(r, context);
  if (!('clause' in compiled)) throw new Error(`row did not compile: ${compiled.problem}`);
  return compiled.clause;
};
const problemOf = (r: FilterRow) => {
  const compiled = compileRow(r, context);
  return 'problem' in compiled ? compiled.problem : null;
};

/**
 * Rows on people's fields ("Person field: …"), on the fields of the note an item comes from
 * ("Note field: …") and on the people of its note ("Note from person"), compiled to the search
 * request's personFields, notesFromFields and notesFromPeople clauses (spec 000 §3, §5, §7).
 */
describe('person-field, note-field and note-from-person rows', () => {
  it('should compile person-field rows of every operand kind to personField entries', () => {
    const on = (f: FilterCustomField, operator: FilterRow['operator'], values: FilterRow['values'] = null) =>
      clause(row({ field: `personField:${f.id}`, operator, values }));
    expect(on(F.plan, 'Contains', { kind: 'text', value: ' Enterprise ' })).toEqual({
      personField: { id: F.plan.id, type: 'TEXT', operator: 'CONTAINS', values: ['Enterprise'] },
    });
    expect(on(F.seats, 'IsGreaterThan', { kind: 'number', value: '10' })).toEqual({
      personField: { id: F.seats.id, type: 'NUMBER', operator: 'GREATER_THAN', number: 10 },
    });
    expect(on(F.churned, 'IsNot', { kind: 'boolean', value: true })).toEqual({
      personField: { id: F.churned.id, type: 'BOOLEAN', operator: 'NOT_CONTAINS', boolean: true },
    });
    expect(on(F.renewal, 'Is', { kind: 'date', value: '1w' })).toEqual({
      personField: { id: F.renewal.id, type: 'DATE', operator: 'CONTAINS', date: '2026-05-13' },
    });
    expect(on(F.tier, 'IsOneOf', ids(PRO))).toEqual({
      personField: { id: F.tier.id, type: 'TEXT', operator: 'CONTAINS', values: [PRO] },
    });
    expect(on(F.owner, 'IsNotOneOf', ids(CURRENT_USER))).toEqual({
      personField: { id: F.owner.id, type: 'TEXT', operator: 'NOT_CONTAINS', values: [ME] },
    });
    expect(on(F.seats, 'IsEmpty')).toEqual({
      personField: { id: F.seats.id, type: 'NUMBER', operator: 'IS_EMPTY' },
    });
  });

  it('should compile note-field rows to notesFromField entries', () => {
    expect(
      clause(
        row({
          field: `noteField:${F.priority.id}`,
          operator: 'IsLessThan',
          values: { kind: 'number', value: '3' },
        }),
      ),
    ).toEqual({ notesFromField: { id: F.priority.id, type: 'NUMBER', operator: 'LESS_THAN', number: 3 } });
    expect(clause(row({ field: `noteField:${F.stage.id}`, operator: 'IsNotEmpty' }))).toEqual({
      notesFromField: { id: F.stage.id, type: 'TEXT', operator: 'IS_NOT_EMPTY' },
    });
    // The same field as the note's own field stays a `field` entry.
    expect(clause(row({ field: `field:${F.stage.id}`, operator: 'IsEmpty' }))).toEqual({
      field: { id: F.stage.id, type: 'TEXT', operator: 'IS_EMPTY' },
    });
  });

  it('should let each kind of row name only fields of the targets its list reads', () => {
    expect(fieldsForRowKind('personField', customFields).map((f) => f.target)).toEqual(
      Array(6).fill('PERSON'),
    );
    expect(fieldsForRowKind('noteField', customFields)).toEqual([F.stage, F.priority]);
    expect(fieldsForRowKind('field', customFields)).toEqual([F.stage, F.priority, F.impact]);
    expect(fieldDef(`personField:${F.stage.id}`, customFields)).toBeNull();
    expect(fieldDef(`noteField:${F.impact.id}`, customFields)).toBeNull();
    expect(fieldDef(`field:${F.plan.id}`, customFields)).toBeNull();
    expect(problemOf(row({ field: `noteField:${F.plan.id}`, operator: 'IsEmpty' }))).toBe('unknownField');
    expect(problemOf(row({ field: `personField:${B}`, operator: 'IsEmpty' }))).toBe('unknownField');
  });

  it('should compile each note-from-person operator to its list operator', () => {
    const people = (operator: FilterRow['operator'], ...values: string[]) =>
      clause(row({ field: 'NotesFromPeople', operator, values: values.length ? ids(...values) : null }))
        .notesFromPeople;
    expect(people('HasAnyOf', A.toUpperCase())).toEqual({ operator: 'CONTAINS', ids: [A] });
    expect(people('HasAllOf', A, B)).toEqual({ operator: 'IS_ALL_OF', ids: [A, B] });
    expect(people('HasNoneOf', A)).toEqual({ operator: 'IS_NOT_ONE_OF', ids: [A] });
    expect(people('MissingAllOf', A, B)).toEqual({ operator: 'IS_NOT_ALL_OF', ids: [A, B] });
    expect(people('IsEmpty')).toEqual({ operator: 'IS_EMPTY', ids: [] });
    expect(people('IsNotEmpty')).toEqual({ operator: 'IS_NOT_EMPTY', ids: [] });
    expect(problemOf(row({ field: 'NotesFromPeople', operator: 'HasAnyOf', values: ids('ana') }))).toBe(
      'badId',
    );
  });

  it('should drop empty rows of these kinds, keep is-empty ones, and combine them with And or Or', () => {
    const empty = row({ field: 'NotesFromPeople', operator: 'HasAnyOf', values: ids() });
    const noPeople = row({ field: 'NotesFromPeople', operator: 'IsEmpty' });
    const blank = row({
      field: `personField:${F.plan.id}`,
      operator: 'Contains',
      values: { kind: 'text', value: ' ' },
    });
    const seats = row({
      field: `personField:${F.seats.id}`,
      operator: 'Is',
      values: { kind: 'number', value: 'five' },
    });
    expect(compileFilter({ combinator: 'Or', rows: [empty, noPeople, blank] }, context).filter).toEqual({
      combinator: 'OR',
      clauses: [{ notesFromPeople: { operator: 'IS_EMPTY', ids: [] } }],
    });
    const and = compileFilter({ combinator: 'And', rows: [noPeople, seats] }, context);
    expect(and).toMatchObject({ filter: null, sendable: false, problems: { [seats.id]: 'badNumber' } });
    const or = compileFilter({ combinator: 'Or', rows: [noPeople, seats] }, context);
    expect(or.filter?.clauses).toEqual([{ notesFromPeople: { operator: 'IS_EMPTY', ids: [] } }]);
  });

  it('should clear a row changed to a note-from-person or person SELECT row (spec 000 §4)', () => {
    const text = row({
      field: `personField:${F.plan.id}`,
      operator: 'Contains',
      values: { kind: 'text', value: 'x' },
    });
    expect(changeRowField(text, 'NotesFromPeople', customFields)).toMatchObject({
      operator: null,
      values: null,
    });
    expect(changeRowField(text, `personField:${F.tier.id}`, customFields)).toMatchObject({
      operator: null,
      values: null,
    });
    expect(changeRowField(text, `noteField:${F.stage.id}`, customFields)).toMatchObject({
      operator: 'Contains',
      values: { kind: 'text', value: 'x' },
    });
  });

  it('should read these rows back from stored JSON before the fields are loaded', () => {
    const stored = {
      combinator: 'Or',
      rows: [
        {
          id: 'a',
          field: `personField:${F.seats.id}`,
          operator: 'IsLessThan',
          values: { kind: 'number', value: '5' },
        },
        { id: 'b', field: `noteField:${F.stage.id}`, operator: 'IsEmpty', values: null },
        { id: 'c', field: 'NotesFromPeople', operator: 'HasAllOf', values: { kind: 'ids', ids: [A] } },
        { id: 'd', field: 'personField:not-a-uuid', operator: 'IsEmpty', values: null },
        { id: 'e', field: 'NotesFromPeople', operator: 'IsAfter', values: null },
      ],
    };
    const { form, ok } = parseFilterForm(stored);
    expect(ok).toBe(false);
    expect(form.rows).toEqual(stored.rows.slice(0, 3));
  });
});

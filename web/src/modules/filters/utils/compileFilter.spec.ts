import { AI_USER, CURRENT_USER, type FilterForm, type FilterRow } from '../types/FilterForm';
import { changeRowField, changeRowOperator } from './changeRow';
import { cleanFilter, compileFilter, compileRow } from './compileFilter';
import { parseFilterForm } from './parseFilterForm';
import type { FilterCustomField } from '../types/FilterOptions';
import { customFieldDef } from './filterFields';
import { resolveDate, resolveRelativeDate } from './relativeDates';

const A = '3f1c2a9e-8b7d-4c6e-9a5f-0123456789ab';
const B = '7a2b3c4d-1111-4222-8333-444455556666';
const ME = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const NOW = new Date('2026-05-20T12:00:00.000Z');
const context = { now: NOW, currentUserId: ME };

let next = 0;
function row(partial: Partial<FilterRow>): FilterRow {
  next += 1;
  return { id: `r${next}`, field: null, operator: null, values: null, ...partial };
}
const ids = (...values: string[]) => ({ kind: 'ids' as const, ids: values });
const tags = (operator: FilterRow['operator'], ...values: string[]) =>
  row({ field: 'Tags', operator, values: ids(...values) });
const clause = (r: FilterRow) => {
  const compiled = compileRow(r, context);
  if (!('clause' in compiled)) throw new Error(`row did not compile: ${compiled.problem}`);
  return compiled.clause;
};

describe('filter form compile (spec 000 §3, §5)', () => {
  it('should compile each tag operator to its search operator', () => {
    expect(clause(tags('HasAnyOf', A)).tags).toEqual({ operator: 'CONTAINS', ids: [A] });
    expect(clause(tags('HasAllOf', A, B)).tags).toEqual({ operator: 'IS_ALL_OF', ids: [A, B] });
    expect(clause(tags('HasNoneOf', A)).tags).toEqual({ operator: 'IS_NOT_ONE_OF', ids: [A] });
    expect(clause(tags('MissingAllOf', A, B)).tags).toEqual({ operator: 'IS_NOT_ALL_OF', ids: [A, B] });
    expect(clause(tags('IsEmpty')).tags).toEqual({ operator: 'IS_EMPTY', ids: [] });
    expect(clause(tags('IsNotEmpty')).tags).toEqual({ operator: 'IS_NOT_EMPTY', ids: [] });
  });

  it('should compile type, location, published and archived rows', () => {
    expect(clause(row({ field: 'Type', operator: 'IsNotOneOf', values: ids('NOTE') })).types).toEqual({
      operator: 'IS_NOT_ONE_OF',
      types: ['NOTE'],
    });
    expect(
      clause(row({ field: 'Project', operator: 'IsOneOf', values: ids(A.toUpperCase()) })).location,
    ).toEqual({ operator: 'LOCATED_IN', ids: [A] });
    expect(
      clause(row({ field: 'ProjectCategory', operator: 'IsNotOneOf', values: ids(B) })).location,
    ).toEqual({
      operator: 'NOT_LOCATED_IN',
      ids: [B],
    });
    expect(
      clause(row({ field: 'Published', operator: 'Is', values: { kind: 'boolean', value: false } })),
    ).toEqual({
      published: false,
    });
    expect(
      clause(row({ field: 'Archived', operator: 'Is', values: { kind: 'boolean', value: true } })),
    ).toEqual({
      archived: true,
    });
  });

  it('should resolve the current user token and treat the AI-generated user as AI contributions', () => {
    expect(clause(row({ field: 'Authors', operator: 'IsOneOf', values: ids(CURRENT_USER, A) })).user).toEqual(
      {
        operator: 'CREATED_BY',
        ids: [ME, A],
        aiContributed: null,
      },
    );
    expect(clause(row({ field: 'Contributors', operator: 'HasAnyOf', values: ids(AI_USER) })).user).toEqual({
      operator: 'CONTRIBUTED_BY',
      ids: [],
      aiContributed: true,
    });
    expect(clause(row({ field: 'Contributors', operator: 'HasNoneOf', values: ids(B) })).user).toEqual({
      operator: 'NOT_CONTRIBUTED_BY',
      ids: [B],
      aiContributed: null,
    });
    expect(
      clause(row({ field: 'AiGenerated', operator: 'Is', values: { kind: 'boolean', value: true } })).user,
    ).toEqual({ operator: 'CONTRIBUTED_BY', ids: [], aiContributed: true });
  });

  it('should refuse ids that are not UUIDs (spec 000 §5)', () => {
    expect(compileRow(tags('HasAnyOf', 'not-a-uuid'), context)).toEqual({ problem: 'badId' });
    expect(compileRow(row({ field: 'Type', operator: 'IsOneOf', values: ids('WIDGET') }), context)).toEqual({
      problem: 'badId',
    });
  });

  it('should resolve relative dates back from now and ISO dates as given', () => {
    expect(resolveRelativeDate('1h', NOW).toISOString()).toBe('2026-05-20T11:00:00.000Z');
    expect(resolveRelativeDate('2w', NOW).toISOString()).toBe('2026-05-06T12:00:00.000Z');
    expect(resolveRelativeDate('3m', NOW).toISOString()).toBe('2026-02-20T12:00:00.000Z');
    expect(resolveRelativeDate('2y', NOW).toISOString()).toBe('2024-05-20T12:00:00.000Z');
    expect(resolveDate('2026-03-31', NOW, true)?.toISOString()).toBe('2026-03-31T23:59:59.999Z');
    expect(resolveDate('31/03/2026', NOW)).toBeNull();
    expect(
      clause(row({ field: 'Created', operator: 'IsAfter', values: { kind: 'date', value: '1w' } })),
    ).toEqual({
      date: { method: 'CREATED', from: '2026-05-13T12:00:00.000Z' },
    });
    expect(
      clause(
        row({
          field: 'Updated',
          operator: 'IsBefore',
          values: { kind: 'date', value: '2026-01-01T00:00:00Z' },
        }),
      ),
    ).toEqual({ date: { method: 'UPDATED', to: '2026-01-01T00:00:00.000Z' } });
  });

  it('should compile presets and custom ranges, and refuse a range that ends before it starts', () => {
    const range = (preset: 'thisWeek' | 'custom', from: string | null, to: string | null) =>
      row({ field: 'Created', operator: 'Is', values: { kind: 'range', preset, from, to } });
    expect(clause(range('thisWeek', null, null))).toEqual({
      date: { method: 'CREATED', preset: 'thisWeek' },
    });
    expect(clause(range('custom', '2026-01-01', '2026-01-31'))).toEqual({
      date: { method: 'CREATED', from: '2026-01-01T00:00:00.000Z', to: '2026-01-31T23:59:59.999Z' },
    });
    expect(compileRow(range('custom', '2026-02-01', '2026-01-01'), context)).toEqual({
      problem: 'dateOrder',
    });
    expect(compileRow(range('custom', 'soon', null), context)).toEqual({ problem: 'badDate' });
  });

  it('should drop empty rows but keep is-empty rows and project rows (spec 000 §5)', () => {
    const kept = [tags('IsEmpty'), row({ field: 'Project', operator: 'IsOneOf', values: ids() })];
    const dropped = [
      row({}),
      tags('HasAnyOf'),
      row({ field: 'Published', operator: 'Is', values: { kind: 'boolean', value: null } }),
      row({ field: 'Created', operator: 'IsAfter', values: { kind: 'date', value: '  ' } }),
      row({
        field: 'Created',
        operator: 'Is',
        values: { kind: 'range', preset: 'custom', from: null, to: null },
      }),
    ];
    expect(cleanFilter({ combinator: 'And', rows: [...dropped, ...kept] }).rows).toEqual(kept);
  });

  it('should send an And-filter only when every row compiles', () => {
    const good = tags('HasAnyOf', A);
    const unfinishedProject = row({ field: 'Project', operator: 'IsOneOf', values: ids() });
    const form: FilterForm = { combinator: 'And', rows: [good, unfinishedProject] };
    const compiled = compileFilter(form, context);
    expect(compiled.filter).toBeNull();
    expect(compiled.sendable).toBe(false);
    expect(compiled.problems).toEqual({ [unfinishedProject.id]: 'incomplete' });
    expect(compileFilter({ combinator: 'And', rows: [good] }, context).filter).toEqual({
      combinator: 'AND',
      clauses: [{ tags: { operator: 'CONTAINS', ids: [A] } }],
    });
  });

  it('should send an Or-filter with the rows that compile, or nothing when no row is left', () => {
    const good = tags('HasAnyOf', A);
    const bad = tags('HasAnyOf', 'x');
    expect(compileFilter({ combinator: 'Or', rows: [good, bad] }, context)).toMatchObject({
      filter: { combinator: 'OR', clauses: [{ tags: { operator: 'CONTAINS', ids: [A] } }] },
      sendable: true,
    });
    expect(compileFilter({ combinator: 'Or', rows: [bad] }, context)).toMatchObject({
      filter: null,
      sendable: false,
    });
    expect(compileFilter({ combinator: 'Or', rows: [row({})] }, context)).toEqual({
      filter: null,
      sendable: true,
      filtersArchived: false,
      problems: {},
    });
  });

  it('should say when a row filters on archived, so the request stops hiding archived items', () => {
    const archived = row({ field: 'Archived', operator: 'Is', values: { kind: 'boolean', value: true } });
    expect(compileFilter({ combinator: 'And', rows: [archived] }, context).filtersArchived).toBe(true);
    expect(compileFilter({ combinator: 'And', rows: [tags('IsEmpty')] }, context).filtersArchived).toBe(
      false,
    );
  });
});

describe('filter row changes (spec 000 §4)', () => {
  it('should keep an operator the new field allows and reset one it does not', () => {
    const created = row({ field: 'Created', operator: 'IsAfter', values: { kind: 'date', value: '1w' } });
    expect(changeRowField(created, 'Updated')).toMatchObject({
      operator: 'IsAfter',
      values: { value: '1w' },
    });
    const published = row({ field: 'Published', operator: 'Is', values: { kind: 'boolean', value: true } });
    expect(changeRowField(created, 'Published')).toMatchObject({
      operator: 'Is',
      values: { kind: 'boolean', value: null },
    });
    expect(changeRowField(published, 'Created')).toMatchObject({ operator: 'Is', values: { kind: 'range' } });
  });

  it('should clear operator and values when the new field is a select field', () => {
    const created = row({ field: 'Created', operator: 'IsAfter', values: { kind: 'date', value: '1w' } });
    expect(changeRowField(created, 'Tags')).toMatchObject({ field: 'Tags', operator: null, values: null });
    const tagRow = tags('HasAnyOf', A);
    expect(changeRowField(tagRow, 'Contributors')).toMatchObject({ operator: null, values: null });
  });

  it('should give a new row the first operator of the field it is given', () => {
    expect(changeRowField(row({}), 'Tags')).toMatchObject({ operator: 'HasAnyOf', values: { ids: [] } });
  });

  it('should drop values when the operator needs none, and keep them when their shape fits', () => {
    expect(changeRowOperator(tags('HasAnyOf', A), 'IsEmpty').values).toBeNull();
    expect(changeRowOperator(tags('HasAnyOf', A), 'HasAllOf').values).toEqual(ids(A));
  });
});

describe('filter form from stored JSON', () => {
  it('should read rows back and leave out the ones that are not rows of a known field', () => {
    const stored = {
      combinator: 'Or',
      rows: [
        { id: 'a', field: 'Tags', operator: 'HasAnyOf', values: { kind: 'ids', ids: [A] } },
        { id: 'b', field: 'Mood', operator: 'Is', values: null },
        { id: 'c', field: 'Tags', operator: 'IsAfter', values: null },
        { id: 'd', field: null, operator: null, values: null },
      ],
    };
    const { form, ok } = parseFilterForm(stored);
    expect(ok).toBe(false);
    expect(form).toEqual({
      combinator: 'Or',
      rows: [
        { id: 'a', field: 'Tags', operator: 'HasAnyOf', values: { kind: 'ids', ids: [A] } },
        { id: 'd', field: null, operator: null, values: null },
      ],
    });
    expect(parseFilterForm([1]).ok).toBe(false);
  });
});

describe('custom field and people rows (spec 000 §3 custom-field filter entries, §5)', () => {
  const PRO = '11111111-2222-4333-8444-555555555555';
  const FREE = '66666666-7777-4888-8999-000000000000';
  const field = (id: string, type: FilterCustomField['type'], extra: Partial<FilterCustomField> = {}) => ({
    id,
    label: type,
    type,
    target: 'NOTE' as const,
    maxSelectable: 100,
    options: [],
    ...extra,
  });
  const F = {
    text: field('00000000-0000-4000-8000-000000000001', 'TEXT'),
    number: field('00000000-0000-4000-8000-000000000002', 'NUMBER'),
    nps: field('00000000-0000-4000-8000-000000000003', 'NPS'),
    bool: field('00000000-0000-4000-8000-000000000004', 'BOOLEAN'),
    date: field('00000000-0000-4000-8000-000000000005', 'DATETIME'),
    tier: field('00000000-0000-4000-8000-000000000006', 'SELECT', {
      maxSelectable: 1,
      options: [
        { id: PRO, label: 'Pro', color: '#000000' },
        { id: FREE, label: 'Free', color: '#ffffff' },
      ],
    }),
    owner: field('00000000-0000-4000-8000-000000000007', 'PERSON'),
  };
  const customFields = Object.values(F);
  const withFields = { ...context, customFields };
  const on = (f: FilterCustomField, operator: FilterRow['operator'], values: FilterRow['values'] = null) =>
    row({ field: `field:${f.id}`, operator, values });
  const entry = (r: FilterRow) => {
    const compiled = compileRow(r, withFields);
    if (!('clause' in compiled)) throw new Error(`row did not compile: ${compiled.problem}`);
    return compiled.clause.field;
  };
  const problemOf = (r: FilterRow) => {
    const compiled = compileRow(r, withFields);
    return 'problem' in compiled ? compiled.problem : null;
  };
  const text = (value: string) => ({ kind: 'text' as const, value });
  const number = (value: string) => ({ kind: 'number' as const, value });

  it('should offer each field type the operators of its entry kind', () => {
    expect(customFieldDef(F.text).operators).toEqual(['Contains', 'DoesNotContain', 'IsEmpty', 'IsNotEmpty']);
    expect(customFieldDef(F.number).operators).toEqual([
      'Is',
      'IsNot',
      'IsGreaterThan',
      'IsLessThan',
      'IsEmpty',
      'IsNotEmpty',
    ]);
    expect(customFieldDef(F.bool).operators).toEqual(['Is', 'IsNot', 'IsEmpty', 'IsNotEmpty']);
    expect(customFieldDef(F.date).operators).toEqual(['Is', 'IsNot', 'IsEmpty', 'IsNotEmpty']);
    // A single-choice SELECT reads "is one of", a multi-choice one "has any of".
    expect(customFieldDef(F.tier).operators).toEqual(['IsOneOf', 'IsNotOneOf', 'IsEmpty', 'IsNotEmpty']);
    expect(customFieldDef({ ...F.tier, maxSelectable: 100 }).operators.slice(0, 2)).toEqual([
      'HasAnyOf',
      'HasNoneOf',
    ]);
  });

  it('should compile TEXT rows to CONTAINS and NOT_CONTAINS of the trimmed text', () => {
    expect(entry(on(F.text, 'Contains', text('  Enterprise ')))).toEqual({
      id: F.text.id,
      type: 'TEXT',
      operator: 'CONTAINS',
      values: ['Enterprise'],
    });
    expect(entry(on(F.text, 'DoesNotContain', text('x')))?.operator).toBe('NOT_CONTAINS');
  });

  it('should compile NUMBER and NPS rows to EQUAL, NOT_EQUAL, GREATER_THAN and LESS_THAN', () => {
    expect(entry(on(F.number, 'Is', number('42')))).toMatchObject({
      type: 'NUMBER',
      operator: 'EQUAL',
      number: 42,
    });
    expect(entry(on(F.number, 'IsNot', number('3.5')))).toMatchObject({ operator: 'NOT_EQUAL', number: 3.5 });
    expect(entry(on(F.nps, 'IsGreaterThan', number('8')))).toMatchObject({
      type: 'NUMBER',
      operator: 'GREATER_THAN',
      number: 8,
    });
    expect(entry(on(F.number, 'IsLessThan', number('-2')))).toMatchObject({
      operator: 'LESS_THAN',
      number: -2,
    });
    // Spec 000 §5: numbers are digits with an optional point.
    expect(problemOf(on(F.number, 'Is', number('1e3')))).toBe('badNumber');
    expect(problemOf(on(F.number, 'Is', number('3,5')))).toBe('badNumber');
  });

  it('should compile BOOLEAN rows to CONTAINS or NOT_CONTAINS of the value', () => {
    expect(entry(on(F.bool, 'Is', { kind: 'boolean', value: true }))).toEqual({
      id: F.bool.id,
      type: 'BOOLEAN',
      operator: 'CONTAINS',
      boolean: true,
    });
    expect(entry(on(F.bool, 'IsNot', { kind: 'boolean', value: false }))).toMatchObject({
      operator: 'NOT_CONTAINS',
      boolean: false,
    });
  });

  it('should compile DATETIME rows to the day of a picked or relative date', () => {
    expect(entry(on(F.date, 'Is', { kind: 'date', value: '2026-03-01' }))).toEqual({
      id: F.date.id,
      type: 'DATE',
      operator: 'CONTAINS',
      date: '2026-03-01',
    });
    expect(entry(on(F.date, 'IsNot', { kind: 'date', value: '1w' }))).toMatchObject({
      operator: 'NOT_CONTAINS',
      date: '2026-05-13',
    });
    expect(problemOf(on(F.date, 'Is', { kind: 'date', value: 'March' }))).toBe('badDate');
  });

  it('should compile SELECT rows to option ids and refuse an option the field no longer has', () => {
    expect(entry(on(F.tier, 'IsOneOf', ids(PRO)))).toEqual({
      id: F.tier.id,
      type: 'TEXT',
      operator: 'CONTAINS',
      values: [PRO],
    });
    expect(entry(on(F.tier, 'IsNotOneOf', ids(PRO, FREE)))?.operator).toBe('NOT_CONTAINS');
    expect(problemOf(on(F.tier, 'IsOneOf', ids(A)))).toBe('badId');
  });

  it('should compile PERSON rows to member ids with the current user resolved', () => {
    expect(entry(on(F.owner, 'IsOneOf', ids(CURRENT_USER, A)))).toEqual({
      id: F.owner.id,
      type: 'TEXT',
      operator: 'CONTAINS',
      values: [ME, A],
    });
  });

  it('should compile is-empty rows of any field without values', () => {
    expect(entry(on(F.nps, 'IsEmpty'))).toEqual({ id: F.nps.id, type: 'NUMBER', operator: 'IS_EMPTY' });
    expect(entry(on(F.tier, 'IsNotEmpty'))).toEqual({
      id: F.tier.id,
      type: 'TEXT',
      operator: 'IS_NOT_EMPTY',
    });
  });

  it('should compile People rows to the people filter', () => {
    expect(
      clause(row({ field: 'People', operator: 'HasAnyOf', values: ids(A.toUpperCase()) })).people,
    ).toEqual({
      operator: 'CONTAINS',
      ids: [A],
    });
  });

  it('should drop empty custom field rows but keep is-empty ones (spec 000 §5)', () => {
    const form: FilterForm = {
      combinator: 'And',
      rows: [on(F.text, 'Contains', text('  ')), on(F.number, 'Is', number('')), on(F.bool, 'IsEmpty')],
    };
    expect(cleanFilter(form).rows).toHaveLength(1);
    expect(compileFilter(form, withFields).filter?.clauses).toEqual([
      { field: { id: F.bool.id, type: 'BOOLEAN', operator: 'IS_EMPTY' } },
    ]);
  });

  it('should send an And-filter only if every custom row compiles, and an Or-filter if any does', () => {
    const good = on(F.number, 'Is', number('5'));
    const bad = on(F.number, 'Is', number('five'));
    const and = compileFilter({ combinator: 'And', rows: [good, bad] }, withFields);
    expect(and).toMatchObject({ filter: null, sendable: false, problems: { [bad.id]: 'badNumber' } });
    const or = compileFilter({ combinator: 'Or', rows: [good, bad] }, withFields);
    expect(or.filter).toEqual({
      combinator: 'OR',
      clauses: [{ field: { id: F.number.id, type: 'NUMBER', operator: 'EQUAL', number: 5 } }],
    });
  });

  it('should not compile a row on a field the page does not know', () => {
    const gone = row({ field: 'field:00000000-0000-4000-8000-0000000000ff', operator: 'IsEmpty' });
    expect(problemOf(gone)).toBe('unknownField');
  });

  it('should clear operator and values when a row changes to a SELECT or PERSON field (spec 000 §4)', () => {
    const numberRow = on(F.number, 'IsGreaterThan', number('5'));
    expect(changeRowField(numberRow, `field:${F.tier.id}`, customFields)).toMatchObject({
      operator: null,
      values: null,
    });
    expect(changeRowField(numberRow, `field:${F.nps.id}`, customFields)).toMatchObject({
      operator: 'IsGreaterThan',
      values: { kind: 'number', value: '5' },
    });
    expect(changeRowField(numberRow, `field:${F.text.id}`, customFields)).toMatchObject({
      operator: 'Contains',
      values: { kind: 'text', value: '' },
    });
  });

  it('should read custom field rows back from stored JSON before the fields are loaded', () => {
    const stored = {
      combinator: 'And',
      rows: [
        {
          id: 'a',
          field: `field:${F.number.id}`,
          operator: 'IsGreaterThan',
          values: { kind: 'number', value: '5' },
        },
        { id: 'b', field: 'field:not-a-uuid', operator: 'Is', values: null },
      ],
    };
    const { form, ok } = parseFilterForm(stored);
    expect(ok).toBe(false);
    expect(form.rows).toEqual([stored.rows[0]]);
  });
});

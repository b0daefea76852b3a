import type { FilterForm, FilterRow } from '../types/FilterForm';
import { changeRowField } from './changeRow';
import { cleanFilter, compileFilter, compileRow } from './compileFilter';
import { fieldDef } from './filterFields';
import { parseFilterForm } from './parseFilterForm';

const ENTERPRISE = '3f1c2a9e-8b7d-4c6e-9a5f-0123456789ab';
const CHURNED = '7a2b3c4d-1111-4222-8333-444455556666';
const context = { now: new Date('2026-05-20T12:00:00.000Z'), currentUserId: null };

let next = 0;
function row(partial: Partial<FilterRow>): FilterRow {
  next += 1;
  return { id: `s${next}`, field: null, operator: null, values: null, ...partial };
}
const segments = (...ids: string[]) =>
  row({ field: 'Segments', operator: 'HasAnyOf', values: { kind: 'ids', ids } });

/**
 * The Segments row (spec 000 §3 segments {CONTAINS, ids}): people in any of the picked segments and
 * the notes linked to them, compiled and cleaned like the People row (spec 000 §5).
 */
describe('Segments filter row', () => {
  it('should offer the one operator the API takes, as the People row does', () => {
    expect(fieldDef('Segments')).toMatchObject({ operand: 'segments', operators: ['HasAnyOf'] });
    expect(fieldDef('Segments')?.operators).toEqual(fieldDef('People')?.operators);
  });

  it('should compile to the segments clause with CONTAINS and lower-case ids when segments are picked', () => {
    expect(compileRow(segments(ENTERPRISE.toUpperCase(), CHURNED), context)).toEqual({
      clause: { segments: { operator: 'CONTAINS', ids: [ENTERPRISE, CHURNED] } },
    });
  });

  it('should drop a row with no segments picked when the form is cleaned', () => {
    const empty = segments();
    const kept = segments(ENTERPRISE);
    expect(cleanFilter({ combinator: 'And', rows: [empty, kept] }).rows).toEqual([kept]);
    const compiled = compileFilter({ combinator: 'And', rows: [empty] }, context);
    expect(compiled).toMatchObject({ filter: null, sendable: true, problems: {} });
  });

  it('should send the segments clause beside other rows when the form is compiled', () => {
    const form: FilterForm = {
      combinator: 'Or',
      rows: [
        segments(ENTERPRISE),
        row({ field: 'People', operator: 'HasAnyOf', values: { kind: 'ids', ids: [CHURNED] } }),
      ],
    };
    expect(compileFilter(form, context).filter).toEqual({
      combinator: 'OR',
      clauses: [
        { segments: { operator: 'CONTAINS', ids: [ENTERPRISE] } },
        { people: { operator: 'CONTAINS', ids: [CHURNED] } },
      ],
    });
  });

  it('should refuse a row when a picked id is not a UUID', () => {
    expect(compileRow(segments('not-a-segment'), context)).toEqual({ problem: 'badId' });
  });

  it('should start the row over when a row changes to Segments from another field', () => {
    const people = row({ field: 'People', operator: 'HasAnyOf', values: { kind: 'ids', ids: [CHURNED] } });
    expect(changeRowField(people, 'Segments')).toMatchObject({
      field: 'Segments',
      operator: null,
      values: null,
    });
    expect(changeRowField(row({}), 'Segments')).toMatchObject({ operator: 'HasAnyOf', values: { ids: [] } });
  });

  it('should read a Segments row back from stored JSON when the address holds one', () => {
    const stored = {
      combinator: 'And',
      rows: [
        { id: 'a', field: 'Segments', operator: 'HasAnyOf', values: { kind: 'ids', ids: [ENTERPRISE] } },
      ],
    };
    expect(parseFilterForm(stored)).toEqual({ form: stored, ok: true });
    const wrongOperator = { combinator: 'And', rows: [{ ...stored.rows[0], operator: 'HasAllOf' }] };
    expect(parseFilterForm(wrongOperator)).toEqual({ form: { combinator: 'And', rows: [] }, ok: false });
  });
});

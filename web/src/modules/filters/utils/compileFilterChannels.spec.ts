import type { FilterForm, FilterRow } from '../types/FilterForm';
import { changeRowField } from './changeRow';
import { cleanFilter, compileFilter, compileRow } from './compileFilter';
import { fieldDef } from './filterFields';
import { parseFilterForm } from './parseFilterForm';

const SYNC = '3f1c2a9e-8b7d-4c6e-9a5f-0123456789ab';
const PRICING = '7a2b3c4d-1111-4222-8333-444455556666';
const REVIEWS = '9c8d7e6f-2222-4333-8444-555566667777';
const context = { now: new Date('2026-05-20T12:00:00.000Z'), currentUserId: null };

let next = 0;
function row(partial: Partial<FilterRow>): FilterRow {
  next += 1;
  return { id: `c${next}`, field: null, operator: null, values: null, ...partial };
}
const ids = (...values: string[]) => ({ kind: 'ids' as const, ids: values });

/**
 * The Channel, Themes and Datasets rows (spec 000 §3: filter field Channel; request model themes and
 * datasets with list operators), compiled and cleaned like the Project and Tags rows (spec 000 §5).
 */
describe('Channel, Themes and Datasets filter rows', () => {
  it('should offer the list operators of Tags for themes and datasets, and is / is not for channels', () => {
    expect(fieldDef('Themes')?.operators).toEqual(fieldDef('Tags')?.operators);
    expect(fieldDef('Datasets')?.operators).toEqual(fieldDef('Tags')?.operators);
    expect(fieldDef('Channel')?.operators).toEqual(['IsOneOf', 'IsNotOneOf']);
  });

  it.each([
    ['HasAnyOf', 'CONTAINS'],
    ['HasAllOf', 'IS_ALL_OF'],
    ['HasNoneOf', 'IS_NOT_ONE_OF'],
    ['MissingAllOf', 'IS_NOT_ALL_OF'],
  ] as const)('should compile Themes %s to %s with lower-case ids', (operator, expected) => {
    const themes = row({ field: 'Themes', operator, values: ids(SYNC.toUpperCase(), PRICING) });
    expect(compileRow(themes, context)).toEqual({
      clause: { themes: { operator: expected, ids: [SYNC, PRICING] } },
    });
  });

  it('should compile Datasets is empty and is not empty without values', () => {
    expect(compileRow(row({ field: 'Datasets', operator: 'IsEmpty' }), context)).toEqual({
      clause: { datasets: { operator: 'IS_EMPTY', ids: [] } },
    });
    expect(compileRow(row({ field: 'Themes', operator: 'IsNotEmpty' }), context)).toEqual({
      clause: { themes: { operator: 'IS_NOT_EMPTY', ids: [] } },
    });
  });

  it('should compile Channel rows to a location in or out of the channels', () => {
    expect(compileRow(row({ field: 'Channel', operator: 'IsOneOf', values: ids(REVIEWS) }), context)).toEqual(
      {
        clause: { location: { operator: 'LOCATED_IN', ids: [REVIEWS] } },
      },
    );
    expect(
      compileRow(row({ field: 'Channel', operator: 'IsNotOneOf', values: ids(REVIEWS) }), context),
    ).toEqual({ clause: { location: { operator: 'NOT_LOCATED_IN', ids: [REVIEWS] } } });
  });

  it('should drop rows with nothing picked and keep an empty test when the form is cleaned', () => {
    const empty = row({ field: 'Themes', operator: 'HasAnyOf', values: ids() });
    const isEmpty = row({ field: 'Datasets', operator: 'IsEmpty' });
    expect(cleanFilter({ combinator: 'And', rows: [empty, isEmpty] }).rows).toEqual([isEmpty]);
  });

  it('should send Themes and Datasets beside each other with Or', () => {
    const form: FilterForm = {
      combinator: 'Or',
      rows: [
        row({ field: 'Themes', operator: 'HasAnyOf', values: ids(SYNC) }),
        row({ field: 'Datasets', operator: 'HasNoneOf', values: ids(PRICING) }),
      ],
    };
    expect(compileFilter(form, context).filter).toEqual({
      combinator: 'OR',
      clauses: [
        { themes: { operator: 'CONTAINS', ids: [SYNC] } },
        { datasets: { operator: 'IS_NOT_ONE_OF', ids: [PRICING] } },
      ],
    });
  });

  it('should refuse a row when a picked id is not a UUID', () => {
    expect(compileRow(row({ field: 'Themes', operator: 'HasAnyOf', values: ids('sync') }), context)).toEqual({
      problem: 'badId',
    });
    expect(compileRow(row({ field: 'Channel', operator: 'IsOneOf', values: ids('x') }), context)).toEqual({
      problem: 'badId',
    });
  });

  it('should start the row over when it changes from Tags to Themes', () => {
    const tags = row({ field: 'Tags', operator: 'HasAllOf', values: ids(SYNC) });
    expect(changeRowField(tags, 'Themes')).toMatchObject({ field: 'Themes', operator: null, values: null });
  });

  it('should read Themes and Channel rows back from stored JSON', () => {
    const stored = {
      combinator: 'And',
      rows: [
        { id: 'a', field: 'Themes', operator: 'MissingAllOf', values: { kind: 'ids', ids: [SYNC] } },
        { id: 'b', field: 'Channel', operator: 'IsNotOneOf', values: { kind: 'ids', ids: [REVIEWS] } },
      ],
    };
    expect(parseFilterForm(stored)).toEqual({ form: stored, ok: true });
  });
});

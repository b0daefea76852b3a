import { PROJECT_VIEW_LIMITS } from './project-view-limits';
import { parseCanvasObjects, parseProjectViewState } from './project-view-state';

const FIELD = '7f1c2b9e-4d3a-4c5b-9e8f-1a2b3c4d5e6f';

describe(parseProjectViewState.name, () => {
  it('should accept a state with every part of spec 000 §3', () => {
    const state = {
      sort: { field: FIELD, direction: 'ASC' },
      filter: {
        combinator: 'Or',
        rows: [{ id: 'a', field: 'Created', operator: 'IsAfter', values: { kind: 'date', value: '1w' } }],
      },
      fieldFilters: [{ id: FIELD, type: 'NUMBER', operator: 'LESS_THAN', value: 5 }],
      group: { type: 'PERSON', id: FIELD, options: [FIELD] },
      columns: [{ key: 'title', width: 200, sticky: true, wrapped: true }],
      fieldVisibility: [{ key: FIELD, visible: true }],
      canvas: { objects: [{ kind: 'REFERENCE', id: 'x', type: 'INSIGHT', objectId: FIELD, x: 1, y: 2 }] },
      peekMode: 'Side',
    };
    expect(parseProjectViewState(JSON.stringify(state))).toEqual({ ok: true, value: state });
  });

  it('should fill the defaults of a SELECT group when they are left out', () => {
    const result = parseProjectViewState(JSON.stringify({ group: { type: 'SELECT', id: FIELD } }));
    expect(result).toEqual({
      ok: true,
      value: { group: { type: 'SELECT', id: FIELD, hiddenOptions: [], hideUncategorized: false } },
    });
  });

  it('should answer Invalid JSON when the text does not parse', () => {
    expect(parseProjectViewState('{"sort":')).toEqual({ ok: false, message: 'Invalid JSON' });
  });

  it('should name the path of the first problem when the shape is wrong', () => {
    const result = parseProjectViewState(JSON.stringify({ columns: [{ key: 'a', width: 5 }] }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^View state columns\.0\.width: /);
  });

  it.each([
    [
      'a column too narrow',
      { columns: [{ key: 'a', width: 5 }] },
      'View state columns.0.width: must be at least 40.',
    ],
    [
      'a column key too long',
      { columns: [{ key: 'k'.repeat(65) }] },
      'View state columns.0.key: can be at most 64 characters long.',
    ],
    ['a column without a key', { columns: [{ width: 50 }] }, 'View state columns.0.key: is required.'],
    [
      'an unknown sort direction',
      { sort: { field: 'TITLE', direction: 'UP' } },
      'View state sort.direction: must be one of ASC, DESC.',
    ],
    ['a summary that is not text', { summary: 5 }, 'View state summary: must be text.'],
    ['an unknown key', { colour: 'red' }, 'View state: has fields it does not know: colour.'],
    [
      'too many expanded cards',
      { expandedCards: Array(2001).fill(FIELD) },
      'View state expandedCards: can hold at most 2,000 items.',
    ],
    [
      'an unknown kind of filter values',
      {
        filter: {
          combinator: 'And',
          rows: [{ id: 'r', field: null, operator: null, values: { kind: 'x' } }],
        },
      },
      'View state filter.rows.0.values.kind: must be one of ids, boolean, date, range.',
    ],
  ])('should word %s as the product does, never in zod default wording', (_what, state, message) => {
    expect(parseProjectViewState(JSON.stringify(state))).toEqual({ ok: false, message });
  });

  it('should refuse a state longer than the limit before parsing it', () => {
    const result = parseProjectViewState(' '.repeat(PROJECT_VIEW_LIMITS.stateChars + 1));
    expect(result).toEqual({ ok: false, message: "A view's state can be at most 200,000 characters long." });
  });
});

describe(parseCanvasObjects.name, () => {
  it('should refuse more canvas objects than the limit', () => {
    const objects = Array.from({ length: PROJECT_VIEW_LIMITS.canvasObjects + 1 }, (_, i) => ({
      kind: 'RECTANGLE',
      id: `r${i}`,
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    }));
    expect(parseCanvasObjects(JSON.stringify(objects)).ok).toBe(false);
  });

  it('should refuse an unknown kind of object', () => {
    expect(parseCanvasObjects('[{"kind":"CIRCLE","id":"c"}]').ok).toBe(false);
  });
});

import { toShortId } from '../../common/utils/itemPath';
import { resultPath } from './resultPath';
import { toSearchInput } from './searchInput';
import { searchResultPolicy } from './searchResultPolicy';
import {
  DEFAULT_SEARCH_FILTER,
  readFilter,
  readSearchState,
  searchPagePath,
  writeSearchState,
} from './searchUrlState';

const A = '3f1c2a9e-8b7d-4c6e-9a5f-0123456789ab';
const B = '7a2b3c4d-1111-4222-8333-444455556666';

describe('search page address (spec 000 §3 search params)', () => {
  it('should write only what differs from a plain search and read it back the same', () => {
    const state = {
      query: 'pricing "annual plan"',
      tab: 'highlights' as const,
      method: 'HYBRID' as const,
      sort: 'oldest' as const,
      projectIds: [A, B],
      filter: {
        ...DEFAULT_SEARCH_FILTER,
        tagIds: [B],
        datePreset: 'last7Days' as const,
        includeArchived: true,
      },
    };
    const params = writeSearchState(state);
    expect(Object.fromEntries(params)).toEqual({
      query: 'pricing "annual plan"',
      resultType: 'highlights',
      projectIds: `${A},${B}`,
      sort: 'CREATED.ASC',
      method: 'HYBRID',
      filter: JSON.stringify({ tags: [B], date: 'last7Days', archived: true }),
    });
    expect(readSearchState(new URLSearchParams(params.toString()))).toEqual({
      ...state,
      filterInvalid: false,
    });
  });

  it('should leave a plain search with no parameters but its query', () => {
    expect(searchPagePath('')).toBe('/search');
    expect(searchPagePath('finance team')).toBe('/search?query=finance+team');
    expect(readSearchState(new URLSearchParams(''))).toEqual({
      query: '',
      tab: 'everything',
      method: 'FULL_TEXT',
      sort: 'relevance',
      projectIds: [],
      filter: DEFAULT_SEARCH_FILTER,
      filterInvalid: false,
    });
  });

  it("should open the People tab for the spec's Contacts tab (one list in Fieldnote)", () => {
    expect(readSearchState(new URLSearchParams('resultType=contacts')).tab).toBe('people');
    expect(readSearchState(new URLSearchParams('resultType=people')).tab).toBe('people');
  });

  it('should read q as the query, query winning when both are there', () => {
    expect(readSearchState(new URLSearchParams('q=invoice')).query).toBe('invoice');
    expect(readSearchState(new URLSearchParams('q=invoice&query=pricing')).query).toBe('pricing');
  });

  it('should drop a filter that is not JSON, and ids that are not UUIDs, and say so', () => {
    expect(readFilter('{tags: [')).toEqual({ filter: DEFAULT_SEARCH_FILTER, invalid: true });
    expect(readFilter('[1]')).toEqual({ filter: DEFAULT_SEARCH_FILTER, invalid: true });
    const partly = readFilter(JSON.stringify({ tags: [A, '1 or 1=1'], date: 'yesterday' }));
    expect(partly.invalid).toBe(true);
    expect(partly.filter).toEqual({ ...DEFAULT_SEARCH_FILTER, tagIds: [A] });
    const state = readSearchState(new URLSearchParams(`projectIds=${A},nope&resultType=gossip&sort=x`));
    expect(state).toMatchObject({ projectIds: [A], tab: 'everything', sort: 'relevance' });
  });

  it('should clean the filter to nothing when it equals the default (spec 000 §4)', () => {
    const params = writeSearchState({
      query: '',
      tab: 'everything',
      method: 'FULL_TEXT',
      sort: 'relevance',
      projectIds: [],
      filter: { ...DEFAULT_SEARCH_FILTER, datePreset: 'allTimeNoRange' },
    });
    expect(params.toString()).toBe('');
  });
});

describe('search request from the page state', () => {
  const state = {
    query: 'pricing',
    method: 'FULL_TEXT' as const,
    sort: 'updated' as const,
    projectIds: [A],
    filter: { ...DEFAULT_SEARCH_FILTER, createdBy: [B], published: true },
  };

  it('should send every set filter and leave the others out', () => {
    expect(toSearchInput(state, ['INSIGHT'], { limit: 25, offset: 50 })).toEqual({
      types: ['INSIGHT'],
      query: { method: 'FULL_TEXT', value: 'pricing', titleOnly: false },
      location: { operator: 'LOCATED_IN', ids: [A] },
      user: { operator: 'CREATED_BY', ids: [B] },
      tags: null,
      date: null,
      published: true,
      archived: false,
      filter: null,
      sort: { by: 'UPDATED', direction: 'DESC' },
      limit: 25,
      offset: 50,
    });
  });

  it('should send the compiled filter form, and both archived states when a row is about archived', () => {
    const group = { combinator: 'OR' as const, clauses: [{ archived: true }, { published: true }] };
    expect(toSearchInput(state, null, { limit: 5 }, { filter: group, filtersArchived: true })).toMatchObject({
      filter: group,
      archived: null,
    });
  });

  it('should keep filter-form rows in the address, unfinished ones too, and read them back', () => {
    const form = {
      combinator: 'Or' as const,
      rows: [
        {
          id: 'r1',
          field: 'Tags' as const,
          operator: 'HasAnyOf' as const,
          values: { kind: 'ids' as const, ids: [A] },
        },
        {
          id: 'r2',
          field: 'Project' as const,
          operator: 'IsOneOf' as const,
          values: { kind: 'ids' as const, ids: [] },
        },
      ],
    };
    const written = writeSearchState({
      ...state,
      tab: 'everything',
      filter: { ...DEFAULT_SEARCH_FILTER, form },
    });
    expect(readSearchState(written).filter.form).toEqual(form);
    expect(readFilter(JSON.stringify({ form: { combinator: 'Xor', rows: [] } })).invalid).toBe(true);
  });

  it('should send published only for insights, no query for blank text, and both archived states when asked', () => {
    const input = toSearchInput(
      { ...state, query: '   ', filter: { ...state.filter, includeArchived: true } },
      ['NOTE', 'HIGHLIGHT'],
      { limit: 8 },
    );
    expect(input).toMatchObject({ query: null, published: null, archived: null, offset: 0 });
  });
});

describe('search result links', () => {
  const preview = (title: string) => ({ title: [{ text: title, match: false }], content: [] });

  it('should open each type on its own page with slug and short id; a highlight at its place in the note', () => {
    const short = toShortId(A);
    expect(resultPath({ id: A, type: 'NOTE', noteId: A, preview: preview('Interview with Ana') })).toBe(
      `/data/interview-with-ana-${short}`,
    );
    expect(resultPath({ id: B, type: 'HIGHLIGHT', noteId: A, preview: preview('Interview with Ana') })).toBe(
      `/data/interview-with-ana-${short}#highlight-${B}`,
    );
    expect(resultPath({ id: A, type: 'INSIGHT', noteId: null, preview: preview('Why') })).toBe(
      `/insights/why-${short}`,
    );
    expect(resultPath({ id: A, type: 'PROJECT', noteId: null, preview: preview('Checkout') })).toBe(
      `/projects/checkout-${short}`,
    );
    expect(resultPath({ id: A, type: 'TAG', noteId: null, preview: preview('Pricing') })).toBe(
      `/tags/pricing-${short}`,
    );
    expect(resultPath({ id: A, type: 'PROJECT_CATEGORY', noteId: null, preview: preview('Discovery') })).toBe(
      `/folders/discovery-${short}`,
    );
    expect(resultPath({ id: A, type: 'PERSON', noteId: null, preview: preview('Ana') })).toBe(
      `/people/ana-${short}`,
    );
    expect(resultPath({ id: A, type: 'CHANNEL', noteId: null, preview: preview('Reviews') })).toBe(
      `/channels/reviews-${short}`,
    );
    expect(resultPath({ id: A, type: 'THEME', noteId: null, preview: preview('Sync') })).toBe(
      `/themes/sync-${short}`,
    );
    // A data point opens its channel's data points, filtered by its author when it has one; without
    // its channel it has nowhere to go.
    const point = { id: B, type: 'CHANNEL_DATAPOINT' as const, noteId: null, preview: preview('ana b') };
    expect(resultPath({ ...point, channelId: A, channelTitle: 'App reviews' })).toBe(
      `/channels/app-reviews-${short}#tab=datapoints&q=ana+b`,
    );
    const anonymous = {
      ...point,
      preview: preview('App reviews'),
      channelId: A,
      channelTitle: 'App reviews',
    };
    expect(resultPath(anonymous)).toBe(`/channels/app-reviews-${short}#tab=datapoints`);
    expect(resultPath({ ...point, channelId: null })).toBeNull();
  });
});

describe('search results in the cache', () => {
  const merge = searchResultPolicy.merge as (
    existing: unknown,
    incoming: unknown,
    options: { args: Record<string, unknown> },
  ) => { items: { id: string }[]; offset: number; total: number; totalIsEstimate?: boolean };
  const page = (offset: number, ids: string[]) => ({
    items: ids.map((id) => ({ id })),
    offset,
    total: 5,
  });

  it('should append a later page without repeating an item, and start again at offset 0', () => {
    const first = page(0, ['a', 'b']);
    const second = merge(first, page(2, ['b', 'c']), { args: { input: { offset: 2 } } });
    expect(second.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(second.offset).toBe(0);
    const again = merge(second, page(0, ['d']), { args: { input: { offset: 0 } } });
    expect(again.items.map((i) => i.id)).toEqual(['d']);
  });

  it('should settle an estimated total at the end of the list, and only there', () => {
    const estimated = (offset: number, ids: string[]) => ({
      ...page(offset, ids),
      total: 9,
      totalIsEstimate: true,
    });
    const first = merge(undefined, estimated(0, ['a', 'b']), { args: { input: { offset: 0, limit: 2 } } });
    expect(first).toMatchObject({ total: 9, totalIsEstimate: true });
    // A full page says nothing about the end.
    const second = merge(first, estimated(2, ['c', 'd']), { args: { input: { offset: 2, limit: 2 } } });
    expect(second).toMatchObject({ total: 9, totalIsEstimate: true });
    // A short page is the last: the list holds every match.
    const last = merge(second, estimated(4, ['e']), { args: { input: { offset: 4, limit: 2 } } });
    expect(last).toMatchObject({ total: 5, totalIsEstimate: false });
    expect(last.items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // The tabs' counts carry no items, estimated or not.
    const counts = { total: 9, totalIsEstimate: true };
    expect(merge(undefined, counts, { args: { input: { offset: 0, limit: 1 } } })).toEqual(counts);
    // An exact total is never touched.
    const exact = merge(second, page(4, []), { args: { input: { offset: 4, limit: 2 } } });
    expect(exact.total).toBe(5);
  });

  it('should keep one list per request whatever its offset, and apart for another limit', () => {
    const keyArgs = searchResultPolicy.keyArgs as (args: Record<string, unknown>) => string;
    const key = (input: Record<string, unknown>) => keyArgs({ input });
    expect(key({ limit: 25, offset: 0, query: { value: 'a' } })).toBe(
      key({ query: { value: 'a' }, offset: 50, limit: 25 }),
    );
    expect(key({ limit: 25, query: { value: 'a' } })).not.toBe(key({ limit: 1, query: { value: 'a' } }));
    expect(key({ limit: 25, query: { value: 'a' } })).not.toBe(key({ limit: 25, query: { value: 'b' } }));
  });
});

import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';
import { ids, runSearch, search, searchUntil } from './search-client';

const TEXT_A = 'Ana wants single sign-on before the enterprise rollout.';
const TEXT_B = 'Bo finds the monthly plan too expensive for a small team.';
const TEXT_C = 'Cy has not said much yet.';

const AGGS = `query($input: SearchInput!) { search(input: $input) { total aggregations {
  field { key count value }
  date { key count value }
  sentiment { key label count value }
  npsSegments { score responses buckets { key count value } }
  csatSegments { score responses buckets { key count value } }
} } }`;

interface Bucket {
  key: string;
  label?: string;
  count: number;
  value: number | null;
}
interface Segments {
  score: number | null;
  responses: number;
  buckets: Bucket[];
}
interface Aggregated {
  total: number;
  aggregations: {
    field: Bucket[] | null;
    date: Bucket[] | null;
    sentiment: Bucket[] | null;
    npsSegments: Segments | null;
    csatSegments: Segments | null;
  };
}

/**
 * Custom-field and people filters of the search request (spec 000 §3: custom-field filter entries
 * TEXT, BOOLEAN, NUMBER, DATE with their operators; people {CONTAINS, ids}) and the functions and
 * score aggregations that read custom fields (groupFn MAX, MIN, AVG, SUM, NPS, CSAT, PERCENT, COUNT;
 * sentiment, npsSegments, csatSegments).
 */
describe('search over custom fields', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  const id: Record<string, string> = {};
  const field: Record<string, string> = {};
  const option: Record<string, string> = {};

  const gql = async <T>(query: string, variables: Record<string, unknown>, who = contributor) =>
    expectOk(await who.client.gql<T>(query, variables));
  async function createField(label: string, type: string, options?: { label: string }[]) {
    const created = await gql<{
      createCustomField: { id: string; options: { id: string; label: string }[] };
    }>(
      'mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id options { id label } } }',
      { input: { target: 'NOTE', label, type, options } },
      ws.manager,
    );
    for (const o of created.createCustomField.options) option[o.label] = o.id;
    return created.createCustomField.id;
  }
  const setValue = (fieldId: string, noteId: string, value: Record<string, unknown>) =>
    gql('mutation($input: SetCustomFieldValueInput!) { setCustomFieldValue(input: $input) { fieldId } }', {
      input: { fieldId, target: 'NOTE', objectId: noteId, ...value },
    });
  const notes = async (fields: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    ids(await search(viewer.client, { types: ['NOTE'], limit: 100, fields, ...extra }));
  const entry = (name: string, type: string, operator: string, value: Record<string, unknown> = {}) => ({
    id: field[name],
    type,
    operator,
    ...value,
  });
  const aggregate = async (input: Record<string, unknown>) =>
    expectOk(
      await viewer.client.gql<{ search: Aggregated }>(AGGS, {
        input: { types: ['NOTE'], limit: 0, ...input },
      }),
    ).search;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    id.project = await buildProject(contributor.client, 'Account interviews');
    id.a = await buildNote(contributor.client, id.project, 'Interview with Ana', TEXT_A);
    id.b = await buildNote(contributor.client, id.project, 'Interview with Bo', TEXT_B);
    id.c = await buildNote(contributor.client, id.project, 'Interview with Cy', TEXT_C);
    field.plan = await createField('Plan', 'TEXT');
    field.tier = await createField('Tier', 'SELECT', [{ label: 'Free' }, { label: 'Pro' }]);
    field.churned = await createField('Churned', 'BOOLEAN');
    field.seats = await createField('Seats', 'NUMBER');
    field.score = await createField('Likely to recommend', 'NPS');
    field.rating = await createField('Satisfaction', 'NUMBER');
    field.renewal = await createField('Renewal', 'DATETIME');
    field.owner = await createField('Account owner', 'PERSON');
    id.owner = contributor.id;
    await setValue(field.plan, id.a, { text: 'Enterprise annual' });
    await setValue(field.plan, id.b, { text: 'Startup monthly' });
    await setValue(field.tier, id.a, { optionIds: [option.Pro] });
    await setValue(field.tier, id.b, { optionIds: [option.Free] });
    await setValue(field.churned, id.a, { boolean: false });
    await setValue(field.churned, id.b, { boolean: true });
    await setValue(field.seats, id.a, { text: '50' });
    await setValue(field.seats, id.b, { text: '5' });
    await setValue(field.score, id.a, { text: '10' });
    await setValue(field.score, id.b, { text: '3' });
    await setValue(field.rating, id.a, { text: '5' });
    await setValue(field.rating, id.b, { text: '2' });
    await setValue(field.renewal, id.a, { text: '2026-03-01T10:00:00Z' });
    await setValue(field.renewal, id.b, { text: '2026-04-15T00:00:00Z' });
    await setValue(field.owner, id.a, { text: id.owner });
    const person = await gql<{ createPerson: { id: string } }>(
      'mutation($input: CreatePersonInput!) { createPerson(input: $input) { id } }',
      { input: { name: 'Ana Example', noteId: id.a } },
    );
    id.ana = person.createPerson.id;
    const tag = async (title: string, sentiment: string) =>
      (
        await gql<{ createTag: { id: string } }>(
          'mutation($input: CreateTagInput!) { createTag(input: $input) { id } }',
          { input: { projectId: id.project, title, sentiment } },
        )
      ).createTag.id;
    id.delight = await tag('Delight', 'positive');
    id.pain = await tag('Pain', 'negative');
    const highlight = async (noteId: string, text: string, quote: string, tagIds: string[]) => {
      const start = text.indexOf(quote);
      return (
        await gql<{ createHighlight: { id: string } }>(
          'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
          { input: { noteId, startOffset: start, endOffset: start + quote.length, text: quote, tagIds } },
        )
      ).createHighlight.id;
    };
    id.hA = await highlight(id.a, TEXT_A, 'single sign-on', [id.delight]);
    id.hB = await highlight(id.b, TEXT_B, 'too expensive', [id.pain]);
    await searchUntil(viewer.client, { types: ['HIGHLIGHT'] }, (found) => found.total === 2);
    await searchUntil(
      viewer.client,
      { types: ['NOTE'], tags: { operator: 'IS_NOT_EMPTY', ids: [] } },
      (found) => found.total === 2,
    );
  });

  afterAll(() => sut.close());

  it('should match TEXT CONTAINS any of the strings ignoring case, and NOT_CONTAINS the others', async () => {
    expect(await notes([entry('plan', 'TEXT', 'CONTAINS', { values: ['enterprise'] })])).toEqual([id.a]);
    expect(await notes([entry('plan', 'TEXT', 'CONTAINS', { values: ['ENTERPRISE', 'startup'] })])).toEqual(
      [id.a, id.b].sort(),
    );
    expect(await notes([entry('plan', 'TEXT', 'NOT_CONTAINS', { values: ['enterprise'] })])).toEqual(
      [id.b, id.c].sort(),
    );
    // "%" is a character people type, not a wildcard.
    expect(await notes([entry('plan', 'TEXT', 'CONTAINS', { values: ['%'] })])).toEqual([]);
  });

  it('should drop a TEXT entry whose strings are all empty when cleaning', async () => {
    expect(await notes([entry('plan', 'TEXT', 'CONTAINS', { values: ['  ', ''] })])).toEqual(
      [id.a, id.b, id.c].sort(),
    );
  });

  it('should read option ids when a TEXT entry names a SELECT field', async () => {
    expect(await notes([entry('tier', 'TEXT', 'CONTAINS', { values: [option.Pro] })])).toEqual([id.a]);
    expect(await notes([entry('tier', 'TEXT', 'NOT_CONTAINS', { values: [option.Pro] })])).toEqual(
      [id.b, id.c].sort(),
    );
    const bad = await runSearch(viewer.client, {
      types: ['NOTE'],
      fields: [entry('tier', 'TEXT', 'CONTAINS', { values: ['Pro'] })],
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });

  it('should read member ids when a TEXT entry names a PERSON field', async () => {
    expect(await notes([entry('owner', 'TEXT', 'CONTAINS', { values: [id.owner.toUpperCase()] })])).toEqual([
      id.a,
    ]);
  });

  it('should match BOOLEAN CONTAINS the value and NOT_CONTAINS the rest', async () => {
    expect(await notes([entry('churned', 'BOOLEAN', 'CONTAINS', { boolean: true })])).toEqual([id.b]);
    expect(await notes([entry('churned', 'BOOLEAN', 'NOT_CONTAINS', { boolean: true })])).toEqual(
      [id.a, id.c].sort(),
    );
  });

  it('should compare NUMBER values with EQUAL, NOT_EQUAL, GREATER_THAN and LESS_THAN', async () => {
    expect(await notes([entry('seats', 'NUMBER', 'EQUAL', { number: 50 })])).toEqual([id.a]);
    expect(await notes([entry('seats', 'NUMBER', 'NOT_EQUAL', { number: 50 })])).toEqual([id.b, id.c].sort());
    expect(await notes([entry('seats', 'NUMBER', 'GREATER_THAN', { number: 5 })])).toEqual([id.a]);
    expect(await notes([entry('seats', 'NUMBER', 'LESS_THAN', { number: 50 })])).toEqual([id.b]);
    expect(await notes([entry('score', 'NUMBER', 'GREATER_THAN', { number: 8.5 })])).toEqual([id.a]);
  });

  it('should match DATE CONTAINS on the UTC day and NOT_CONTAINS the rest', async () => {
    expect(await notes([entry('renewal', 'DATE', 'CONTAINS', { date: '2026-03-01' })])).toEqual([id.a]);
    expect(await notes([entry('renewal', 'DATE', 'NOT_CONTAINS', { date: '2026-03-01' })])).toEqual(
      [id.b, id.c].sort(),
    );
    const bad = await runSearch(viewer.client, {
      fields: [entry('renewal', 'DATE', 'CONTAINS', { date: 'March 1st' })],
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });

  it('should find items with no value with IS_EMPTY and with one with IS_NOT_EMPTY', async () => {
    expect(await notes([entry('seats', 'NUMBER', 'IS_EMPTY')])).toEqual([id.c]);
    expect(await notes([entry('tier', 'TEXT', 'IS_NOT_EMPTY')])).toEqual([id.a, id.b].sort());
  });

  it('should need every entry of fields, and combine field clauses with AND or OR', async () => {
    const enterprise = entry('plan', 'TEXT', 'CONTAINS', { values: ['enterprise'] });
    const churned = entry('churned', 'BOOLEAN', 'CONTAINS', { boolean: true });
    expect(await notes([enterprise, churned])).toEqual([]);
    const clauses = [{ field: enterprise }, { field: churned }];
    expect(await notes([], { filter: { combinator: 'OR', clauses } })).toEqual([id.a, id.b].sort());
    expect(await notes([], { filter: { combinator: 'AND', clauses } })).toEqual([]);
  });

  it('should filter highlights by their note’s values', async () => {
    const found = await search(viewer.client, {
      types: ['HIGHLIGHT'],
      fields: [entry('seats', 'NUMBER', 'GREATER_THAN', { number: 10 })],
    });
    expect(ids(found)).toEqual([id.hA]);
  });

  it('should find the notes of people with people CONTAINS, and their highlights', async () => {
    expect(await notes([], { people: { operator: 'CONTAINS', ids: [id.ana] } })).toEqual([id.a]);
    const rows = await search(viewer.client, {
      types: ['HIGHLIGHT'],
      filter: { combinator: 'AND', clauses: [{ people: { operator: 'CONTAINS', ids: [id.ana] } }] },
    });
    expect(ids(rows)).toEqual([id.hA]);
  });

  it('should refuse an operator the entry type does not take, a field of another type, or no field', async () => {
    const refused = async (fields: Record<string, unknown>[]) =>
      errorCode(await runSearch(viewer.client, { fields }));
    expect(await refused([entry('seats', 'NUMBER', 'CONTAINS', { number: 5 })])).toBe('BAD_USER_INPUT');
    expect(await refused([entry('seats', 'TEXT', 'CONTAINS', { values: ['5'] })])).toBe('BAD_USER_INPUT');
    expect(await refused([entry('churned', 'BOOLEAN', 'CONTAINS')])).toBe('BAD_USER_INPUT');
    expect(
      await refused([{ id: '00000000-0000-4000-8000-000000000000', type: 'TEXT', operator: 'IS_EMPTY' }]),
    ).toBe('BAD_USER_INPUT');
    expect(await refused([{ id: 'not-a-uuid', type: 'TEXT', operator: 'IS_EMPTY' }])).toBe('BAD_USER_INPUT');
  });

  it('should refuse another workspace’s field as no field at all', async () => {
    const other = await signUpAndCreateWorkspace(sut);
    const response = await runSearch(other.manager.client, {
      fields: [entry('seats', 'NUMBER', 'IS_NOT_EMPTY')],
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('should compute MAX, MIN, AVG, SUM, COUNT and PERCENT of a NUMBER field per bucket', async () => {
    const byType = async (groupFn: string) =>
      (await aggregate({ aggs: { field: { type: 'TYPE' } }, groupFn, groupFnField: field.seats }))
        .aggregations.field;
    expect(await byType('AVG')).toEqual([{ key: 'NOTE', count: 2, value: 27.5 }]);
    expect(await byType('MAX')).toEqual([{ key: 'NOTE', count: 2, value: 50 }]);
    expect(await byType('MIN')).toEqual([{ key: 'NOTE', count: 2, value: 5 }]);
    expect(await byType('SUM')).toEqual([{ key: 'NOTE', count: 2, value: 55 }]);
    // With a field, COUNT and PERCENT count the matches that have a value of it (Cy has none).
    expect(await byType('COUNT')).toEqual([{ key: 'NOTE', count: 2, value: 2 }]);
    expect(await byType('PERCENT')).toEqual([{ key: 'NOTE', count: 2, value: 100 }]);
  });

  it('should compute NPS and CSAT of a score field per bucket', async () => {
    const byTier = async (groupFn: string, groupFnField: string) =>
      (await aggregate({ aggs: { field: { type: 'TYPE' } }, groupFn, groupFnField })).aggregations.field;
    // One promoter (10) and one detractor (3): 50 % − 50 %.
    expect(await byTier('NPS', field.score)).toEqual([{ key: 'NOTE', count: 2, value: 0 }]);
    // One of two ratings is 4 or more.
    expect(await byTier('CSAT', field.rating)).toEqual([{ key: 'NOTE', count: 2, value: 50 }]);
    const promoters = await aggregate({
      fields: [entry('score', 'NUMBER', 'GREATER_THAN', { number: 8 })],
      aggs: { field: { type: 'TYPE' } },
      groupFn: 'NPS',
      groupFnField: field.score,
    });
    expect(promoters.aggregations.field).toEqual([{ key: 'NOTE', count: 1, value: 100 }]);
  });

  it('should leave an empty date bucket without a value for AVG and at 0 for SUM', async () => {
    const histogram = async (groupFn: string) =>
      (
        await aggregate({
          aggs: { date: { method: 'CREATED', interval: 'day' } },
          date: { method: 'CREATED', from: new Date(Date.now() - 86_400_000).toISOString() },
          groupFn,
          groupFnField: field.seats,
        })
      ).aggregations.date ?? [];
    const avg = await histogram('AVG');
    expect(avg.find((bucket) => bucket.count === 2)?.value).toBe(27.5);
    expect(avg.filter((bucket) => bucket.count === 0).every((bucket) => bucket.value === null)).toBe(true);
    const sum = await histogram('SUM');
    expect(sum.filter((bucket) => bucket.count === 0).every((bucket) => bucket.value === 0)).toBe(true);
  });

  it('should refuse a function that reads a field without one, or with a field that holds no numbers', async () => {
    const refused = async (input: Record<string, unknown>) =>
      errorCode(await runSearch(viewer.client, { aggs: { field: { type: 'TYPE' } }, ...input }));
    expect(await refused({ groupFn: 'AVG' })).toBe('BAD_USER_INPUT');
    expect(await refused({ groupFn: 'AVG', groupFnField: field.plan })).toBe('BAD_USER_INPUT');
    expect(await refused({ groupFn: 'NPS', groupFnField: 'nope' })).toBe('BAD_USER_INPUT');
  });

  it('should count NPS segments with the score', async () => {
    const { npsSegments } = (await aggregate({ aggs: { npsSegments: { field: field.score } } })).aggregations;
    expect(npsSegments).toEqual({
      score: 0,
      responses: 2,
      buckets: [
        { key: 'Detractor', count: 1, value: 50 },
        { key: 'Passive', count: 0, value: 0 },
        { key: 'Promoter', count: 1, value: 50 },
      ],
    });
  });

  it('should count NPS segments of people by a people field, and average a people field by type', async () => {
    const created = await gql<{ createCustomField: { id: string } }>(
      'mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id } }',
      { input: { target: 'PERSON', label: `Person NPS ${Date.now()}`, type: 'NPS' } },
      ws.manager,
    );
    const personNps = created.createCustomField.id;
    const person = async (name: string, score: string) => {
      const made = await gql<{ createPerson: { id: string } }>(
        'mutation($input: CreatePersonInput!) { createPerson(input: $input) { id } }',
        { input: { name } },
      );
      await gql(
        'mutation($input: SetCustomFieldValueInput!) { setCustomFieldValue(input: $input) { fieldId } }',
        {
          input: { fieldId: personNps, target: 'PERSON', objectId: made.createPerson.id, text: score },
        },
      );
      return made.createPerson.id;
    };
    await person('Promoting Pat', '9');
    await person('Passive Pia', '7');
    await searchUntil(viewer.client, { types: ['PERSON'] }, (found) => found.total >= 3);
    const { npsSegments } = (
      await aggregate({ types: ['PERSON'], aggs: { npsSegments: { field: personNps } } })
    ).aggregations;
    // Ana (no score) drops out: two responses, one promoter, one passive.
    expect(npsSegments).toEqual({
      score: 50,
      responses: 2,
      buckets: [
        { key: 'Detractor', count: 0, value: 0 },
        { key: 'Passive', count: 1, value: 50 },
        { key: 'Promoter', count: 1, value: 50 },
      ],
    });
    const average = await aggregate({
      types: ['PERSON'],
      aggs: { field: { type: 'TYPE' } },
      groupFn: 'AVG',
      groupFnField: personNps,
    });
    expect(average.aggregations.field).toEqual([{ key: 'PERSON', count: 2, value: 8 }]);
  });

  it('should count CSAT segments with the score, and give no score without responses', async () => {
    const { csatSegments } = (await aggregate({ aggs: { csatSegments: { field: field.rating } } }))
      .aggregations;
    expect(csatSegments).toEqual({
      score: 50,
      responses: 2,
      buckets: [
        { key: 'Dissatisfied', count: 1, value: 50 },
        { key: 'Neutral', count: 0, value: 0 },
        { key: 'Satisfied', count: 1, value: 50 },
      ],
    });
    const none = await aggregate({
      types: ['PROJECT'],
      aggs: { csatSegments: { field: field.rating } },
    });
    expect(none.aggregations.csatSegments?.score).toBeNull();
    expect(none.aggregations.csatSegments?.responses).toBe(0);
  });

  it('should count matches by the sentiment of their tags', async () => {
    const { sentiment } = (await aggregate({ aggs: { sentiment: true } })).aggregations;
    expect(sentiment).toEqual([
      { key: 'positive', label: 'Positive', count: 1, value: 1 },
      { key: 'negative', label: 'Negative', count: 1, value: 1 },
      { key: 'mixed', label: 'Mixed', count: 0, value: 0 },
    ]);
    const avg = await aggregate({ aggs: { sentiment: true }, groupFn: 'AVG', groupFnField: field.seats });
    expect(avg.aggregations.sentiment?.map((bucket) => bucket.value)).toEqual([50, 5, null]);
  });

  it('should draw NPS segments on a chart with the score', async () => {
    const dashboard = await gql<{ createDashboard: { id: string } }>(
      'mutation($input: CreateDashboardInput!) { createDashboard(input: $input) { id } }',
      { input: { title: 'Loyalty' } },
    );
    const chart = await gql<{ createChart: { id: string } }>(
      'mutation($input: CreateChartInput!) { createChart(input: $input) { id } }',
      {
        input: {
          dashboardId: dashboard.createDashboard.id,
          title: 'NPS',
          type: 'PIE',
          search: { types: ['NOTE'], aggs: { npsSegments: { field: field.score } }, limit: 0 },
        },
      },
    );
    const read = await gql<{
      chart: {
        data: { score: number | null; responses: number | null; buckets: { key: string; count: number }[] };
      };
    }>(
      'query($id: ID!) { chart(id: $id) { data { score responses buckets { key count } } } }',
      {
        id: chart.createChart.id,
      },
      viewer,
    );
    expect(read.chart.data).toEqual({
      score: 0,
      responses: 2,
      buckets: [
        { key: 'Detractor', count: 1 },
        { key: 'Passive', count: 0 },
        { key: 'Promoter', count: 1 },
      ],
    });
  });

  it('should keep a chart’s filter form for its editor and refuse one that is not JSON of an object', async () => {
    const dashboard = await gql<{ createDashboard: { id: string } }>(
      'mutation($input: CreateDashboardInput!) { createDashboard(input: $input) { id } }',
      { input: { title: 'Seats' } },
    );
    const form = JSON.stringify({
      combinator: 'And',
      rows: [
        {
          id: 'r1',
          field: `field:${field.seats}`,
          operator: 'IsGreaterThan',
          values: { kind: 'number', value: '10' },
        },
      ],
    });
    const search = {
      types: ['NOTE'],
      aggs: { field: { type: 'TYPE' } },
      groupFn: 'AVG',
      groupFnField: field.seats,
      filter: {
        combinator: 'AND',
        clauses: [{ field: { id: field.seats, type: 'NUMBER', operator: 'GREATER_THAN', number: 10 } }],
      },
      limit: 0,
    };
    const CREATE = 'mutation($input: CreateChartInput!) { createChart(input: $input) { id filterForm } }';
    const created = await gql<{ createChart: { id: string; filterForm: string } }>(CREATE, {
      input: {
        dashboardId: dashboard.createDashboard.id,
        title: 'Average seats',
        type: 'BAR',
        search,
        filterForm: form,
      },
    });
    expect(JSON.parse(created.createChart.filterForm)).toEqual(JSON.parse(form));
    const read = await gql<{ chart: { data: { buckets: { key: string; value: number }[] } } }>(
      'query($id: ID!) { chart(id: $id) { data { buckets { key value } } } }',
      { id: created.createChart.id },
      viewer,
    );
    expect(read.chart.data.buckets).toEqual([{ key: 'NOTE', value: 50 }]);
    const UPDATE = 'mutation($input: UpdateChartInput!) { updateChart(input: $input) { id filterForm } }';
    for (const bad of ['not json', '[1, 2]', 'x'.repeat(20_001)]) {
      const response = await contributor.client.gql(UPDATE, {
        input: { id: created.createChart.id, filterForm: bad },
      });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
    }
    const kept = await gql<{ chart: { filterForm: string } }>(
      'query($id: ID!) { chart(id: $id) { filterForm } }',
      {
        id: created.createChart.id,
      },
    );
    expect(kept.chart.filterForm).toBe(created.createChart.filterForm);
  });

  it("should refuse a private project's field to a member without access, and read it for one with access", async () => {
    const secret = await buildProject(ws.manager.client, 'Secret accounts');
    const noteId = await buildNote(ws.manager.client, secret, 'Secret interview', 'Nothing to see.');
    const created = await gql<{ createCustomField: { id: string } }>(
      'mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id } }',
      { input: { target: 'NOTE', projectId: secret, label: 'Secret seats', type: 'NUMBER' } },
      ws.manager,
    );
    const secretField = created.createCustomField.id;
    await gql(
      'mutation($input: SetCustomFieldValueInput!) { setCustomFieldValue(input: $input) { fieldId } }',
      { input: { fieldId: secretField, target: 'NOTE', objectId: noteId, text: '7' } },
      ws.manager,
    );
    await gql(
      'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { generalAccess } }',
      { p: secret },
      ws.manager,
    );
    const input = {
      types: ['NOTE'],
      fields: [{ id: secretField, type: 'NUMBER', operator: 'EQUAL', number: 7 }],
    };
    // Without access the field is no field at all; its notes were never findable either.
    expect(errorCode(await runSearch(viewer.client, input))).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await runSearch(viewer.client, {
          aggs: { field: { type: 'TYPE' } },
          groupFn: 'SUM',
          groupFnField: secretField,
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    const found = await searchUntil(ws.manager.client, input, (result) => result.total === 1);
    expect(ids(found)).toEqual([noteId]);
  });
});

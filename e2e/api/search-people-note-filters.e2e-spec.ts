import type { GqlResponse } from '../../services/all-in-one/src/testing/graphql-client';
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

const TEXT_A = 'Ana and Bo want single sign-on before the enterprise rollout.';
const TEXT_B = 'Bo finds the monthly plan too expensive for a small team.';

/**
 * The search request's personFields, notesFromFields and notesFromPeople (spec 000 §3), at the top
 * level and as filter-group clauses: people by their fields, notes and highlights by their
 * people's fields, by their note's fields and by their note's people; what they refuse (spec 000
 * §5) and what they never show (private projects).
 *
 * Notes: a (Ana, Bo), b (Bo), c (Cy), d (nobody). Ana: Enterprise annual, Pro, not churned, 50
 * seats, renews 2026-03-01, owned by the contributor; Bo: Startup monthly, Free, churned, 5 seats,
 * renews 2026-04-15; Cy: no values. Note fields: a Stage "Discovery", Priority 1; b "Evaluation", 3.
 */
describe('search by people fields, note fields and note people', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  const id: Record<string, string> = {};
  const field: Record<string, string> = {};
  const option: Record<string, string> = {};

  const gql = async <T>(query: string, variables: Record<string, unknown>, who = contributor) =>
    expectOk(await who.client.gql<T>(query, variables));
  async function createField(
    target: string,
    label: string,
    type: string,
    extra: Record<string, unknown> = {},
  ) {
    const created = await gql<{
      createCustomField: { id: string; options: { id: string; label: string }[] };
    }>(
      'mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id options { id label } } }',
      { input: { target, label, type, ...extra } },
      ws.manager,
    );
    for (const o of created.createCustomField.options) option[o.label] = o.id;
    return created.createCustomField.id;
  }
  const setValue = (
    target: string,
    fieldId: string,
    objectId: string,
    value: Record<string, unknown>,
    who = contributor,
  ) =>
    gql(
      'mutation($input: SetCustomFieldValueInput!) { setCustomFieldValue(input: $input) { fieldId } }',
      { input: { fieldId, target, objectId, ...value } },
      who,
    );
  const createPerson = async (name: string, noteId?: string) =>
    (
      await gql<{ createPerson: { id: string } }>(
        'mutation($input: CreatePersonInput!) { createPerson(input: $input) { id } }',
        { input: { name, noteId } },
      )
    ).createPerson.id;
  const link = (noteId: string, personId: string, who = contributor) =>
    gql(
      'mutation($n: ID!, $p: ID!) { linkPersonToNote(noteId: $n, personId: $p) { id } }',
      {
        n: noteId,
        p: personId,
      },
      who,
    );
  const entry = (name: string, type: string, operator: string, value: Record<string, unknown> = {}) => ({
    id: field[name],
    type,
    operator,
    ...value,
  });
  const found = async (types: string[], input: Record<string, unknown>, who = viewer) =>
    ids(await search(who.client, { types, limit: 100, ...input }));
  const people = (personFields: Record<string, unknown>[]) => found(['PERSON'], { personFields });
  const sorted = (...values: string[]) => [...values].sort();
  const refusal = (response: GqlResponse<unknown>) => {
    const error = response.errors?.[0] as
      { message: string; extensions: { details?: { field?: string } } } | undefined;
    return {
      code: errorCode(response),
      field: error?.extensions.details?.field,
      message: error?.message ?? '',
    };
  };

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    id.project = await buildProject(contributor.client, 'Account interviews');
    id.a = await buildNote(contributor.client, id.project, 'Interview with Ana and Bo', TEXT_A);
    id.b = await buildNote(contributor.client, id.project, 'Interview with Bo', TEXT_B);
    id.c = await buildNote(contributor.client, id.project, 'Interview with Cy', 'Cy has not said much.');
    id.d = await buildNote(contributor.client, id.project, 'Survey export', 'No one in particular.');
    field.plan = await createField('PERSON', 'Plan', 'TEXT');
    field.tier = await createField('PERSON', 'Tier', 'SELECT', {
      options: [{ label: 'Free' }, { label: 'Pro' }],
    });
    field.churned = await createField('PERSON', 'Churned', 'BOOLEAN');
    field.seats = await createField('PERSON', 'Seats', 'NUMBER');
    field.renewal = await createField('PERSON', 'Renewal', 'DATETIME');
    field.owner = await createField('PERSON', 'Account owner', 'PERSON');
    field.stage = await createField('NOTE', 'Stage', 'TEXT');
    field.priority = await createField('NOTE', 'Priority', 'NUMBER');
    field.reviewed = await createField('NOTE', 'Reviewed', 'BOOLEAN');
    field.due = await createField('NOTE', 'Due', 'DATETIME');
    field.source = await createField('NOTE', 'Source', 'SELECT', {
      options: [{ label: 'Call' }, { label: 'Email' }],
    });
    field.impact = await createField('INSIGHT', 'Impact', 'NUMBER');
    id.ana = await createPerson('Ana Example', id.a);
    id.bo = await createPerson('Bo Example', id.b);
    await link(id.a, id.bo);
    id.cy = await createPerson('Cy Example', id.c);
    await setValue('PERSON', field.plan, id.ana, { text: 'Enterprise annual' });
    await setValue('PERSON', field.plan, id.bo, { text: 'Startup monthly' });
    await setValue('PERSON', field.tier, id.ana, { optionIds: [option.Pro] });
    await setValue('PERSON', field.tier, id.bo, { optionIds: [option.Free] });
    await setValue('PERSON', field.churned, id.ana, { boolean: false });
    await setValue('PERSON', field.churned, id.bo, { boolean: true });
    await setValue('PERSON', field.seats, id.ana, { text: '50' });
    await setValue('PERSON', field.seats, id.bo, { text: '5' });
    await setValue('PERSON', field.renewal, id.ana, { text: '2026-03-01T10:00:00Z' });
    await setValue('PERSON', field.renewal, id.bo, { text: '2026-04-15T00:00:00Z' });
    await setValue('PERSON', field.owner, id.ana, { text: contributor.id });
    await setValue('NOTE', field.stage, id.a, { text: 'Discovery' });
    await setValue('NOTE', field.stage, id.b, { text: 'Evaluation' });
    await setValue('NOTE', field.priority, id.a, { text: '1' });
    await setValue('NOTE', field.priority, id.b, { text: '3' });
    await setValue('NOTE', field.reviewed, id.a, { boolean: true });
    await setValue('NOTE', field.due, id.b, { text: '2026-05-20T12:00:00Z' });
    await setValue('NOTE', field.source, id.a, { optionIds: [option.Call] });
    const highlight = async (noteId: string, text: string, quote: string) => {
      const start = text.indexOf(quote);
      return (
        await gql<{ createHighlight: { id: string } }>(
          'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
          { input: { noteId, startOffset: start, endOffset: start + quote.length, text: quote, tagIds: [] } },
        )
      ).createHighlight.id;
    };
    id.hA = await highlight(id.a, TEXT_A, 'single sign-on');
    id.hB = await highlight(id.b, TEXT_B, 'too expensive');
    await searchUntil(viewer.client, { types: ['HIGHLIGHT'] }, (result) => result.total === 2);
    await searchUntil(viewer.client, { types: ['PERSON'] }, (result) => result.total === 3);
    await searchUntil(viewer.client, { types: ['NOTE'] }, (result) => result.total === 4);
  });

  afterAll(() => sut.close());

  describe('personFields', () => {
    it('should keep people findable once their fields are set', async () => {
      expect(await found(['PERSON'], {})).toEqual(sorted(id.ana, id.bo, id.cy));
    });

    it('should match people by TEXT CONTAINS any string ignoring case, and NOT_CONTAINS the rest', async () => {
      expect(await people([entry('plan', 'TEXT', 'CONTAINS', { values: ['ENTERPRISE'] })])).toEqual([id.ana]);
      expect(
        await people([entry('plan', 'TEXT', 'CONTAINS', { values: ['enterprise', 'startup'] })]),
      ).toEqual(sorted(id.ana, id.bo));
      expect(await people([entry('plan', 'TEXT', 'NOT_CONTAINS', { values: ['enterprise'] })])).toEqual(
        sorted(id.bo, id.cy),
      );
    });

    it('should read option ids for a SELECT field and member ids for a PERSON field', async () => {
      expect(await people([entry('tier', 'TEXT', 'CONTAINS', { values: [option.Pro] })])).toEqual([id.ana]);
      expect(await people([entry('tier', 'TEXT', 'NOT_CONTAINS', { values: [option.Pro] })])).toEqual(
        sorted(id.bo, id.cy),
      );
      expect(
        await people([entry('owner', 'TEXT', 'CONTAINS', { values: [contributor.id.toUpperCase()] })]),
      ).toEqual([id.ana]);
    });

    it('should match BOOLEAN CONTAINS the value and NOT_CONTAINS the rest', async () => {
      expect(await people([entry('churned', 'BOOLEAN', 'CONTAINS', { boolean: true })])).toEqual([id.bo]);
      expect(await people([entry('churned', 'BOOLEAN', 'NOT_CONTAINS', { boolean: true })])).toEqual(
        sorted(id.ana, id.cy),
      );
    });

    it('should compare NUMBER values with EQUAL, NOT_EQUAL, GREATER_THAN and LESS_THAN', async () => {
      expect(await people([entry('seats', 'NUMBER', 'EQUAL', { number: 50 })])).toEqual([id.ana]);
      expect(await people([entry('seats', 'NUMBER', 'NOT_EQUAL', { number: 50 })])).toEqual(
        sorted(id.bo, id.cy),
      );
      expect(await people([entry('seats', 'NUMBER', 'GREATER_THAN', { number: 5 })])).toEqual([id.ana]);
      expect(await people([entry('seats', 'NUMBER', 'LESS_THAN', { number: 50 })])).toEqual([id.bo]);
    });

    it('should match DATE CONTAINS on the UTC day and NOT_CONTAINS the rest', async () => {
      expect(await people([entry('renewal', 'DATE', 'CONTAINS', { date: '2026-03-01' })])).toEqual([id.ana]);
      expect(await people([entry('renewal', 'DATE', 'NOT_CONTAINS', { date: '2026-03-01' })])).toEqual(
        sorted(id.bo, id.cy),
      );
    });

    it('should find people with no value with IS_EMPTY and with one with IS_NOT_EMPTY', async () => {
      expect(await people([entry('seats', 'NUMBER', 'IS_EMPTY')])).toEqual([id.cy]);
      expect(await people([entry('tier', 'TEXT', 'IS_NOT_EMPTY')])).toEqual(sorted(id.ana, id.bo));
    });

    it('should match notes and highlights by the people of their note', async () => {
      const enterprise = [entry('plan', 'TEXT', 'CONTAINS', { values: ['enterprise'] })];
      expect(await found(['NOTE', 'HIGHLIGHT'], { personFields: enterprise })).toEqual(sorted(id.a, id.hA));
      // Any of a note's people is enough: Bo is on notes a and b.
      const churned = [entry('churned', 'BOOLEAN', 'CONTAINS', { boolean: true })];
      expect(await found(['NOTE'], { personFields: churned })).toEqual(sorted(id.a, id.b));
      // None of a note's people: a note without people holds too.
      const notEnterprise = [entry('plan', 'TEXT', 'NOT_CONTAINS', { values: ['enterprise'] })];
      expect(await found(['NOTE'], { personFields: notEnterprise })).toEqual(sorted(id.b, id.c, id.d));
      expect(await found(['NOTE'], { personFields: [entry('seats', 'NUMBER', 'IS_EMPTY')] })).toEqual(
        sorted(id.c, id.d),
      );
      expect(
        await found(['HIGHLIGHT'], { personFields: [entry('seats', 'NUMBER', 'LESS_THAN', { number: 10 })] }),
      ).toEqual(sorted(id.hA, id.hB));
    });

    it('should hold for other types only with negative operators, as fields does', async () => {
      expect(
        await found(['PROJECT'], { personFields: [entry('seats', 'NUMBER', 'EQUAL', { number: 50 })] }),
      ).toEqual([]);
      expect(
        await found(['PROJECT'], { personFields: [entry('seats', 'NUMBER', 'NOT_EQUAL', { number: 50 })] }),
      ).toEqual([id.project]);
    });
  });

  describe('notesFromFields', () => {
    it('should match notes by their own values and highlights by their note’s, for every operand kind', async () => {
      const both = (notesFromFields: Record<string, unknown>[]) =>
        found(['NOTE', 'HIGHLIGHT'], { notesFromFields });
      expect(await both([entry('stage', 'TEXT', 'CONTAINS', { values: ['discov'] })])).toEqual(
        sorted(id.a, id.hA),
      );
      expect(await both([entry('source', 'TEXT', 'CONTAINS', { values: [option.Call] })])).toEqual(
        sorted(id.a, id.hA),
      );
      expect(await both([entry('reviewed', 'BOOLEAN', 'CONTAINS', { boolean: true })])).toEqual(
        sorted(id.a, id.hA),
      );
      expect(await both([entry('priority', 'NUMBER', 'GREATER_THAN', { number: 1 })])).toEqual(
        sorted(id.b, id.hB),
      );
      expect(await both([entry('priority', 'NUMBER', 'LESS_THAN', { number: 3 })])).toEqual(
        sorted(id.a, id.hA),
      );
      expect(await both([entry('priority', 'NUMBER', 'EQUAL', { number: 3 })])).toEqual(sorted(id.b, id.hB));
      expect(await both([entry('due', 'DATE', 'CONTAINS', { date: '2026-05-20' })])).toEqual(
        sorted(id.b, id.hB),
      );
      expect(await both([entry('stage', 'TEXT', 'IS_NOT_EMPTY')])).toEqual(sorted(id.a, id.b, id.hA, id.hB));
    });

    it('should let negative operators and IS_EMPTY match notes and highlights only', async () => {
      const all = (notesFromFields: Record<string, unknown>[]) =>
        found(['NOTE', 'HIGHLIGHT', 'PROJECT', 'PERSON', 'INSIGHT'], { notesFromFields });
      expect(await all([entry('stage', 'TEXT', 'NOT_CONTAINS', { values: ['discovery'] })])).toEqual(
        sorted(id.b, id.c, id.d, id.hB),
      );
      expect(await all([entry('priority', 'NUMBER', 'NOT_EQUAL', { number: 1 })])).toEqual(
        sorted(id.b, id.c, id.d, id.hB),
      );
      expect(await all([entry('reviewed', 'BOOLEAN', 'NOT_CONTAINS', { boolean: true })])).toEqual(
        sorted(id.b, id.c, id.d, id.hB),
      );
      expect(await all([entry('due', 'DATE', 'NOT_CONTAINS', { date: '2026-05-20' })])).toEqual(
        sorted(id.a, id.c, id.d, id.hA),
      );
      expect(await all([entry('stage', 'TEXT', 'IS_EMPTY')])).toEqual(sorted(id.c, id.d));
    });
  });

  describe('notesFromPeople', () => {
    const byPeople = (operator: string, peopleIds: string[] = []) =>
      found(['NOTE', 'HIGHLIGHT', 'PERSON', 'PROJECT'], { notesFromPeople: { operator, ids: peopleIds } });

    it('should match notes and highlights whose note has any, all, none or not all of the people', async () => {
      expect(await byPeople('CONTAINS', [id.ana])).toEqual(sorted(id.a, id.hA));
      expect(await byPeople('CONTAINS', [id.ana, id.bo])).toEqual(sorted(id.a, id.b, id.hA, id.hB));
      expect(await byPeople('IS_ALL_OF', [id.ana, id.bo])).toEqual(sorted(id.a, id.hA));
      expect(await byPeople('IS_NOT_ONE_OF', [id.ana])).toEqual(sorted(id.b, id.c, id.d, id.hB));
      expect(await byPeople('IS_NOT_ALL_OF', [id.ana, id.bo])).toEqual(sorted(id.b, id.c, id.d, id.hB));
    });

    it('should match notes without people with IS_EMPTY and with people with IS_NOT_EMPTY', async () => {
      expect(await byPeople('IS_EMPTY')).toEqual([id.d]);
      expect(await byPeople('IS_NOT_EMPTY')).toEqual(sorted(id.a, id.b, id.c, id.hA, id.hB));
    });

    it('should drop ALL and a list without ids when cleaning', async () => {
      const everything = sorted(id.a, id.b, id.c, id.d, id.hA, id.hB, id.ana, id.bo, id.cy, id.project);
      expect(await byPeople('ALL', [id.ana])).toEqual(everything);
      expect(await byPeople('CONTAINS', [])).toEqual(everything);
    });
  });

  describe('in filter groups', () => {
    it('should combine person-field, note-field and note-people clauses with AND and OR', async () => {
      const clauses = [
        { personField: entry('churned', 'BOOLEAN', 'CONTAINS', { boolean: true }) },
        { notesFromField: entry('stage', 'TEXT', 'CONTAINS', { values: ['discovery'] }) },
      ];
      expect(await found(['NOTE', 'HIGHLIGHT'], { filter: { combinator: 'AND', clauses } })).toEqual(
        sorted(id.a, id.hA),
      );
      const either = [
        { notesFromPeople: { operator: 'CONTAINS', ids: [id.cy] } },
        { notesFromField: entry('priority', 'NUMBER', 'EQUAL', { number: 3 }) },
      ];
      expect(await found(['NOTE', 'HIGHLIGHT'], { filter: { combinator: 'OR', clauses: either } })).toEqual(
        sorted(id.b, id.c, id.hB),
      );
      // People by their own fields beside notes by their people in one OR group.
      const mixed = [
        { types: { operator: 'CONTAINS', types: ['PERSON'] } },
        { notesFromPeople: { operator: 'IS_EMPTY', ids: [] } },
      ];
      expect(
        await found(['NOTE', 'PERSON'], {
          personFields: [entry('plan', 'TEXT', 'NOT_CONTAINS', { values: ['startup'] })],
          filter: { combinator: 'OR', clauses: mixed },
        }),
      ).toEqual(sorted(id.ana, id.cy, id.d));
    });

    it('should name the row of a clause it refuses', async () => {
      const response = await runSearch(viewer.client, {
        filter: {
          combinator: 'AND',
          clauses: [
            { notesFromPeople: { operator: 'CONTAINS', ids: [id.ana] } },
            { personField: entry('stage', 'TEXT', 'CONTAINS', { values: ['x'] }) },
          ],
        },
      });
      expect(refusal(response)).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'filter.clauses.1.personField.id',
        message: expect.stringContaining('personFields reads fields of people') as string,
      });
      const twoConditions = await runSearch(viewer.client, {
        filter: {
          combinator: 'OR',
          clauses: [
            {
              notesFromPeople: { operator: 'CONTAINS', ids: [id.ana] },
              personField: entry('plan', 'TEXT', 'IS_EMPTY'),
            },
          ],
        },
      });
      expect(refusal(twoConditions)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.clauses.0' });
      const badId = await runSearch(viewer.client, {
        filter: { combinator: 'OR', clauses: [{ notesFromPeople: { operator: 'CONTAINS', ids: ['ana'] } }] },
      });
      expect(refusal(badId)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'filter.clauses.0.notesFromPeople.ids',
      });
    });
  });

  describe('validation', () => {
    const refused = async (input: Record<string, unknown>) => refusal(await runSearch(viewer.client, input));

    it('should refuse a field of another target with a message naming the list to use', async () => {
      expect(await refused({ personFields: [entry('stage', 'TEXT', 'IS_EMPTY')] })).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'personFields.0.id',
        message:
          'personFields.0.id names a custom field of notes; personFields reads fields of people; filter by a field of notes or insights with fields.',
      });
      expect(await refused({ notesFromFields: [entry('impact', 'NUMBER', 'IS_EMPTY')] })).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'notesFromFields.0.id',
        message: expect.stringContaining('of insights; notesFromFields reads fields of notes only') as string,
      });
      expect(await refused({ notesFromFields: [entry('plan', 'TEXT', 'IS_EMPTY')] })).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'notesFromFields.0.id',
      });
      expect(await refused({ fields: [entry('plan', 'TEXT', 'IS_EMPTY')] })).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'fields.0.id',
        message: expect.stringContaining('filter by a field of people with personFields') as string,
      });
    });

    it('should refuse an operator, a value or a field type the entry does not take', async () => {
      expect(
        await refused({ personFields: [entry('seats', 'NUMBER', 'CONTAINS', { number: 5 })] }),
      ).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'personFields.0.operator',
      });
      expect(
        await refused({ personFields: [entry('seats', 'TEXT', 'CONTAINS', { values: ['5'] })] }),
      ).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'personFields.0',
      });
      expect(await refused({ notesFromFields: [entry('reviewed', 'BOOLEAN', 'CONTAINS')] })).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'notesFromFields.0.boolean',
      });
      expect(
        await refused({ notesFromFields: [entry('due', 'DATE', 'CONTAINS', { date: 'next Tuesday' })] }),
      ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'notesFromFields.0.date' });
      expect(
        await refused({ personFields: [entry('tier', 'TEXT', 'CONTAINS', { values: ['Pro'] })] }),
      ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'personFields.0.values' });
    });

    it('should refuse ids that are not UUIDs, unknown fields and too many entries', async () => {
      expect(
        await refused({ personFields: [{ id: 'plan', type: 'TEXT', operator: 'IS_EMPTY' }] }),
      ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'personFields.0.id' });
      expect(
        await refused({
          notesFromFields: [
            { id: '00000000-0000-4000-8000-000000000000', type: 'TEXT', operator: 'IS_EMPTY' },
          ],
        }),
      ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'notesFromFields.0.id' });
      expect(await refused({ notesFromPeople: { operator: 'CONTAINS', ids: [id.ana, 'bo'] } })).toMatchObject(
        {
          code: 'BAD_USER_INPUT',
          field: 'notesFromPeople.ids',
        },
      );
      const many = Array.from({ length: 51 }, () => entry('plan', 'TEXT', 'IS_EMPTY'));
      expect(await refused({ personFields: many })).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'personFields',
      });
    });
  });

  describe('project views', () => {
    const ITEMS = `query($id: ID!, $filter: SearchFilterGroupInput) {
      projectViewItems(viewId: $id, limit: 100, filter: $filter) { total items { id } } }`;
    const items = async (viewId: string, filter: Record<string, unknown> | null) =>
      (
        await gql<{ projectViewItems: { items: { id: string }[] } }>(ITEMS, { id: viewId, filter }, viewer)
      ).projectViewItems.items
        .map((item) => item.id)
        .sort();

    it('should filter a view’s notes and highlights by their people’s fields and their note’s people', async () => {
      const create = async (objectType: string) =>
        (
          await gql<{ createProjectView: { id: string } }>(
            'mutation($input: CreateProjectViewInput!) { createProjectView(input: $input) { id } }',
            { input: { projectId: id.project, title: `People ${objectType}`, layout: 'LIST', objectType } },
          )
        ).createProjectView.id;
      const notesView = await create('NOTE');
      const highlightsView = await create('HIGHLIGHT');
      const pro = {
        combinator: 'AND',
        clauses: [{ personField: entry('tier', 'TEXT', 'CONTAINS', { values: [option.Pro] }) }],
      };
      expect(await items(notesView, pro)).toEqual([id.a]);
      expect(await items(highlightsView, pro)).toEqual([id.hA]);
      const noPeopleOrLate = {
        combinator: 'OR',
        clauses: [
          { notesFromPeople: { operator: 'IS_EMPTY', ids: [] } },
          { personField: entry('renewal', 'DATE', 'CONTAINS', { date: '2026-04-15' }) },
        ],
      };
      expect(await items(notesView, noPeopleOrLate)).toEqual(sorted(id.a, id.b, id.d));
      // Saved with the view, the filter is checked by the same rules: a field of notes is refused.
      const saved = await contributor.client.gql(
        'mutation($input: UpdateProjectViewInput!) { updateProjectView(input: $input) { id } }',
        {
          input: {
            id: notesView,
            filter: { combinator: 'AND', clauses: [{ personField: entry('stage', 'TEXT', 'IS_EMPTY') }] },
          },
        },
      );
      expect(refusal(saved)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'filter.clauses.0.personField.id',
      });
      await gql('mutation($input: UpdateProjectViewInput!) { updateProjectView(input: $input) { id } }', {
        input: { id: notesView, filter: pro },
      });
      expect(await items(notesView, null)).toEqual([id.a]);
    });
  });

  describe('private projects', () => {
    it('should never show a private project’s notes through these filters, nor read its fields', async () => {
      const secret = await buildProject(ws.manager.client, 'Secret accounts');
      const secretNote = await buildNote(ws.manager.client, secret, 'Secret interview', 'Ana on renewals.');
      await link(secretNote, id.ana, ws.manager);
      await setValue('NOTE', field.stage, secretNote, { text: 'Discovery' }, ws.manager);
      const secretField = await createField('NOTE', 'Secret stage', 'TEXT', { projectId: secret });
      await setValue('NOTE', secretField, secretNote, { text: 'Hidden' }, ws.manager);
      await gql(
        'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { generalAccess } }',
        { p: secret },
        ws.manager,
      );
      const inputs: Record<string, unknown>[] = [
        { personFields: [entry('plan', 'TEXT', 'CONTAINS', { values: ['enterprise'] })] },
        { notesFromFields: [entry('stage', 'TEXT', 'CONTAINS', { values: ['discovery'] })] },
        { notesFromPeople: { operator: 'CONTAINS', ids: [id.ana] } },
        {
          filter: { combinator: 'OR', clauses: [{ notesFromPeople: { operator: 'IS_NOT_EMPTY', ids: [] } }] },
        },
      ];
      for (const input of inputs) {
        const withAccess = await searchUntil(ws.manager.client, { types: ['NOTE'], ...input }, (result) =>
          result.items.some((item) => item.id === secretNote),
        );
        expect(ids(withAccess)).toContain(secretNote);
        expect(await found(['NOTE'], input)).not.toContain(secretNote);
        expect(await found(['NOTE'], input)).toContain(id.a);
      }
      // The private project's own field is no field to the viewer; the manager reads it.
      const bySecretField = {
        types: ['NOTE'],
        notesFromFields: [{ id: secretField, type: 'TEXT', operator: 'IS_NOT_EMPTY' }],
      };
      expect(refusal(await runSearch(viewer.client, bySecretField))).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'notesFromFields.0.id',
      });
      expect(ids(await search(ws.manager.client, bySecretField))).toEqual([secretNote]);
    });
  });
});

import { PROJECT_VIEW_LIMITS, RANK_GAP } from '../../services/core/src';
import { type GraphqlClient, errorCode } from '../../services/all-in-one/src/testing/graphql-client';
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
  sql,
  uniqueSuffix,
} from './factories';

interface View {
  id: string;
  shortId: string;
  projectId: string;
  title: string;
  layout: string;
  objectType: string;
  rank: number;
  state: string;
}
interface Item {
  id: string;
  title: string;
  rank: number | null;
  columnKey: string | null;
  fieldValues: { fieldId: string; text: string; number: number | null; optionIds: string[] | null }[];
}
interface Page {
  total: number;
  offset: number;
  items: Item[];
  columns: { key: string | null; label: string; count: number }[] | null;
}

const VIEW = 'id shortId projectId title layout objectType rank state';
const CREATE = `mutation($input: CreateProjectViewInput!) { createProjectView(input: $input) { ${VIEW} } }`;
const UPDATE = `mutation($input: UpdateProjectViewInput!) { updateProjectView(input: $input) { ${VIEW} } }`;
const DELETE = 'mutation($id: ID!) { deleteProjectView(id: $id) }';
const REORDER = `mutation($input: ReorderProjectViewInput!) { reorderProjectView(input: $input) { id rank } }`;
const MOVE = `mutation($input: MoveViewItemInput!) { moveViewItem(input: $input) { id rank columnKey fieldValues { fieldId optionIds } } }`;
const CANVAS = `mutation($input: SaveCanvasObjectsInput!) { saveCanvasObjects(input: $input) { id state } }`;
const VIEWS = `query($p: ID!) { projectViews(projectId: $p) { ${VIEW} } }`;
const ONE = `query($id: ID!) { projectView(id: $id) { ${VIEW} } }`;
const ITEMS = `query($id: ID!, $offset: Int, $limit: Int, $filter: SearchFilterGroupInput) {
  projectViewItems(viewId: $id, offset: $offset, limit: $limit, filter: $filter) {
    total offset items { id title rank columnKey fieldValues { fieldId text number optionIds } }
    columns { key label count } } }`;
const CREATE_FIELD = `mutation($input: CreateCustomFieldInput!) { createCustomField(input: $input) { id options { id label } } }`;
const SET_VALUE = `mutation($input: SetCustomFieldValueInput!) { setCustomFieldValue(input: $input) { fieldId } }`;
const SET_GENERAL = `mutation($p: ID!, $a: GeneralAccess!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: $a }) { generalAccess } }`;
const SET_PERMISSION = `mutation($p: ID!, $s: ID!, $perm: Permission!) {
  setProjectPermission(input: { projectId: $p, subjectKind: USER, subjectId: $s, permission: $perm }) { entries { subjectId } } }`;

describe('project views', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
  }, 120_000);
  afterAll(() => sut.close());

  async function createView(
    projectId: string,
    input: Record<string, unknown> = {},
    client?: GraphqlClient,
  ): Promise<View> {
    return expectOk(
      await (client ?? contributor.client).gql<{ createProjectView: View }>(CREATE, {
        input: { projectId, title: `View ${uniqueSuffix()}`, layout: 'TABLE', objectType: 'NOTE', ...input },
      }),
    ).createProjectView;
  }
  async function items(
    viewId: string,
    vars: Record<string, unknown> = {},
    client?: GraphqlClient,
  ): Promise<Page> {
    return expectOk(
      await (client ?? contributor.client).gql<{ projectViewItems: Page }>(ITEMS, {
        id: viewId,
        limit: 100,
        ...vars,
      }),
    ).projectViewItems;
  }
  async function selectField(
    projectId: string,
    labels: string[],
  ): Promise<{ id: string; options: { id: string; label: string }[] }> {
    return expectOk(
      await contributor.client.gql<{
        createCustomField: { id: string; options: { id: string; label: string }[] };
      }>(CREATE_FIELD, {
        input: {
          target: 'NOTE',
          projectId,
          label: `Stage ${uniqueSuffix()}`,
          type: 'SELECT',
          optionsImport: labels.join(';'),
        },
      }),
    ).createCustomField;
  }
  /**
   * A custom field with a unique label (the label given, then a suffix): the project's, or the
   * workspace's when projectId is null; made by the contributor unless another client is given.
   */
  async function createField(
    projectId: string | null,
    field: { label: string; type: string; target?: 'NOTE' | 'INSIGHT' } & Record<string, unknown>,
    client = contributor.client,
  ): Promise<string> {
    const { label, target = 'NOTE', ...rest } = field;
    return expectOk(
      await client.gql<{ createCustomField: { id: string } }>(CREATE_FIELD, {
        input: { target, ...(projectId ? { projectId } : {}), label: `${label} ${uniqueSuffix()}`, ...rest },
      }),
    ).createCustomField.id;
  }
  async function numberField(projectId: string): Promise<string> {
    return createField(projectId, { label: 'Score', type: 'NUMBER' });
  }
  async function setValue(fieldId: string, noteId: string, value: Record<string, unknown>): Promise<void> {
    expectOk(
      await contributor.client.gql(SET_VALUE, {
        input: { fieldId, target: 'NOTE', objectId: noteId, ...value },
      }),
    );
  }
  async function outboxCount(subject: string): Promise<number> {
    const [row] = await sql<{ n: string }>(
      sut,
      'select count(*) as n from regional.outbox_events where workspace_id = ? and subject = ?',
      [ws.id, subject],
    );
    return Number(row.n);
  }

  describe('CRUD', () => {
    it('should create, list, rename, change layout and delete a view, writing an outbox event for each change', async () => {
      const projectId = await buildProject(contributor.client);
      const created = await createView(projectId, { title: 'Interviews', layout: 'BOARD' });
      expect(created).toMatchObject({
        projectId,
        title: 'Interviews',
        layout: 'BOARD',
        objectType: 'NOTE',
        state: '{}',
      });
      const second = await createView(projectId, {
        title: 'Insights',
        objectType: 'INSIGHT',
        layout: 'GRID',
      });
      expect(second.rank).toBe(created.rank + RANK_GAP);
      const listed = expectOk(
        await viewer.client.gql<{ projectViews: View[] }>(VIEWS, { p: projectId }),
      ).projectViews;
      expect(listed.map((v) => v.title)).toEqual(['Interviews', 'Insights']);
      expect(
        expectOk(await viewer.client.gql<{ projectView: View }>(ONE, { id: created.shortId })).projectView.id,
      ).toBe(created.id);

      const before = await outboxCount('projectView.updated');
      const updated = expectOk(
        await contributor.client.gql<{ updateProjectView: View }>(UPDATE, {
          input: { id: created.id, title: 'Calls', layout: 'LIST' },
        }),
      ).updateProjectView;
      expect(updated).toMatchObject({ title: 'Calls', layout: 'LIST' });
      expect(await outboxCount('projectView.updated')).toBe(before + 1);

      const deletedBefore = await outboxCount('projectView.deleted');
      expect(
        expectOk(await contributor.client.gql<{ deleteProjectView: boolean }>(DELETE, { id: created.id }))
          .deleteProjectView,
      ).toBe(true);
      expect(await outboxCount('projectView.deleted')).toBe(deletedBefore + 1);
      expect(errorCode(await viewer.client.gql(ONE, { id: created.id }))).toBe('NOT_FOUND');
    });

    it('should save and read back a full view state', async () => {
      const projectId = await buildProject(contributor.client);
      const field = await selectField(projectId, ['New', 'Done']);
      const view = await createView(projectId);
      const state = {
        sort: { field: 'TITLE', direction: 'DESC' },
        filter: { combinator: 'And', rows: [{ id: 'r1', field: 'Tags', operator: 'IsEmpty', values: null }] },
        group: {
          type: 'SELECT',
          id: field.id,
          hiddenOptions: [field.options[1].id],
          hideUncategorized: true,
        },
        columns: [{ key: 'title', width: 320, sticky: true, wrapped: false }],
        fieldVisibility: [{ key: field.id, visible: false }],
        canvas: {
          objects: [
            { kind: 'TEXT', id: 't1', x: 10, y: 20, width: 300, text: 'Findings', textFormat: 'H1' },
            {
              kind: 'GROUP',
              id: 'g1',
              x: 0,
              y: 0,
              width: 500,
              height: 400,
              title: 'Pricing',
              color: '#1e88e5',
            },
          ],
        },
      };
      const saved = expectOk(
        await contributor.client.gql<{ updateProjectView: View }>(UPDATE, {
          input: { id: view.id, state: JSON.stringify(state) },
        }),
      ).updateProjectView;
      expect(JSON.parse(saved.state)).toEqual(state);
    });
  });

  describe('validation', () => {
    it('should refuse a bad title, invalid JSON, an unknown state key, a foreign field and an oversized state, changing nothing', async () => {
      const projectId = await buildProject(contributor.client);
      const otherProject = await buildProject(contributor.client);
      const foreign = await selectField(otherProject, ['X']);
      const view = await createView(projectId, { title: 'Kept' });
      const tooLongTitle = await contributor.client.gql(CREATE, {
        input: {
          projectId,
          title: 'x'.repeat(PROJECT_VIEW_LIMITS.title + 1),
          layout: 'TABLE',
          objectType: 'NOTE',
        },
      });
      expect(errorCode(tooLongTitle)).toBe('BAD_USER_INPUT');
      const update = (state: string) =>
        contributor.client.gql(UPDATE, { input: { id: view.id, title: 'Changed', state } });
      const invalid = await update('{not json');
      expect(errorCode(invalid)).toBe('BAD_USER_INPUT');
      expect(invalid.errors?.[0].message).toBe('Invalid JSON');
      const unknownKey = await update(JSON.stringify({ colour: 'red' }));
      expect(errorCode(unknownKey)).toBe('BAD_USER_INPUT');
      const badSort = await update(JSON.stringify({ sort: { field: 'TITLE', direction: 'UP' } }));
      expect(badSort.errors?.[0].message).toMatch(/^View state sort\.direction/);
      const foreignField = await update(JSON.stringify({ group: { type: 'SELECT', id: foreign.id } }));
      expect(foreignField.errors?.[0].message).toMatch(/not one of this project's fields/);
      const published = await update(JSON.stringify({ group: { type: 'PUBLISHED' } }));
      expect(published.errors?.[0].message).toBe('Only views of insights can be grouped by published.');
      const huge = await update(JSON.stringify({ summary: 'x'.repeat(PROJECT_VIEW_LIMITS.stateChars) }));
      expect(huge.errors?.[0].message).toMatch(/at most 200,000 characters/);
      const badCanvas = await contributor.client.gql(CANVAS, {
        input: {
          viewId: view.id,
          objects: JSON.stringify([
            { kind: 'GROUP', id: 'g', x: 0, y: 0, width: 1, height: 1, title: 'T', color: 'blue' },
          ]),
        },
      });
      expect(errorCode(badCanvas)).toBe('BAD_USER_INPUT');
      const badLimit = await contributor.client.gql(ITEMS, { id: view.id, limit: 101 });
      expect(errorCode(badLimit)).toBe('BAD_USER_INPUT');
      const unchanged = expectOk(
        await contributor.client.gql<{ projectView: View }>(ONE, { id: view.id }),
      ).projectView;
      expect(unchanged).toMatchObject({ title: 'Kept', state: '{}' });
    });
  });

  describe('items', () => {
    it('should give a page every kind of value exactly as the note itself reads them', async () => {
      const projectId = await buildProject(contributor.client);
      const noteId = await buildNote(contributor.client, projectId, 'Every kind');
      const field = (type: string, extra: Record<string, unknown> = {}): Promise<string> =>
        createField(projectId, { label: type, type, ...extra });
      const stage = await selectField(projectId, ['New', 'Done']);
      await setValue(await field('TEXT'), noteId, { text: 'Quoted "pricing", naïve café' });
      await setValue(await field('NUMBER'), noteId, { text: '-12.75' });
      await setValue(await field('BOOLEAN'), noteId, { boolean: false });
      await setValue(await field('DATETIME'), noteId, { text: '2026-03-04T05:06:07.891Z' });
      await setValue(stage.id, noteId, { optionIds: [stage.options[1].id, stage.options[0].id] });
      const VALUE = 'fieldId text number boolean date optionIds updatedAt';
      const own = expectOk(
        await contributor.client.gql<{ customFieldValues: Record<string, unknown>[] }>(
          `query($id: ID!) { customFieldValues(target: NOTE, objectId: $id) { ${VALUE} } }`,
          { id: noteId },
        ),
      ).customFieldValues;
      expect(own).toHaveLength(5);
      const view = await createView(projectId);
      const page = expectOk(
        await viewer.client.gql<{
          projectViewItems: { items: { fieldValues: Record<string, unknown>[] }[] };
        }>(`query($id: ID!) { projectViewItems(viewId: $id) { items { fieldValues { ${VALUE} } } } }`, {
          id: view.id,
        }),
      ).projectViewItems;
      const byField = (values: Record<string, unknown>[]) =>
        [...values].sort((a, b) => String(a.fieldId).localeCompare(String(b.fieldId)));
      expect(byField(page.items[0].fieldValues)).toEqual(byField(own));
      expect(own).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ number: -12.75 }),
          expect.objectContaining({ boolean: false }),
          expect.objectContaining({ date: '2026-03-04T05:06:07.891Z' }),
        ]),
      );
    });

    it("should keep a page's values exact through every change of them: set, changed, cleared, option or field deleted, type changed, note moved", async () => {
      const projectId = await buildProject(contributor.client);
      const elsewhere = await buildProject(contributor.client);
      const first = await buildNote(contributor.client, projectId, 'First');
      const second = await buildNote(contributor.client, projectId, 'Second');
      const stage = await selectField(projectId, ['New', 'Done', 'Parked']);
      const score = await numberField(projectId);
      const workspaceWide = await createField(null, { label: 'Team', type: 'TEXT' }, ws.manager.client);
      const view = await createView(projectId);
      const VALUE = 'fieldId text number boolean date optionIds updatedAt';
      const byField = (values: Record<string, unknown>[]) =>
        [...values].sort((a, b) => String(a.fieldId).localeCompare(String(b.fieldId)));
      /** Each note's values on the view's page, and as the note itself reads them. */
      const compare = async (noteIds: string[], viewId = view.id) => {
        const page = expectOk(
          await viewer.client.gql<{
            projectViewItems: { items: { id: string; fieldValues: Record<string, unknown>[] }[] };
          }>(`query($id: ID!) { projectViewItems(viewId: $id) { items { id fieldValues { ${VALUE} } } } }`, {
            id: viewId,
          }),
        ).projectViewItems;
        for (const id of noteIds) {
          const own = expectOk(
            await viewer.client.gql<{ customFieldValues: Record<string, unknown>[] }>(
              `query($id: ID!) { customFieldValues(target: NOTE, objectId: $id) { ${VALUE} } }`,
              { id },
            ),
          ).customFieldValues;
          expect(byField(page.items.find((i) => i.id === id)?.fieldValues ?? [])).toEqual(byField(own));
        }
        return page.items;
      };
      const valuesOf = async (noteId: string) =>
        (await compare([noteId])).find((i) => i.id === noteId)?.fieldValues ?? [];

      await setValue(stage.id, first, { optionIds: [stage.options[0].id, stage.options[2].id] });
      await setValue(score, first, { text: '7' });
      await setValue(workspaceWide, first, { text: 'Growth' });
      await setValue(score, second, { text: '3' });
      expect(await valuesOf(first)).toHaveLength(3);
      expect(await valuesOf(second)).toHaveLength(1);

      await setValue(score, first, { text: '8.5' });
      expect(await valuesOf(first)).toContainEqual(expect.objectContaining({ fieldId: score, number: 8.5 }));

      expectOk(
        await contributor.client.gql(
          'mutation($f: ID!, $o: ID!) { clearCustomFieldValue(fieldId: $f, objectId: $o, target: NOTE) }',
          { f: score, o: second },
        ),
      );
      expect(await valuesOf(second)).toEqual([]);

      expectOk(
        await contributor.client.gql(
          'mutation($f: ID!, $o: ID!) { deleteCustomFieldOption(fieldId: $f, optionId: $o) { id } }',
          {
            f: stage.id,
            o: stage.options[2].id,
          },
        ),
      );
      expect(await valuesOf(first)).toContainEqual(
        expect.objectContaining({ fieldId: stage.id, optionIds: [stage.options[0].id] }),
      );

      expectOk(
        await contributor.client.gql(
          'mutation($id: ID!) { changeCustomFieldType(input: { id: $id, type: TEXT }) { id } }',
          { id: score },
        ),
      );
      expect(await valuesOf(first)).toContainEqual(expect.objectContaining({ fieldId: score, number: null }));

      expectOk(
        await contributor.client.gql('mutation($id: ID!) { deleteCustomField(id: $id) }', { id: stage.id }),
      );
      expect((await valuesOf(first)).map((v) => v.fieldId).sort()).toEqual([score, workspaceWide].sort());

      // Moved, a note keeps its old project's values but shows only the fields of where it is now.
      expectOk(
        await contributor.client.gql(
          'mutation($id: ID!, $p: ID!) { moveNote(input: { id: $id, projectId: $p }) { id } }',
          {
            id: first,
            p: elsewhere,
          },
        ),
      );
      const moved = await createView(elsewhere);
      const [movedItem] = await compare([], moved.id);
      expect(movedItem.fieldValues.map((v) => v.fieldId)).toEqual([workspaceWide]);
    });

    it('should filter and sort notes by a custom field value and return their values', async () => {
      const projectId = await buildProject(contributor.client);
      const score = await numberField(projectId);
      const notes: string[] = [];
      for (const [title, value] of [
        ['Alpha', 3],
        ['Bravo', 9],
        ['Charlie', 6],
        ['Delta', 1],
      ] as const) {
        const id = await buildNote(contributor.client, projectId, title);
        await setValue(score, id, { text: String(value) });
        notes.push(id);
      }
      await buildNote(contributor.client, projectId, 'Echo without score');
      const view = await createView(projectId, {
        state: JSON.stringify({
          sort: { field: score, direction: 'DESC' },
          fieldFilters: [{ id: score, type: 'NUMBER', operator: 'GREATER_THAN', value: 2 }],
        }),
      });
      const page = await items(view.id, {}, viewer.client);
      expect(page.total).toBe(3);
      expect(page.items.map((i) => i.title)).toEqual(['Bravo', 'Charlie', 'Alpha']);
      expect(page.items[0].fieldValues).toEqual([expect.objectContaining({ fieldId: score, number: 9 })]);
      const second = await items(view.id, { offset: 1, limit: 1 });
      expect(second).toMatchObject({
        total: 3,
        offset: 1,
        items: [expect.objectContaining({ title: 'Charlie' })],
      });
      // A negated filter on the sort field keeps the notes without a value too, after the valued ones.
      const negated = await createView(projectId, {
        state: JSON.stringify({
          sort: { field: score, direction: 'ASC' },
          fieldFilters: [{ id: score, type: 'NUMBER', operator: 'NOT_EQUAL', value: 9 }],
        }),
      });
      const all = await items(negated.id, {}, viewer.client);
      expect(all.total).toBe(4);
      expect(all.items.map((i) => i.title)).toEqual(['Delta', 'Alpha', 'Charlie', 'Echo without score']);
      const pastTheValued = await items(negated.id, { offset: 2, limit: 2 });
      expect(pastTheValued.items.map((i) => i.title)).toEqual(['Charlie', 'Echo without score']);
    });

    it('should filter by text values holding commas, quotes and percent signs, and by a select option', async () => {
      const projectId = await buildProject(contributor.client);
      const plan = await createField(projectId, { label: 'Plan', type: 'TEXT' });
      const stage = await selectField(projectId, ['Open', 'Closed']);
      for (const [title, text, option] of [
        ['One', 'Enterprise, EU "gold"', 0],
        ['Two', '50% off', 1],
        ['Three', '500 off', 1],
      ] as const) {
        const id = await buildNote(contributor.client, projectId, title);
        await setValue(plan, id, { text });
        await setValue(stage.id, id, { optionIds: [stage.options[option].id] });
      }
      const titles = async (fieldFilters: unknown[]) => {
        const view = await createView(projectId, {
          state: JSON.stringify({ sort: { field: 'TITLE', direction: 'ASC' }, fieldFilters }),
        });
        return (await items(view.id)).items.map((i) => i.title);
      };
      expect(
        await titles([
          { id: plan, type: 'TEXT', operator: 'CONTAINS', values: ['enterprise, eu "gold"', '50%'] },
        ]),
      ).toEqual(['One', 'Two']);
      expect(await titles([{ id: plan, type: 'TEXT', operator: 'NOT_CONTAINS', values: ['50%'] }])).toEqual([
        'One',
        'Three',
      ]);
      expect(
        await titles([{ id: stage.id, type: 'TEXT', operator: 'CONTAINS', values: [stage.options[1].id] }]),
      ).toEqual(['Three', 'Two']);
      // A select filter may also name an option by (part of) its label, as text.
      expect(await titles([{ id: stage.id, type: 'TEXT', operator: 'CONTAINS', values: ['CLOS'] }])).toEqual([
        'Three',
        'Two',
      ]);
      expect(
        await titles([
          { id: stage.id, type: 'TEXT', operator: 'NOT_CONTAINS', values: ['clos', stage.options[0].id] },
        ]),
      ).toEqual([]);
    });

    it('should count exactly the items its field filters keep: several filters, a negated one, none from the trash', async () => {
      const projectId = await buildProject(contributor.client);
      const score = await numberField(projectId);
      const stage = await selectField(projectId, ['Open', 'Closed']);
      const ids: Record<string, string> = {};
      for (const [title, value, option] of [
        ['Kept one', 7, 0],
        ['Kept two', 8, 0],
        ['Closed', 9, 1],
        ['Low score', 1, 0],
        ['Trashed', 9, 0],
      ] as const) {
        ids[title] = await buildNote(contributor.client, projectId, title);
        await setValue(score, ids[title], { text: String(value) });
        await setValue(stage.id, ids[title], { optionIds: [stage.options[option].id] });
      }
      await buildNote(contributor.client, projectId, 'No values');
      expectOk(
        await contributor.client.gql('mutation($id: ID!) { deleteNote(id: $id) }', { id: ids.Trashed }),
      );
      const view = await createView(projectId, {
        state: JSON.stringify({
          sort: { field: 'TITLE', direction: 'ASC' },
          fieldFilters: [
            { id: score, type: 'NUMBER', operator: 'GREATER_THAN', value: 5 },
            { id: stage.id, type: 'TEXT', operator: 'NOT_CONTAINS', values: [stage.options[1].id] },
          ],
        }),
      });
      const page = await items(view.id);
      expect(page.items.map((i) => i.title)).toEqual(['Kept one', 'Kept two']);
      expect(page.total).toBe(2);
      // The count of a page past the end still says how many there are.
      expect(await items(view.id, { offset: 5, limit: 1 })).toMatchObject({ total: 2, items: [] });
    });

    it("should count, with one field filter, only the view's live items: not trashed or moved away, again once restored or moved back, not other projects' values of a workspace field", async () => {
      const projectId = await buildProject(contributor.client);
      const elsewhere = await buildProject(contributor.client);
      // A workspace-wide field: its values sit on notes of every project.
      const score = await createField(null, { label: 'Reach', type: 'NUMBER' }, ws.manager.client);
      const ids: Record<string, string> = {};
      for (const [title, project] of [
        ['Alpha', projectId],
        ['Bravo', projectId],
        ['Trashed', projectId],
        ['Moved', projectId],
        ['Other project', elsewhere],
      ] as const) {
        ids[title] = await buildNote(contributor.client, project, title);
        await setValue(score, ids[title], { text: '9' });
      }
      const byId = (mutation: string, id: string) =>
        contributor.client.gql(`mutation($id: ID!) { ${mutation}(id: $id) { __typename } }`, { id });
      const move = (id: string, to: string) =>
        contributor.client.gql(
          'mutation($id: ID!, $p: ID!) { moveNote(input: { id: $id, projectId: $p }) { id } }',
          {
            id,
            p: to,
          },
        );
      expectOk(
        await contributor.client.gql('mutation($id: ID!) { deleteNote(id: $id) }', { id: ids.Trashed }),
      );
      expectOk(await move(ids.Moved, elsewhere));
      const view = await createView(projectId, {
        state: JSON.stringify({
          sort: { field: 'TITLE', direction: 'ASC' },
          fieldFilters: [{ id: score, type: 'NUMBER', operator: 'GREATER_THAN', value: 5 }],
        }),
      });
      const first = await items(view.id);
      expect([first.total, first.items.map((i) => i.title)]).toEqual([2, ['Alpha', 'Bravo']]);

      expectOk(await byId('restoreNote', ids.Trashed));
      expectOk(await move(ids.Moved, projectId));
      const again = await items(view.id);
      expect([again.total, again.items.map((i) => i.title)]).toEqual([
        4,
        ['Alpha', 'Bravo', 'Moved', 'Trashed'],
      ]);
    });

    it("should count, with one field filter, an insight view's live insights: not one in the trash, again once restored", async () => {
      const projectId = await buildProject(contributor.client);
      const impact = await createField(projectId, { label: 'Impact', type: 'NUMBER', target: 'INSIGHT' });
      const insight = expectOk(
        await contributor.client.gql<{ createInsight: { id: string } }>(
          'mutation($p: ID!) { createInsight(input: { projectId: $p, title: "Setup is slow" }) { id } }',
          { p: projectId },
        ),
      ).createInsight.id;
      expectOk(
        await contributor.client.gql(SET_VALUE, {
          input: { fieldId: impact, target: 'INSIGHT', objectId: insight, text: '3' },
        }),
      );
      const view = await createView(projectId, {
        objectType: 'INSIGHT',
        state: JSON.stringify({
          fieldFilters: [{ id: impact, type: 'NUMBER', operator: 'GREATER_THAN', value: 1 }],
        }),
      });
      const totals: number[] = [(await items(view.id)).total];
      const byId = (mutation: string) =>
        contributor.client.gql(`mutation($id: ID!) { ${mutation}(id: $id) { __typename } }`, { id: insight });
      expectOk(
        await contributor.client.gql('mutation($id: ID!) { deleteInsight(id: $id) }', { id: insight }),
      );
      totals.push((await items(view.id)).total);
      expectOk(await byId('restoreInsight'));
      totals.push((await items(view.id)).total);
      expect(totals).toEqual([1, 0, 1]);
    });

    it('should show a board grouped by a SELECT field with its columns, hiding hidden options', async () => {
      const projectId = await buildProject(contributor.client);
      const field = await selectField(projectId, ['Todo', 'Doing', 'Done']);
      const [todo, doing, done] = field.options;
      const a = await buildNote(contributor.client, projectId, 'A');
      const b = await buildNote(contributor.client, projectId, 'B');
      await buildNote(contributor.client, projectId, 'C');
      await setValue(field.id, a, { optionIds: [todo.id] });
      await setValue(field.id, b, { optionIds: [done.id] });
      const view = await createView(projectId, {
        layout: 'BOARD',
        state: JSON.stringify({ group: { type: 'SELECT', id: field.id, hiddenOptions: [done.id] } }),
      });
      const page = await items(view.id);
      expect(page.columns).toEqual([
        { key: todo.id, label: 'Todo', count: 1 },
        { key: doing.id, label: 'Doing', count: 0 },
        { key: null, label: 'Uncategorized', count: 1 },
      ]);
      expect(page.items.map((i) => [i.title, i.columnKey]).sort()).toEqual([
        ['A', todo.id],
        ['C', null],
      ]);
    });
  });

  describe('moving cards', () => {
    it('should change the SELECT value when a card moves to another column, with an outbox event', async () => {
      const projectId = await buildProject(contributor.client);
      const field = await selectField(projectId, ['Todo', 'Done']);
      const [todo, done] = field.options;
      const note = await buildNote(contributor.client, projectId, 'Card');
      await setValue(field.id, note, { optionIds: [todo.id] });
      const view = await createView(projectId, {
        layout: 'BOARD',
        state: JSON.stringify({ group: { type: 'SELECT', id: field.id } }),
      });
      const before = await outboxCount('projectView.itemMoved');
      const moved = expectOk(
        await contributor.client.gql<{ moveViewItem: Item }>(MOVE, {
          input: { viewId: view.id, objectId: note, columnKey: done.id },
        }),
      ).moveViewItem;
      expect(moved).toMatchObject({
        id: note,
        columnKey: done.id,
        fieldValues: [{ fieldId: field.id, optionIds: [done.id] }],
      });
      expect(await outboxCount('projectView.itemMoved')).toBe(before + 1);
      const values = expectOk(
        await viewer.client.gql<{ customFieldValues: { fieldId: string; optionIds: string[] }[] }>(
          'query($o: ID!) { customFieldValues(target: NOTE, objectId: $o) { fieldId optionIds } }',
          { o: note },
        ),
      ).customFieldValues;
      expect(values).toEqual([{ fieldId: field.id, optionIds: [done.id] }]);
      const uncategorised = expectOk(
        await contributor.client.gql<{ moveViewItem: Item }>(MOVE, {
          input: { viewId: view.id, objectId: note, columnKey: null },
        }),
      ).moveViewItem;
      expect(uncategorised).toMatchObject({ columnKey: null, fieldValues: [] });
      const notAnOption = await contributor.client.gql(MOVE, {
        input: { viewId: view.id, objectId: note, columnKey: '00000000-0000-4000-8000-000000000000' },
      });
      expect(errorCode(notAnOption)).toBe('BAD_USER_INPUT');
    });

    it('should place a card between its neighbours and rebalance the column when the ranks run out of room', async () => {
      const projectId = await buildProject(contributor.client);
      const [first, second, third] = [
        await buildNote(contributor.client, projectId, 'First'),
        await buildNote(contributor.client, projectId, 'Second'),
        await buildNote(contributor.client, projectId, 'Third'),
      ];
      const view = await createView(projectId, { layout: 'BOARD' });
      const move = async (objectId: string, afterObjectId: string | null) =>
        expectOk(
          await contributor.client.gql<{ moveViewItem: Item }>(MOVE, {
            input: { viewId: view.id, objectId, afterObjectId },
          }),
        ).moveViewItem;
      // Unranked neighbours: the whole column is ranked in the new order (First, Third, Second).
      await move(first, null);
      expect((await items(view.id)).items.map((i) => [i.title, i.rank])).toEqual([
        ['First', 0],
        ['Third', RANK_GAP],
        ['Second', 2 * RANK_GAP],
      ]);
      // Ranked neighbours: halfway between them; at the end, a gap past the last.
      await move(second, first);
      await move(third, second);
      expect((await items(view.id)).items.map((i) => [i.title, i.rank])).toEqual([
        ['First', 0],
        ['Second', RANK_GAP / 2],
        ['Third', RANK_GAP / 2 + RANK_GAP],
      ]);
      // Dropping the card below First each time halves the gap after First; after about 32 halvings the
      // neighbours are closer than 2 x 2^-16 and the column is given evenly spaced ranks again.
      let rank = RANK_GAP / 2;
      let mover = third;
      let moves = 0;
      for (; moves < 40; moves += 1) {
        const moved = await move(mover, first);
        if (moved.rank === null || moved.rank >= rank) break;
        rank = moved.rank;
        mover = mover === third ? second : third;
      }
      const after = await items(view.id);
      const ranks = after.items.map((i) => i.rank as number);
      // After rebalancing, every rank is a multiple of the gap and the order holds.
      expect(ranks).toEqual([0, RANK_GAP, 2 * RANK_GAP]);
      expect(moves).toBeGreaterThan(30);
      expect(moves).toBeLessThan(40);
      const neighbour = await contributor.client.gql(MOVE, {
        input: { viewId: view.id, objectId: first, afterObjectId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(errorCode(neighbour)).toBe('BAD_USER_INPUT');
    });
  });

  describe('canvas', () => {
    it('should replace the canvas objects and keep the rest of the state', async () => {
      const projectId = await buildProject(contributor.client);
      const note = await buildNote(contributor.client, projectId);
      const view = await createView(projectId, {
        layout: 'CANVAS',
        state: JSON.stringify({ summary: 'Kept' }),
      });
      const objects = [
        { kind: 'RECTANGLE', id: 'r', x: 0, y: 0, width: 10, height: 20 },
        { kind: 'REFERENCE', id: 'n', type: 'NOTE', objectId: note, x: 5, y: 6, visible: true },
      ];
      const saved = expectOk(
        await contributor.client.gql<{ saveCanvasObjects: View }>(CANVAS, {
          input: { viewId: view.id, objects: JSON.stringify(objects) },
        }),
      ).saveCanvasObjects;
      expect(JSON.parse(saved.state)).toEqual({ summary: 'Kept', canvas: { objects } });
    });

    it("should give a canvas card its tags: a highlight's own, a note its highlights', by title", async () => {
      const projectId = await buildProject(contributor.client);
      const text = 'Setup was slow. Pricing felt fair.';
      const noteId = await buildNote(contributor.client, projectId, 'Call with Ana', text);
      const untagged = await buildNote(contributor.client, projectId, 'Call with Ben', text);
      const tag = async (title: string) =>
        expectOk(
          await contributor.client.gql<{ createTag: { id: string } }>(
            'mutation($input: CreateTagInput!) { createTag(input: $input) { id } }',
            { input: { title: `${title} ${uniqueSuffix()}` } },
          ),
        ).createTag.id;
      const [speed, price] = [await tag('Speed'), await tag('Price')];
      const highlight = async (quote: string, tagIds: string[]) =>
        expectOk(
          await contributor.client.gql<{ createHighlight: { id: string } }>(
            'mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }',
            {
              input: {
                noteId,
                startOffset: text.indexOf(quote),
                endOffset: text.indexOf(quote) + quote.length,
                text: quote,
                tagIds,
              },
            },
          ),
        ).createHighlight.id;
      const slow = await highlight('Setup was slow', [speed, price]);
      const fair = await highlight('Pricing felt fair', [price]);
      const tagsOf = async (objectType: string) => {
        const view = await createView(projectId, { layout: 'CANVAS', objectType });
        const page = expectOk(
          await contributor.client.gql<{ projectViewItems: { items: { id: string; tags: string[] }[] } }>(
            'query($id: ID!) { projectViewItems(viewId: $id) { items { id tags } } }',
            { id: view.id },
          ),
        ).projectViewItems;
        return new Map(page.items.map((i) => [i.id, i.tags.map((t) => t.split(' ')[0])]));
      };
      const highlights = await tagsOf('HIGHLIGHT');
      expect(highlights.get(slow)).toEqual(['Price', 'Speed']);
      expect(highlights.get(fair)).toEqual(['Price']);
      const notes = await tagsOf('NOTE');
      expect(notes.get(noteId)).toEqual(['Price', 'Speed']);
      expect(notes.get(untagged)).toEqual([]);
    });
  });

  describe('permissions', () => {
    it('should let a viewer read views but refuse every change with FORBIDDEN, changing nothing', async () => {
      const projectId = await buildProject(contributor.client);
      const note = await buildNote(contributor.client, projectId);
      const view = await createView(projectId, { title: 'Theirs' });
      expect((await items(view.id, {}, viewer.client)).total).toBe(1);
      const attempts = [
        viewer.client.gql(CREATE, {
          input: { projectId, title: 'Mine', layout: 'TABLE', objectType: 'NOTE' },
        }),
        viewer.client.gql(UPDATE, { input: { id: view.id, title: 'Mine' } }),
        viewer.client.gql(DELETE, { id: view.id }),
        viewer.client.gql(REORDER, { input: { id: view.id } }),
        viewer.client.gql(MOVE, { input: { viewId: view.id, objectId: note } }),
        viewer.client.gql(CANVAS, { input: { viewId: view.id, objects: '[]' } }),
      ];
      for (const response of await Promise.all(attempts)) expect(errorCode(response)).toBe('FORBIDDEN');
      const views = expectOk(
        await viewer.client.gql<{ projectViews: View[] }>(VIEWS, { p: projectId }),
      ).projectViews;
      expect(views.map((v) => v.title)).toEqual(['Theirs']);
    });

    it('should hide the views of a private project from a member without access, and refuse changes to one with read access', async () => {
      const projectId = await buildProject(ws.manager.client);
      const view = await createView(projectId, { title: 'Secret view' }, ws.manager.client);
      expectOk(await ws.manager.client.gql(SET_GENERAL, { p: projectId, a: 'NONE' }));
      for (const response of [
        await contributor.client.gql(VIEWS, { p: projectId }),
        await contributor.client.gql(ONE, { id: view.id }),
        await contributor.client.gql(ITEMS, { id: view.id }),
        await contributor.client.gql(UPDATE, { input: { id: view.id, title: 'Found' } }),
      ])
        expect(errorCode(response)).toBe('NOT_FOUND');
      expectOk(
        await ws.manager.client.gql(SET_PERMISSION, { p: projectId, s: contributor.id, perm: 'READ' }),
      );
      expect(
        expectOk(await contributor.client.gql<{ projectView: View }>(ONE, { id: view.id })).projectView.title,
      ).toBe('Secret view');
      expect(
        expectOk(
          await contributor.client.gql<{ projectViewItems: { total: number } }>(ITEMS, { id: view.id }),
        ).projectViewItems.total,
      ).toBe(0);
      expect(
        errorCode(await contributor.client.gql(UPDATE, { input: { id: view.id, title: 'Changed' } })),
      ).toBe('FORBIDDEN');
      expect(errorCode(await contributor.client.gql(DELETE, { id: view.id }))).toBe('FORBIDDEN');
    });
  });

  it('should answer NOT_FOUND for the items of a view whose project is in the trash or that does not exist, and BAD_USER_INPUT for an id that is none', async () => {
    const projectId = await buildProject(ws.manager.client);
    const view = await createView(projectId, { title: 'Soon in the trash' }, ws.manager.client);
    expectOk(await contributor.client.gql(ITEMS, { id: view.id }));
    expectOk(await ws.manager.client.gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: projectId }));
    expect(errorCode(await contributor.client.gql(ITEMS, { id: view.id }))).toBe('NOT_FOUND');
    expect(
      errorCode(await contributor.client.gql(ITEMS, { id: '00000000-0000-4000-8000-000000000000' })),
    ).toBe('NOT_FOUND');
    expect(errorCode(await contributor.client.gql(ITEMS, { id: 'not-a-view-!' }))).toBe('BAD_USER_INPUT');
  });

  describe('reordering views', () => {
    it('should place a view first and after another', async () => {
      const projectId = await buildProject(contributor.client);
      const [a, b, c] = [
        await createView(projectId, { title: 'A' }),
        await createView(projectId, { title: 'B' }),
        await createView(projectId, { title: 'C' }),
      ];
      expectOk(await contributor.client.gql(REORDER, { input: { id: c.id, afterId: null } }));
      expectOk(await contributor.client.gql(REORDER, { input: { id: a.id, afterId: b.id } }));
      const titles = expectOk(
        await contributor.client.gql<{ projectViews: View[] }>(VIEWS, { p: projectId }),
      ).projectViews.map((v) => v.title);
      expect(titles).toEqual(['C', 'B', 'A']);
      expect(errorCode(await contributor.client.gql(REORDER, { input: { id: a.id, afterId: a.id } }))).toBe(
        'BAD_USER_INPUT',
      );
    });
  });
});

import { errorCode, type GqlResponse } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

const PROJECT_FIELDS = 'id title summary icon color starred archived noteCount';
const UPDATE = `mutation($i: UpdateProjectInput!) { updateProject(input: $i) { ${PROJECT_FIELDS} } }`;

interface ProjectRow {
  id: string;
  title: string;
  summary: string | null;
  icon: string | null;
  color: string | null;
  starred: boolean;
  archived: boolean;
  noteCount: number;
}

/** Expects a refusal with `code` and, when given, exactly `message`, with nothing internal in it. */
function expectRefused(response: GqlResponse<unknown>, code: string, message?: string): void {
  expect(errorCode(response)).toBe(code);
  if (message) expect(response.errors?.[0]?.message).toBe(message);
  expect(response.errors?.[0]?.extensions.humanReadable).toBe(true);
  expectNoLeak(JSON.stringify(response.errors));
}

describe('project lifecycle', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let viewer: BuiltAccount;
  let contributor: BuiltAccount;

  const listIds = async (client = ws.manager.client, archived = false) =>
    expectOk(
      await client.gql<{ projects: { id: string }[] }>(
        'query($a: Boolean!) { projects(archived: $a) { id } }',
        {
          a: archived,
        },
      ),
    ).projects.map((p) => p.id);
  const getProject = async (id: string, client = ws.manager.client) =>
    expectOk(
      await client.gql<{ project: ProjectRow }>(
        `query($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`,
        {
          id,
        },
      ),
    ).project;
  const byId = (mutation: string, id: string, client = ws.manager.client) =>
    client.gql(
      `mutation($id: ID!) { ${mutation}(id: $id) ${/Project$/.test(mutation) && !/^delete/.test(mutation) ? '{ id starred archived }' : ''} }`,
      { id },
    );
  const trashIds = async (client = ws.manager.client) =>
    expectOk(await client.gql<{ trash: { id: string }[] }>('{ trash { id } }')).trash.map((t) => t.id);
  const eventsOf = (workspaceId: string, subject: string) =>
    sql<{ payload: { projectId: string } }>(
      sut,
      'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
      [workspaceId, subject],
    );

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    viewer = await addMember(sut, ws, 'VIEWER');
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
  });
  afterAll(() => sut.close());

  describe('updateProject', () => {
    it('should change title, summary, icon and colour and record project.updated when a contributor edits', async () => {
      const id = await buildProject(ws.manager.client);
      const data = expectOk(
        await contributor.client.gql<{ updateProject: ProjectRow }>(UPDATE, {
          i: { id, title: ' Renamed study ', summary: 'Why people churn', icon: 'flask', color: '#3F51B5' },
        }),
      );
      expect(data.updateProject).toMatchObject({
        id,
        title: 'Renamed study',
        summary: 'Why people churn',
        icon: 'flask',
        color: '#3f51b5',
      });
      expect(await getProject(id)).toMatchObject({ title: 'Renamed study', icon: 'flask' });
      expect((await eventsOf(ws.id, 'project.updated')).map((e) => e.payload.projectId)).toContain(id);
    });

    it('should keep left-out fields and clear a field set to an empty string', async () => {
      const id = await buildProject(ws.manager.client, 'Keep me');
      expectOk(await ws.manager.client.gql(UPDATE, { i: { id, summary: 'First', color: '#00ff00' } }));
      const data = expectOk(
        await ws.manager.client.gql<{ updateProject: ProjectRow }>(UPDATE, { i: { id, color: '' } }),
      );
      expect(data.updateProject).toMatchObject({ title: 'Keep me', summary: 'First', color: null });
    });

    it.each([
      [
        'a title of 201 characters',
        { title: 't'.repeat(201) },
        'Project title can be at most 200 characters long.',
      ],
      [
        'a summary of 1001 characters',
        { summary: 's'.repeat(1001) },
        'Project summary can be at most 1000 characters long.',
      ],
      [
        'an icon of 101 characters',
        { icon: 'i'.repeat(101) },
        'Project icon can be at most 100 characters long.',
      ],
      ['a colour that is not hex', { color: 'red' }, 'Project color must be a hex color such as #3F51B5.'],
    ])('should refuse %s with BAD_USER_INPUT and change nothing', async (_name, change, message) => {
      const id = await buildProject(ws.manager.client, 'Unchanged');
      expectRefused(await ws.manager.client.gql(UPDATE, { i: { id, ...change } }), 'BAD_USER_INPUT', message);
      expect(await getProject(id)).toMatchObject({
        title: 'Unchanged',
        summary: null,
        icon: null,
        color: null,
      });
    });

    it('should accept a title of exactly 200 characters', async () => {
      const id = await buildProject(ws.manager.client);
      const data = expectOk(
        await ws.manager.client.gql<{ updateProject: ProjectRow }>(UPDATE, {
          i: { id, title: 't'.repeat(200) },
        }),
      );
      expect(data.updateProject.title).toHaveLength(200);
    });
  });

  describe('stars', () => {
    it("should list the caller's starred project first, for that member only, until unstarred", async () => {
      const own = await signUpAndCreateWorkspace(sut);
      const other = await addMember(sut, own, 'CONTRIBUTOR');
      const first = await buildProject(own.manager.client, 'First');
      const second = await buildProject(own.manager.client, 'Second');
      expect(await listIds(own.manager.client)).toEqual([first, second]);
      expectOk(await byId('starProject', second, own.manager.client));
      expectOk(await byId('starProject', second, own.manager.client));
      expect(await listIds(own.manager.client)).toEqual([second, first]);
      expect((await getProject(second, own.manager.client)).starred).toBe(true);
      expect(await listIds(other.client)).toEqual([first, second]);
      expect((await getProject(second, other.client)).starred).toBe(false);
      expectOk(await byId('unstarProject', second, own.manager.client));
      expect(await listIds(own.manager.client)).toEqual([first, second]);
    });
  });

  describe('moveProject', () => {
    const MOVE = 'mutation($i: MoveProjectInput!) { moveProject(input: $i) { id rank } }';

    it('should place a project between its new neighbours and first when afterId is left out', async () => {
      const own = await signUpAndCreateWorkspace(sut);
      const [a, b, c] = [
        await buildProject(own.manager.client, 'A'),
        await buildProject(own.manager.client, 'B'),
        await buildProject(own.manager.client, 'C'),
      ];
      expectOk(await own.manager.client.gql(MOVE, { i: { id: c, afterId: a } }));
      expect(await listIds(own.manager.client)).toEqual([a, c, b]);
      expectOk(await own.manager.client.gql(MOVE, { i: { id: b } }));
      expect(await listIds(own.manager.client)).toEqual([b, a, c]);
      expect((await eventsOf(own.id, 'project.reordered')).length).toBe(2);
    });

    it('should rebalance the ranks when neighbours share a rank', async () => {
      const own = await signUpAndCreateWorkspace(sut);
      const [team] = await sql<{ schema_name: string }>(
        sut,
        'select schema_name from control.teams where id = ?',
        [own.id],
      );
      const [a, b, c] = [
        await buildProject(own.manager.client, 'A'),
        await buildProject(own.manager.client, 'B'),
        await buildProject(own.manager.client, 'C'),
      ];
      await sql(sut, `update "${team.schema_name}".projects set rank = 7 where id in (?, ?)`, [a, b]);
      expectOk(await own.manager.client.gql(MOVE, { i: { id: c, afterId: a } }));
      expect(await listIds(own.manager.client)).toEqual([a, c, b]);
    });

    it('should refuse a viewer, an unknown neighbour and a project placed after itself', async () => {
      const id = await buildProject(ws.manager.client);
      expectRefused(
        await viewer.client.gql(MOVE, { i: { id } }),
        'FORBIDDEN',
        'Viewers cannot make changes.',
      );
      const other = await signUpAndCreateWorkspace(sut);
      const foreign = await buildProject(other.manager.client);
      expectRefused(await ws.manager.client.gql(MOVE, { i: { id, afterId: foreign } }), 'NOT_FOUND');
      expectRefused(
        await ws.manager.client.gql(MOVE, { i: { id, afterId: id } }),
        'BAD_USER_INPUT',
        'A project cannot be placed after itself.',
      );
    });
  });

  describe('archive', () => {
    it('should move a project to the archived list and back when archived and unarchived', async () => {
      const id = await buildProject(ws.manager.client);
      expectOk(await byId('archiveProject', id));
      expect(await listIds()).not.toContain(id);
      expect(await listIds(ws.manager.client, true)).toContain(id);
      expect((await getProject(id)).archived).toBe(true);
      expectOk(await byId('unarchiveProject', id));
      expect(await listIds()).toContain(id);
      expect(await listIds(ws.manager.client, true)).not.toContain(id);
    });
  });

  describe('trash', () => {
    it('should hide a deleted project and its notes, list it in the trash with who deleted it, and bring it back on restore', async () => {
      const id = await buildProject(ws.manager.client, 'Trashed study');
      const noteId = await buildNote(ws.manager.client, id);
      expect(expectOk(await byId('deleteProject', id, contributor.client))).toEqual({ deleteProject: true });
      expect(await listIds()).not.toContain(id);
      expectRefused(
        await ws.manager.client.gql('query($id: ID!) { project(id: $id) { id } }', { id }),
        'NOT_FOUND',
      );
      expectRefused(
        await ws.manager.client.gql('query($id: ID!) { note(id: $id) { id } }', { id: noteId }),
        'NOT_FOUND',
      );
      const trash = expectOk(
        await ws.manager.client.gql<{
          trash: {
            id: string;
            kind: string;
            title: string;
            deletedAt: string;
            deletedBy: { id: string; name: string };
          }[];
        }>('{ trash { id kind title deletedAt deletedBy { id name } } }'),
      ).trash;
      expect(trash.find((t) => t.id === id)).toMatchObject({
        kind: 'PROJECT',
        title: 'Trashed study',
        deletedBy: { id: contributor.id, name: contributor.name },
      });
      expect((await eventsOf(ws.id, 'project.trashed')).map((e) => e.payload.projectId)).toContain(id);

      expectOk(await byId('restoreProject', id));
      expect(await listIds()).toContain(id);
      expect(await trashIds()).not.toContain(id);
      expect((await getProject(id)).noteCount).toBe(1);
    });

    it('should refuse to delete forever a project that is not in the trash', async () => {
      const id = await buildProject(ws.manager.client);
      expectRefused(
        await byId('deleteProjectForever', id),
        'BAD_USER_INPUT',
        'Only a project in the trash can be deleted forever. Delete it first.',
      );
      expect(await listIds()).toContain(id);
    });

    it('should refuse delete forever to a contributor and let a manager remove the project with its notes', async () => {
      const id = await buildProject(ws.manager.client);
      const noteId = await buildNote(ws.manager.client, id);
      expectOk(await byId('deleteProject', id));
      expectRefused(
        await byId('deleteProjectForever', id, contributor.client),
        'FORBIDDEN',
        'Only workspace managers can do this.',
      );
      expect(await trashIds()).toContain(id);
      expect(expectOk(await byId('deleteProjectForever', id))).toEqual({ deleteProjectForever: true });
      expect(await trashIds()).not.toContain(id);
      const [team] = await sql<{ schema_name: string }>(
        sut,
        'select schema_name from control.teams where id = ?',
        [ws.id],
      );
      const rows = await sql(
        sut,
        `select id from "${team.schema_name}".projects where id = ? union all select id from "${team.schema_name}".notes where id = ?`,
        [id, noteId],
      );
      expect(rows).toEqual([]);
      expectRefused(await byId('restoreProject', id), 'NOT_FOUND');
    });
  });

  describe('refusals', () => {
    const viewerCases: [string, (id: string) => [string, Record<string, unknown>]][] = [
      ['updateProject', (id) => [UPDATE, { i: { id, title: 'By a viewer' } }]],
      ['moveProject', (id) => ['mutation($id: ID!) { moveProject(input: { id: $id }) { id } }', { id }]],
      ...[
        'starProject',
        'unstarProject',
        'archiveProject',
        'unarchiveProject',
        'deleteProject',
        'restoreProject',
        'deleteProjectForever',
      ].map((m): [string, (id: string) => [string, Record<string, unknown>]] => [
        m,
        (id) => [`mutation($id: ID!) { ${m}(id: $id) ${m.startsWith('delete') ? '' : '{ id }'} }`, { id }],
      ]),
    ];
    it.each(viewerCases)(
      'should refuse %s to a viewer with FORBIDDEN and change nothing',
      async (_name, build) => {
        const id = await buildProject(ws.manager.client, 'Viewer proof');
        const [query, variables] = build(id);
        expectRefused(await viewer.client.gql(query, variables), 'FORBIDDEN');
        expect(await getProject(id)).toMatchObject({
          title: 'Viewer proof',
          starred: false,
          archived: false,
        });
        expect(await trashIds()).not.toContain(id);
      },
    );

    it('should let an API token trash a project but refuse it deleteProjectForever', async () => {
      const id = await buildProject(ws.manager.client);
      const client = sut.client();
      client.bearer = (await buildApiToken(ws.manager.client)).secret;
      expectOk(await byId('deleteProject', id, client));
      expectRefused(await byId('deleteProjectForever', id, client), 'FORBIDDEN');
      expect(await trashIds()).toContain(id);
      const ping = await sut.client().http('/ping');
      expect(ping.status).toBe(200);
    });
  });

  describe('the projects limit', () => {
    it('should refuse the 201st project, count trashed ones out, and refuse a restore over the limit', async () => {
      const full = await signUpAndCreateWorkspace(sut);
      const [team] = await sql<{ schema_name: string }>(
        sut,
        'select schema_name from control.teams where id = ?',
        [full.id],
      );
      await sql(
        sut,
        `insert into "${team.schema_name}".projects (id, title, rank, created_by)
         select gen_random_uuid(), 'Bulk ' || g, g, ? from generate_series(1, 199) g`,
        [full.manager.id],
      );
      const last = await buildProject(full.manager.client, 'The 200th');
      const create = () =>
        full.manager.client.gql('mutation { createProject(input: { title: "The 201st" }) { id } }');
      expectRefused(await create(), 'BAD_USER_INPUT', 'A workspace can have at most 200 projects.');
      expectOk(await byId('deleteProject', last, full.manager.client));
      expectOk(await create());
      expectRefused(
        await byId('restoreProject', last, full.manager.client),
        'BAD_USER_INPUT',
        'A workspace can have at most 200 projects.',
      );
      expect(await trashIds(full.manager.client)).toContain(last);
    });
  });
});

import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

interface Folder {
  id: string;
  shortId: string;
  name: string;
  parentId: string | null;
  projectCount: number;
  folderCount: number;
}

const FOLDER_FIELDS = 'id shortId name parentId projectCount folderCount';
const CREATE = `mutation($input: CreateFolderInput!) { createFolder(input: $input) { ${FOLDER_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateFolderInput!) { updateFolder(input: $input) { ${FOLDER_FIELDS} } }`;
const MOVE = `mutation($input: MoveFolderInput!) { moveFolder(input: $input) { ${FOLDER_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteFolder(id: $id) }';
const MOVE_PROJECT = `mutation($input: MoveProjectToFolderInput!) { moveProjectToFolder(input: $input) { id folderId } }`;
const FOLDER = `query($id: ID!) { folder(id: $id) { ${FOLDER_FIELDS} ancestors { id name } children { id name } projects { id title folderId } } }`;
const FOLDERS = `{ folders { ${FOLDER_FIELDS} } }`;

describe('folders (project categories)', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
  });
  afterAll(() => sut.close());

  async function create(name: string, parentId: string | null = null): Promise<Folder> {
    return expectOk(
      await contributor.client.gql<{ createFolder: Folder }>(CREATE, { input: { name, parentId } }),
    ).createFolder;
  }
  async function moveProject(projectId: string, folderId: string | null) {
    return contributor.client.gql<{ moveProjectToFolder: { id: string; folderId: string | null } }>(
      MOVE_PROJECT,
      { input: { projectId, folderId } },
    );
  }
  type FolderPage = Folder & {
    ancestors: { id: string; name: string }[];
    children: { id: string; name: string }[];
    projects: { id: string; folderId: string }[];
  };
  async function folder(id: string): Promise<FolderPage> {
    return expectOk(await viewer.client.gql<{ folder: FolderPage }>(FOLDER, { id })).folder;
  }
  async function allFolders(): Promise<Folder[]> {
    return expectOk(await viewer.client.gql<{ folders: Folder[] }>(FOLDERS)).folders;
  }

  it('should nest folders, hold projects, list ancestors outermost first and write the events', async () => {
    const outer = await create('Research 2026');
    const inner = await create('Onboarding', outer.id);
    const innermost = await create('Interviews', inner.id);
    const projectId = await buildProject(contributor.client);
    expect(expectOk(await moveProject(projectId, inner.shortId)).moveProjectToFolder.folderId).toBe(inner.id);
    const page = await folder(inner.id);
    expect(page).toMatchObject({ parentId: outer.id, projectCount: 1, folderCount: 1 });
    expect(page.ancestors.map((a) => a.id)).toEqual([outer.id]);
    expect(page.children.map((c) => c.id)).toEqual([innermost.id]);
    expect(page.projects.map((p) => p.id)).toEqual([projectId]);
    expect((await folder(innermost.id)).ancestors.map((a) => a.id)).toEqual([outer.id, inner.id]);
    const subjects = (
      await sql<{ subject: string }>(
        sut,
        'select subject from regional.outbox_events where workspace_id = ?',
        [ws.id],
      )
    ).map((r) => r.subject);
    expect(subjects).toEqual(expect.arrayContaining(['folder.created', 'project.movedToFolder']));
    expect(
      expectOk(
        await viewer.client.gql<{ project: { folderId: string } }>(
          'query($id: ID!) { project(id: $id) { folderId } }',
          { id: projectId },
        ),
      ).project.folderId,
    ).toBe(inner.id);
  });

  it('should refuse to move a folder into itself or into one of its sub-folders and change nothing', async () => {
    const outer = await create('Outer');
    const middle = await create('Middle', outer.id);
    const inner = await create('Inner', middle.id);
    for (const parentId of [outer.id, middle.id, inner.id]) {
      const response = await contributor.client.gql(MOVE, { input: { id: outer.id, parentId } });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(
        'A folder cannot be moved into itself or into one of its own sub-folders.',
      );
    }
    expect((await folder(outer.id)).parentId).toBeNull();
    const moved = expectOk(
      await contributor.client.gql<{ moveFolder: Folder }>(MOVE, { input: { id: inner.id, parentId: null } }),
    ).moveFolder;
    expect(moved.parentId).toBeNull();
  });

  it('should move its projects and sub-folders up to its parent when a folder is deleted', async () => {
    const parent = await create('Parent');
    const doomed = await create('Doomed', parent.id);
    const child = await create('Child', doomed.id);
    const projectId = await buildProject(contributor.client);
    expectOk(await moveProject(projectId, doomed.id));
    expectOk(await contributor.client.gql(DELETE, { id: doomed.id }));
    expect(errorCode(await viewer.client.gql(FOLDER, { id: doomed.id }))).toBe('NOT_FOUND');
    const after = await folder(parent.id);
    expect(after.children.map((c) => c.id)).toEqual([child.id]);
    expect(after.projects.map((p) => p.id)).toEqual([projectId]);
  });

  it('should move the projects of a top-level folder to the top level when it is deleted', async () => {
    const top = await create('Top');
    const projectId = await buildProject(contributor.client);
    expectOk(await moveProject(projectId, top.id));
    expectOk(await contributor.client.gql(DELETE, { id: top.id }));
    const project = expectOk(
      await viewer.client.gql<{ project: { folderId: string | null } }>(
        'query($id: ID!) { project(id: $id) { folderId } }',
        { id: projectId },
      ),
    ).project;
    expect(project.folderId).toBeNull();
  });

  it('should rename a folder, refuse an empty or too long name and take a project out to the top level', async () => {
    const renamed = await create('Old name');
    expect(
      expectOk(
        await contributor.client.gql<{ updateFolder: Folder }>(UPDATE, {
          input: { id: renamed.id, name: 'New name' },
        }),
      ).updateFolder.name,
    ).toBe('New name');
    const empty = await contributor.client.gql(CREATE, { input: { name: '   ' } });
    expect(empty.errors?.[0]?.message).toBe('Folder name cannot be empty.');
    const long = await contributor.client.gql(CREATE, { input: { name: 'f'.repeat(201) } });
    expect(long.errors?.[0]?.message).toBe('Folder name can be at most 200 characters long.');
    const projectId = await buildProject(contributor.client);
    expectOk(await moveProject(projectId, renamed.id));
    expect(expectOk(await moveProject(projectId, null)).moveProjectToFolder.folderId).toBeNull();
    expect((await allFolders()).find((f) => f.id === renamed.id)?.projectCount).toBe(0);
  });

  it('should let a viewer read folders but refuse every change with FORBIDDEN', async () => {
    const own = await create('Viewer can see');
    const projectId = await buildProject(contributor.client);
    const attempts: [string, Record<string, unknown>][] = [
      [CREATE, { input: { name: 'Viewer folder' } }],
      [UPDATE, { input: { id: own.id, name: 'Viewer' } }],
      [MOVE, { input: { id: own.id, parentId: null } }],
      [DELETE, { id: own.id }],
      [MOVE_PROJECT, { input: { projectId, folderId: own.id } }],
    ];
    for (const [query, variables] of attempts) {
      expect(errorCode(await viewer.client.gql(query, variables))).toBe('FORBIDDEN');
    }
    expect((await folder(own.id)).name).toBe('Viewer can see');
    expect((await allFolders()).some((f) => f.name === 'Viewer folder')).toBe(false);
  });
});

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

function expectRefused(response: GqlResponse<unknown>, code: string, message?: string): void {
  expect(errorCode(response)).toBe(code);
  if (message) expect(response.errors?.[0]?.message).toBe(message);
  expect(response.errors?.[0]?.extensions.humanReadable).toBe(true);
  expectNoLeak(JSON.stringify(response.errors));
}

describe('note lifecycle', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let viewer: BuiltAccount;
  let contributor: BuiltAccount;

  const noteIds = async (projectId: string) =>
    expectOk(
      await ws.manager.client.gql<{ notes: { id: string }[] }>(
        'query($p: ID!) { notes(projectId: $p) { id } }',
        {
          p: projectId,
        },
      ),
    ).notes.map((n) => n.id);
  const getNote = (id: string) =>
    ws.manager.client.gql<{ note: { id: string; title: string; content: string; projectId: string } }>(
      'query($id: ID!) { note(id: $id) { id title content projectId } }',
      { id },
    );
  const byId = (mutation: string, id: string, client = ws.manager.client) =>
    client.gql(
      `mutation($id: ID!) { ${mutation}(id: $id) ${mutation.startsWith('delete') ? '' : '{ id title projectId }'} }`,
      { id },
    );
  const rename = (id: string, title: string, client = ws.manager.client) =>
    client.gql<{ updateNote: { title: string } }>(
      'mutation($id: ID!, $t: String!) { updateNote(input: { id: $id, title: $t }) { title } }',
      { id, t: title },
    );
  const move = (id: string, projectId: string, client = ws.manager.client) =>
    client.gql<{ moveNote: { projectId: string } }>(
      'mutation($i: MoveNoteInput!) { moveNote(input: $i) { projectId } }',
      { i: { id, projectId } },
    );
  const trash = async (projectId?: string) =>
    expectOk(
      await ws.manager.client.gql<{
        trash: {
          id: string;
          kind: string;
          title: string;
          projectId: string;
          deletedBy: { id: string } | null;
        }[];
      }>('query($p: ID) { trash(projectId: $p) { id kind title projectId deletedBy { id } } }', {
        p: projectId,
      }),
    ).trash;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    viewer = await addMember(sut, ws, 'VIEWER');
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
  });
  afterAll(() => sut.close());

  it('should rename a note and refuse a title of 201 characters with BAD_USER_INPUT', async () => {
    const projectId = await buildProject(ws.manager.client);
    const id = await buildNote(ws.manager.client, projectId, 'Before');
    expect(expectOk(await rename(id, 'Interview with Ana', contributor.client)).updateNote.title).toBe(
      'Interview with Ana',
    );
    expectRefused(
      await rename(id, 'n'.repeat(201)),
      'BAD_USER_INPUT',
      'Note title can be at most 200 characters long.',
    );
    expect(expectOk(await getNote(id)).note.title).toBe('Interview with Ana');
  });

  it('should duplicate a note into the same project with its text and a "Copy of" title', async () => {
    const projectId = await buildProject(ws.manager.client);
    const id = await buildNote(ws.manager.client, projectId, 'Source', 'The transcript');
    const copy = expectOk(
      await ws.manager.client.gql<{
        duplicateNote: { id: string; title: string; content: string; projectId: string };
      }>('mutation($id: ID!) { duplicateNote(id: $id) { id title content projectId } }', { id }),
    ).duplicateNote;
    expect(copy).toMatchObject({ title: 'Copy of Source', content: 'The transcript', projectId });
    expect(copy.id).not.toBe(id);
    expect((await noteIds(projectId)).sort()).toEqual([id, copy.id].sort());
  });

  it('should cut a duplicate title to 200 characters when the source title is at the limit', async () => {
    const projectId = await buildProject(ws.manager.client);
    const id = await buildNote(ws.manager.client, projectId, 'x'.repeat(200));
    const copy = expectOk(
      await ws.manager.client.gql<{ duplicateNote: { title: string } }>(
        'mutation($id: ID!) { duplicateNote(id: $id) { title } }',
        { id },
      ),
    ).duplicateNote;
    expect(copy.title).toHaveLength(200);
  });

  it('should move a note to another project and refuse a project of another workspace or in the trash', async () => {
    const from = await buildProject(ws.manager.client);
    const to = await buildProject(ws.manager.client);
    const id = await buildNote(ws.manager.client, from);
    expect(expectOk(await move(id, to)).moveNote.projectId).toBe(to);
    expect(await noteIds(from)).toEqual([]);
    expect(await noteIds(to)).toEqual([id]);

    const other = await signUpAndCreateWorkspace(sut);
    const foreign = await buildProject(other.manager.client);
    expectRefused(await move(id, foreign), 'NOT_FOUND');
    const trashed = await buildProject(ws.manager.client);
    expectOk(await byId('deleteProject', trashed));
    expectRefused(await move(id, trashed), 'NOT_FOUND');
    expect(expectOk(await getNote(id)).note.projectId).toBe(to);
  });

  it('should hide a deleted note, list it in the trash with who deleted it, and bring it back with its text on restore', async () => {
    const projectId = await buildProject(ws.manager.client);
    const id = await buildNote(ws.manager.client, projectId, 'Trash me', 'Keep this text');
    expect(expectOk(await byId('deleteNote', id, contributor.client))).toEqual({ deleteNote: true });
    expect(await noteIds(projectId)).toEqual([]);
    expectRefused(await getNote(id), 'NOT_FOUND');
    expect(await trash(projectId)).toEqual([
      { id, kind: 'NOTE', title: 'Trash me', projectId, deletedBy: { id: contributor.id } },
    ]);
    expect((await trash()).map((t) => t.id)).toContain(id);

    expect(expectOk(await byId('restoreNote', id))).toMatchObject({ restoreNote: { id, projectId } });
    expect(await noteIds(projectId)).toEqual([id]);
    expect(expectOk(await getNote(id)).note.content).toBe('Keep this text');
    expect(await trash(projectId)).toEqual([]);
  });

  it('should refuse to restore a note whose project is in the trash', async () => {
    const projectId = await buildProject(ws.manager.client);
    const id = await buildNote(ws.manager.client, projectId);
    expectOk(await byId('deleteNote', id));
    expectOk(await byId('deleteProject', projectId));
    expectRefused(
      await byId('restoreNote', id),
      'BAD_USER_INPUT',
      'This note belongs to a project in the trash. Restore the project first.',
    );
    expect((await trash(projectId)).map((t) => t.kind).sort()).toEqual(['NOTE', 'PROJECT']);
  });

  it('should delete a note forever only from the trash and remove its row', async () => {
    const projectId = await buildProject(ws.manager.client);
    const id = await buildNote(ws.manager.client, projectId);
    expectRefused(
      await byId('deleteNoteForever', id),
      'BAD_USER_INPUT',
      'Only a note in the trash can be deleted forever. Delete it first.',
    );
    expectOk(await byId('deleteNote', id));
    expect(expectOk(await byId('deleteNoteForever', id))).toEqual({ deleteNoteForever: true });
    expect(await trash(projectId)).toEqual([]);
    const [team] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    expect(await sql(sut, `select id from "${team.schema_name}".notes where id = ?`, [id])).toEqual([]);
    expectRefused(await byId('restoreNote', id), 'NOT_FOUND');
  });

  it.each(['duplicateNote', 'deleteNote', 'restoreNote', 'deleteNoteForever', 'updateNote', 'moveNote'])(
    'should refuse %s to a viewer with FORBIDDEN and change nothing',
    async (mutation) => {
      const projectId = await buildProject(ws.manager.client);
      const id = await buildNote(ws.manager.client, projectId, 'Viewer proof');
      if (mutation === 'restoreNote' || mutation === 'deleteNoteForever')
        expectOk(await byId('deleteNote', id));
      const response =
        mutation === 'updateNote'
          ? await rename(id, 'By a viewer', viewer.client)
          : mutation === 'moveNote'
            ? await move(id, await buildProject(ws.manager.client), viewer.client)
            : await byId(mutation, id, viewer.client);
      expectRefused(response, 'FORBIDDEN', 'Viewers cannot make changes.');
      const inTrash = (await trash(projectId)).map((t) => t.id);
      if (mutation === 'restoreNote' || mutation === 'deleteNoteForever') expect(inTrash).toEqual([id]);
      else {
        expect(inTrash).toEqual([]);
        expect(await noteIds(projectId)).toEqual([id]);
        expect(expectOk(await getNote(id)).note.title).toBe('Viewer proof');
      }
    },
  );

  it('should let an API token trash and restore a note but refuse it deleteNoteForever', async () => {
    const projectId = await buildProject(ws.manager.client);
    const id = await buildNote(ws.manager.client, projectId);
    const client = sut.client();
    client.bearer = (await buildApiToken(ws.manager.client)).secret;
    expectOk(await byId('deleteNote', id, client));
    expectRefused(await byId('deleteNoteForever', id, client), 'FORBIDDEN');
    expect((await trash(projectId)).map((t) => t.id)).toEqual([id]);
    expectOk(await byId('restoreNote', id, client));
    expect((await sut.client().http('/ping')).status).toBe(200);
  });
});

import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type CollabClient,
  appendParagraph,
  connect,
  eventually,
  paragraphText,
  paragraphs,
  synced,
} from './collaboration-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';

/**
 * A project's readme (spec 000 §2 /projects/{projectId}/readme) is a collaborative document on the
 * same socket as notes and insights: `readme.<projectId>`, made on first open, stored as text, JSON
 * and Yjs state with a `project.updated` event; read-only for the project's viewers; not there for
 * another workspace, a project in the trash, or a name of no project.
 */
describe('project readme', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let other: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  const open: CollabClient[] = [];

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    other = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
  }, 300_000);
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => sut.close());

  const opened = (client: CollabClient) => {
    open.push(client);
    return client;
  };
  const stored = async (projectId: string) => {
    const schema = await workspaceSchema(sut, ws);
    const rows = await sql<{ content: string; content_json: { content: { type: string }[] } | null }>(
      sut,
      `select content, content_json from "${schema}".project_readmes where project_id = ?`,
      [projectId],
    );
    return rows[0] ?? null;
  };

  it('should merge two members writing the readme and store its text, JSON and an event', async () => {
    const projectId = await buildProject(ws.manager.client, 'Readme study');
    expect(await stored(projectId)).toBeNull();
    const a = opened(connect(ws.manager.client, `readme.${projectId}`));
    const b = opened(connect(contributor.client, `readme.${projectId}`));
    await Promise.all([synced(a), synced(b)]);
    // A new readme is one empty paragraph, where the first member starts typing.
    expect(paragraphs(a.fragment)).toBe('');
    paragraphText(a.fragment, 0).insert(0, 'Goal: why trials stall');
    appendParagraph(b.fragment, 'Team: Ana, Bo');
    const merged = 'Goal: why trials stall\nTeam: Ana, Bo';
    await eventually(() => paragraphs(a.fragment) === merged && paragraphs(b.fragment) === merged);
    await eventually(async () => (await stored(projectId))?.content === merged);
    const row = await stored(projectId);
    expect(row?.content_json?.content.every((node) => node.type === 'paragraph')).toBe(true);
    const events = await sql<{ payload: { projectId: string; fields: string[] } }>(
      sut,
      `select payload from regional.outbox_events where workspace_id = ? and subject = 'project.updated'`,
      [ws.id],
    );
    expect(events.map((e) => e.payload)).toContainEqual({ projectId, fields: ['readme'] });

    // Opened again later, it is what was written.
    const later = opened(connect(viewer.client, `readme.${projectId}`));
    await synced(later);
    expect(paragraphs(later.fragment)).toBe(merged);
  });

  it("should drop a viewer's edit and keep the readme as it was", async () => {
    const projectId = await buildProject(ws.manager.client, 'Read-only readme');
    const writer = opened(connect(ws.manager.client, `readme.${projectId}`));
    await synced(writer);
    paragraphText(writer.fragment, 0).insert(0, 'Written by the manager');
    await eventually(async () => (await stored(projectId))?.content === 'Written by the manager');
    const reader = opened(connect(viewer.client, `readme.${projectId}`));
    await synced(reader);
    appendParagraph(reader.fragment, 'VANDAL');
    // The server handles one connection's messages in order: once the writer hears the reader's
    // awareness change sent after the edit, the server has already dropped the edit.
    reader.provider.setAwarenessField('probe', 1);
    await eventually(() =>
      [...writer.provider.awareness!.getStates().values()].some((state) => state.probe === 1),
    );
    expect(paragraphs(writer.fragment)).toBe('Written by the manager');
    expect((await stored(projectId))?.content).toBe('Written by the manager');
  });

  it('should refuse another workspace, a project in the trash and a name of no project, and make no readme', async () => {
    const projectId = await buildProject(ws.manager.client, 'Private readme');
    const intruder = opened(connect(other.manager.client, `readme.${projectId}`));
    expect(await intruder.refusal).toMatch(/does not exist/);
    const nobody = opened(connect(ws.manager.client, `readme.${crypto.randomUUID()}`));
    expect(await nobody.refusal).toMatch(/does not exist/);
    expectOk(await ws.manager.client.gql('mutation($id: ID!) { deleteProject(id: $id) }', { id: projectId }));
    const trashed = opened(connect(ws.manager.client, `readme.${projectId}`));
    expect(await trashed.refusal).toMatch(/does not exist/);
    expect(await stored(projectId)).toBeNull();
  });
});

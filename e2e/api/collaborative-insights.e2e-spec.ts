import * as Y from 'yjs';
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
} from './factories';

interface InsightData {
  id: string;
  content: string;
  contentJson: string | null;
}
const INSIGHT = 'query($id: ID!) { insight(id: $id) { id content contentJson } }';
const UPDATE = `mutation($input: UpdateInsightInput!) { updateInsight(input: $input) { id content contentJson } }`;

/** A ProseMirror document of one paragraph per line. */
function documentOf(...lines: string[]): string {
  return JSON.stringify({
    type: 'doc',
    content: lines.map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] })),
  });
}

describe('collaborative insights', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let other: BuiltWorkspace;
  let contributor: BuiltAccount;
  let projectId: string;
  const open: CollabClient[] = [];

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    other = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    projectId = await buildProject(ws.manager.client);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => sut.close());

  function opened(client: CollabClient): CollabClient {
    open.push(client);
    return client;
  }
  async function insight(id: string): Promise<InsightData> {
    return expectOk(await ws.manager.client.gql<{ insight: InsightData }>(INSIGHT, { id })).insight;
  }
  async function buildInsight(...lines: string[]): Promise<string> {
    return expectOk(
      await ws.manager.client.gql<{ createInsight: { id: string } }>(
        'mutation($p: ID!, $c: String) { createInsight(input: { projectId: $p, title: "Shared insight", contentJson: $c }) { id } }',
        { p: projectId, c: lines.length > 0 ? documentOf(...lines) : null },
      ),
    ).createInsight.id;
  }
  async function setLocked(id: string, locked: boolean): Promise<void> {
    const field = locked ? 'lockInsight' : 'unlockInsight';
    expectOk(await ws.manager.client.gql(`mutation($id: ID!) { ${field}(id: $id) { id } }`, { id }));
  }

  it('should merge two members writing the same insight and store the merged text and JSON', async () => {
    const id = await buildInsight('Pricing confuses new teams');
    const a = opened(connect(ws.manager.client, `insight.${id}`));
    const b = opened(connect(contributor.client, `insight.${id}`));
    await Promise.all([synced(a), synced(b)]);
    expect(paragraphs(a.fragment)).toBe('Pricing confuses new teams');
    paragraphText(a.fragment, 0).insert(0, 'Finding: ');
    appendParagraph(b.fragment, 'Seen in 4 of 6 interviews');
    const merged = 'Finding: Pricing confuses new teams\nSeen in 4 of 6 interviews';
    await eventually(() => paragraphs(a.fragment) === merged && paragraphs(b.fragment) === merged);
    await eventually(async () => (await insight(id)).content === merged);
    const json = JSON.parse((await insight(id)).contentJson ?? 'null') as { content: { type: string }[] };
    expect(json.content.map((n) => n.type)).toEqual(['paragraph', 'paragraph']);
  });

  it('should send an updateInsight document to the open editors at once', async () => {
    const id = await buildInsight('Draft finding');
    const editor = opened(connect(contributor.client, `insight.${id}`));
    await synced(editor);
    const updated = expectOk(
      await ws.manager.client.gql<{ updateInsight: InsightData }>(UPDATE, {
        input: { id, contentJson: documentOf('Draft finding', 'Added through the API') },
      }),
    ).updateInsight;
    expect(updated.content).toBe('Draft finding\nAdded through the API');
    await eventually(() => paragraphs(editor.fragment) === 'Draft finding\nAdded through the API');
  });

  it("should refuse a document the editor's schema does not have, and change nothing", async () => {
    const id = await buildInsight('Keep me');
    const bogus = JSON.stringify({ type: 'doc', content: [{ type: 'marquee', content: [] }] });
    const response = await ws.manager.client.gql(UPDATE, { input: { id, contentJson: bogus } });
    expect(response.errors?.[0]?.extensions).toMatchObject({
      errorCode: 'BAD_USER_INPUT',
      humanReadable: true,
    });
    expect(response.errors?.[0]?.message).toBe('The insight content is not a valid document.');
    expect((await insight(id)).content).toBe('Keep me');
  });

  it('should make open editors read-only when the insight is locked, and writable again when unlocked', async () => {
    const id = await buildInsight('Locked finding');
    const writer = opened(connect(contributor.client, `insight.${id}`));
    const watcher = opened(connect(ws.manager.client, `insight.${id}`));
    await Promise.all([synced(writer), synced(watcher)]);
    await setLocked(id, true);
    paragraphText(writer.fragment, 0).insert(0, 'VANDAL ');
    // The server handles one connection's messages in order: once the watcher hears the writer's
    // awareness change sent after the edit, the server has already dropped the edit.
    writer.provider.setAwarenessField('probe', 1);
    await eventually(() =>
      [...watcher.provider.awareness!.getStates().values()].some((state) => state.probe === 1),
    );
    expect(paragraphs(watcher.fragment)).toBe('Locked finding');
    await setLocked(id, false);
    // A member who opens it afterwards writes again; the dropped edit never reached anyone.
    const later = opened(connect(ws.manager.client, `insight.${id}`));
    await synced(later);
    appendParagraph(later.fragment, 'Unlocked again');
    await eventually(async () => (await insight(id)).content === 'Locked finding\nUnlocked again');
    expect(paragraphs(watcher.fragment)).toBe('Locked finding\nUnlocked again');
  });

  it('should refuse a member of another workspace who asks for the insight by its id', async () => {
    const id = await buildInsight('Workspace A only');
    const intruder = opened(connect(other.manager.client, `insight.${id}`));
    expect(await intruder.refusal).toMatch(/does not exist/);
    expect(intruder.doc.getXmlFragment('default').length).toBe(0);
    expect(Y.encodeStateAsUpdate(intruder.doc).byteLength).toBeLessThan(10);
  });
});

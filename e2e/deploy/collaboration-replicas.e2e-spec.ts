import type { RunningServer } from '../../services/all-in-one/src/start-server';
import { type ReplicaPair, startReplicaPair } from '../../services/all-in-one/src/testing/replica-pair';
import { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type CollabClient,
  appendParagraph,
  connect,
  eventually,
  paragraphText,
  paragraphs,
  synced,
} from '../api/collaboration-client';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from '../api/factories';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const NOTE = 'query($id: ID!) { note(id: $id) { content } }';

/**
 * Two API replicas on one database and one NATS, as the chart runs them (api.replicas: 2): members
 * whose sockets land on different replicas must still write one document together.
 */
describe('collaboration across API replicas', () => {
  let first: TestServer;
  let second: RunningServer;
  let pair: ReplicaPair;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let projectId: string;
  const open: CollabClient[] = [];

  beforeAll(async () => {
    pair = await startReplicaPair(NATS_URL);
    ({ first, second } = pair);
    ws = await signUpAndCreateWorkspace(first);
    contributor = await addMember(first, ws, 'CONTRIBUTOR');
    projectId = await buildProject(ws.manager.client);
  }, 120_000);
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => pair?.close());

  /** The member's editor with its socket on the second replica (same Host, same session cookie). */
  function onSecond(account: BuiltAccount, documentName: string): CollabClient {
    const client = new GraphqlClient(second.address, account.client.host);
    return opened(connect(client, documentName, { cookie: account.client.sessionCookie }));
  }
  function opened(client: CollabClient): CollabClient {
    open.push(client);
    return client;
  }
  async function content(noteId: string): Promise<string> {
    return expectOk(await ws.manager.client.gql<{ note: { content: string } }>(NOTE, { id: noteId })).note
      .content;
  }

  it('should merge two members typing on different replicas and store the merged text once both are done', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Across replicas', 'Hello world');
    const a = opened(connect(ws.manager.client, `note.${noteId}`));
    const b = onSecond(contributor, `note.${noteId}`);
    await Promise.all([synced(a), synced(b)]);
    paragraphText(a.fragment, 0).insert(0, 'A: ');
    paragraphText(b.fragment, 0).insert('Hello world'.length, ' (B)');
    appendParagraph(b.fragment, 'Second paragraph by B');
    const merged = 'A: Hello world (B)\nSecond paragraph by B';
    await eventually(() => paragraphs(a.fragment) === merged && paragraphs(b.fragment) === merged);
    await eventually(async () => (await content(noteId)) === merged);
  });

  it('should show a member the caret of a member on the other replica', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Carets', 'Where are you');
    const a = opened(connect(ws.manager.client, `note.${noteId}`));
    const b = onSecond(contributor, `note.${noteId}`);
    await Promise.all([synced(a), synced(b)]);
    a.provider.setAwarenessField('user', { name: 'Ana on the first replica' });
    await eventually(() =>
      [...(b.provider.awareness?.getStates().values() ?? [])].some(
        (state) => (state.user as { name?: string } | undefined)?.name === 'Ana on the first replica',
      ),
    );
  });

  it('should give a member who opens the note on the other replica the edits not stored yet', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Late joiner', 'Stored text');
    const a = opened(connect(ws.manager.client, `note.${noteId}`));
    await synced(a);
    // Stored a second after the last edit at the earliest: the second replica loads the note before that.
    appendParagraph(a.fragment, 'Typed a moment ago');
    const b = onSecond(contributor, `note.${noteId}`);
    await synced(b);
    await eventually(() => paragraphs(b.fragment) === 'Stored text\nTyped a moment ago');
    paragraphText(b.fragment, 1).insert(0, 'B: ');
    await eventually(() => paragraphs(a.fragment) === 'Stored text\nB: Typed a moment ago');
    await eventually(async () => (await content(noteId)) === 'Stored text\nB: Typed a moment ago');
  });
});

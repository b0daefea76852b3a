import WebSocket from 'ws';
import { COLLABORATION_LIMITS } from '@fieldnote/core';
import { waitFor } from '../../services/core/src/testing/wait-for';
import * as Y from 'yjs';
import { STORE_DEBOUNCE_MS } from '../../services/api/src/modules/collaboration';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  COLLABORATION_PATH,
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
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';

interface NoteData {
  content: string;
  contentJson: string | null;
  highlights: { id: string; text: string; startOffset: number; endOffset: number; detached: boolean }[];
}
const NOTE = `query($id: ID!) { note(id: $id) { content contentJson
  highlights { id text startOffset endOffset detached } } }`;
const CREATE_HIGHLIGHT = `mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id text startOffset endOffset detached } }`;
const UPDATE_NOTE = `mutation($input: UpdateNoteInput!) { updateNote(input: $input) { id content } }`;

/** The answer to a raw WebSocket handshake: 101 when it opened, else the HTTP status it was refused with. */
function handshake(server: TestServer, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.address.replace(/^http/, 'ws')}${COLLABORATION_PATH}`, {
      headers,
    });
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', (error) => reject(error));
  });
}

/** lib0's variable-length unsigned integer, as Hocuspocus' messages write lengths and types. */
function varUint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0x7f) {
    bytes.push(0x80 | (rest & 0x7f));
    rest >>>= 7;
  }
  bytes.push(rest);
  return bytes;
}
function varBytes(bytes: Uint8Array): number[] {
  return [...varUint(bytes.length), ...bytes];
}
/** Hocuspocus' messages for `documentName`: the (empty) token, and a sync request for the whole state. */
function hocuspocusMessages(documentName: string) {
  const name = varBytes(new TextEncoder().encode(documentName));
  return {
    auth: Buffer.from([...name, ...varUint(2), ...varUint(0), ...varUint(0)]),
    syncStep1: Buffer.from([
      ...name,
      ...varUint(0),
      ...varUint(0),
      ...varBytes(Y.encodeStateVector(new Y.Doc())),
    ]),
  };
}

/** A raw collaboration socket kept open: resolves with it once open, or with the refusal's status. */
function rawSocket(server: TestServer, headers: Record<string, string>): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.address.replace(/^http/, 'ws')}${COLLABORATION_PATH}`, {
      headers,
    });
    socket.on('open', () => resolve(socket));
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('error', (error) => reject(error));
  });
}

describe('collaborative notes', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let other: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let projectId: string;
  const open: CollabClient[] = [];

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    other = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
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
  async function note(id: string): Promise<NoteData> {
    return expectOk(await ws.manager.client.gql<{ note: NoteData }>(NOTE, { id })).note;
  }

  it('should open a note written as plain text with one paragraph per line', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Plain', 'First line\n\nThird line');
    const client = opened(connect(contributor.client, `note.${noteId}`));
    await synced(client);
    expect(paragraphs(client.fragment)).toBe('First line\n\nThird line');
  });

  it('should merge two members typing at once and store the merged text and JSON', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Together', 'Hello world');
    const a = opened(connect(ws.manager.client, `note.${noteId}`));
    const b = opened(connect(contributor.client, `note.${noteId}`));
    await Promise.all([synced(a), synced(b)]);
    // Both type before hearing of the other's edit: concurrent changes Yjs must merge.
    paragraphText(a.fragment, 0).insert(0, 'A: ');
    paragraphText(b.fragment, 0).insert('Hello world'.length, ' (B)');
    appendParagraph(b.fragment, 'Second paragraph by B');
    const merged = 'A: Hello world (B)\nSecond paragraph by B';
    await eventually(() => paragraphs(a.fragment) === merged && paragraphs(b.fragment) === merged);
    await eventually(async () => (await note(noteId)).content === merged);
    const stored = await note(noteId);
    const json = JSON.parse(stored.contentJson ?? 'null') as { content: { type: string }[] };
    expect(json.content.map((n) => n.type)).toEqual(['paragraph', 'paragraph']);
  });

  it('should count an edit as a change, and opening or an update that changes nothing not', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Just looking', 'Leave me as I am');
    const updatedAt = async () =>
      expectOk(
        await ws.manager.client.gql<{ note: { updatedAt: string } }>(
          'query($id: ID!) { note(id: $id) { updatedAt } }',
          { id: noteId },
        ),
      ).note.updatedAt;
    const before = await updatedAt();
    const client = opened(connect(contributor.client, `note.${noteId}`));
    await synced(client);
    // A Yjs update whose document reads the same: typed, then taken back.
    paragraphText(client.fragment, 0).insert(0, 'x');
    paragraphText(client.fragment, 0).delete(0, 1);
    // Past the store's debounce: the server has written the document by now.
    await new Promise((resolve) => setTimeout(resolve, STORE_DEBOUNCE_MS + 1_500));
    expect(await updatedAt()).toBe(before);
    expect((await note(noteId)).content).toBe('Leave me as I am');
    paragraphText(client.fragment, 0).insert(0, 'Please ');
    await eventually(async () => (await note(noteId)).content === 'Please Leave me as I am');
    expect(new Date(await updatedAt()).getTime()).toBeGreaterThan(new Date(before).getTime());
  });

  it("should refuse a viewer's edits and change nothing", async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Read only', 'Do not touch');
    const reader = opened(connect(viewer.client, `note.${noteId}`));
    const writer = opened(connect(ws.manager.client, `note.${noteId}`));
    await Promise.all([synced(reader), synced(writer)]);
    expect(reader.provider.authorizedScope).toBe('readonly');
    paragraphText(reader.fragment, 0).insert(0, 'VANDAL ');
    // A later edit by a member that can write reaches the server after the viewer's attempt.
    paragraphText(writer.fragment, 0).insert('Do not touch'.length, '!');
    await eventually(async () => (await note(noteId)).content === 'Do not touch!');
    expect(paragraphs(writer.fragment)).toBe('Do not touch!');
  });

  it('should refuse a note of a private project to a member without access, and open it read-only with read access', async () => {
    const privateProject = await buildProject(ws.manager.client, 'Private collaboration');
    const noteId = await buildNote(ws.manager.client, privateProject, 'Private', 'Managers only');
    expectOk(
      await ws.manager.client.gql(
        'mutation($p: ID!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: NONE }) { generalAccess } }',
        { p: privateProject },
      ),
    );
    const outsider = opened(connect(contributor.client, `note.${noteId}`));
    await expect(outsider.refusal).resolves.toMatch(/does not exist/);
    expect(paragraphs(outsider.fragment)).toBe('');
    expectOk(
      await ws.manager.client.gql(
        'mutation($p: ID!, $m: ID!) { setProjectPermission(input: { projectId: $p, subjectKind: USER, subjectId: $m, permission: READ }) { projectId } }',
        { p: privateProject, m: contributor.id },
      ),
    );
    const reader = opened(connect(contributor.client, `note.${noteId}`));
    const writer = opened(connect(ws.manager.client, `note.${noteId}`));
    await Promise.all([synced(reader), synced(writer)]);
    // A contributor of the workspace with a read entry may only view this project's documents.
    expect(reader.provider.authorizedScope).toBe('readonly');
    paragraphText(reader.fragment, 0).insert(0, 'EDITED ');
    paragraphText(writer.fragment, 0).insert('Managers only'.length, '.');
    await eventually(async () => (await note(noteId)).content === 'Managers only.');
  });

  it('should refuse a member of another workspace who asks for the note by its id', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Secret', 'Workspace A only');
    const insider = opened(connect(ws.manager.client, `note.${noteId}`));
    await synced(insider);
    const intruder = opened(connect(other.manager.client, `note.${noteId}`));
    await expect(intruder.refusal).resolves.toMatch(/does not exist/);
    expect(paragraphs(intruder.fragment)).toBe('');
  });

  it("should refuse a member of another workspace who sends A's host with B's session", async () => {
    const status = await handshake(sut, { host: ws.host, cookie: other.manager.client.sessionCookie ?? '' });
    expect(status).toBe(403);
  });

  it('should refuse an anonymous handshake', async () => {
    expect(await handshake(sut, { host: ws.host })).toBe(401);
  });

  it('should refuse a handshake with a foreign origin (cross-site WebSocket hijacking)', async () => {
    const cookie = ws.manager.client.sessionCookie ?? '';
    expect(await handshake(sut, { host: ws.host, cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await handshake(sut, { host: ws.host, cookie, origin: `http://${other.host}` })).toBe(403);
    // A browser on the workspace's own address: Host and Origin name the same host and port.
    const host = `${ws.host}:${new URL(sut.address).port}`;
    expect(await handshake(sut, { host, cookie, origin: `http://${host}` })).toBe(101);
  });

  it('should refuse an account its collaboration socket past the limit with 429, and take one again once one closes', async () => {
    const headers = { host: ws.host, cookie: viewer.client.sessionCookie ?? '' };
    const sockets: WebSocket[] = [];
    try {
      for (let i = 0; i < COLLABORATION_LIMITS.maxSocketsPerAccount; i++) {
        const socket = await rawSocket(sut, headers);
        if (typeof socket === 'number') throw new Error(`socket ${i} was refused with ${socket}`);
        sockets.push(socket);
      }
      expect(await rawSocket(sut, headers)).toBe(429);
      // Another account of the workspace is counted on its own.
      expect(await handshake(sut, { host: ws.host, cookie: contributor.client.sessionCookie ?? '' })).toBe(
        101,
      );
      const first = sockets.shift();
      first?.terminate();
      await waitFor(async () => {
        const again = await rawSocket(sut, headers);
        if (again instanceof WebSocket) sockets.push(again);
        expect(again).toBeInstanceOf(WebSocket);
      });
    } finally {
      for (const socket of sockets) socket.terminate();
    }
  });

  it('should cut a socket whose client stopped reading while it asked for the whole note again and again', async () => {
    // A note of about 400 KB: each sync request is answered with all of it.
    const noteId = await buildNote(
      ws.manager.client,
      projectId,
      'Long',
      'Pricing felt fair. '.repeat(20_000),
    );
    const serverSockets = (
      sut.server.app.getHttpAdapter().getInstance() as unknown as { websocketServer: WebSocket.Server }
    ).websocketServer.clients;
    const before = new Set(serverSockets);
    const socket = await rawSocket(sut, { host: ws.host, cookie: ws.manager.client.sessionCookie ?? '' });
    if (typeof socket === 'number') throw new Error(`refused with ${socket}`);
    const [serverSide] = [...serverSockets].filter((s) => !before.has(s));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    const messages = hocuspocusMessages(`note.${noteId}`);
    socket.send(messages.auth);
    const client = (socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    client.pause();
    const requests = Math.ceil((COLLABORATION_LIMITS.maxSocketBacklogBytes * 2) / (400 * 1024));
    for (let i = 0; i < requests; i++) socket.send(messages.syncStep1);
    await waitFor(() => expect(serverSide?.readyState).toBe(WebSocket.CLOSED), { timeoutMs: 60_000 });
    client.resume();
    // Cut, not closed in order: no close frame, so the client sees 1006.
    expect(await closed).toBe(1006);
    expect(await handshake(sut, { host: ws.host, cookie: ws.manager.client.sessionCookie ?? '' })).toBe(101);
  }, 120_000);

  it('should keep highlights on their words through concurrent edits before, inside and after them', async () => {
    const text = 'Onboarding took weeks. Pricing felt fair. Support was slow.';
    const noteId = await buildNote(ws.manager.client, projectId, 'Anchors', text);
    const quote = 'Pricing felt fair';
    const start = text.indexOf(quote);
    const created = expectOk(
      await ws.manager.client.gql<{ createHighlight: { id: string } }>(CREATE_HIGHLIGHT, {
        input: { noteId, startOffset: start, endOffset: start + quote.length, text: quote },
      }),
    ).createHighlight;
    const a = opened(connect(ws.manager.client, `note.${noteId}`));
    const b = opened(connect(contributor.client, `note.${noteId}`));
    await Promise.all([synced(a), synced(b)]);
    // Concurrently: A types before the highlight and inside it, B right after it and at the end.
    paragraphText(a.fragment, 0).insert(0, 'Honestly, ');
    paragraphText(a.fragment, 0).insert('Honestly, '.length + start + 'Pricing'.length, ' really');
    paragraphText(b.fragment, 0).insert(start + quote.length, ' enough');
    paragraphText(b.fragment, 0).insert(text.length + ' enough'.length, ' The end.');
    const expected =
      'Honestly, Onboarding took weeks. Pricing really felt fair enough. Support was slow. The end.';
    await eventually(() => paragraphs(a.fragment) === expected && paragraphs(b.fragment) === expected);
    await eventually(async () => (await note(noteId)).content === expected);
    const moved = (await note(noteId)).highlights.find((h) => h.id === created.id);
    expect(moved).toMatchObject({ text: 'Pricing really felt fair', detached: false });
    expect(expected.slice(moved?.startOffset, moved?.endOffset)).toBe('Pricing really felt fair');
  });

  it('should keep a highlight whose words were deleted, detached with its original quote', async () => {
    const text = 'Keep this. Delete this part. Keep that.';
    const noteId = await buildNote(ws.manager.client, projectId, 'Detach', text);
    const quote = 'Delete this part.';
    const start = text.indexOf(quote);
    const created = expectOk(
      await ws.manager.client.gql<{ createHighlight: { id: string } }>(CREATE_HIGHLIGHT, {
        input: { noteId, startOffset: start, endOffset: start + quote.length, text: quote },
      }),
    ).createHighlight;
    const editor = opened(connect(contributor.client, `note.${noteId}`));
    await synced(editor);
    // One character more on each side than the highlight, so nothing of it is left.
    paragraphText(editor.fragment, 0).delete(start - 1, quote.length + 1);
    await eventually(async () => (await note(noteId)).content === 'Keep this. Keep that.');
    const kept = (await note(noteId)).highlights.find((h) => h.id === created.id);
    expect(kept).toMatchObject({ text: quote, detached: true });
  });

  it('should route updateNote text through the open document and keep highlights on unchanged words', async () => {
    const text = 'Line one stays.\nLine two changes.';
    const noteId = await buildNote(ws.manager.client, projectId, 'API edit', text);
    const created = expectOk(
      await ws.manager.client.gql<{ createHighlight: { id: string } }>(CREATE_HIGHLIGHT, {
        input: { noteId, startOffset: 5, endOffset: 8, text: 'one' },
      }),
    ).createHighlight;
    const editor = opened(connect(contributor.client, `note.${noteId}`));
    await synced(editor);
    expectOk(
      await ws.manager.client.gql(UPDATE_NOTE, {
        input: { id: noteId, content: 'New first line.\nLine one stays.\nLine two has changed.' },
      }),
    );
    await eventually(
      () => paragraphs(editor.fragment) === 'New first line.\nLine one stays.\nLine two has changed.',
    );
    const after = await note(noteId);
    expect(after.content).toBe('New first line.\nLine one stays.\nLine two has changed.');
    const kept = after.highlights.find((h) => h.id === created.id);
    expect(kept).toMatchObject({ text: 'one', startOffset: 21, endOffset: 24, detached: false });
  });

  it('should create a highlight from anchors in the live document before it is stored', async () => {
    const noteId = await buildNote(ws.manager.client, projectId, 'Live', 'Alpha beta');
    const editor = opened(connect(contributor.client, `note.${noteId}`));
    await synced(editor);
    const line = paragraphText(editor.fragment, 0);
    line.insert(10, ' gamma');
    await eventually(() => editor.provider.hasUnsyncedChanges === false);
    const startAnchor = Buffer.from(
      Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(line, 11, 0)),
    ).toString('base64');
    const endAnchor = Buffer.from(
      Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(line, 16, -1)),
    ).toString('base64');
    const created = expectOk(
      await contributor.client.gql<{ createHighlight: { text: string; startOffset: number } }>(
        CREATE_HIGHLIGHT,
        { input: { noteId, startOffset: 0, endOffset: 0, text: '', startAnchor, endAnchor } },
      ),
    ).createHighlight;
    expect(created).toMatchObject({ text: 'gamma', startOffset: 11 });
  });
});

import * as Y from 'yjs';
import { MAX_COLLABORATION_MESSAGE_PARTS } from '../../services/core/src';
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
  type BuiltWorkspace,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
} from './factories';

const NOTE = 'query($id: ID!) { note(id: $id) { content } }';
const TOO_LARGE = `This change is too large to send at once (more than ${MAX_COLLABORATION_MESSAGE_PARTS} parts).`;

/**
 * Issue 30 on the collaboration socket: one update of hundreds of thousands of one-character inserts
 * (a few MB, within the 5 MB message limit) is as many objects when decoded, twice (the depth check,
 * then Yjs): the server refuses a message of more than MAX_COLLABORATION_MESSAGE_PARTS parts before
 * anything decodes it, closing the sender's connection with the reason; nobody else sees it.
 */
describe('collaboration messages are bounded before they are decoded', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let projectId: string;
  const open: CollabClient[] = [];
  const opened = (client: CollabClient) => (open.push(client), client);

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    projectId = await buildProject(ws.manager.client);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => sut.close());

  it('should close the connection of an update of 100,000 one-character inserts, and keep the others editing', async () => {
    const id = await buildNote(ws.manager.client, projectId, 'Big note', 'Keep me');
    const vandal = opened(connect(ws.manager.client, `note.${id}`));
    const watcher = opened(connect(ws.manager.client, `note.${id}`));
    await Promise.all([synced(vandal), synced(watcher)]);
    const closed = new Promise<string>((resolve) =>
      vandal.provider.on('close', ({ event }: { event: { reason: string } }) => resolve(event.reason)),
    );
    // One transaction, one update message: each insert before the last is a struct of its own.
    const text = paragraphText(vandal.fragment, 0);
    vandal.doc.transact(() => {
      for (let i = 0; i < 100_000; i++) text.insert(0, 'a');
    });
    expect(await closed).toBe(TOO_LARGE);
    // The watcher keeps editing; once its edit is stored, the refused one is known to be nowhere.
    appendParagraph(watcher.fragment, 'Still here');
    await eventually(async () => {
      const data = expectOk(await ws.manager.client.gql<{ note: { content: string } }>(NOTE, { id }));
      return data.note.content === 'Keep me\nStill here';
    });
    expect(paragraphs(watcher.fragment)).toBe('Keep me\nStill here');
    expect((await sut.client(ws.subdomain).http('/ping')).status).toBe(200);
  });

  it('should take a pasted page of 400 paragraphs in one update', async () => {
    const id = await buildNote(ws.manager.client, projectId, 'Pasted note', 'Keep me');
    const editor = opened(connect(ws.manager.client, `note.${id}`));
    await synced(editor);
    editor.doc.transact(() => {
      for (let i = 0; i < 400; i++) {
        const block = new Y.XmlElement('paragraph');
        const words = new Y.XmlText(`Paragraph ${i} of fifty words. `.repeat(10));
        block.insert(0, [words]);
        editor.fragment.push([block]);
        words.format(0, 9, { bold: true });
      }
    });
    await eventually(async () => {
      const data = expectOk(await ws.manager.client.gql<{ note: { content: string } }>(NOTE, { id }));
      return data.note.content.split('\n').length === 401;
    }, 20_000);
  });
});

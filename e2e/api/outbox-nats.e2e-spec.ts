import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { BusEvent, Subscription } from '../../services/core/src';
import { type TestServer, startTestServer } from '../../services/all-in-one/src/testing/test-server';
import { type BuiltWorkspace, buildNote, buildProject, signUpAndCreateWorkspace } from './factories';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
/** How long the relay may take to carry an event from the outbox to the bus before the test fails. */
const DELIVERY_DEADLINE_MS = 15_000;

/** Polls until `find` returns something, or fails after the deadline. */
async function eventually<T>(find: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('outbox to NATS', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;
  let subscription: Subscription;
  const durable = `e2e-outbox-${randomUUID().slice(0, 8)}`;
  const received: BusEvent[] = [];

  beforeAll(async () => {
    sut = await startTestServer({ NATS_URL });
    workspace = await signUpAndCreateWorkspace(sut);
    subscription = await sut.server.built.platform.bus.subscribe(
      { durable, subject: 'note.created' },
      async (event) => {
        received.push(event);
        return 'ack';
      },
    );
  });

  afterAll(async () => {
    await subscription?.stop();
    await sut?.close();
    // The durable consumer outlives the server: remove it from the shared stream.
    const nc = await connect({ servers: NATS_URL });
    try {
      const jsm = await jetstreamManager(nc);
      await jsm.consumers.delete('FIELDNOTE', durable).catch(() => false);
    } finally {
      await nc.close();
    }
  });

  it('should publish note.created with the note and workspace ids when a note is created through GraphQL', async () => {
    const projectId = await buildProject(workspace.manager.client);
    const noteId = await buildNote(workspace.manager.client, projectId, 'Outbox interview');

    const event = await eventually(
      () => received.find((e) => e.payload.noteId === noteId),
      `note.created for ${noteId}`,
    );

    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      subject: 'note.created',
      workspaceId: workspace.id,
      occurredAt: expect.any(String),
      payload: { noteId, projectId },
    });
    expect(received.filter((e) => e.payload.noteId === noteId && e.subject !== 'note.created')).toEqual([]);
  });

  it('should not publish note.created when creating the note fails', async () => {
    const projectId = await buildProject(workspace.manager.client);
    const marker = await buildNote(workspace.manager.client, projectId, 'Marker before');
    const failed = await workspace.manager.client.gql(
      'mutation($p: ID!) { createNote(input: { projectId: $p, title: "Lost" }) { id } }',
      {
        p: randomUUID(),
      },
    );
    expect(failed.errors?.[0]?.extensions.errorCode).toBe('NOT_FOUND');
    const after = await buildNote(workspace.manager.client, projectId, 'Marker after');
    await eventually(() => received.find((e) => e.payload.noteId === after), 'the marker after');
    await eventually(() => received.find((e) => e.payload.noteId === marker), 'the marker before');
    // Delivery is at-least-once, so count distinct notes: the first test's note and the two markers.
    const notesOfThisWorkspace = new Set(
      received.filter((e) => e.workspaceId === workspace.id).map((e) => e.payload.noteId),
    );
    expect(notesOfThisWorkspace.size).toBe(3);
  });
});

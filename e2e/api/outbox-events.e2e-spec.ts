import { randomUUID } from 'node:crypto';
import type { BusEvent, Subscription } from '../../services/core/src';
import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { TEST_NATS_URL, type TestBusKind } from '../../services/all-in-one/src/testing/test-bus';
import {
  sharedTestServer,
  startOwnTestServer,
} from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltWorkspace,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
} from './factories';

/** How long the relay may take to carry an event from the outbox to the bus before the test fails. */
const DELIVERY_DEADLINE_MS = 15_000;
/** The note title whose transaction the test makes fail at commit, after the outbox row was written. */
const FAILS_AT_COMMIT = 'Rolled back at commit';

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

/**
 * Makes every transaction that inserts a note titled FAILS_AT_COMMIT fail when it commits: a
 * deferred constraint trigger runs at COMMIT, after the service has written its outbox row (and
 * NOTIFY) in the same transaction, so the whole transaction, event included, is rolled back.
 */
async function failNotesAtCommit(server: TestServer, workspace: BuiltWorkspace): Promise<void> {
  const [team] = await sql<{ schema_name: string }>(
    server,
    'select schema_name from control.teams where id = ?',
    [workspace.id],
  );
  const schema = `"${team.schema_name}"`;
  await sql(
    server,
    `create function ${schema}.fail_at_commit() returns trigger language plpgsql as
       $$ begin raise exception 'the test rolls this transaction back'; end $$`,
  );
  await sql(
    server,
    `create constraint trigger fail_at_commit after insert on ${schema}.notes
       deferrable initially deferred for each row when (new.title = '${FAILS_AT_COMMIT}')
       execute function ${schema}.fail_at_commit()`,
  );
}

// The outbox path is the same on both buses; NATS JetStream is what the fleet runs on.
describe.each<TestBusKind>(['in-process', 'nats'])('outbox events on the %s bus', (bus) => {
  let sut: TestServer;
  let subscription: Subscription | undefined;

  beforeAll(async () => {
    // On the in-process bus the worker's shared server; on NATS a server of its own, whatever bus
    // the project's shared servers use.
    sut =
      bus === 'nats'
        ? await startOwnTestServer({ NATS_URL: TEST_NATS_URL })
        : await sharedTestServer({ SEED_DEMO: 'false' });
    if (sut.bus !== bus) throw new Error(`Expected a test server on the ${bus} bus, got ${sut.bus}`);
  });
  afterAll(() => sut?.close());
  afterEach(async () => {
    await subscription?.stop();
    subscription = undefined;
  });

  /** Subscribes a new durable to note.created; every event it receives lands in the returned list. */
  async function recordNoteCreated(): Promise<BusEvent[]> {
    const received: BusEvent[] = [];
    subscription = await sut.server.built.platform.bus.subscribe(
      { durable: `e2e-outbox-${randomUUID().slice(0, 8)}`, subject: 'note.created' },
      async (event) => {
        received.push(event);
        return 'ack';
      },
    );
    return received;
  }

  it('should publish note.created with the note and workspace ids when a note is created through GraphQL', async () => {
    const workspace = await signUpAndCreateWorkspace(sut);
    const received = await recordNoteCreated();
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
  });

  it('should never publish the event of a note whose transaction was rolled back after writing it', async () => {
    const workspace = await signUpAndCreateWorkspace(sut);
    const projectId = await buildProject(workspace.manager.client);
    await failNotesAtCommit(sut, workspace);
    const received = await recordNoteCreated();

    const failed = await workspace.manager.client.gql(
      'mutation($p: ID!, $t: String!) { createNote(input: { projectId: $p, title: $t }) { id } }',
      { p: projectId, t: FAILS_AT_COMMIT },
    );
    expect(errorCode(failed)).toBe('INTERNAL_SERVER_ERROR');
    expectNoLeak(JSON.stringify(failed.errors));
    // A marker committed after the rollback: events leave the outbox in order and the subscriber
    // takes them one at a time, so once the marker is here a published rolled-back event would be too.
    const marker = await buildNote(workspace.manager.client, projectId, 'Marker after the rollback');
    await eventually(() => received.find((e) => e.payload.noteId === marker), 'the marker');

    expect(received.filter((e) => e.payload.projectId === projectId).map((e) => e.payload.noteId)).toEqual([
      marker,
    ]);
    const notes = expectOk(
      await workspace.manager.client.gql<{ notes: { id: string; title: string }[] }>(
        'query($p: ID!) { notes(projectId: $p) { id title } }',
        { p: projectId },
      ),
    ).notes;
    expect(notes.map((n) => n.id)).toEqual([marker]);
  });
});

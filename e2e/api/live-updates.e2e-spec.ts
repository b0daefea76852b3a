import { waitFor } from '../../services/core/src/testing/wait-for';
import { settle } from '../../services/core/src/testing/settle';
import { type LiveSubscription, subscribeLive } from '../../services/all-in-one/src/testing/live-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildNote,
  buildProject,
  signUpAndCreateWorkspace,
} from './factories';

interface Change {
  workspaceChanged: { kind: string; action: string; id: string | null; projectId: string | null };
}

const SUBSCRIPTION = 'subscription { workspaceChanged { kind action id projectId noteId occurredAt } }';

describe('live updates: the workspaceChanged subscription', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let other: BuiltWorkspace;
  const open: LiveSubscription<unknown>[] = [];

  const listen = <T = Change>(
    workspace: BuiltWorkspace,
    cookie: string | null | undefined,
    origin: string | null = `http://${workspace.host}`,
    query = SUBSCRIPTION,
  ) => {
    const subscription = subscribeLive<T>(
      sut.address,
      { host: workspace.host, cookie, origin: origin ?? undefined },
      query,
    );
    open.push(subscription);
    return subscription;
  };

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    ws = await signUpAndCreateWorkspace(sut);
    other = await signUpAndCreateWorkspace(sut);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  afterAll(() => sut.close());

  it('should tell a viewer at once when another member creates a note in the workspace', async () => {
    const viewer = await addMember(sut, ws, 'VIEWER');
    const live = listen(ws, viewer.client.sessionCookie);
    await live.connected;
    await settle(100); // the subscription is registered after the socket is acknowledged
    const projectId = await buildProject(ws.manager.client);
    const noteId = await buildNote(ws.manager.client, projectId);
    await waitFor(() =>
      expect(live.results.map((r) => r.data?.workspaceChanged)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'project', action: 'created', id: projectId }),
          expect.objectContaining({ kind: 'note', action: 'created', id: noteId, projectId }),
        ]),
      ),
    );
  });

  it('should tell a member when another member adds a person', async () => {
    const live = listen(ws, ws.manager.client.sessionCookie);
    await live.connected;
    await settle(100);
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    const created = await contributor.client.gql<{ createPerson: { id: string } }>(
      'mutation { createPerson(input: { name: "Live contact" }) { id } }',
    );
    const personId = created.data?.createPerson.id;
    expect(personId).toBeDefined();
    await waitFor(() =>
      expect(live.results.map((r) => r.data?.workspaceChanged)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'person', action: 'created', id: personId }),
        ]),
      ),
    );
  });

  it('should tell a member when another member makes a segment and puts people in it', async () => {
    const live = listen(ws, ws.manager.client.sessionCookie);
    await live.connected;
    await settle(100);
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    const segmentId = (
      await contributor.client.gql<{ createSegment: { id: string } }>(
        'mutation { createSegment(input: { title: "Live segment" }) { id } }',
      )
    ).data?.createSegment.id;
    const personId = (
      await contributor.client.gql<{ createPerson: { id: string } }>(
        'mutation { createPerson(input: { name: "Segment member" }) { id } }',
      )
    ).data?.createPerson.id;
    expect(segmentId && personId).toBeTruthy();
    await contributor.client.gql(
      'mutation($s: ID!, $p: ID!) { addPeopleToSegment(input: { segmentId: $s, personIds: [$p] }) { id } }',
      { s: segmentId, p: personId },
    );
    await waitFor(() =>
      expect(live.results.map((r) => r.data?.workspaceChanged)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'segment', action: 'created', id: segmentId }),
          expect.objectContaining({ kind: 'segment', action: 'people_added', id: segmentId }),
        ]),
      ),
    );
  });

  it('should tell a member when another member makes a channel, imports into it and themes its data points', async () => {
    const live = listen(ws, ws.manager.client.sessionCookie);
    await live.connected;
    await settle(100);
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    const channelId = (
      await contributor.client.gql<{ createChannel: { id: string } }>(
        'mutation { createChannel(input: { title: "Live channel" }) { id } }',
      )
    ).data?.createChannel.id;
    const datasetId = (
      await contributor.client.gql<{ importChannelDatapoints: { dataset: { id: string } } }>(
        'mutation($c: ID!) { importChannelDatapoints(input: { channelId: $c, datasetTitle: "Live data", rows: [{ rowNumber: 1, text: "Live review" }] }) { dataset { id } } }',
        { c: channelId },
      )
    ).data?.importChannelDatapoints.dataset.id;
    const themeId = (
      await contributor.client.gql<{ createChannelTheme: { id: string } }>(
        'mutation($c: ID!) { createChannelTheme(input: { channelId: $c, title: "Live theme" }) { id } }',
        { c: channelId },
      )
    ).data?.createChannelTheme.id;
    expect(channelId && datasetId && themeId).toBeTruthy();
    await waitFor(() =>
      expect(live.results.map((r) => r.data?.workspaceChanged)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'channel', action: 'created', id: channelId }),
          expect.objectContaining({ kind: 'channel_dataset', action: 'created', id: datasetId }),
          expect.objectContaining({ kind: 'channel_datapoints', action: 'imported', id: channelId }),
          expect.objectContaining({ kind: 'channel_theme', action: 'created', id: themeId }),
        ]),
      ),
    );
  });

  it("should never tell a member of another workspace about this workspace's changes", async () => {
    const theirs = listen(other, other.manager.client.sessionCookie);
    const ours = listen(ws, ws.manager.client.sessionCookie);
    await Promise.all([theirs.connected, ours.connected]);
    await settle(100);
    const projectId = await buildProject(ws.manager.client);
    await waitFor(() =>
      expect(ours.results.some((r) => r.data?.workspaceChanged.id === projectId)).toBe(true),
    );
    expect(theirs.results).toEqual([]);
  });

  it("should refuse another workspace's member on this workspace's address with FORBIDDEN", async () => {
    // Their own session cookie, sent to this workspace's address (the cookie is valid, the membership is not).
    const intruder = listen(ws, other.manager.client.sessionCookie);
    await intruder.connected.catch(() => undefined);
    await waitFor(() => expect(intruder.results).toHaveLength(1));
    expect(intruder.results[0]?.errors?.[0]?.extensions?.errorCode).toMatch(/^(FORBIDDEN|UNAUTHENTICATED)$/);
    expect(intruder.results[0]?.data ?? null).toBeNull();
  });

  it('should refuse a caller without a session', async () => {
    const anonymous = listen(ws, null);
    await anonymous.connected.catch(() => undefined);
    await waitFor(() => expect(anonymous.results).toHaveLength(1));
    expect(anonymous.results[0]?.errors?.[0]?.extensions?.errorCode).toBe('UNAUTHENTICATED');
    expect(anonymous.results[0]?.data ?? null).toBeNull();
  });

  it.each([['https://evil.example'], ['null'], [`http://evil.localhost`]])(
    'should refuse the upgrade when the page origin is %s (cross-site WebSocket hijacking)',
    async (origin) => {
      const hijack = listen(ws, ws.manager.client.sessionCookie, origin);
      await expect(hijack.connected).rejects.toBeDefined();
      expect(hijack.results.every((r) => !r.data)).toBe(true);
    },
  );

  it('should let a script without a page origin listen (browsers always send one)', async () => {
    const script = listen(ws, ws.manager.client.sessionCookie, null);
    await script.connected;
    await settle(100);
    const projectId = await buildProject(ws.manager.client);
    await waitFor(() =>
      expect(script.results.some((r) => r.data?.workspaceChanged.id === projectId)).toBe(true),
    );
  });

  it('should let an API token subscribe without a page origin (a script, not a browser)', async () => {
    const token = await buildApiToken(ws.manager.client);
    const script = subscribeLive<Change>(sut.address, { host: ws.host, bearer: token.secret }, SUBSCRIPTION);
    open.push(script);
    await script.connected;
    await settle(100);
    const projectId = await buildProject(ws.manager.client);
    await waitFor(() =>
      expect(script.results.some((r) => r.data?.workspaceChanged.id === projectId)).toBe(true),
    );
  });

  it('should hold a subscription to the query limits (aliases) and refuse it with a clear message', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: kind`).join(' ');
    const greedy = listen(
      ws,
      ws.manager.client.sessionCookie,
      `http://${ws.host}`,
      `subscription { workspaceChanged { ${aliases} } }`,
    );
    await greedy.connected; // the refusal comes after the socket is accepted, for this one subscription
    await waitFor(() => expect(greedy.results).toHaveLength(1), { timeoutMs: 15_000 });
    expect(greedy.results[0]?.errors?.[0]?.message).toContain('aliases');
  });
});

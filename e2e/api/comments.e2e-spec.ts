import type { LogMailer } from '@fieldnote/core';
import { DigestService, NotificationsRepository, NotifierService } from '@fieldnote/worker';
import { settle } from '../../services/core/src/testing/settle';
import { waitFor } from '../../services/core/src/testing/wait-for';
import { type LiveSubscription, subscribeLive } from '../../services/all-in-one/src/testing/live-client';
import {
  errorCode,
  type GqlResponse,
  type GraphqlClient,
  httpRequest,
} from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { serverProvider } from '../../services/all-in-one/src/testing/server-provider';
import { expectNoLeak } from './expect-no-leak';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildNote,
  buildProject,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
} from './factories';

const FIELDS =
  'id targetType targetId projectId noteId parentId body deleted resolved path canEdit canDelete author { id name } mentions { id name } resolvedBy { id }';
interface CommentData {
  id: string;
  targetType: string;
  targetId: string;
  noteId: string | null;
  parentId: string | null;
  body: string;
  deleted: boolean;
  resolved: boolean;
  path: string;
  canEdit: boolean;
  canDelete: boolean;
  author: { id: string; name: string };
  mentions: { id: string; name: string }[];
  resolvedBy: { id: string } | null;
}
interface InboxData {
  notificationInbox: {
    unreadCount: number;
    items: {
      id: string;
      type: string;
      title: string;
      excerpt: string;
      path: string;
      read: boolean;
      actor: { name: string } | null;
    }[];
  };
}
const INBOX =
  '{ notificationInbox { unreadCount items { id type title excerpt path read actor { name } } } }';

const mention = (who: BuiltAccount) => `@[${who.name}](${who.id})`;

function expectRefused(response: GqlResponse<unknown>, code: string, message?: string): void {
  expect(errorCode(response)).toBe(code);
  if (message) expect(response.errors?.[0]?.message).toBe(message);
  expect(response.data).toBeNull();
  expectNoLeak(JSON.stringify(response.errors));
}

describe('comments, mentions and notifications', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let projectId: string;
  let noteId: string;
  let mailer: LogMailer;

  const create = (input: Record<string, unknown>, client: GraphqlClient = ws.manager.client) =>
    client.gql<{ createComment: CommentData }>(
      `mutation($i: CreateCommentInput!) { createComment(input: $i) { ${FIELDS} } }`,
      { i: { targetType: 'NOTE', targetId: noteId, ...input } },
    );
  const comment = async (input: Record<string, unknown>, client: GraphqlClient = ws.manager.client) =>
    expectOk(await create(input, client)).createComment;
  const list = (targetType: string, targetId: string, client: GraphqlClient = ws.manager.client) =>
    client.gql<{ comments: CommentData[] }>(
      `query($t: CommentTargetType!, $id: ID!) { comments(targetType: $t, targetId: $id) { ${FIELDS} } }`,
      { t: targetType, id: targetId },
    );
  const byId = (mutation: string, id: string, client: GraphqlClient = ws.manager.client) =>
    client.gql<Record<string, CommentData>>(`mutation($id: ID!) { ${mutation}(id: $id) { ${FIELDS} } }`, {
      id,
    });
  const update = (id: string, body: string, client: GraphqlClient = ws.manager.client) =>
    client.gql<{ updateComment: CommentData }>(
      `mutation($i: UpdateCommentInput!) { updateComment(input: $i) { ${FIELDS} } }`,
      { i: { id, body } },
    );
  const remove = (id: string, client: GraphqlClient = ws.manager.client) =>
    client.gql<{ deleteComment: boolean }>('mutation($id: ID!) { deleteComment(id: $id) }', { id });
  const inbox = async (client: GraphqlClient) =>
    expectOk(await client.gql<InboxData>(INBOX)).notificationInbox;
  const commentCount = async () =>
    Number((await sql<{ n: string }>(sut, `select count(*) as n from "${schemaOf(ws)}".comments`))[0]!.n);
  const events = async (subject: string, commentId: string) =>
    (
      await sql<{ payload: Record<string, unknown> }>(
        sut,
        'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
        [ws.id, subject],
      )
    ).filter((row) => row.payload.commentId === commentId);
  const schemaOf = (workspace: BuiltWorkspace) => `ws_${workspace.id.replace(/-/g, '')}`;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    mailer = sut.server.built.platform.mailer as LogMailer;
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    projectId = await buildProject(ws.manager.client);
    noteId = await buildNote(
      ws.manager.client,
      projectId,
      'Interview with Dana',
      'Onboarding took two weeks.',
    );
  });
  afterAll(() => sut.close());

  it('should start a thread on a note and link to it with the comment hash', async () => {
    const created = await comment({ body: '  Worth a highlight?  ' });
    expect(created).toMatchObject({
      targetType: 'NOTE',
      targetId: noteId,
      noteId,
      parentId: null,
      body: 'Worth a highlight?',
      path: `/data/${noteId}#comment-${created.id}`,
      canEdit: true,
      canDelete: true,
      author: { id: ws.manager.id, name: ws.manager.name },
    });
    expect((await events('comment.created', created.id)).length).toBe(1);
    const fetched = expectOk(
      await ws.manager.client.gql<{ comment: CommentData }>(
        `query CommentQuery($id: ID!) { comment(id: $id) { ${FIELDS} } }`,
        { id: created.id },
      ),
    ).comment;
    expect(fetched.id).toBe(created.id);
  });

  it('should put a reply to a reply in the same thread and tell both earlier authors', async () => {
    const root = await comment({ body: 'Thread start' }, contributor.client);
    const first = await comment({ body: 'First reply', parentId: root.id }, viewer.client);
    const second = await comment({ body: 'Second reply', parentId: first.id });
    expect(second.parentId).toBe(root.id);
    const threads = expectOk(await list('NOTE', noteId)).comments.filter(
      (c) => c.id === root.id || c.parentId === root.id,
    );
    expect(threads.map((c) => c.body)).toEqual(['Thread start', 'First reply', 'Second reply']);
    const contributorInbox = await inbox(contributor.client);
    const viewerInbox = await inbox(viewer.client);
    expect(contributorInbox.items.filter((n) => n.path.endsWith(second.id)).map((n) => n.type)).toEqual([
      'REPLY',
    ]);
    expect(viewerInbox.items.filter((n) => n.path.endsWith(second.id)).map((n) => n.type)).toEqual(['REPLY']);
    // Nobody hears of their own comment.
    expect((await inbox(ws.manager.client)).items.some((n) => n.path.endsWith(second.id))).toBe(false);
  });

  it('should notify a mentioned member once, with a link to the comment and an e-mail', async () => {
    const before = (await inbox(viewer.client)).unreadCount;
    const created = await comment({ body: `Can you check this, ${mention(viewer)}? ${mention(viewer)}` });
    expect(created.mentions).toEqual([{ id: viewer.id, name: viewer.name }]);
    const after = await inbox(viewer.client);
    expect(after.unreadCount).toBe(before + 1);
    expect(after.items[0]).toMatchObject({
      type: 'MENTION',
      title: 'Interview with Dana',
      excerpt: `Can you check this, @${viewer.name}? @${viewer.name}`,
      path: `/data/${noteId}#comment-${created.id}`,
      read: false,
      actor: { name: ws.manager.name },
    });
    // The worker mails it at once (allCommentsEnabled is on by default), through the bus.
    await waitFor(
      () =>
        expect(
          mailer.sent.some(
            (m) => m.to === viewer.email && m.kind === 'MENTION' && m.text.includes(`#comment-${created.id}`),
          ),
        ).toBe(true),
      { timeoutMs: 10_000 },
    );
  });

  it('should refuse a mention of someone outside the workspace and store nothing', async () => {
    const outsider = await signUpAndCreateWorkspace(sut);
    const count = await commentCount();
    expectRefused(
      await create({ body: `Hi @[Mallory](${outsider.manager.id})` }),
      'BAD_USER_INPUT',
      'Comment mentions someone who is not a member of this workspace.',
    );
    expect(await commentCount()).toBe(count);
  });

  it('should refuse an empty comment, one over 10000 characters and one with over 50 mentions', async () => {
    const count = await commentCount();
    expectRefused(await create({ body: '   ' }), 'BAD_USER_INPUT', 'Comment cannot be empty.');
    expectRefused(
      await create({ body: 'x'.repeat(10001) }),
      'BAD_USER_INPUT',
      'Comment can be at most 10000 characters long.',
    );
    expect(expectOk(await create({ body: 'x'.repeat(10000) })).createComment.body.length).toBe(10000);
    const many = Array.from(
      { length: 51 },
      (_, i) => `@[P${i}](00000000-0000-4000-8000-${String(i).padStart(12, '0')})`,
    );
    expectRefused(
      await create({ body: many.join(' ') }),
      'BAD_USER_INPUT',
      'A comment can mention at most 50 members.',
    );
    expect(await commentCount()).toBe(count + 1);
  });

  it('should let a viewer comment, since comments discuss research without changing it', async () => {
    const created = await comment({ body: 'Viewer thought' }, viewer.client);
    expect(created.author.id).toBe(viewer.id);
  });

  it('should let only the author edit, and notify members mentioned for the first time', async () => {
    const created = await comment({ body: `Hi ${mention(viewer)}` }, contributor.client);
    expectRefused(
      await update(created.id, 'Hijacked'),
      'FORBIDDEN',
      'Only the author of a comment can edit it.',
    );
    const viewerBefore = (await inbox(viewer.client)).items.filter((n) => n.path.endsWith(created.id)).length;
    const edited = expectOk(
      await update(created.id, `Hi ${mention(viewer)} and ${mention(ws.manager)}`, contributor.client),
    ).updateComment;
    expect(edited.body).toContain(ws.manager.name);
    expect(
      (await inbox(ws.manager.client)).items.filter((n) => n.path.endsWith(created.id)).map((n) => n.type),
    ).toEqual(['MENTION']);
    expect((await inbox(viewer.client)).items.filter((n) => n.path.endsWith(created.id)).length).toBe(
      viewerBefore,
    );
    expect((await events('comment.updated', created.id)).length).toBe(1);
  });

  it('should let the author or a manager delete, and refuse another member', async () => {
    const mine = await comment({ body: 'Delete me' }, contributor.client);
    expectRefused(
      await remove(mine.id, viewer.client),
      'FORBIDDEN',
      'Only the author of a comment or a workspace manager can delete it.',
    );
    expect(expectOk(await remove(mine.id, ws.manager.client)).deleteComment).toBe(true);
    expectRefused(await remove(mine.id, contributor.client), 'NOT_FOUND');
    expect((await events('comment.deleted', mine.id)).length).toBe(1);
  });

  it('should keep a deleted first comment without its text while replies remain', async () => {
    const root = await comment({ body: 'Secret first' }, contributor.client);
    const reply = await comment({ body: 'A reply', parentId: root.id });
    expectOk(await remove(root.id, contributor.client));
    const thread = expectOk(await list('NOTE', noteId)).comments.filter(
      (c) => c.id === root.id || c.parentId === root.id,
    );
    expect(thread.map((c) => [c.deleted, c.body])).toEqual([
      [true, ''],
      [false, 'A reply'],
    ]);
    expectRefused(
      await create({ body: 'Too late', parentId: root.id }),
      'BAD_USER_INPUT',
      'This comment was deleted. Reply to a comment that still exists.',
    );
    expectOk(await remove(reply.id));
    expect(expectOk(await list('NOTE', noteId)).comments.some((c) => c.id === root.id)).toBe(false);
  });

  it('should resolve and reopen a thread, but not a reply', async () => {
    const root = await comment({ body: 'Resolve me' });
    const reply = await comment({ body: 'Reply', parentId: root.id });
    const resolved = expectOk(await byId('resolveComment', root.id, viewer.client)).resolveComment!;
    expect(resolved).toMatchObject({ resolved: true, resolvedBy: { id: viewer.id } });
    expect((await events('comment.resolved', root.id)).length).toBe(1);
    expect(expectOk(await byId('reopenComment', root.id)).reopenComment!.resolved).toBe(false);
    expect((await events('comment.reopened', root.id)).length).toBe(1);
    expectRefused(
      await byId('resolveComment', reply.id),
      'BAD_USER_INPUT',
      'Only a thread (its first comment) can be resolved or reopened.',
    );
  });

  it('should comment on a highlight and an insight, each linking to its page', async () => {
    const highlightId = expectOk(
      await ws.manager.client.gql<{ createHighlight: { id: string } }>(
        'mutation($n: ID!) { createHighlight(input: { noteId: $n, startOffset: 0, endOffset: 10, text: "Onboarding" }) { id } }',
        { n: noteId },
      ),
    ).createHighlight.id;
    const onHighlight = await comment({
      targetType: 'HIGHLIGHT',
      targetId: highlightId,
      body: 'Strong quote',
    });
    expect(onHighlight).toMatchObject({
      targetType: 'HIGHLIGHT',
      noteId,
      path: `/data/${noteId}#comment-${onHighlight.id}`,
    });
    const insightId = expectOk(
      await ws.manager.client.gql<{ createInsight: { id: string } }>(
        'mutation($p: ID!) { createInsight(input: { projectId: $p, title: "Onboarding is slow" }) { id } }',
        { p: projectId },
      ),
    ).createInsight.id;
    const onInsight = await comment({ targetType: 'INSIGHT', targetId: insightId, body: 'Ship it' });
    expect(onInsight.path).toBe(`/insights/${insightId}#comment-${onInsight.id}`);
    expect(expectOk(await list('INSIGHT', insightId)).comments.map((c) => c.id)).toEqual([onInsight.id]);
    // Deleting the highlight for good takes its comments with it.
    expectOk(
      await ws.manager.client.gql('mutation($id: ID!) { deleteHighlight(id: $id) }', { id: highlightId }),
    );
    expectRefused(
      await ws.manager.client.gql(`query($id: ID!) { comment(id: $id) { id } }`, { id: onHighlight.id }),
      'NOT_FOUND',
    );
  });

  it('should hide the comments of a note in the trash and refuse new ones', async () => {
    const trashedNote = await buildNote(ws.manager.client, projectId);
    const created = await comment({ targetId: trashedNote, body: 'Before trash' });
    expectOk(await ws.manager.client.gql('mutation($id: ID!) { deleteNote(id: $id) }', { id: trashedNote }));
    expectRefused(await list('NOTE', trashedNote), 'NOT_FOUND');
    expectRefused(await create({ targetId: trashedNote, body: 'After trash' }), 'NOT_FOUND');
    expectRefused(await byId('resolveComment', created.id), 'NOT_FOUND');
  });

  it('should mark one and all notifications read, only the caller’s own', async () => {
    await comment({ body: `One ${mention(contributor)}` });
    await comment({ body: `Two ${mention(contributor)}` });
    const before = await inbox(contributor.client);
    expect(before.unreadCount).toBeGreaterThanOrEqual(2);
    const first = before.items.find((n) => !n.read)!;
    expectRefused(
      await viewer.client.gql('mutation($id: ID!) { markNotificationRead(id: $id) { id } }', {
        id: first.id,
      }),
      'NOT_FOUND',
    );
    const read = expectOk(
      await contributor.client.gql<{ markNotificationRead: { read: boolean } }>(
        'mutation($id: ID!) { markNotificationRead(id: $id) { read } }',
        { id: first.id },
      ),
    ).markNotificationRead;
    expect(read.read).toBe(true);
    const readEvents = await sql<{ payload: Record<string, unknown> }>(
      sut,
      'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
      [ws.id, 'notification.read'],
    );
    expect(readEvents.filter((e) => e.payload.notificationId === first.id)).toHaveLength(1);
    expect((await inbox(contributor.client)).unreadCount).toBe(before.unreadCount - 1);
    const marked = expectOk(
      await contributor.client.gql<{ markAllNotificationsRead: number }>(
        'mutation { markAllNotificationsRead }',
      ),
    ).markAllNotificationsRead;
    expect(marked).toBe(before.unreadCount - 1);
    expect((await inbox(contributor.client)).unreadCount).toBe(0);
  });

  it('should refuse an inbox limit outside 1 to 100', async () => {
    expectRefused(
      await viewer.client.gql('{ notificationInbox(limit: 101) { unreadCount } }'),
      'BAD_USER_INPUT',
      'limit must be between 1 and 100.',
    );
    expectRefused(
      await viewer.client.gql('{ notificationInbox(limit: 0) { unreadCount } }'),
      'BAD_USER_INPUT',
    );
  });

  it('should save notification settings and mail nothing at once when comments are switched off', async () => {
    const member = await addMember(sut, ws, 'CONTRIBUTOR');
    const defaults = expectOk(
      await member.client.gql<{ notificationSettings: Record<string, unknown> }>(
        '{ notificationSettings { allChangesEnabled insightsPublishedEnabled allCommentsEnabled followFrequency } }',
      ),
    ).notificationSettings;
    expect(defaults).toEqual({
      allChangesEnabled: true,
      insightsPublishedEnabled: true,
      allCommentsEnabled: true,
      followFrequency: 'WEEKLY',
    });
    const saved = expectOk(
      await member.client.gql<{ updateNotificationSettings: Record<string, unknown> }>(
        'mutation { updateNotificationSettings(input: { allCommentsEnabled: false, followFrequency: DAILY }) { allChangesEnabled allCommentsEnabled followFrequency } }',
      ),
    ).updateNotificationSettings;
    expect(saved).toEqual({ allChangesEnabled: true, allCommentsEnabled: false, followFrequency: 'DAILY' });
    const settingsEvents = await sql<{ payload: Record<string, unknown> }>(
      sut,
      'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
      [ws.id, 'notification_settings.updated'],
    );
    expect(settingsEvents.filter((e) => e.payload.memberId === member.id)).toHaveLength(1);
    expect(
      errorCode(
        await member.client.gql(
          'mutation { updateNotificationSettings(input: { followFrequency: HOURLY }) { followFrequency } }',
        ),
      ),
    ).toBe('BAD_USER_INPUT');

    const created = await comment({ body: `Quiet please ${mention(member)}` });
    const [notification] = (await inbox(member.client)).items;
    const workspace = (await serverProvider(sut.server, NotificationsRepository).workspaceById(ws.id))!;
    // Whether or not the bus delivered it yet, mailing it at once sends nothing.
    await serverProvider(sut.server, NotifierService).mailAtOnce(workspace, notification!.id);
    expect(mailer.sent.some((m) => m.to === member.email && m.text.includes(created.id))).toBe(false);

    // The daily digest carries it once a day has passed, and only once.
    const digests = serverProvider(sut.server, DigestService);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    await digests.sendWorkspaceDigests(workspace, tomorrow);
    const digest = mailer.sent.filter((m) => m.to === member.email && m.kind === 'DIGEST');
    expect(digest).toHaveLength(1);
    expect(digest[0]!.text).toContain(`#comment-${created.id}`);
    await digests.sendWorkspaceDigests(workspace, tomorrow);
    expect(mailer.sent.filter((m) => m.to === member.email && m.kind === 'DIGEST')).toHaveLength(1);
  });

  it('should notify the other members when an insight is published', async () => {
    const insightId = expectOk(
      await contributor.client.gql<{ createInsight: { id: string } }>(
        'mutation($p: ID!, $t: String!) { createInsight(input: { projectId: $p, title: $t }) { id } }',
        { p: projectId, t: `Published ${uniqueSuffix()}` },
      ),
    ).createInsight.id;
    expectOk(
      await contributor.client.gql('mutation($id: ID!) { publishInsight(id: $id) { id } }', {
        id: insightId,
      }),
    );
    await waitFor(
      async () =>
        expect(
          (await inbox(viewer.client)).items.find((n) => n.path === `/insights/${insightId}`),
        ).toMatchObject({
          type: 'INSIGHT_PUBLISHED',
          actor: { name: contributor.name },
        }),
      { timeoutMs: 10_000 },
    );
    expect((await inbox(contributor.client)).items.some((n) => n.path === `/insights/${insightId}`)).toBe(
      false,
    );
  });

  it('should ring the bell of an open page live when a notification is created', async () => {
    const live: LiveSubscription<{ workspaceChanged: { kind: string; action: string } }> = subscribeLive(
      sut.address,
      { host: ws.host, cookie: viewer.client.sessionCookie, origin: `http://${ws.host}` },
      'subscription { workspaceChanged { kind action id } }',
    );
    try {
      await live.connected;
      await settle(100); // the subscription is registered after the socket is acknowledged
      await comment({ body: `Live ${mention(viewer)}` });
      await waitFor(
        () =>
          expect(live.results.map((r) => r.data?.workspaceChanged)).toEqual(
            expect.arrayContaining([expect.objectContaining({ kind: 'notification', action: 'created' })]),
          ),
        { timeoutMs: 10_000 },
      );
    } finally {
      await live.close();
    }
  });

  /** A JSON array of operations, as the web client's batch link posts CommentQuery. */
  const postBatch = async (operations: unknown[]) => {
    const response = await httpRequest(`${sut.address}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: ws.host,
        cookie: ws.manager.client.sessionCookie ?? '',
      },
      body: JSON.stringify(operations),
    });
    return { status: response.status, json: response.json<unknown>() };
  };
  const COMMENT_QUERY = 'query CommentQuery($id: ID!) { comment(id: $id) { id body } }';

  it('should answer a batch of CommentQuery operations, each in its place', async () => {
    const first = await comment({ body: 'Batched one' });
    const second = await comment({ body: 'Batched two' });
    const { status, json } = await postBatch([
      { query: COMMENT_QUERY, operationName: 'CommentQuery', variables: { id: first.id } },
      { query: COMMENT_QUERY, operationName: 'CommentQuery', variables: { id: second.id } },
    ]);
    expect(status).toBe(200);
    expect(json).toEqual([
      { data: { comment: { id: first.id, body: 'Batched one' } } },
      { data: { comment: { id: second.id, body: 'Batched two' } } },
    ]);
  });

  it('should refuse a batch that smuggles a mutation or holds over 20 operations, running none of it', async () => {
    const count = await commentCount();
    const smuggled = await postBatch([
      { query: COMMENT_QUERY, operationName: 'CommentQuery', variables: { id: noteId } },
      {
        query: `mutation CommentQuery { createComment(input: { targetType: NOTE, targetId: "${noteId}", body: "x" }) { id } }`,
        operationName: 'CommentQuery',
      },
    ]);
    expect(smuggled.status).toBe(400);
    expect(JSON.stringify(smuggled.json)).toContain(
      'Only CommentQuery queries can be sent in a batch; send other operations one by one.',
    );
    const tooMany = await postBatch(
      Array.from({ length: 21 }, () => ({
        query: COMMENT_QUERY,
        operationName: 'CommentQuery',
        variables: { id: noteId },
      })),
    );
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.json)).toContain('A batch holds 1 to 20 operations named CommentQuery.');
    expect(await commentCount()).toBe(count);
  });
});

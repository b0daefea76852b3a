import type { LogMailer } from '@fieldnote/core';
import { waitFor } from '../../services/core/src/testing/wait-for';
import {
  type GqlResponse,
  type GraphqlClient,
  errorCode,
} from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
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

interface RequestData {
  id: string;
  projectId: string;
  permission: string;
  role: string;
  message: string;
  status: string;
  requester: { id: string; name: string };
  createdAt: string;
  expiresAt: string;
}
const FIELDS = 'id projectId permission role message status requester { id name } createdAt expiresAt';
const REQUEST = `mutation($i: RequestProjectAccessInput!) { requestProjectAccess(input: $i) { ${FIELDS} } }`;
const APPROVE = `mutation($i: ApproveAccessRequestInput!) { approveAccessRequest(input: $i) { ${FIELDS} } }`;
const DENY = `mutation($id: ID!) { denyAccessRequest(id: $id) { ${FIELDS} } }`;
const PENDING = `query($p: ID!) { accessRequests(projectId: $p) { ${FIELDS} } }`;
const TARGET = `query($p: ID, $n: ID) { accessRequestTarget(projectId: $p, noteId: $n) { projectId hasAccess pendingRequest { id status } } }`;
const SET_GENERAL = `mutation($p: ID!, $a: GeneralAccess!) { setProjectGeneralAccess(input: { projectId: $p, generalAccess: $a }) { generalAccess } }`;
const SET_PERMISSION = `mutation($p: ID!, $s: ID!, $perm: Permission!) {
  setProjectPermission(input: { projectId: $p, subjectKind: USER, subjectId: $s, permission: $perm }) { projectId } }`;
const INBOX =
  '{ notificationInbox { items { type title excerpt path accessRequestId role actor { name } } } }';

function expectRefused(response: GqlResponse<unknown>, code: string): void {
  expect(errorCode(response)).toBe(code);
  expect(response.data).toBeNull();
  expectNoLeak(JSON.stringify(response.errors));
}

describe('access requests for private projects', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let mailer: LogMailer;
  let fullHolder: BuiltAccount;

  const manager = () => ws.manager.client;
  const schema = () => `ws_${ws.id.replace(/-/g, '')}`;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    mailer = sut.server.built.platform.mailer as LogMailer;
    ws = await signUpAndCreateWorkspace(sut);
    fullHolder = await addMember(sut, ws, 'CONTRIBUTOR');
  }, 120_000);
  afterAll(() => sut.close());

  /** A private project with one note, and a contributor of its own who cannot see it. */
  async function privateProject(): Promise<{
    projectId: string;
    noteId: string;
    title: string;
    member: BuiltAccount;
  }> {
    const title = `Secret study ${uniqueSuffix()}`;
    const projectId = await buildProject(manager(), title);
    const noteId = await buildNote(manager(), projectId, `Secret note ${uniqueSuffix()}`, 'Churn reasons');
    expectOk(await manager().gql(SET_GENERAL, { p: projectId, a: 'NONE' }));
    const member = await addMember(sut, ws, 'CONTRIBUTOR');
    return { projectId, noteId, title, member };
  }

  const ask = (client: GraphqlClient, projectId: string, permission = 'WRITE', message?: string) =>
    client.gql<{ requestProjectAccess: RequestData }>(REQUEST, { i: { projectId, permission, message } });
  const requested = async (
    client: GraphqlClient,
    projectId: string,
    permission = 'WRITE',
    message?: string,
  ) => expectOk(await ask(client, projectId, permission, message)).requestProjectAccess;
  const pending = async (client: GraphqlClient, projectId: string) =>
    expectOk(await client.gql<{ accessRequests: RequestData[] }>(PENDING, { p: projectId })).accessRequests;
  const projectIdsOf = async (client: GraphqlClient) =>
    expectOk(await client.gql<{ projects: { id: string }[] }>('{ projects { id } }')).projects.map(
      (p) => p.id,
    );
  const rowCount = async (table: string, where = 'true', params: unknown[] = []) =>
    Number(
      (
        await sql<{ n: string }>(
          sut,
          `select count(*) as n from "${schema()}".${table} where ${where}`,
          params,
        )
      )[0]!.n,
    );
  const events = async (subject: string, accessRequestId: string) =>
    (
      await sql<{ payload: Record<string, unknown> }>(
        sut,
        'select payload from regional.outbox_events where workspace_id = ? and subject = ?',
        [ws.id, subject],
      )
    ).filter((row) => row.payload.accessRequestId === accessRequestId);

  it('should tell a member only the id of a private project they cannot see, through a project or a note link', async () => {
    const { projectId, noteId, title, member } = await privateProject();
    const direct = await member.client.gql('query($id: ID!) { project(id: $id) { id title } }', {
      id: projectId,
    });
    expect(errorCode(direct)).toBe('NOT_FOUND');
    for (const variables of [{ p: projectId }, { n: noteId }]) {
      const response = await member.client.gql<{ accessRequestTarget: unknown }>(TARGET, variables);
      expect(expectOk(response).accessRequestTarget).toEqual({
        projectId,
        hasAccess: false,
        pendingRequest: null,
      });
      expect(JSON.stringify(response)).not.toContain(title);
    }
    expectRefused(
      await member.client.gql(TARGET, { p: '7d0c7bde-8a0b-4d5e-9a43-5b5a0f6f0000' }),
      'NOT_FOUND',
    );
  });

  it('should store a request, notify the deciders in the inbox and by mail, and write its event', async () => {
    const { projectId, title, member } = await privateProject();
    expectOk(await manager().gql(SET_PERMISSION, { p: projectId, s: fullHolder.id, perm: 'FULL' }));
    const request = await requested(
      member.client,
      projectId,
      'READ',
      'I run the churn interviews next week.',
    );
    expect(request).toMatchObject({
      projectId,
      permission: 'READ',
      role: 'VIEWER',
      status: 'PENDING',
      message: 'I run the churn interviews next week.',
      requester: { id: member.id },
    });
    expect(new Date(request.expiresAt).getTime() - new Date(request.createdAt).getTime()).toBe(
      3 * 86_400_000,
    );
    expect(
      expectOk(await member.client.gql<{ accessRequestTarget: unknown }>(TARGET, { p: projectId }))
        .accessRequestTarget,
    ).toEqual({ projectId, hasAccess: false, pendingRequest: { id: request.id, status: 'PENDING' } });

    for (const decider of [ws.manager, fullHolder]) {
      expect((await pending(decider.client, projectId)).map((r) => r.id)).toEqual([request.id]);
      const items = expectOk(
        await decider.client.gql<{ notificationInbox: { items: Record<string, unknown>[] } }>(INBOX),
      ).notificationInbox.items;
      expect(items).toContainEqual({
        type: 'ACCESS_REQUESTED',
        title,
        excerpt: 'I run the churn interviews next week.',
        path: `/projects/${projectId}/settings/access#access-request-${request.id}`,
        accessRequestId: request.id,
        role: 'VIEWER',
        actor: { name: member.name },
      });
      await waitFor(
        () =>
          expect(
            mailer.sent.some(
              (m) => m.to === decider.email && m.kind === 'ACCESS_REQUESTED' && m.text.includes(request.id),
            ),
          ).toBe(true),
        { timeoutMs: 10_000 },
      );
    }
    expect(await events('access_request.requested', request.id)).toHaveLength(1);
  });

  it('should refuse a message of more than 1000 characters and store nothing', async () => {
    const { projectId, member } = await privateProject();
    const refused = await ask(member.client, projectId, 'WRITE', 'x'.repeat(1001));
    expectRefused(refused, 'BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe('Message can be at most 1000 characters long.');
    expect(await rowCount('access_requests', 'project_id = ?', [projectId])).toBe(0);
    expect((await requested(member.client, projectId, 'WRITE', 'y'.repeat(1000))).message).toHaveLength(1000);
  });

  it('should keep one pending request per member and project when the member asks again', async () => {
    const { projectId, member } = await privateProject();
    const first = await requested(member.client, projectId, 'READ', 'first');
    const again = await requested(member.client, projectId, 'FULL', 'second');
    expect(again).toMatchObject({ id: first.id, permission: 'FULL', role: 'CONTRIBUTOR', message: 'second' });
    expect(await rowCount('access_requests', 'project_id = ?', [projectId])).toBe(1);
    // The deciders heard of it once, not of each edit.
    expect(
      await rowCount('notifications', 'access_request_id = ? and recipient_id = ?', [
        first.id,
        ws.manager.id,
      ]),
    ).toBe(1);
    expect(await events('access_request.requested', first.id)).toHaveLength(2);
  });

  it('should give the asked permission on approval, so the member then sees the project, with an audit entry', async () => {
    const { projectId, title, member } = await privateProject();
    const request = await requested(member.client, projectId, 'WRITE');
    expect(await projectIdsOf(member.client)).not.toContain(projectId);
    const approved = expectOk(
      await manager().gql<{ approveAccessRequest: RequestData }>(APPROVE, { i: { id: request.id } }),
    ).approveAccessRequest;
    expect(approved.status).toBe('APPROVED');
    expect(await projectIdsOf(member.client)).toContain(projectId);
    const seen = expectOk(
      await member.client.gql<{
        project: { title: string; viewerAccess: { permission: string; canEdit: boolean } };
      }>('query($id: ID!) { project(id: $id) { title viewerAccess { permission canEdit } } }', {
        id: projectId,
      }),
    ).project;
    expect(seen).toEqual({ title, viewerAccess: { permission: 'WRITE', canEdit: true } });
    expect(await pending(manager(), projectId)).toEqual([]);

    const items = expectOk(
      await member.client.gql<{ notificationInbox: { items: Record<string, unknown>[] } }>(INBOX),
    ).notificationInbox.items;
    expect(items).toContainEqual(
      expect.objectContaining({
        type: 'ACCESS_REQUEST_APPROVED',
        title,
        path: `/projects/${projectId}`,
        accessRequestId: request.id,
        role: 'CONTRIBUTOR',
      }),
    );
    const log = expectOk(
      await manager().gql<{
        auditLog: { nodes: { action: string; objectId: string; newValue: string | null }[] };
      }>('query { auditLog(limit: 50) { nodes { action objectId newValue } } }'),
    ).auditLog.nodes.filter((e) => e.objectId === projectId);
    expect(log.map((e) => e.action)).toEqual(
      expect.arrayContaining(['ACCESS_REQUEST_APPROVED', 'PROJECT_ACCESS_CHANGED']),
    );
    expect(JSON.parse(log.find((e) => e.action === 'ACCESS_REQUEST_APPROVED')?.newValue ?? '{}')).toEqual({
      subject: member.email,
      status: 'APPROVED',
      permission: 'WRITE',
    });
    expect(await events('access_request.approved', request.id)).toHaveLength(1);
    // A decided request is not decided twice.
    expectRefused(await manager().gql(DENY, { id: request.id }), 'BAD_USER_INPUT');
  });

  it('should give the permission the decider chooses instead of the one asked for', async () => {
    const { projectId, member } = await privateProject();
    const request = await requested(member.client, projectId, 'FULL');
    expectOk(await manager().gql(APPROVE, { i: { id: request.id, permission: 'READ' } }));
    const access = expectOk(
      await member.client.gql<{ project: { viewerAccess: { permission: string; canEdit: boolean } } }>(
        'query($id: ID!) { project(id: $id) { viewerAccess { permission canEdit } } }',
        { id: projectId },
      ),
    ).project.viewerAccess;
    expect(access).toEqual({ permission: 'READ', canEdit: false });
  });

  it('should leave the project hidden on denial and tell the requester without its title', async () => {
    const { projectId, title, member } = await privateProject();
    const request = await requested(member.client, projectId);
    const denied = expectOk(
      await manager().gql<{ denyAccessRequest: RequestData }>(DENY, { id: request.id }),
    ).denyAccessRequest;
    expect(denied.status).toBe('DENIED');
    expect(await projectIdsOf(member.client)).not.toContain(projectId);
    expect(
      await rowCount('project_permissions', 'project_id = ? and subject_id = ?', [projectId, member.id]),
    ).toBe(0);
    const inbox = expectOk(
      await member.client.gql<{ notificationInbox: { items: Record<string, unknown>[] } }>(INBOX),
    );
    expect(inbox.notificationInbox.items).toContainEqual(
      expect.objectContaining({ type: 'ACCESS_REQUEST_DENIED', title: '', accessRequestId: request.id }),
    );
    expect(JSON.stringify(inbox)).not.toContain(title);
    await waitFor(
      () =>
        expect(mailer.sent.some((m) => m.to === member.email && m.kind === 'ACCESS_REQUEST_DENIED')).toBe(
          true,
        ),
      { timeoutMs: 10_000 },
    );
    expect(mailer.sent.filter((m) => m.to === member.email).some((m) => m.text.includes(title))).toBe(false);
    expect(await events('access_request.denied', request.id)).toHaveLength(1);
    const log = expectOk(
      await manager().gql<{ auditLog: { nodes: { action: string; objectId: string }[] } }>(
        'query { auditLog(limit: 50) { nodes { action objectId } } }',
      ),
    ).auditLog.nodes;
    expect(log).toContainEqual({ action: 'ACCESS_REQUEST_DENIED', objectId: projectId });
    // The member may ask again: a new pending request.
    expect((await requested(member.client, projectId)).id).not.toBe(request.id);
  });

  it('should refuse to approve a request once it is 3 days old, and hide it from the pending list', async () => {
    const { projectId, member } = await privateProject();
    const request = await requested(member.client, projectId);
    await sql(
      sut,
      `update "${schema()}".access_requests set created_at = now() - interval '3 days' where id = ?`,
      [request.id],
    );
    const refused = await manager().gql(APPROVE, { i: { id: request.id } });
    expectRefused(refused, 'BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(
      'This access request has expired: requests are valid for 3 days. The member can ask again.',
    );
    expect(await projectIdsOf(member.client)).not.toContain(projectId);
    expect(await pending(manager(), projectId)).toEqual([]);
    expect(
      expectOk(
        await member.client.gql<{ accessRequestTarget: { pendingRequest: unknown } }>(TARGET, {
          p: projectId,
        }),
      ).accessRequestTarget.pendingRequest,
    ).toBeNull();
    // Asking again starts a fresh 3 days and tells the deciders again.
    const renewed = await requested(member.client, projectId);
    expect(renewed).toMatchObject({ id: request.id, status: 'PENDING' });
    expect(
      await rowCount('notifications', 'access_request_id = ? and recipient_id = ?', [
        request.id,
        ws.manager.id,
      ]),
    ).toBe(2);
    expectOk(await manager().gql(APPROVE, { i: { id: request.id } }));
    expect(await projectIdsOf(member.client)).toContain(projectId);
  });

  it('should refuse decisions and the pending list to members who may not decide, changing nothing', async () => {
    const { projectId, member } = await privateProject();
    const request = await requested(member.client, projectId);
    const writer = await addMember(sut, ws, 'CONTRIBUTOR');
    expectOk(await manager().gql(SET_PERMISSION, { p: projectId, s: writer.id, perm: 'WRITE' }));
    for (const client of [writer.client, member.client]) {
      expectRefused(await client.gql(APPROVE, { i: { id: request.id } }), 'FORBIDDEN');
      expectRefused(await client.gql(DENY, { id: request.id }), 'FORBIDDEN');
    }
    expectRefused(await writer.client.gql(PENDING, { p: projectId }), 'FORBIDDEN');
    expectRefused(await member.client.gql(PENDING, { p: projectId }), 'NOT_FOUND');
    expect(await projectIdsOf(member.client)).not.toContain(projectId);
    expect((await pending(manager(), projectId)).map((r) => r.status)).toEqual(['PENDING']);
  });

  it('should leave out the requests of members who have left the workspace', async () => {
    const { projectId, member } = await privateProject();
    await requested(member.client, projectId);
    expect(await pending(manager(), projectId)).toHaveLength(1);
    expectOk(
      await manager().gql('mutation($m: ID!) { removeMember(input: { memberId: $m }) { id } }', {
        m: member.id,
      }),
    );
    expect(await pending(manager(), projectId)).toEqual([]);
  });

  it('should refuse a request from a member who can already see the project', async () => {
    const projectId = await buildProject(manager(), `Open study ${uniqueSuffix()}`);
    const member = await addMember(sut, ws, 'VIEWER');
    expectRefused(await ask(member.client, projectId), 'BAD_USER_INPUT');
    expectRefused(await ask(manager(), projectId), 'BAD_USER_INPUT');
    expect(await rowCount('access_requests', 'project_id = ?', [projectId])).toBe(0);
  });

  it("should refuse another workspace's project and requests", async () => {
    const { projectId, member } = await privateProject();
    const request = await requested(member.client, projectId);
    const other = await signUpAndCreateWorkspace(sut);
    expectRefused(await ask(other.manager.client, projectId), 'NOT_FOUND');
    expectRefused(await other.manager.client.gql(TARGET, { p: projectId }), 'NOT_FOUND');
    expectRefused(await other.manager.client.gql(PENDING, { p: projectId }), 'NOT_FOUND');
    expectRefused(await other.manager.client.gql(APPROVE, { i: { id: request.id } }), 'NOT_FOUND');
    expectRefused(await other.manager.client.gql(DENY, { id: request.id }), 'NOT_FOUND');
    expect((await pending(manager(), projectId)).map((r) => r.status)).toEqual(['PENDING']);
  });
});

import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltAccount,
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildEmail,
  buildProject,
  expectOk,
  invite,
  signUpAndCreateWorkspace,
} from './factories';

const LOG = `query($f: AuditLogFilterInput, $o: Int, $l: Int) { auditLog(filter: $f, offset: $o, limit: $l) {
  totalCount nodes { id occurredAt action objectType objectId objectLabel actorId actorName oldValue newValue } } }`;
const CSV = 'query($f: AuditLogFilterInput!) { auditLogCsv(filter: $f) }';

interface Entry {
  id: string;
  occurredAt: string;
  action: string;
  objectType: string;
  objectId: string;
  objectLabel: string;
  actorId: string | null;
  actorName: string;
  oldValue: string | null;
  newValue: string | null;
}

describe('audit log', () => {
  let sut: TestServer;
  let ws: BuiltWorkspace;
  let contributor: BuiltAccount;
  let viewer: BuiltAccount;
  let secondManager: BuiltAccount;

  beforeAll(async () => {
    sut = await sharedTestServer();
    ws = await signUpAndCreateWorkspace(sut);
    contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    viewer = await addMember(sut, ws, 'VIEWER');
    secondManager = await addMember(sut, ws, 'MANAGER');
    // Four accounts (each hashes a password) on a server that starts here: slow on a busy machine.
  }, 120_000);
  afterAll(() => sut.close());

  const read = async (variables: Record<string, unknown> = {}, client = ws.manager.client) =>
    expectOk(await client.gql<{ auditLog: { totalCount: number; nodes: Entry[] } }>(LOG, variables)).auditLog;

  /** A published insight of the manager's, ready to share. */
  const publishedInsight = async (title: string) => {
    const projectId = await buildProject(ws.manager.client);
    const insight = expectOk(
      await ws.manager.client.gql<{ createInsight: { id: string } }>(
        'mutation($i: CreateInsightInput!) { createInsight(input: $i) { id } }',
        { i: { projectId, title } },
      ),
    ).createInsight;
    expectOk(
      await ws.manager.client.gql('mutation($id: ID!) { publishInsight(id: $id) { id } }', {
        id: insight.id,
      }),
    );
    return insight.id;
  };

  it('should record creating and revoking a share link with the insight as the object', async () => {
    const insightId = await publishedInsight('Exports matter');
    const link = expectOk(
      await ws.manager.client.gql<{ createShareLink: { id: string } }>(
        'mutation($id: ID!) { createShareLink(insightId: $id) { id } }',
        { id: insightId },
      ),
    ).createShareLink;
    expectOk(
      await contributor.client.gql('mutation($id: ID!) { revokeShareLink(id: $id) { id } }', { id: link.id }),
    );
    const entries = (await read({ f: { objectType: 'SHARE_LINK' }, l: 100 })).nodes.filter(
      (n) => n.objectId === link.id,
    );
    // Values are JSON objects (stored as jsonb, so their keys come back in the database's order).
    const parse = (json: string | null) => (json ? (JSON.parse(json) as unknown) : null);
    expect(
      entries.map((e) => [e.action, e.actorId, e.objectLabel, parse(e.oldValue), parse(e.newValue)]),
    ).toEqual([
      [
        'SHARE_LINK_REVOKED',
        contributor.id,
        'Exports matter',
        { insightId, active: true },
        { insightId, active: false },
      ],
      ['SHARE_LINK_CREATED', ws.manager.id, 'Exports matter', null, { insightId, active: true }],
    ]);
  });

  it('should record creating and revoking an API token, never its secret', async () => {
    const name = `CI export ${Date.now()}`;
    const token = await buildApiToken(viewer.client, name);
    expectOk(await viewer.client.gql('mutation($id: ID!) { revokeApiToken(id: $id) }', { id: token.id }));
    const page = await read({ f: { objectType: 'API_TOKEN', actorId: viewer.id } });
    expect(page.nodes.map((n) => [n.action, n.objectId, n.objectLabel, n.actorName])).toEqual([
      ['API_TOKEN_REVOKED', token.id, name, viewer.name],
      ['API_TOKEN_CREATED', token.id, name, viewer.name],
    ]);
    expect(JSON.stringify(page)).not.toContain(token.secret);
  });

  it('should write no entry when a change is refused', async () => {
    const before = (await read()).totalCount;
    expect(errorCode(await viewer.client.gql('mutation { createApiToken(name: "") { token } }'))).toBe(
      'BAD_USER_INPUT',
    );
    const email = buildEmail('twice');
    await invite(ws, email, 'VIEWER');
    const after = (await read()).totalCount;
    expect(after).toBe(before + 1);
    const refused = await ws.manager.client.gql(
      'mutation($input: InviteMemberInput!) { inviteMember(input: $input) { id } }',
      { input: { email: contributor.email, role: 'MANAGER' } },
    );
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect((await read()).totalCount).toBe(after);
  });

  describe('filters and pages', () => {
    it('should filter by action, object type and actor, newest first', async () => {
      const byAction = await read({ f: { action: 'MEMBER_JOINED' }, l: 100 });
      expect(byAction.nodes.length).toBeGreaterThanOrEqual(3);
      expect(new Set(byAction.nodes.map((n) => n.action))).toEqual(new Set(['MEMBER_JOINED']));
      expect(byAction.nodes.map((n) => n.objectId)).toEqual(
        expect.arrayContaining([contributor.id, viewer.id, secondManager.id]),
      );
      const times = byAction.nodes.map((n) => n.occurredAt);
      expect([...times].sort().reverse()).toEqual(times);
      const byActor = await read({ f: { actorId: secondManager.id }, l: 100 });
      expect(new Set(byActor.nodes.map((n) => n.actorId))).toEqual(new Set([secondManager.id]));
      const byType = await read({ f: { objectType: 'INVITE' }, l: 100 });
      expect(new Set(byType.nodes.map((n) => n.objectType))).toEqual(new Set(['INVITE']));
    });

    it('should filter by a date range (from inclusive, to exclusive)', async () => {
      const [newest] = (await read({ l: 1 })).nodes;
      const at = newest.occurredAt;
      const only = await read({
        f: { from: at, to: new Date(new Date(at).getTime() + 1).toISOString() },
        l: 100,
      });
      expect(only.nodes.map((n) => n.id)).toContain(newest.id);
      const before = await read({ f: { to: at }, l: 100 });
      expect(before.nodes.map((n) => n.id)).not.toContain(newest.id);
      const future = await read({ f: { from: new Date(Date.now() + 86_400_000).toISOString() } });
      expect(future).toEqual({ totalCount: 0, nodes: [] });
    });

    it('should page with offset and limit over a stable total', async () => {
      const all = await read({ l: 100 });
      expect(all.totalCount).toBeGreaterThanOrEqual(4);
      const first = await read({ o: 0, l: 2 });
      const second = await read({ o: 2, l: 2 });
      expect(first.totalCount).toBe(all.totalCount);
      expect([...first.nodes, ...second.nodes].map((n) => n.id)).toEqual(
        all.nodes.slice(0, 4).map((n) => n.id),
      );
    });

    it.each([
      [{ l: 0 }, 'limit must be between 1 and 100.'],
      [{ l: 101 }, 'limit must be between 1 and 100.'],
      [{ o: -1 }, 'offset must be 0 or more.'],
      [{ f: { actorId: 'someone' } }, 'actorId must be a UUID.'],
      [
        { f: { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' } },
        'The start of the date range must be before its end.',
      ],
    ])('should reject %j with BAD_USER_INPUT naming the field', async (variables, message) => {
      const response = await ws.manager.client.gql(LOG, variables);
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(message);
    });
  });

  describe('CSV export', () => {
    it('should export the filtered entries with a header, quoting commas and neutralising formulas', async () => {
      const name = '=HYPERLINK("http://evil"), "quoted"';
      const token = await buildApiToken(secondManager.client, name);
      const csv = expectOk(
        await ws.manager.client.gql<{ auditLogCsv: string }>(CSV, {
          f: { objectType: 'API_TOKEN', actorId: secondManager.id },
        }),
      ).auditLogCsv;
      const lines = csv.trim().split('\n');
      expect(lines[0]).toBe('Time,Actor,Actor ID,Action,Object type,Object,Object ID,Old value,New value');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(
        `${secondManager.id},API_TOKEN_CREATED,API_TOKEN,"'=HYPERLINK(""http://evil""), ""quoted""",${token.id}`,
      );
    });
  });

  describe('who may read it', () => {
    it.each([
      ['contributor', () => contributor],
      ['viewer', () => viewer],
    ])('should refuse a %s with FORBIDDEN', async (_role, member) => {
      for (const [query, variables] of [
        [LOG, {}],
        [CSV, { f: {} }],
      ] as const) {
        const response = await member().client.gql(query, variables);
        expect(errorCode(response)).toBe('FORBIDDEN');
        expect(response.errors?.[0]?.message).toBe('Only workspace managers can do this.');
      }
    });

    it("should refuse a manager's API token (the audit log is for people in a session)", async () => {
      const client = sut.client(ws.subdomain);
      client.bearer = (await buildApiToken(ws.manager.client)).secret;
      const response = await client.gql(LOG, {});
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.errors?.[0]?.message).toBe(
        'An API token can only be used inside its own workspace. Sign in to do this.',
      );
      expect(errorCode(await client.gql(CSV, { f: {} }))).toBe('FORBIDDEN');
    });

    it('should let any manager read it, not only the creator', async () => {
      expect((await read({}, secondManager.client)).totalCount).toBeGreaterThan(0);
    });
  });
});

import { randomUUID } from 'node:crypto';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  buildEmail,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
  workspaceSchema,
} from './factories';
import {
  PATCH_SCHEMA,
  USER_SCHEMA,
  type ScimClient,
  buildScimToken,
  scimClient,
  scimError,
} from './scim-client';

const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';

interface ScimGroup {
  id: string;
  displayName: string;
  externalId?: string;
  members?: { value: string; display: string }[];
  meta: { version: string };
}

describe('SCIM 2.0 Groups', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;
  let scim: ScimClient;
  let tokenId: string;

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
    const token = await buildScimToken(workspace);
    tokenId = token.id;
    scim = scimClient(sut, workspace.host, token.secret);
  });
  afterAll(() => sut.close());

  const buildUser = async (client = scim) => {
    const email = buildEmail('member');
    const response = await client.request('POST', '/Users', { schemas: [USER_SCHEMA], userName: email });
    expect(response.status).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const buildGroup = async (body: Record<string, unknown> = {}, client = scim) => {
    const response = await client.request('POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: `Group ${uniqueSuffix()}`,
      members: [],
      ...body,
    });
    expect(response.status).toBe(201);
    return response.json<ScimGroup>();
  };
  /** Active members made directly: hundreds of sign-ups through the API would only slow the test down. */
  const insertMembers = async (count: number) => {
    const schema = await workspaceSchema(sut, workspace);
    const ids = Array.from({ length: count }, () => randomUUID());
    await sql(
      sut,
      `insert into ${schema}.members (id, name, email, role)
       select id, 'Member', id::text || '@example.org', 'VIEWER' from unnest(?::uuid[]) as id`,
      [`{${ids.join(',')}}`],
    );
    return ids;
  };
  const patch = (id: string, operations: unknown[]) =>
    scim.request('PATCH', `/Groups/${id}`, { schemas: [PATCH_SCHEMA], Operations: operations });
  const memberIds = async (id: string) =>
    ((await scim.request('GET', `/Groups/${id}`)).json<ScimGroup>().members ?? []).map((m) => m.value).sort();

  it("should create, rename, add and remove members and delete a group as Okta's group push does", async () => {
    const [a, b] = [await buildUser(), await buildUser()];
    const group = await buildGroup();
    const renamed = await patch(group.id, [
      { op: 'replace', value: { id: group.id, displayName: 'Researchers' } },
    ]);
    expect(renamed.json<ScimGroup>().displayName).toBe('Researchers');
    await patch(group.id, [
      { op: 'add', path: 'members', value: [{ value: a, display: 'a' }, { value: b }] },
    ]);
    expect(await memberIds(group.id)).toEqual([a, b].sort());
    await patch(group.id, [{ op: 'remove', path: `members[value eq "${a}"]` }]);
    expect(await memberIds(group.id)).toEqual([b]);
    const found = await scim.request(
      'GET',
      `/Groups?filter=${encodeURIComponent('displayName eq "researchers"')}`,
    );
    expect(found.json<{ Resources: ScimGroup[] }>().Resources.map((g) => g.id)).toEqual([group.id]);
    const names = expectUserGroups(
      await sql<{ name: string }>(
        sut,
        `select name from ${await workspaceSchema(sut, workspace)}.user_groups where id = ?`,
        [group.id],
      ),
    );
    expect(names).toEqual(['Researchers']);
    expect((await scim.request('DELETE', `/Groups/${group.id}`)).status).toBe(204);
    expect((await scim.request('GET', `/Groups/${group.id}`)).status).toBe(404);
  });

  it("should follow Entra ID's sequence: externalId, filter without members, Add, Remove with value, Replace", async () => {
    const [a, b, c] = [await buildUser(), await buildUser(), await buildUser()];
    const externalId = randomUUID();
    const displayName = `Entra ${uniqueSuffix()}`;
    const group = await buildGroup({ externalId, displayName });
    const listed = await scim.request(
      'GET',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent(`displayName eq "${displayName}"`)}`,
    );
    const [first] = listed.json<{ Resources: ScimGroup[] }>().Resources;
    expect(first).toMatchObject({ id: group.id, externalId });
    expect(first).not.toHaveProperty('members');
    await patch(group.id, [{ op: 'Add', path: 'members', value: [{ value: a }, { value: b }] }]);
    expect(await memberIds(group.id)).toEqual([a, b].sort());
    await patch(group.id, [{ op: 'Remove', path: 'members', value: [{ value: a }] }]);
    expect(await memberIds(group.id)).toEqual([b]);
    await patch(group.id, [{ op: 'Replace', path: 'members', value: [{ value: a }, { value: c }] }]);
    expect(await memberIds(group.id)).toEqual([a, c].sort());
    await patch(group.id, [{ op: 'Replace', path: 'displayName', value: `${displayName} renamed` }]);
    const byMember = await scim.request(
      'GET',
      `/Groups?filter=${encodeURIComponent(`members[value eq "${c}"]`)}`,
    );
    expect(byMember.json<{ Resources: ScimGroup[] }>().Resources.map((g) => g.id)).toEqual([group.id]);
    const schema = await workspaceSchema(sut, workspace);
    const entries = await sql<{ action: string; actor_id: string }>(
      sut,
      `select action, actor_id from ${schema}.audit_entries where object_id = ? order by occurred_at`,
      [group.id],
    );
    expect(entries.map((e) => e.action)).toEqual([
      'USER_GROUP_CREATED',
      'USER_GROUP_MEMBERS_CHANGED',
      'USER_GROUP_MEMBERS_CHANGED',
      'USER_GROUP_MEMBERS_CHANGED',
      'USER_GROUP_RENAMED',
    ]);
    expect(new Set(entries.map((e) => e.actor_id))).toEqual(new Set([tokenId]));
    const events = await sql<{ subject: string }>(
      sut,
      "select subject from regional.outbox_events where payload->>'groupId' = ? order by occurred_at",
      [group.id],
    );
    expect(events.map((e) => e.subject)).toEqual([
      'user_group.created',
      'user_group.membersChanged',
      'user_group.membersChanged',
      'user_group.membersChanged',
      'user_group.renamed',
    ]);
  });

  it('should refuse a second group with the same name with 409 uniqueness and a non-member with invalidValue', async () => {
    const group = await buildGroup();
    const twin = await scim.request('POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: group.displayName.toUpperCase(),
    });
    expect(twin.status).toBe(409);
    expect(scimError(twin).scimType).toBe('uniqueness');
    const stranger = await patch(group.id, [
      { op: 'add', path: 'members', value: [{ value: randomUUID() }] },
    ]);
    expect(stranger.status).toBe(400);
    expect(scimError(stranger).scimType).toBe('invalidValue');
  });

  it('should refuse the 51st group of a workspace with tooMany', async () => {
    const own = await signUpAndCreateWorkspace(sut);
    const client = scimClient(sut, own.host, (await buildScimToken(own)).secret);
    for (let i = 0; i < 50; i++) await buildGroup({ displayName: `Group ${i}` }, client);
    const over = await client.request('POST', '/Groups', {
      schemas: [GROUP_SCHEMA],
      displayName: 'Group 50',
    });
    expect(over.status).toBe(400);
    expect(scimError(over).scimType).toBe('tooMany');
    expect(scimError(over).detail).toBe('A workspace can have at most 50 user groups.');
  });

  it('should refuse a 201st member of a group with tooMany and keep the 200', async () => {
    const ids = await insertMembers(201);
    const group = await buildGroup();
    const full = await patch(group.id, [
      { op: 'add', path: 'members', value: ids.slice(0, 200).map((value) => ({ value })) },
    ]);
    expect(full.status).toBe(200);
    const over = await patch(group.id, [{ op: 'add', path: 'members', value: [{ value: ids[200] }] }]);
    expect(over.status).toBe(400);
    expect(scimError(over)).toMatchObject({
      scimType: 'tooMany',
      detail: 'A user group can have at most 200 members.',
    });
    expect(await memberIds(group.id)).toHaveLength(200);
  });

  it('should let only one of two racing PATCHes fill the last seat of a group (the group row is locked)', async () => {
    const ids = await insertMembers(201);
    const group = await buildGroup({ members: ids.slice(0, 199).map((value) => ({ value })) });
    const racing = await Promise.all(
      ids.slice(199).map((value) => patch(group.id, [{ op: 'add', path: 'members', value: [{ value }] }])),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await memberIds(group.id)).toHaveLength(200);
  });

  it('should list only active members once a user is deactivated', async () => {
    const [a, b] = [await buildUser(), await buildUser()];
    const group = await buildGroup({ members: [{ value: a }, { value: b }] });
    await scim.request('PATCH', `/Users/${a}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(await memberIds(group.id)).toEqual([b]);
  });

  it('should change the ETag when members change through GraphQL, not only through SCIM', async () => {
    const [a, b] = [await buildUser(), await buildUser()];
    const group = await buildGroup({ members: [{ value: a }] });
    const etag = async () => (await scim.request('GET', `/Groups/${group.id}`)).headers.etag;
    const gql = (query: string, variables: Record<string, unknown>) =>
      workspace.manager.client.gql(query, variables);
    const seen = [await etag()];
    const members = { groupId: group.id, memberIds: [b] };
    expect(
      (
        await gql('mutation($input: UserGroupMembersInput!) { addUserGroupMembers(input: $input) { id } }', {
          input: members,
        })
      ).errors,
    ).toBeUndefined();
    seen.push(await etag());
    await gql('mutation($input: UserGroupMembersInput!) { removeUserGroupMembers(input: $input) { id } }', {
      input: members,
    });
    seen.push(await etag());
    // A member leaving the workspace leaves the Group's list of active members.
    await gql('mutation($input: RemoveMemberInput!) { removeMember(input: $input) { id } }', {
      input: { memberId: a },
    });
    seen.push(await etag());
    expect(new Set(seen).size).toBe(4);
    expect(await memberIds(group.id)).toEqual([]);
    // If-Match with the ETag read before a GraphQL change is refused, as after a SCIM change.
    const stale = await scim.request(
      'PATCH',
      `/Groups/${group.id}`,
      { schemas: [PATCH_SCHEMA], Operations: [{ op: 'replace', path: 'displayName', value: 'Stale' }] },
      { 'if-match': seen[0] as string },
    );
    expect(stale.status).toBe(412);
  });

  it("should let a SCIM token of workspace A read or change none of workspace B's groups", async () => {
    const other = await signUpAndCreateWorkspace(sut);
    const otherClient = scimClient(sut, other.host, (await buildScimToken(other)).secret);
    const otherGroup = await buildGroup({}, otherClient);
    for (const [method, body] of [
      ['GET', undefined],
      [
        'PATCH',
        {
          schemas: [PATCH_SCHEMA],
          Operations: [{ op: 'replace', path: 'displayName', value: 'Taken over' }],
        },
      ],
      ['PUT', { schemas: [GROUP_SCHEMA], displayName: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await scim.request(method, `/Groups/${otherGroup.id}`, body);
      expect({ method, status: response.status }).toEqual({ method, status: 404 });
    }
    const listed = await scim.request(
      'GET',
      `/Groups?filter=${encodeURIComponent(`displayName eq "${otherGroup.displayName}"`)}`,
    );
    expect(listed.json<{ totalResults: number }>().totalResults).toBe(0);
    const still = await otherClient.request('GET', `/Groups/${otherGroup.id}`);
    expect(still.json<ScimGroup>().displayName).toBe(otherGroup.displayName);
  });
});

function expectUserGroups(rows: { name: string }[]): string[] {
  return rows.map((row) => row.name);
}

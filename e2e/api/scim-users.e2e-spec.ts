import { createHash, randomUUID } from 'node:crypto';
import { errorCode, httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  buildEmail,
  buildProject,
  confirmEmail,
  expectOk,
  signUp,
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

interface ScimUser {
  id: string;
  userName: string;
  externalId?: string;
  active: boolean;
  displayName: string;
  name: { givenName?: string; familyName?: string; formatted: string };
  emails: { value: string; type: string; primary: boolean }[];
  meta: { version: string; location: string; resourceType: string };
}
interface ListResponse<T = ScimUser> {
  schemas: string[];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: T[];
}

describe('SCIM 2.0 Users', () => {
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

  const list = async (query: string) => {
    const response = await scim.request('GET', `/Users?${query}`);
    expect(response.status).toBe(200);
    return response.json<ListResponse>();
  };
  const filter = (expression: string, extra = '') => list(`filter=${encodeURIComponent(expression)}${extra}`);
  const createUser = async (overrides: Record<string, unknown> = {}) => {
    const email = buildEmail('scim');
    const response = await scim.request('POST', '/Users', {
      schemas: [USER_SCHEMA],
      userName: email,
      name: { givenName: 'Grace', familyName: 'Hopper' },
      emails: [{ primary: true, value: email, type: 'work' }],
      active: true,
      ...overrides,
    });
    expect(response.status).toBe(201);
    return response.json<ScimUser>();
  };
  const patch = (id: string, operations: unknown[], headers?: Record<string, string>) =>
    scim.request('PATCH', `/Users/${id}`, { schemas: [PATCH_SCHEMA], Operations: operations }, headers);

  describe('tokens', () => {
    it('should show the secret once, keep only its hash, and list it for managers', async () => {
      const { id, secret } = await buildScimToken(workspace, 'Okta');
      expect(secret).toMatch(/^fnscim_[A-Za-z0-9_-]{43}$/);
      const [row] = await sql<Record<string, unknown>>(
        sut,
        'select * from control.scim_tokens where id = ?',
        [id],
      );
      expect(JSON.stringify(row)).not.toContain(secret.slice(7));
      expect(row?.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
      const listed = expectOk(
        await workspace.manager.client.gql<{ scimTokens: { id: string; name: string }[] }>(
          '{ scimTokens { id name createdAt lastUsedAt } }',
        ),
      );
      expect(listed.scimTokens).toContainEqual(expect.objectContaining({ id, name: 'Okta' }));
      expect(JSON.stringify(listed)).not.toContain(secret);
    });

    it('should refuse a contributor who asks to create or list SCIM tokens with FORBIDDEN', async () => {
      const contributor = await addMember(sut, workspace, 'CONTRIBUTOR');
      const created = await contributor.client.gql('mutation { createScimToken(name: "mine") { token } }');
      expect(errorCode(created)).toBe('FORBIDDEN');
      expect(errorCode(await contributor.client.gql('{ scimTokens { id } }'))).toBe('FORBIDDEN');
    });

    it('should refuse a SCIM token used on GraphQL or on another REST route', async () => {
      const { secret } = await buildScimToken(workspace);
      const client = sut.client(workspace.subdomain);
      client.bearer = secret;
      const response = await client.gql('{ workspace { id } }');
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
      const file = await httpRequest(`${sut.address}/files/${randomUUID()}`, {
        headers: { host: workspace.host, authorization: `Bearer ${secret}` },
      });
      expect(file.status).toBe(401);
    });

    it('should refuse an API token, no token and a revoked SCIM token on /scim/v2 with a SCIM 401', async () => {
      const apiToken = await buildApiToken(workspace.manager.client);
      const { id, secret } = await buildScimToken(workspace);
      expect((await scimClient(sut, workspace.host, secret).request('GET', '/Users')).status).toBe(200);
      expectOk(await workspace.manager.client.gql('mutation($id: ID!) { revokeScimToken(id: $id) }', { id }));
      for (const bearer of [apiToken.secret, secret, 'fnscim_made-up']) {
        const response = await scimClient(sut, workspace.host, bearer).request('GET', '/Users');
        expect(response.status).toBe(401);
        expect(scimError(response).status).toBe('401');
      }
      const anonymous = await httpRequest(`${sut.address}/scim/v2/Users`, {
        headers: { host: workspace.host },
      });
      expect(scimError(anonymous).status).toBe('401');
      // A cookie-less form post, as a forged cross-site request would be, gets the same SCIM 401.
      const formPost = await httpRequest(`${sut.address}/scim/v2/Users`, {
        method: 'POST',
        headers: {
          host: workspace.host,
          origin: 'https://attacker.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'userName=evil%40example.org',
      });
      expect([formPost.status, scimError(formPost).status]).toEqual([401, '401']);
    });

    it('should record the token creation in the audit log and the outbox', async () => {
      const { id } = await buildScimToken(workspace, 'Audited');
      const schema = await workspaceSchema(sut, workspace);
      const entries = await sql(
        sut,
        `select action, object_label from ${schema}.audit_entries where object_id = ?`,
        [id],
      );
      expect(entries).toEqual([{ action: 'SCIM_TOKEN_CREATED', object_label: 'Audited' }]);
      const events = await sql(
        sut,
        "select payload from regional.outbox_events where subject = 'scim_token.created' and payload->>'scimTokenId' = ?",
        [id],
      );
      expect(events).toHaveLength(1);
    });
  });

  describe('discovery', () => {
    it('should describe PATCH, filters, sorting and ETags in ServiceProviderConfig', async () => {
      const response = await scim.request('GET', '/ServiceProviderConfig');
      expect(response.headers['content-type']).toContain('application/scim+json');
      const config = response.json<Record<string, { supported: boolean }>>();
      expect([
        config.patch?.supported,
        config.filter?.supported,
        config.etag?.supported,
        config.sort?.supported,
      ]).toEqual([true, true, true, true]);
      expect(config.bulk?.supported).toBe(false);
    });

    it('should list the User resource type and its schema', async () => {
      const types = (await scim.request('GET', '/ResourceTypes')).json<
        ListResponse<{ id: string; endpoint: string }>
      >();
      expect(types.Resources.map((t) => [t.id, t.endpoint])).toContainEqual(['User', '/Users']);
      const schemas = (await scim.request('GET', '/Schemas')).json<
        ListResponse<{ id: string; attributes: { name: string }[] }>
      >();
      const user = schemas.Resources.find((s) => s.id === USER_SCHEMA);
      expect(user?.attributes.map((a) => a.name)).toEqual(
        expect.arrayContaining(['userName', 'externalId', 'name', 'emails', 'active']),
      );
    });

    it('should answer an unknown SCIM path with a SCIM 404 body', async () => {
      const response = await scim.request('GET', '/Widgets');
      expect(response.status).toBe(404);
      expect(scimError(response).status).toBe('404');
    });
  });

  describe("Okta's provisioning sequence", () => {
    it('should find nobody, create, get, update, deactivate and reactivate a user as Okta does', async () => {
      const email = buildEmail('okta');
      // 1. Okta checks whether the user exists.
      const none = await filter(`userName eq "${email}"`, '&startIndex=1&count=100');
      expect(none).toMatchObject({ totalResults: 0, Resources: [] });
      // 2. It creates the user (its documented body, password included: not kept).
      const created = await scim.request('POST', '/Users', {
        schemas: [USER_SCHEMA],
        userName: email,
        name: { givenName: 'Test', familyName: 'User' },
        emails: [{ primary: true, value: email, type: 'work' }],
        displayName: 'Test User',
        locale: 'en-US',
        externalId: `00u${uniqueSuffix()}`,
        groups: [],
        password: 'tlpWENT2m',
        active: true,
      });
      expect(created.status).toBe(201);
      const user = created.json<ScimUser>();
      expect(created.headers.location).toBe(user.meta.location);
      expect(created.headers.etag).toBe(user.meta.version);
      expect(user).toMatchObject({ userName: email, active: true, displayName: 'Test User' });
      // 3. It reads the user back.
      const got = await scim.request('GET', `/Users/${user.id}`);
      expect(got.json<ScimUser>()).toMatchObject({
        id: user.id,
        name: { givenName: 'Test', familyName: 'User' },
      });
      // 4. A profile change comes as a PUT of the whole user.
      const put = await scim.request('PUT', `/Users/${user.id}`, {
        schemas: [USER_SCHEMA],
        id: user.id,
        userName: email,
        name: { givenName: 'Another', familyName: 'User' },
        emails: [{ primary: true, value: email, type: 'work' }],
        active: true,
        externalId: user.externalId,
      });
      expect(put.status).toBe(200);
      expect(put.json<ScimUser>()).toMatchObject({
        displayName: 'Another User',
        name: { givenName: 'Another' },
      });
      // 5. Deactivation is a path-less replace of active.
      const off = await patch(user.id, [{ op: 'replace', value: { active: false } }]);
      expect(off.json<ScimUser>().active).toBe(false);
      const members = expectOk(
        await workspace.manager.client.gql<{ members: { id: string }[] }>('{ members { id } }'),
      );
      expect(members.members.map((m) => m.id)).not.toContain(user.id);
      // 6. Reactivation brings the membership back.
      const on = await patch(user.id, [{ op: 'replace', value: { active: true } }]);
      expect(on.json<ScimUser>().active).toBe(true);
      const again = expectOk(
        await workspace.manager.client.gql<{ members: { id: string; role: string }[] }>(
          '{ members { id role } }',
        ),
      );
      expect(again.members.find((m) => m.id === user.id)?.role).toBe('VIEWER');
    });
  });

  describe("Entra ID's provisioning sequence", () => {
    it('should create, find by filter, patch with capitalised ops and string booleans, disable and delete', async () => {
      const userName = `Test_User_${randomUUID()}`;
      const email = `${userName}@testuser.com`.toLowerCase();
      const externalId = randomUUID();
      // 1. Entra ID looks the user up by its matching attribute.
      expect((await filter(`userName eq "${userName}"`)).totalResults).toBe(0);
      // 2. Its documented create request.
      const created = await scim.request('POST', '/Users', {
        schemas: [USER_SCHEMA, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
        externalId,
        userName,
        active: true,
        emails: [{ primary: true, type: 'work', value: email }],
        meta: { resourceType: 'User' },
        name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
        roles: [],
      });
      expect(created.status).toBe(201);
      const user = created.json<ScimUser>();
      // 3. It finds it again, by userName and by externalId.
      expect((await filter(`userName eq "${userName}"`)).Resources.map((u) => u.id)).toEqual([user.id]);
      expect((await filter(`externalId eq "${externalId}"`)).Resources.map((u) => u.id)).toEqual([user.id]);
      // 4. Attribute updates: capitalised ops, a value-path filter, an extension attribute it does not keep.
      const updated = await patch(user.id, [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: `updated.${email}` },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        {
          op: 'Add',
          path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
          value: 'R&D',
        },
      ]);
      expect(updated.status).toBe(200);
      expect(updated.json<ScimUser>()).toMatchObject({
        name: { familyName: 'updatedFamilyName' },
        emails: [{ value: `updated.${email}`, type: 'work', primary: true }],
      });
      // 5. Disable, with the boolean as Entra ID's string.
      const disabled = await patch(user.id, [{ op: 'Replace', path: 'active', value: 'False' }]);
      expect(disabled.json<ScimUser>().active).toBe(false);
      const enabled = await patch(user.id, [{ op: 'Replace', path: 'active', value: 'True' }]);
      expect(enabled.json<ScimUser>().active).toBe(true);
      // 6. Delete: gone for SCIM, the member deactivated.
      expect((await scim.request('DELETE', `/Users/${user.id}`)).status).toBe(204);
      const gone = await scim.request('GET', `/Users/${user.id}`);
      expect(gone.status).toBe(404);
      expect(scimError(gone).status).toBe('404');
      const schema = await workspaceSchema(sut, workspace);
      const [row] = await sql<{ deactivated_at: Date | null }>(
        sut,
        `select deactivated_at from ${schema}.members where id = ?`,
        [user.id],
      );
      expect(row?.deactivated_at).not.toBeNull();
    });

    it('should write an audit entry naming the SCIM token and an outbox event for each change', async () => {
      const user = await createUser();
      await patch(user.id, [{ op: 'Replace', path: 'name.givenName', value: 'Ada' }]);
      const schema = await workspaceSchema(sut, workspace);
      const entries = await sql<{ action: string; actor_id: string }>(
        sut,
        `select action, actor_id from ${schema}.audit_entries where object_id = ? and action like 'SCIM_%' order by occurred_at`,
        [user.id],
      );
      expect(entries).toEqual([
        { action: 'SCIM_USER_PROVISIONED', actor_id: tokenId },
        { action: 'SCIM_USER_UPDATED', actor_id: tokenId },
      ]);
      const events = await sql<{ subject: string }>(
        sut,
        "select subject from regional.outbox_events where payload->>'memberId' = ? and subject like 'scim_user.%' order by occurred_at",
        [user.id],
      );
      expect(events.map((e) => e.subject)).toEqual(['scim_user.provisioned', 'scim_user.updated']);
    });
  });

  describe('filters, paging and attributes', () => {
    it('should compare attribute names and userName ignoring case when filtering', async () => {
      const user = await createUser();
      for (const expression of [
        `userName eq "${user.userName.toUpperCase()}"`,
        `USERNAME Eq "${user.userName}"`,
        `urn:ietf:params:scim:schemas:core:2.0:User:userName eq "${user.userName}"`,
        `emails[type eq "WORK"].value eq "${user.userName.toUpperCase()}"`,
        `Emails.Value co "${user.userName.slice(2, 10).toUpperCase()}"`,
      ]) {
        expect({ expression, ids: (await filter(expression)).Resources.map((u) => u.id) }).toEqual({
          expression,
          ids: [user.id],
        });
      }
    });

    it('should apply every operator, and/or/not and value paths', async () => {
      const marker = uniqueSuffix();
      const a = await createUser({
        externalId: `a-${marker}`,
        name: { givenName: 'Alpha', familyName: marker },
      });
      const b = await createUser({
        externalId: `b-${marker}`,
        name: { givenName: 'Beta', familyName: marker },
      });
      const ids = async (expression: string) => (await filter(expression)).Resources.map((u) => u.id).sort();
      const both = [a.id, b.id].sort();
      expect(await ids(`name.familyName eq "${marker}"`)).toEqual(both);
      expect(await ids(`name.familyName eq "${marker}" and name.givenName sw "al"`)).toEqual([a.id]);
      expect(await ids(`name.familyName eq "${marker}" and name.givenName ew "TA"`)).toEqual([b.id]);
      expect(await ids(`externalId eq "a-${marker}" or externalId eq "b-${marker}"`)).toEqual(both);
      expect(await ids(`name.familyName eq "${marker}" and not (name.givenName eq "alpha")`)).toEqual([b.id]);
      expect(await ids(`name.familyName eq "${marker}" and name.givenName ne "Alpha"`)).toEqual([b.id]);
      expect(await ids(`name.familyName eq "${marker}" and externalId pr`)).toEqual(both);
      expect(await ids(`name.familyName eq "${marker}" and name.givenName gt "B"`)).toEqual([b.id]);
      expect(await ids(`name.familyName eq "${marker}" and name.givenName lt "B"`)).toEqual([a.id]);
      expect(await ids(`name.familyName eq "${marker}" and meta.created ge "2000-01-01T00:00:00Z"`)).toEqual(
        both,
      );
      expect(await ids(`name.familyName eq "${marker}" and meta.created le "2000-01-01T00:00:00Z"`)).toEqual(
        [],
      );
      expect(await ids(`emails[type eq "work" and value sw "${a.userName.slice(0, 12)}"]`)).toEqual([a.id]);
      // externalId is caseExact (RFC 7643 §3.1).
      expect(await ids(`externalId eq "A-${marker}"`)).toEqual([]);
    });

    it('should page with startIndex and count and report totalResults', async () => {
      const marker = uniqueSuffix();
      for (let i = 0; i < 3; i++) await createUser({ name: { givenName: `P${i}`, familyName: marker } });
      const page = await filter(`name.familyName eq "${marker}"`, '&startIndex=2&count=1');
      expect(page).toMatchObject({ totalResults: 3, startIndex: 2, itemsPerPage: 1 });
      expect(page.Resources[0]?.name.givenName).toBe('P1');
      const counted = await filter(`name.familyName eq "${marker}"`, '&count=0');
      expect(counted).toMatchObject({ totalResults: 3, itemsPerPage: 0, Resources: [] });
    });

    it('should sort by sortBy and sortOrder before paging, and refuse a bad sortOrder or a repeated parameter with invalidValue', async () => {
      const marker = uniqueSuffix();
      for (const given of ['bea', 'Carl', 'Ada'])
        await createUser({ name: { givenName: given, familyName: marker } });
      const names = async (extra: string) =>
        (await filter(`name.familyName eq "${marker}"`, extra)).Resources.map((u) => u.name.givenName);
      expect(await names('&sortBy=name.givenName')).toEqual(['Ada', 'bea', 'Carl']);
      expect(await names('&sortBy=name.givenName&sortOrder=descending')).toEqual(['Carl', 'bea', 'Ada']);
      expect(await names('&sortBy=name.givenName&sortOrder=descending&startIndex=2&count=1')).toEqual([
        'bea',
      ]);
      for (const extra of ['&sortBy=userName&sortOrder=sideways', '&sortBy=userName&sortBy=name.givenName']) {
        const refused = await scim.request('GET', `/Users?sortBy=userName${extra}`);
        expect(refused.status).toBe(400);
        expect(refused.json<{ scimType: string }>().scimType).toBe('invalidValue');
      }
    });

    it('should return only the attributes asked for, or all but the excluded ones', async () => {
      const user = await createUser();
      const only = await filter(`userName eq "${user.userName}"`, '&attributes=userName,name.givenName');
      expect(only.Resources[0]).toEqual({
        schemas: [USER_SCHEMA],
        id: user.id,
        userName: user.userName,
        name: { givenName: 'Grace' },
      });
      const without = await filter(`userName eq "${user.userName}"`, '&excludedAttributes=emails,meta');
      expect(Object.keys(without.Resources[0] ?? {})).not.toEqual(expect.arrayContaining(['emails']));
      expect(without.Resources[0]).not.toHaveProperty('meta');
      expect(without.Resources[0]).toHaveProperty('userName', user.userName);
    });

    it('should answer a malformed filter with a SCIM invalidFilter error', async () => {
      const response = await scim.request('GET', `/Users?filter=${encodeURIComponent('userName eq')}`);
      expect(response.status).toBe(400);
      expect(scimError(response).scimType).toBe('invalidFilter');
    });
  });

  describe('rules', () => {
    it('should link an existing account with the same confirmed e-mail instead of making a second one', async () => {
      const person = await signUp(sut);
      await confirmEmail(sut, person);
      const user = await createUser({
        userName: person.email,
        emails: [{ value: person.email, primary: true }],
      });
      expect(user.id).toBe(person.id);
      const accounts = await sql(sut, 'select id from control.accounts where email = ?', [person.email]);
      expect(accounts).toHaveLength(1);
    });

    it('should refuse to link an account whose address is not confirmed with uniqueness', async () => {
      const person = await signUp(sut);
      const response = await scim.request('POST', '/Users', {
        schemas: [USER_SCHEMA],
        userName: person.email,
      });
      expect(response.status).toBe(409);
      expect(scimError(response).scimType).toBe('uniqueness');
    });

    it('should refuse a second user with the same userName in another case with a 409 uniqueness error', async () => {
      const user = await createUser();
      const response = await scim.request('POST', '/Users', {
        schemas: [USER_SCHEMA],
        userName: user.userName.toUpperCase(),
        emails: [{ value: buildEmail('other'), primary: true }],
      });
      expect(response.status).toBe(409);
      expect(scimError(response).scimType).toBe('uniqueness');
    });

    it('should sign a deactivated member out everywhere and keep their research attributed', async () => {
      const member = await addMember(sut, workspace, 'CONTRIBUTOR');
      const projectId = await buildProject(member.client, `By ${member.name}`);
      const apiToken = await buildApiToken(member.client);
      const matched = await filter(`userName eq "${member.email}"`);
      expect(matched.Resources.map((u) => u.id)).toEqual([member.id]);
      // Entra ID links a matched user by setting its externalId, then disables it.
      await patch(member.id, [{ op: 'Add', path: 'externalId', value: randomUUID() }]);
      const off = await patch(member.id, [{ op: 'Replace', path: 'active', value: false }]);
      expect(off.json<ScimUser>().active).toBe(false);
      expect(errorCode(await member.client.gql('{ members { id } }'))).toBe('UNAUTHENTICATED');
      const tokenClient = sut.client(workspace.subdomain);
      tokenClient.bearer = apiToken.secret;
      expect(errorCode(await tokenClient.gql('{ workspace { id } }'))).toBe('UNAUTHENTICATED');
      const [project] = await sql<{ created_by: string }>(
        sut,
        `select created_by from ${await workspaceSchema(sut, workspace)}.projects where id = ?`,
        [projectId],
      );
      expect(project?.created_by).toBe(member.id);
      // Reactivation gives the membership back with the role it had.
      await patch(member.id, [{ op: 'replace', value: { active: 'True' } }]);
      const members = expectOk(
        await workspace.manager.client.gql<{ members: { id: string; role: string }[] }>(
          '{ members { id role } }',
        ),
      );
      expect(members.members.find((m) => m.id === member.id)?.role).toBe('CONTRIBUTOR');
    });

    it('should refuse to deactivate the last manager with a mutability error', async () => {
      const response = await patch(workspace.manager.id, [{ op: 'replace', path: 'active', value: false }]);
      expect(response.status).toBe(400);
      expect(scimError(response).scimType).toBe('mutability');
    });

    it('should refuse a change with a stale If-Match with 412 and accept the current ETag', async () => {
      const user = await createUser();
      const stale = await patch(user.id, [{ op: 'replace', path: 'displayName', value: 'X' }], {
        'if-match': 'W/"999"',
      });
      expect(stale.status).toBe(412);
      const fresh = await patch(user.id, [{ op: 'replace', path: 'displayName', value: 'Y' }], {
        'if-match': user.meta.version,
      });
      expect(fresh.json<ScimUser>().displayName).toBe('Y');
      expect(fresh.json<ScimUser>().meta.version).not.toBe(user.meta.version);
    });

    it('should answer a PATCH body without the PatchOp schema with invalidSyntax', async () => {
      const user = await createUser();
      const response = await scim.request('PATCH', `/Users/${user.id}`, {
        Operations: [{ op: 'replace', value: {} }],
      });
      expect(scimError(response).scimType).toBe('invalidSyntax');
    });

    it('should answer a body that is not JSON with a SCIM error, not HTML', async () => {
      const response = await httpRequest(`${sut.address}/scim/v2/Users`, {
        method: 'POST',
        headers: { host: workspace.host, authorization: 'Bearer x', 'content-type': 'application/scim+json' },
        body: '{not json',
      });
      expect(response.status).toBe(400);
      expect(scimError(response).scimType).toBe('invalidSyntax');
    });
  });

  describe('tenant isolation', () => {
    it("should let a SCIM token of workspace A read or change nothing of workspace B's", async () => {
      const other = await signUpAndCreateWorkspace(sut);
      const otherToken = await buildScimToken(other);
      const otherUser = (
        await scimClient(sut, other.host, otherToken.secret).request('POST', '/Users', {
          schemas: [USER_SCHEMA],
          userName: buildEmail('b'),
        })
      ).json<ScimUser>();
      // A's token sent to B's host.
      const aToken = await buildScimToken(workspace);
      const onB = scimClient(sut, other.host, aToken.secret);
      for (const [method, path, body] of [
        ['GET', '/Users', undefined],
        ['GET', `/Users/${otherUser.id}`, undefined],
        [
          'PATCH',
          `/Users/${otherUser.id}`,
          { schemas: [PATCH_SCHEMA], Operations: [{ op: 'replace', value: { active: false } }] },
        ],
        ['DELETE', `/Users/${otherUser.id}`, undefined],
      ] as const) {
        expect({ method, path, status: (await onB.request(method, path, body)).status }).toEqual({
          method,
          path,
          status: 401,
        });
      }
      // B's user id on A's host.
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { schemas: [PATCH_SCHEMA], Operations: [{ op: 'replace', value: { active: false } }] }],
        ['PUT', { schemas: [USER_SCHEMA], userName: otherUser.userName }],
        ['DELETE', undefined],
      ] as const) {
        const response = await scim.request(method, `/Users/${otherUser.id}`, body);
        expect({ method, status: response.status }).toEqual({ method, status: 404 });
      }
      expect((await filter(`userName eq "${otherUser.userName}"`)).totalResults).toBe(0);
      const still = await scimClient(sut, other.host, otherToken.secret).request(
        'GET',
        `/Users/${otherUser.id}`,
      );
      expect(still.json<ScimUser>().active).toBe(true);
    });
  });
});

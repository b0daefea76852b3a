import { compileScimFilter, sortScimResources } from '../../services/api/src/modules/scim';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { type BuiltWorkspace, addMember, buildEmail, signUpAndCreateWorkspace } from './factories';
import {
  PATCH_SCHEMA,
  USER_SCHEMA,
  type ScimClient,
  buildScimToken,
  scimClient,
  scimError,
} from './scim-client';

type Resource = Record<string, unknown> & { id: string };
interface ListResponse {
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: Resource[];
}

/**
 * SCIM lists filter, sort and page in PostgreSQL (issue 32, at 10,000 members). The SQL must answer
 * exactly what the RFC's matching (compileScimFilter, sortScimResources: case-insensitive names and
 * strings, case-exact ids) answers over the whole list, so each case here is checked against them.
 */
describe('SCIM lists in SQL', () => {
  let sut: TestServer;
  let workspace: BuiltWorkspace;
  let scim: ScimClient;
  let everyone: Resource[];
  let groups: Resource[];

  const list = async (resource: 'Users' | 'Groups', query: string) => {
    const response = await scim.request('GET', `/${resource}?${query}`);
    expect(response.status).toBe(200);
    return response.json<ListResponse>();
  };
  const ids = (resources: Resource[]) => resources.map((r) => r.id);

  beforeAll(async () => {
    sut = await sharedTestServer();
    workspace = await signUpAndCreateWorkspace(sut);
    scim = scimClient(sut, workspace.host, (await buildScimToken(workspace)).secret);
    // A member never provisioned: their userName is their address, with no SCIM row.
    await addMember(sut, workspace, 'CONTRIBUTOR');
    const people = [
      { givenName: 'Ada', familyName: 'Lovelace', externalId: 'Ext-A', active: true },
      { givenName: 'ada', familyName: 'Byron', externalId: 'ext-a', active: true },
      { givenName: 'Grace', familyName: 'Hopper', externalId: null, active: true },
      { givenName: 'Alan', familyName: 'Turing', externalId: 'T-100', active: false },
      { givenName: 'Émilie', familyName: 'du Châtelet', externalId: 'E_1%', active: true },
      { givenName: null, familyName: null, externalId: 'null', active: true },
    ];
    for (const [i, person] of people.entries()) {
      const email = buildEmail(`Sql${i}`);
      const response = await scim.request('POST', '/Users', {
        schemas: [USER_SCHEMA],
        userName: i === 2 ? email.toUpperCase() : email,
        ...(person.externalId !== null ? { externalId: person.externalId } : {}),
        ...(person.givenName !== null
          ? { name: { givenName: person.givenName, familyName: person.familyName } }
          : { displayName: 'Nameless' }),
        emails: [{ value: email, type: 'work', primary: true }],
        active: person.active,
      });
      expect(response.status).toBe(201);
    }
    everyone = (await list('Users', 'count=200')).Resources;
    const members = everyone.filter((r) => r.active === true).slice(0, 3);
    for (const [i, name] of ['Researchers', 'research Ops', 'Design'].entries()) {
      const created = await scim.request('POST', '/Groups', {
        schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
        displayName: name,
        externalId: `G-${i}`,
        members: members.slice(0, i + 1).map((m) => ({ value: m.id })),
      });
      expect(created.status).toBe(201);
    }
    groups = (await list('Groups', 'count=200')).Resources;
  });
  afterAll(() => sut.close());

  it('should list every SCIM user once, the owner and the member never provisioned among them (8)', () => {
    expect(everyone).toHaveLength(8);
    expect(new Set(ids(everyone)).size).toBe(8);
  });

  it.each([
    'userName eq "{first}"',
    'USERNAME eq "{FIRST}"',
    'userName eq "{third}"',
    'userName ne "{first}"',
    'userName sw "sql"',
    'userName co "@"',
    'userName ew ".TEST"',
    'externalId eq "Ext-A"',
    'externalId eq "ext-a"',
    'externalId eq "EXT-A"',
    'externalId eq "E_1%"',
    'externalId co "%"',
    'externalId ne "Ext-A"',
    'externalId pr',
    'not (externalId pr)',
    'externalId eq "null"',
    'id eq "{firstId}"',
    'emails.value eq "{FIRST}"',
    'emails[type eq "work"].value eq "{first}"',
    'emails[type eq "home"].value eq "{first}"',
    'emails[type eq "work" and value co "sql1"]',
    'emails.primary eq true',
    'displayName eq "ada byron"',
    'name.formatted sw "GRACE"',
    'name.givenName eq "ada"',
    'name.familyName co "châtelet"',
    'name.familyName pr',
    'active eq true',
    'active eq "False"',
    'active ne true',
    'active eq "maybe"',
    'not (active eq false) and name.givenName sw "a"',
    'name.givenName eq "Ada" or externalId eq "T-100"',
    'not (name.givenName eq "Ada" or userName sw "x")',
    '(userName sw "sql" and active eq true) or not (externalId pr)',
    // Parts SQL has no form for: matched in memory over what the rest selects.
    'meta.created gt "2000-01-01T00:00:00Z"',
    'userName gt "m" and active eq true',
    'name.givenName eq "Ada" or meta.created lt "2000-01-01T00:00:00Z"',
    'unknownAttribute eq "x"',
    'externalId eq null',
  ])('should answer %s as the matcher does', async (template) => {
    const provisioned = everyone.filter((r) => String(r.userName).toLowerCase().startsWith('sql'));
    const expression = template
      .replace('{first}', String(provisioned[0]?.userName).toLowerCase())
      .replace('{FIRST}', String(provisioned[0]?.userName).toUpperCase())
      .replace('{third}', String(provisioned[2]?.userName).toLowerCase())
      .replace('{firstId}', provisioned[0]!.id);
    const expected = everyone.filter(compileScimFilter(expression));
    const answer = await list('Users', `filter=${encodeURIComponent(expression)}&count=200`);
    expect(ids(answer.Resources)).toEqual(ids(expected));
    expect(answer.totalResults).toBe(expected.length);
  });

  it.each([
    ['userName', 'ascending'],
    ['userName', 'descending'],
    ['externalId', 'ascending'],
    ['externalId', 'descending'],
    ['name.familyName', 'ascending'],
    ['displayName', 'descending'],
    ['emails', 'ascending'],
    ['active', 'ascending'],
    ['meta.created', 'descending'],
    ['title', 'ascending'],
  ])(
    'should sort by %s %s as RFC 7644 §3.4.2.3 does, the ones without a value last',
    async (sortBy, sortOrder) => {
      const expected = sortScimResources(everyone, sortBy, sortOrder);
      const answer = await list('Users', `sortBy=${sortBy}&sortOrder=${sortOrder}&count=200`);
      expect(ids(answer.Resources)).toEqual(ids(expected));
    },
  );

  it('should page a filtered, sorted list with startIndex and count and the total of all pages', async () => {
    const expression = 'active eq true';
    const expected = sortScimResources(
      everyone.filter(compileScimFilter(expression)),
      'userName',
      'descending',
    );
    const query = `filter=${encodeURIComponent(expression)}&sortBy=userName&sortOrder=descending`;
    const page = await list('Users', `${query}&startIndex=3&count=2`);
    expect(page).toMatchObject({ totalResults: expected.length, startIndex: 3, itemsPerPage: 2 });
    expect(ids(page.Resources)).toEqual(ids(expected.slice(2, 4)));
    const beyond = await list('Users', `${query}&startIndex=100&count=2`);
    expect(beyond).toMatchObject({ totalResults: expected.length, itemsPerPage: 0, Resources: [] });
    const none = await list('Users', `${query}&count=0`);
    expect(none).toMatchObject({ totalResults: expected.length, itemsPerPage: 0 });
  });

  it('should refuse a filter that is not SCIM syntax before reading anything', async () => {
    const response = await scim.request('GET', `/Users?filter=${encodeURIComponent('userName eq')}`);
    expect(response.status).toBe(400);
    expect(scimError(response).scimType).toBe('invalidFilter');
  });

  it.each([
    'displayName eq "RESEARCHERS"',
    'displayName sw "research"',
    'externalId eq "G-1"',
    'externalId eq "g-1"',
    'members[value eq "{member}"]',
    'members.display co "a" and displayName ne "Design"',
  ])('should answer Groups %s as the matcher does', async (template) => {
    const expression = template.replace('{member}', everyone.find((r) => r.active === true)!.id);
    const expected = groups.filter(compileScimFilter(expression));
    const answer = await list('Groups', `filter=${encodeURIComponent(expression)}`);
    expect(ids(answer.Resources)).toEqual(ids(expected));
    expect(answer.Resources).toEqual(expected);
  });

  it('should leave members out of Groups when excluded, and sort groups by name', async () => {
    const answer = await list('Groups', 'excludedAttributes=members&sortBy=displayName&sortOrder=descending');
    // Code-point order of the folded names: "researchers" after "research ops" (a space sorts first).
    expect(
      answer.Resources.map((g) => g.displayName).filter((n) =>
        ['Researchers', 'research Ops', 'Design'].includes(String(n)),
      ),
    ).toEqual(['Researchers', 'research Ops', 'Design']);
    expect(answer.Resources.every((g) => !('members' in g))).toBe(true);
    const withNames = await list(
      'Groups',
      `filter=${encodeURIComponent('displayName eq "design"')}&attributes=members.value`,
    );
    expect(withNames.Resources[0]).toEqual({
      schemas: expect.any(Array),
      id: expect.any(String),
      members: [0, 1, 2].map(() => ({ value: expect.any(String) })),
    });
  });

  it('should find a group by its new name after a PATCH renames it', async () => {
    const created = await scim.request('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      displayName: 'Before rename',
    });
    const { id } = created.json<Resource>();
    const response = await scim.request('PATCH', `/Groups/${id}`, {
      schemas: [PATCH_SCHEMA],
      Operations: [{ op: 'replace', path: 'displayName', value: 'After Rename' }],
    });
    expect(response.status).toBe(200);
    const answer = await list('Groups', `filter=${encodeURIComponent('displayName eq "after rename"')}`);
    expect(ids(answer.Resources)).toEqual([id]);
    await scim.request('DELETE', `/Groups/${id}`);
  });
});

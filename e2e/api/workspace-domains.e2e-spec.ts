import { errorCode, httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import {
  type TestDnsServer,
  startTestDnsServer,
} from '../../services/all-in-one/src/testing/test-dns-server';
import {
  type TestOpenIdProvider,
  startTestOpenIdProvider,
} from '../../services/all-in-one/src/testing/test-openid-provider';
import { startOwnTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  addMember,
  buildEmail,
  confirmEmail,
  expectOk,
  signUp,
  signUpAndCreateWorkspace,
  sql,
  uniqueSuffix,
} from './factories';

const FIELDS = 'id domain verified verifiedAt txtRecordName txtRecordValue';
const LIST = `{ workspaceDomains { ${FIELDS} } }`;
const ADD = `mutation($d: String!) { addWorkspaceDomain(domain: $d) { ${FIELDS} } }`;
const VERIFY = `mutation($id: ID!) { verifyWorkspaceDomain(id: $id) { ${FIELDS} } }`;
const REMOVE = 'mutation($id: ID!) { removeWorkspaceDomain(id: $id) }';
const LOOKUP = '{ accountLookup { availableTeams { type workspace { id } } } }';
const TOO_MANY = 'Too many domains to fit in Auth0 organization metadata. Maximum 5 fields available.';

interface Domain {
  id: string;
  domain: string;
  verified: boolean;
  verifiedAt: string | null;
  txtRecordName: string;
  txtRecordValue: string;
}

describe('Workspace domains (DNS TXT verification, available teams, SSO discovery)', () => {
  let sut: TestServer;
  let dns: TestDnsServer;
  let idp: TestOpenIdProvider;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    sut = await startOwnTestServer({ SEED_DEMO: 'false', DNS_SERVERS: dns.server });
    idp = await startTestOpenIdProvider([
      { client_id: 'fieldnote', client_secret: 'domains-secret', redirect_uris: ['http://localhost/cb'] },
    ]);
  });
  afterAll(async () => {
    await idp?.close();
    await sut?.close();
    await dns?.close();
  });

  const freshDomain = () => `corp-${uniqueSuffix()}.example`;
  const add = async (ws: BuiltWorkspace, domain: string) =>
    expectOk(await ws.manager.client.gql<{ addWorkspaceDomain: Domain }>(ADD, { d: domain }))
      .addWorkspaceDomain;
  const verify = (ws: BuiltWorkspace, id: string) =>
    ws.manager.client.gql<{ verifyWorkspaceDomain: Domain }>(VERIFY, { id });
  const list = async (ws: BuiltWorkspace) =>
    expectOk(await ws.manager.client.gql<{ workspaceDomains: Domain[] }>(LIST)).workspaceDomains;
  /** Adds the domain and its TXT record at the DNS server, then verifies it. */
  async function addVerified(ws: BuiltWorkspace, domain: string): Promise<Domain> {
    const added = await add(ws, domain);
    dns.records.set(added.txtRecordName, [[added.txtRecordValue]]);
    return expectOk(await verify(ws, added.id)).verifyWorkspaceDomain;
  }

  it('should verify a domain only once its TXT record is served, and change nothing before', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const domain = freshDomain();
    const added = await add(ws, ` @${domain.toUpperCase()}. `);
    expect(added).toMatchObject({ domain, verified: false, verifiedAt: null });
    expect(added.txtRecordName).toBe(`_fieldnote-verification.${domain}`);
    expect(added.txtRecordValue).toMatch(/^fieldnote-verification=[\w-]{32}$/);

    const queriesBefore = dns.queries();
    const refused = await verify(ws, added.id);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(
      `No TXT record "${added.txtRecordValue}" was found at ${added.txtRecordName}. Add it at your DNS provider; changes can take a while to show, so try again in a few minutes.`,
    );
    expect(dns.queries()).toBeGreaterThan(queriesBefore);
    expect(await list(ws)).toEqual([added]);

    // Another value at the name (an old token, another service's record) does not count.
    dns.records.set(added.txtRecordName, [['fieldnote-verification=someone-elses-token'], ['v=spf1 -all']]);
    expect(errorCode(await verify(ws, added.id))).toBe('BAD_USER_INPUT');

    // A long value split into character-strings counts as one.
    const value = added.txtRecordValue;
    dns.records.set(added.txtRecordName, [['v=spf1 -all'], [value.slice(0, 10), value.slice(10)]]);
    const verified = expectOk(await verify(ws, added.id)).verifyWorkspaceDomain;
    expect(verified).toMatchObject({ id: added.id, domain, verified: true, verifiedAt: expect.any(String) });
    expect(await list(ws)).toEqual([verified]);
    const [audit] = await sql<{ action: string }>(
      sut,
      `select action from "${await schemaOf(ws)}".audit_entries where object_id = ? order by occurred_at desc limit 1`,
      [added.id],
    );
    expect(audit?.action).toBe('DOMAIN_VERIFIED');
  });

  async function schemaOf(ws: BuiltWorkspace): Promise<string> {
    const [row] = await sql<{ schema_name: string }>(
      sut,
      'select schema_name from control.teams where id = ?',
      [ws.id],
    );
    return row!.schema_name;
  }

  it('should refuse a domain another workspace verified, when added and when verified', async () => {
    const owner = await signUpAndCreateWorkspace(sut);
    const other = await signUpAndCreateWorkspace(sut);
    const domain = freshDomain();
    // The other workspace claims it first, but cannot prove it before the owner does.
    const early = await add(other, domain);
    await addVerified(owner, domain);

    const message = `${domain} is verified by another workspace. A domain can belong to one workspace only; its managers can remove it there.`;
    const late = await other.manager.client.gql(ADD, { d: `other.${domain}` });
    expect(late.errors).toBeUndefined();
    const again = await other.manager.client.gql(ADD, { d: domain });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    // Its own TXT record at the name (it controls the DNS now, say) does not take the domain over.
    dns.records.set(early.txtRecordName, [[early.txtRecordValue]]);
    const stolen = await verify(other, early.id);
    expect(errorCode(stolen)).toBe('BAD_USER_INPUT');
    expect(stolen.errors?.[0]?.message).toBe(message);
    expect((await list(other)).find((d) => d.id === early.id)?.verified).toBe(false);
  });

  it('should refuse a domain twice, a malformed one, and one past 250 characters', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const domain = freshDomain();
    await add(ws, domain);
    const twice = await ws.manager.client.gql(ADD, { d: domain.toUpperCase() });
    expect(twice.errors?.[0]?.message).toBe(`${domain} is already one of this workspace's domains.`);
    for (const bad of [
      'localhost',
      'exa mple.com',
      '-bad.example',
      'example.123',
      'a..example',
      'ex_ample.com',
    ]) {
      expect(errorCode(await ws.manager.client.gql(ADD, { d: bad }))).toBe('BAD_USER_INPUT');
    }
    const long = `${Array.from({ length: 4 }, () => 'a'.repeat(61)).join('.')}.example`;
    expect(long.length).toBe(255);
    const tooLong = await ws.manager.client.gql(ADD, { d: long });
    expect(tooLong.errors?.[0]?.message).toBe('A domain has at most 250 characters.');
    expect((await list(ws)).map((d) => d.domain)).toEqual([domain]);
  });

  it('should take domains while they fit five fields of 250 characters, then refuse with the spec message', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const suffix = uniqueSuffix();
    // 122 characters each: two share a field (245 with the comma), a third does not fit it.
    const domain = (i: number) => `${`d${i}-${suffix}-`.padEnd(63, 'a')}.${'b'.repeat(50)}.example`;
    expect(domain(0)).toHaveLength(122);
    for (let i = 0; i < 10; i += 1) await add(ws, domain(i));
    const refused = await ws.manager.client.gql(ADD, { d: domain(10) });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe(TOO_MANY);
    expect(await list(ws)).toHaveLength(10);
    // A short one still fits nowhere: every field is full enough (245 + 1 + 11 > 250).
    expect((await ws.manager.client.gql(ADD, { d: 'abc.example' })).errors?.[0]?.message).toBe(TOO_MANY);
    // Removing one frees its room.
    const [first] = await list(ws);
    expect(expectOk(await ws.manager.client.gql(REMOVE, { id: first!.id }))).toEqual({
      removeWorkspaceDomain: first!.id,
    });
    await add(ws, domain(10));
    expect(await list(ws)).toHaveLength(10);
  });

  it('should list the workspace as DOMAIN for confirmed addresses of a verified domain only', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const domain = freshDomain();
    const added = await add(ws, domain);
    const person = await signUp(sut, { email: buildEmail('analyst', domain) });
    await confirmEmail(sut, person);
    const lookup = async () =>
      expectOk(
        await person.client.gql<{
          accountLookup: { availableTeams: { type: string; workspace: { id: string } }[] };
        }>(LOOKUP),
      ).accountLookup.availableTeams;
    expect(await lookup()).toEqual([]);

    dns.records.set(added.txtRecordName, [[added.txtRecordValue]]);
    expectOk(await verify(ws, added.id));
    expect(await lookup()).toEqual([{ type: 'DOMAIN', workspace: { id: ws.id } }]);

    // An address not yet confirmed sees nothing: signing up with somebody's address proves nothing.
    const pretender = await signUp(sut, { email: buildEmail('pretender', domain) });
    expect(
      expectOk(await pretender.client.gql<{ accountLookup: { availableTeams: unknown[] } }>(LOOKUP))
        .accountLookup.availableTeams,
    ).toEqual([]);

    expectOk(await ws.manager.client.gql(REMOVE, { id: added.id }));
    expect(await lookup()).toEqual([]);
  });

  it('should route "Sign in with SSO" by e-mail domain to the workspace that verified it and has SSO', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const domain = freshDomain();
    const discover = (email: string) =>
      httpRequest(`${sut.address}/api/sso/discover?email=${encodeURIComponent(email)}`, {
        headers: { host: 'localhost' },
      });
    const noSso =
      'No workspace signs in this e-mail domain with single sign-on. Sign in with your password, or ask your administrator for your workspace address.';

    await addVerified(ws, domain);
    // Verified, but no SSO connection yet.
    const before = await discover(`someone@${domain}`);
    expect(before.status).toBe(404);
    expect(before.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(noSso);

    expectOk(
      await ws.manager.client.gql(
        'mutation($i: SsoSettingsInput!) { saveSsoSettings(input: $i) { issuer } }',
        {
          i: {
            issuer: idp.issuer,
            clientId: 'fieldnote',
            clientSecret: 'domains-secret',
            defaultRole: 'VIEWER',
            trustIssuerEmails: false,
          },
        },
      ),
    );
    const found = await discover(`Some.One@${domain.toUpperCase()}`);
    expect(found.status).toBe(200);
    const port = new URL(sut.address).port;
    expect(found.json()).toEqual({
      workspace: { name: ws.name, subdomain: ws.subdomain },
      signInUrl: `http://${ws.subdomain}.localhost:${port}/api/sso/oidc/start?origin=%2F&source=web`,
    });

    // Another domain, an unverified one, and a malformed address find nothing.
    expect((await discover(`someone@other-${domain}`)).status).toBe(404);
    const unverified = freshDomain();
    await add(ws, unverified);
    expect((await discover(`someone@${unverified}`)).status).toBe(404);
    expect((await discover('not-an-address')).status).toBe(400);
  });

  it('should keep domains to managers', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    expect(errorCode(await contributor.client.gql(LIST))).toBe('FORBIDDEN');
    expect(errorCode(await contributor.client.gql(ADD, { d: freshDomain() }))).toBe('FORBIDDEN');
    expect(await list(ws)).toEqual([]);
  });
});

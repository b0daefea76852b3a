import { randomUUID } from 'node:crypto';
import { errorCode, httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import {
  type TestDnsServer,
  startTestDnsServer,
} from '../../services/all-in-one/src/testing/test-dns-server';
import { type TestSamlIdp, startTestSamlIdp } from '../../services/all-in-one/src/testing/test-saml-idp';
import {
  sharedTestServer,
  startOwnTestServer,
} from '../../services/all-in-one/src/testing/shared-test-server';
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
  workspaceSchema,
} from './factories';
import { SsoBrowser } from './sso-browser';

const SAVE = `mutation($input: SamlSettingsInput!) { saveSamlSettings(input: $input) {
  configured idpEntityId idpSsoUrl idpMetadataUrl idpCertificateExpiries spEntityId acsUrl metadataUrl activeProtocol } }`;
const SETTINGS = '{ samlSettings { configured testSignInSucceededAt activeProtocol spEntityId acsUrl } }';

describe('SAML 2.0 sign-in (against a samlify identity provider)', () => {
  let sut: TestServer;
  let dns: TestDnsServer;
  let idp: TestSamlIdp;
  let workspace: BuiltWorkspace;
  let port: string;
  let domain: string;

  const hostOf = (ws: BuiltWorkspace) => `${ws.subdomain}.localhost:${port}`;
  const acsOf = (ws: BuiltWorkspace) => `http://${hostOf(ws)}/api/sso/saml/acs`;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    sut = await startOwnTestServer({ SEED_DEMO: 'false', DNS_SERVERS: dns.server });
    port = new URL(sut.address).port;
    idp = await startTestSamlIdp();
    workspace = await signUpAndCreateWorkspace(sut);
    domain = `saml-${uniqueSuffix()}.example`;
    const added = expectOk(
      await workspace.manager.client.gql<{
        addWorkspaceDomain: { id: string; txtRecordName: string; txtRecordValue: string };
      }>('mutation($d: String!) { addWorkspaceDomain(domain: $d) { id txtRecordName txtRecordValue } }', {
        d: domain,
      }),
    ).addWorkspaceDomain;
    dns.records.set(added.txtRecordName, [[added.txtRecordValue]]);
    expectOk(
      await workspace.manager.client.gql('mutation($id: ID!) { verifyWorkspaceDomain(id: $id) { id } }', {
        id: added.id,
      }),
    );
    await save(workspace, { metadataUrl: idp.metadataUrl });
    idp.registerSp(await spMetadata(workspace));
  });
  afterAll(async () => {
    await idp?.close();
    await sut?.close();
    await dns?.close();
  });
  afterEach(async () => {
    idp.tamper = null;
    idp.encryptAssertions = false;
    idp.registerSp(await spMetadata(workspace));
  });

  async function save(ws: BuiltWorkspace, overrides: Record<string, unknown>) {
    return expectOk(
      await ws.manager.client.gql<{ saveSamlSettings: Record<string, unknown> }>(SAVE, {
        input: { defaultRole: 'CONTRIBUTOR', trustIdpEmails: false, ...overrides },
      }),
    ).saveSamlSettings;
  }

  async function spMetadata(ws: BuiltWorkspace): Promise<string> {
    const response = await httpRequest(`${sut.address}/api/sso/saml/metadata`, {
      headers: { host: hostOf(ws) },
    });
    expect(response.status).toBe(200);
    return response.text;
  }

  function person(email = buildEmail('saml', domain), name = 'Sami Assertion') {
    const login = `login-${randomUUID()}`;
    idp.users.set(login, { email, name });
    return { login, email, name };
  }

  /** From the workspace's SAML start, through the IdP's login form and its auto-posting form to the ACS. */
  async function signIn(
    browser: SsoBrowser,
    login: string,
    start = '/api/sso/saml/start?origin=%2Fprojects&source=web',
  ) {
    const atIdp = await browser.follow(`http://${hostOf(workspace)}${start}`);
    expect(atIdp.url.startsWith(`${idp.metadataUrl.replace('/metadata', '')}/sso?`)).toBe(true);
    const posting = await browser.submitForm(atIdp.url, atIdp.response.text, { login });
    expect(posting.response.status).toBe(200);
    const landed = await browser.submitForm(posting.url, posting.response.text);
    return landed.url;
  }

  async function viewer(browser: SsoBrowser) {
    const session = browser.cookie(hostOf(workspace), 'fieldnote_session');
    if (!session) return null;
    const response = await httpRequest(`${sut.address}/api/graphql`, {
      method: 'POST',
      headers: {
        host: hostOf(workspace),
        cookie: `fieldnote_session=${session}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ query: '{ me { role account { email name } } }' }),
    });
    return response.json<{
      data: { me: { role: string; account: { email: string; name: string } } | null };
    }>().data.me;
  }

  const refusedWith = (failure: string) => `http://${hostOf(workspace)}/auth/login?ssoError=${failure}`;

  it('should publish SP metadata that asks for signed assertions at the ACS URL', async () => {
    const xml = await spMetadata(workspace);
    expect(xml).toContain(`entityID="http://${hostOf(workspace)}/api/sso/saml/metadata"`);
    expect(xml).toContain('WantAssertionsSigned="true"');
    expect(xml).toContain(`Location="${acsOf(workspace)}"`);
    expect(xml).toContain('urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST');
    // AuthnRequests are signed with the workspace's own key, its certificate published here.
    expect(xml).toContain('AuthnRequestsSigned="true"');
    expect(xml).toMatch(/<ds:X509Certificate>[A-Za-z0-9+/=\s]{500,}<\/ds:X509Certificate>/);
    const start = await httpRequest(`${sut.address}/api/sso/saml/start`, {
      headers: { host: hostOf(workspace) },
    });
    const authnRequest = new URL(String(start.headers.location));
    expect(authnRequest.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    expect(authnRequest.searchParams.get('Signature')).toEqual(expect.any(String));
    // The private key is kept sealed (SecretBox), never in the clear.
    const [key] = await sql<{ private_key_encrypted: string }>(
      sut,
      'select private_key_encrypted from control.saml_sp_keys where team_id = ?',
      [workspace.id],
    );
    expect(key?.private_key_encrypted).toMatch(/^v1\./);
    expect(key?.private_key_encrypted).not.toContain('PRIVATE KEY');
  });

  it('should sign a new person in with the default role, once, and remember the assertion id', async () => {
    const p = person(buildEmail('newcomer', domain), 'Nadia Newcomer');
    const browser = new SsoBrowser(sut.address);
    expect(await signIn(browser, p.login)).toBe(`http://${hostOf(workspace)}/projects`);
    expect(await viewer(browser)).toEqual({
      role: 'CONTRIBUTOR',
      account: { email: p.email, name: 'Nadia Newcomer' },
    });
    const assertionId = /ID="([^"]+)"[^>]*Version="2.0" IssueInstant="[^"]+"><saml:Issuer>/.exec(
      Buffer.from(idp.lastResponse()!.samlResponse, 'base64').toString('utf8').split('<saml:Assertion')[1] ??
        '',
    )?.[1];
    expect(assertionId).toBeDefined();
    expect(
      await sql(sut, 'select 1 from control.saml_assertions where team_id = ? and assertion_id = ?', [
        workspace.id,
        assertionId,
      ]),
    ).toHaveLength(1);
    // Signing in again reaches the same account: no second account, no second membership.
    const again = new SsoBrowser(sut.address);
    expect(await signIn(again, p.login)).toBe(`http://${hostOf(workspace)}/projects`);
    expect(await sql(sut, 'select id from control.accounts where email = ?', [p.email])).toHaveLength(1);
  });

  it('should sign a person in with an assertion encrypted to the certificate of the SP metadata', async () => {
    const xml = await spMetadata(workspace);
    expect(xml).toContain('use="encryption"');
    idp.encryptAssertions = true;
    const p = person();
    const browser = new SsoBrowser(sut.address);
    expect(await signIn(browser, p.login)).toBe(`http://${hostOf(workspace)}/projects`);
    // It was encrypted on the wire: no readable assertion in what the IdP posted.
    const posted = Buffer.from(idp.lastResponse()!.samlResponse, 'base64').toString('utf8');
    expect(posted).toContain('EncryptedAssertion');
    expect(posted).not.toContain(p.email);
    expect(await viewer(browser)).toEqual({ role: 'CONTRIBUTOR', account: { email: p.email, name: p.name } });
  });

  it('should accept IdP-initiated sign-in only when the workspace allows it, once per response', async () => {
    const p = person();
    const portal = (relayState: string) =>
      `${idp.portalUrl}?login=${encodeURIComponent(p.login)}&RelayState=${encodeURIComponent(relayState)}`;
    const fromPortal = async (browser: SsoBrowser, relayState = '/projects') => {
      const page = await browser.follow(portal(relayState));
      return (await browser.submitForm(page.url, page.response.text)).url;
    };
    // Off by default: an unsolicited response is refused.
    const refused = new SsoBrowser(sut.address);
    expect(await fromPortal(refused)).toBe(refusedWith('INVALID_STATE'));
    expect(await viewer(refused)).toBeNull();

    const saved = await save(workspace, { allowIdpInitiated: true });
    expect(saved).toMatchObject({ configured: true });
    try {
      expect(
        expectOk(
          await workspace.manager.client.gql<{ samlSettings: Record<string, unknown> }>(
            '{ samlSettings { allowIdpInitiated } }',
          ),
        ).samlSettings,
      ).toEqual({ allowIdpInitiated: true });
      const browser = new SsoBrowser(sut.address);
      expect(await fromPortal(browser)).toBe(`http://${hostOf(workspace)}/projects`);
      expect(await viewer(browser)).toEqual({
        role: 'CONTRIBUTOR',
        account: { email: p.email, name: p.name },
      });

      // The same response again: its assertion was used (replay).
      const captured = idp.lastResponse()!;
      const attacker = new SsoBrowser(sut.address);
      const replayed = await attacker.follow(captured.acsUrl, {
        method: 'POST',
        form: { SAMLResponse: captured.samlResponse, RelayState: '/projects' },
      });
      expect(replayed.url).toBe(refusedWith('INVALID_RESPONSE'));
      expect(await viewer(attacker)).toBeNull();

      // A RelayState that is not a path of the workspace lands on its home, never elsewhere.
      expect(await fromPortal(new SsoBrowser(sut.address), 'https://evil.example/')).toBe(
        `http://${hostOf(workspace)}/`,
      );

      // A response to an SP-initiated request, posted without its RelayState, is not unsolicited.
      const other = new SsoBrowser(sut.address);
      const atIdp = await other.follow(`http://${hostOf(workspace)}/api/sso/saml/start?source=web`);
      await other.submitForm(atIdp.url, atIdp.response.text, { login: p.login }); // the IdP's page, not posted
      const solicited = idp.lastResponse()!;
      const stray = await new SsoBrowser(sut.address).follow(solicited.acsUrl, {
        method: 'POST',
        form: { SAMLResponse: solicited.samlResponse },
      });
      expect(stray.url).toBe(refusedWith('INVALID_STATE'));
    } finally {
      await save(workspace, { allowIdpInitiated: false });
    }
  });

  it('should roll the SP key: both certificates published while under way, the new one signing after', async () => {
    const gql = (query: string) =>
      workspace.manager.client.gql<Record<string, Record<string, unknown>>>(query);
    const body = (pem: unknown) => String(pem).replace(/-----[A-Z ]+-----|\s/g, '');
    const signingCerts = (xml: string) =>
      [
        ...xml.matchAll(
          /<KeyDescriptor use="signing">[\s\S]*?<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/g,
        ),
      ].map((m) => m[1]!.replace(/\s/g, ''));
    const before = expectOk(await gql('{ samlSettings { spCertificate spNextCertificate } }')).samlSettings!;
    expect(before.spNextCertificate).toBeNull();
    const oldMetadata = await spMetadata(workspace);
    expect(signingCerts(oldMetadata)).toEqual([body(before.spCertificate)]);

    const early = await gql('mutation { finishSamlSpKeyRotation { spCertificate } }');
    expect(errorCode(early)).toBe('BAD_USER_INPUT');
    expect(early.errors![0]!.message).toBe('No key rotation is under way: start one first.');

    const started = expectOk(
      await gql('mutation { startSamlSpKeyRotation { spCertificate spNextCertificate } }'),
    ).startSamlSpKeyRotation!;
    expect(started.spCertificate).toBe(before.spCertificate);
    expect(body(started.spNextCertificate)).not.toBe(body(before.spCertificate));
    const twice = await gql('mutation { startSamlSpKeyRotation { spNextCertificate } }');
    expect(twice.errors![0]!.message).toBe('A key rotation is under way already: finish it first.');
    // During the rollover the metadata lists both; the current key still signs, so sign-in goes on.
    const rollover = await spMetadata(workspace);
    expect(signingCerts(rollover)).toEqual([body(before.spCertificate), body(started.spNextCertificate)]);
    idp.registerSp(rollover);
    expect(await signIn(new SsoBrowser(sut.address), person().login)).toBe(
      `http://${hostOf(workspace)}/projects`,
    );

    const finished = expectOk(
      await gql('mutation { finishSamlSpKeyRotation { spCertificate spNextCertificate } }'),
    ).finishSamlSpKeyRotation!;
    expect(finished).toEqual({ spCertificate: started.spNextCertificate, spNextCertificate: null });
    const after = await spMetadata(workspace);
    expect(signingCerts(after)).toEqual([body(started.spNextCertificate)]);
    // AuthnRequests are signed with the new key now: an IdP that only knows the old certificate refuses them.
    idp.registerSp(oldMetadata);
    const stale = await new SsoBrowser(sut.address).follow(
      `http://${hostOf(workspace)}/api/sso/saml/start?source=web`,
    );
    expect(stale.response.status).toBe(400);
    idp.registerSp(after);
    expect(await signIn(new SsoBrowser(sut.address), person().login)).toBe(
      `http://${hostOf(workspace)}/projects`,
    );
    const audit = await sql<{ new_value: { spKeyRotation: string } }>(
      sut,
      `select new_value from "${await workspaceSchema(sut, workspace)}".audit_entries where object_label = 'SAML SP key' order by occurred_at`,
    );
    expect(audit.map((a) => a.new_value.spKeyRotation)).toEqual(['STARTED', 'FINISHED']);
  });

  it('should refuse a replayed response, with its RelayState or with a fresh one', async () => {
    const p = person();
    const browser = new SsoBrowser(sut.address);
    await signIn(browser, p.login);
    const captured = idp.lastResponse()!;

    const attacker = new SsoBrowser(sut.address);
    const sameRelay = await attacker.follow(captured.acsUrl, {
      method: 'POST',
      form: { SAMLResponse: captured.samlResponse, RelayState: captured.relayState },
    });
    expect(sameRelay.url).toBe(refusedWith('INVALID_STATE'));
    // A fresh sign-in's RelayState with the old response: the response answers another request.
    const fresh = await attacker.follow(`http://${hostOf(workspace)}/api/sso/saml/start?source=web`);
    const relayState = new URL(fresh.url).searchParams.get('RelayState')!;
    const freshRelay = await attacker.follow(captured.acsUrl, {
      method: 'POST',
      form: { SAMLResponse: captured.samlResponse, RelayState: relayState },
    });
    expect(freshRelay.url).toBe(refusedWith('INVALID_RESPONSE'));
    expect(await viewer(attacker)).toBeNull();
  });

  it('should refuse a response whose assertion is not signed (only the response is)', async () => {
    idp.registerSp(await spMetadata(workspace), { wantAssertionsSigned: false });
    const p = person();
    const browser = new SsoBrowser(sut.address);
    expect(await signIn(browser, p.login)).toBe(refusedWith('INVALID_RESPONSE'));
    const xml = Buffer.from(idp.lastResponse()!.samlResponse, 'base64').toString('utf8');
    // The IdP did sign, but the whole response rather than the assertion.
    expect(xml).toContain('<ds:Signature');
    expect(xml.split('<saml:Assertion')[1]).not.toContain('<ds:Signature');
    expect(await viewer(browser)).toBeNull();
    expect(await sql(sut, 'select id from control.accounts where email = ?', [p.email])).toHaveLength(0);
  });

  it('should refuse an assertion for another audience, another recipient, or out of its time window', async () => {
    const other = await signUpAndCreateWorkspace(sut);
    const cases = [
      { audience: `http://${hostOf(other)}/api/sso/saml/metadata` },
      { recipient: acsOf(other) },
      { notOnOrAfterSeconds: -600 },
      { notBeforeSeconds: 600 },
    ];
    for (const tamper of cases) {
      idp.tamper = tamper;
      const p = person();
      const browser = new SsoBrowser(sut.address);
      expect({ tamper, landed: await signIn(browser, p.login) }).toEqual({
        tamper,
        landed: refusedWith('INVALID_RESPONSE'),
      });
      expect(await viewer(browser)).toBeNull();
    }
  });

  it('should accept an assertion within the clock skew allowance (two minutes)', async () => {
    idp.tamper = { notBeforeSeconds: 60 };
    const browser = new SsoBrowser(sut.address);
    expect(await signIn(browser, person().login)).toBe(`http://${hostOf(workspace)}/projects`);
  });

  it("should refuse an address outside the workspace's verified domains unless the IdP is trusted", async () => {
    const outsider = person(buildEmail('outsider', 'elsewhere.example'));
    const browser = new SsoBrowser(sut.address);
    expect(await signIn(browser, outsider.login)).toBe(refusedWith('EMAIL_NOT_VERIFIED'));

    // An existing, confirmed account elsewhere is linked, not duplicated, once the IdP is trusted.
    const existing = await signUp(sut, { email: buildEmail('existing', 'elsewhere.example') });
    await confirmEmail(sut, existing);
    await save(workspace, { trustIdpEmails: true });
    try {
      idp.users.set('existing', { email: existing.email, name: 'Ignored Name' });
      const linked = new SsoBrowser(sut.address);
      expect(await signIn(linked, 'existing')).toBe(`http://${hostOf(workspace)}/projects`);
      expect(await viewer(linked)).toEqual({
        role: 'CONTRIBUTOR',
        account: { email: existing.email, name: existing.name },
      });
    } finally {
      await save(workspace, { trustIdpEmails: false });
    }
  });

  it("should not sign a victim in with an attacker's response posted from another browser (login CSRF)", async () => {
    const attackerAccount = person();
    const attacker = new SsoBrowser(sut.address);
    attacker.stopBefore = (url) => url.startsWith(acsOf(workspace));
    const atIdp = await attacker.follow(`http://${hostOf(workspace)}/api/sso/saml/start?source=web`);
    const posting = await attacker.submitForm(atIdp.url, atIdp.response.text, {
      login: attackerAccount.login,
    });
    // The attacker makes the victim's browser post the form (no xsrf cookie of this sign-in there).
    const victim = new SsoBrowser(sut.address);
    const landed = await victim.submitForm(posting.url, posting.response.text);
    expect(landed.url).toBe(refusedWith('INVALID_STATE'));
    expect(await viewer(victim)).toBeNull();
  });

  it("should record a manager's test sign-in on the settings page without signing anyone in", async () => {
    const tester = person();
    const browser = new SsoBrowser(sut.address);
    browser.setCookie(hostOf(workspace), workspace.manager.client.sessionCookie!);
    const landed = await signIn(browser, tester.login, '/api/sso/saml/start?source=test&origin=%2F');
    expect(landed).toBe(`http://${hostOf(workspace)}/settings/authentication?samlTest=OK`);
    const settings = expectOk(
      await workspace.manager.client.gql<{ samlSettings: { testSignInSucceededAt: string | null } }>(
        SETTINGS,
      ),
    );
    expect(settings.samlSettings.testSignInSucceededAt).toEqual(expect.any(String));
    expect(await sql(sut, 'select id from control.accounts where email = ?', [tester.email])).toHaveLength(0);

    idp.tamper = { notOnOrAfterSeconds: -600 };
    const failed = await signIn(browser, person().login, '/api/sso/saml/start?source=test&origin=%2F');
    expect(failed).toBe(`http://${hostOf(workspace)}/settings/authentication?samlTest=INVALID_RESPONSE`);

    const contributor = await addMember(sut, workspace, 'CONTRIBUTOR');
    const asContributor = await httpRequest(`${sut.address}/api/sso/saml/start?source=test`, {
      headers: { host: hostOf(workspace), cookie: contributor.client.sessionCookie! },
    });
    expect(asContributor.status).toBe(403);
  });
});

describe('SAML settings (/settings/authentication)', () => {
  let sut: TestServer;
  let idp: TestSamlIdp;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    idp = await startTestSamlIdp();
  });
  afterAll(async () => {
    await idp?.close();
    await sut?.close();
  });

  const saveAs = (ws: BuiltWorkspace, input: Record<string, unknown>) =>
    ws.manager.client.gql<{ saveSamlSettings: Record<string, unknown> }>(SAVE, {
      input: { defaultRole: 'VIEWER', trustIdpEmails: false, ...input },
    });

  it('should show the SP URLs before anything is saved, and the IdP from its metadata URL or XML after', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const host = `${ws.subdomain}.localhost:${new URL(sut.address).port}`;
    expect(expectOk(await ws.manager.client.gql<{ samlSettings: unknown }>(SETTINGS)).samlSettings).toEqual({
      configured: false,
      testSignInSucceededAt: null,
      activeProtocol: null,
      spEntityId: `http://${host}/api/sso/saml/metadata`,
      acsUrl: `http://${host}/api/sso/saml/acs`,
    });
    const byUrl = expectOk(await saveAs(ws, { metadataUrl: idp.metadataUrl })).saveSamlSettings;
    expect(byUrl).toMatchObject({
      configured: true,
      idpEntityId: idp.entityId,
      idpSsoUrl: idp.metadataUrl.replace('/metadata', '/sso'),
      idpMetadataUrl: idp.metadataUrl,
      activeProtocol: 'SAML',
    });
    expect(byUrl.idpCertificateExpiries).toEqual([expect.any(String)]);
    const byXml = expectOk(await saveAs(ws, { metadataXml: idp.metadataXml })).saveSamlSettings;
    expect(byXml).toMatchObject({ idpEntityId: idp.entityId, idpMetadataUrl: null });

    // Sign in with SSO now starts SAML, and the team environment says SSO is on.
    const start = await httpRequest(`${sut.address}/api/sso/start?origin=%2Fx`, { headers: { host } });
    expect(start.headers.location).toBe('/api/sso/saml/start?origin=%2Fx&source=web');
    const env = await httpRequest(`${sut.address}/team-environment/${ws.subdomain}`, {
      headers: { host: 'localhost' },
    });
    expect(env.json()).toMatchObject({ ssoAuthEnabled: true, oidcIssuer: null });
  });

  it('should refuse metadata that does not describe an IdP, with a readable message, and change nothing', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const refusals: [Record<string, unknown>, string][] = [
      [{}, "Give the IdP's metadata URL, or paste its metadata XML."],
      [
        { metadataXml: '<not-closed' },
        'The IdP metadata is not well-formed XML. Paste the whole metadata document.',
      ],
      [
        { metadataXml: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x/>' },
        'The IdP metadata cannot contain a DOCTYPE.',
      ],
      [
        { metadataXml: idp.metadataXml.replace(/IDPSSODescriptor/g, 'SPSSODescriptor') },
        "This is not a SAML identity provider's metadata (no EntityDescriptor with an entityID and an IDPSSODescriptor).",
      ],
      [
        { metadataXml: idp.metadataXml.replace(/<ds:X509Certificate>[^<]+/g, '<ds:X509Certificate>AAAA') },
        'A signing certificate in the IdP metadata is not a valid X.509 certificate.',
      ],
      [
        { metadataUrl: 'http://idp.example.com/metadata' },
        'The metadata URL must be an https:// URL (http:// only on localhost).',
      ],
      [
        { metadataUrl: idp.metadataUrl, metadataXml: idp.metadataXml },
        'Give the IdP metadata URL or its XML, not both.',
      ],
      [
        { metadataXml: idp.metadataXml, emailAttribute: 'has space' },
        'Email attribute must be an attribute name or URI of at most 200 characters, without spaces.',
      ],
    ];
    for (const [input, message] of refusals) {
      const response = await saveAs(ws, input);
      expect({ input, code: errorCode(response), message: response.errors?.[0]?.message }).toEqual({
        input,
        code: 'BAD_USER_INPUT',
        message,
      });
    }
    const missing = await saveAs(ws, { metadataUrl: `${idp.metadataUrl}/missing` });
    expect(missing.errors?.[0]?.message).toBe(
      `The IdP metadata could not be read from ${idp.metadataUrl}/missing: it answered HTTP 404.`,
    );
    expect(
      expectOk(await ws.manager.client.gql<{ samlSettings: { configured: boolean } }>(SETTINGS)).samlSettings
        .configured,
    ).toBe(false);
  });

  it('should choose between OIDC and SAML only among configured protocols, and keep it to managers', async () => {
    const ws = await signUpAndCreateWorkspace(sut);
    const choose = (protocol: string) =>
      ws.manager.client.gql<{ chooseSsoProtocol: { activeProtocol: string } }>(
        'mutation($p: SsoProtocol!) { chooseSsoProtocol(protocol: $p) { activeProtocol } }',
        { p: protocol },
      );
    expect((await choose('SAML')).errors?.[0]?.message).toBe(
      'Save the SAML settings before signing in with SAML.',
    );
    expectOk(await saveAs(ws, { metadataXml: idp.metadataXml }));
    expect((await choose('OIDC')).errors?.[0]?.message).toBe(
      'Save the OIDC settings before signing in with OIDC.',
    );
    expect(expectOk(await choose('SAML')).chooseSsoProtocol.activeProtocol).toBe('SAML');

    const contributor = await addMember(sut, ws, 'CONTRIBUTOR');
    expect(errorCode(await contributor.client.gql(SETTINGS))).toBe('FORBIDDEN');
    expect(
      errorCode(
        await contributor.client.gql(SAVE, {
          input: { metadataXml: idp.metadataXml, defaultRole: 'MANAGER', trustIdpEmails: true },
        }),
      ),
    ).toBe('FORBIDDEN');
  });
});

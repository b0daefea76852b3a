import { errorCode } from '../../services/all-in-one/src/testing/graphql-client';
import {
  type TestOpenIdProvider,
  startTestOpenIdProvider,
} from '../../services/all-in-one/src/testing/test-openid-provider';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import {
  type BuiltWorkspace,
  addMember,
  buildApiToken,
  expectOk,
  signUpAndCreateWorkspace,
  sql,
  workspaceSchema,
} from './factories';

const SETTINGS = `{ ssoSettings { issuer clientId clientSecretSet scopes emailClaim nameClaim groupsClaim
  defaultRole trustIssuerEmails redirectUri updatedAt } }`;
const SAVE = `mutation($input: SsoSettingsInput!) { saveSsoSettings(input: $input) { issuer clientId
  clientSecretSet scopes emailClaim nameClaim groupsClaim defaultRole trustIssuerEmails redirectUri } }`;
const CLIENT_SECRET = 'a-client-secret-only-the-idp-and-fieldnote-know';

interface SsoSettings {
  issuer: string | null;
  clientId: string | null;
  clientSecretSet: boolean;
  scopes: string[];
  emailClaim: string;
  nameClaim: string;
  groupsClaim: string | null;
  defaultRole: string;
  trustIssuerEmails: boolean;
  redirectUri: string;
}

describe('SSO settings (/settings/authentication)', () => {
  let sut: TestServer;
  let idp: TestOpenIdProvider;
  let workspace: BuiltWorkspace;

  beforeAll(async () => {
    sut = await sharedTestServer({ SEED_DEMO: 'false' });
    workspace = await signUpAndCreateWorkspace(sut);
    idp = await startTestOpenIdProvider([
      { client_id: 'fieldnote', client_secret: CLIENT_SECRET, redirect_uris: ['http://localhost/cb'] },
    ]);
  });
  afterAll(async () => {
    await idp.close();
    await sut.close();
  });

  const input = (overrides: Record<string, unknown> = {}) => ({
    issuer: idp.issuer,
    clientId: 'fieldnote',
    clientSecret: CLIENT_SECRET,
    defaultRole: 'CONTRIBUTOR',
    trustIssuerEmails: false,
    ...overrides,
  });
  const save = (ws: BuiltWorkspace, overrides: Record<string, unknown> = {}) =>
    ws.manager.client.gql<{ saveSsoSettings: SsoSettings }>(SAVE, { input: input(overrides) });

  it('should show the redirect URI and defaults when nothing is saved yet', async () => {
    const fresh = await signUpAndCreateWorkspace(sut);
    const settings = expectOk(
      await fresh.manager.client.gql<{ ssoSettings: SsoSettings }>(SETTINGS),
    ).ssoSettings;
    expect(settings).toMatchObject({
      issuer: null,
      clientId: null,
      clientSecretSet: false,
      scopes: ['openid', 'email', 'profile'],
      emailClaim: 'email',
      nameClaim: 'name',
      defaultRole: 'VIEWER',
    });
    expect(settings.redirectUri).toBe(
      `http://${fresh.subdomain}.localhost:${new URL(sut.address).port}/api/sso/oidc/callback`,
    );
  });

  it('should save a connection whose issuer answers discovery and never return or store the secret in the clear', async () => {
    const saved = expectOk(await save(workspace, { groupsClaim: 'groups' })).saveSsoSettings;
    expect(saved).toMatchObject({
      issuer: idp.issuer,
      clientId: 'fieldnote',
      clientSecretSet: true,
      defaultRole: 'CONTRIBUTOR',
      groupsClaim: 'groups',
    });
    const read = await workspace.manager.client.gql<{ ssoSettings: { updatedAt: string } }>(SETTINGS);
    expect(JSON.stringify(read.data)).not.toContain(CLIENT_SECRET);
    expect(Date.parse(expectOk(read).ssoSettings.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await sql<{ client_secret_encrypted: string }>(
      sut,
      'select client_secret_encrypted from control.sso_connections where team_id = ?',
      [workspace.id],
    );
    expect(row.client_secret_encrypted).toMatch(/^v1\./);
    expect(row.client_secret_encrypted).not.toContain(CLIENT_SECRET);
    const asking = await workspace.manager.client.gql('{ ssoSettings { clientSecret } }');
    expect(errorCode(asking)).toBe('BAD_USER_INPUT');
  });

  it('should audit a save without the secret when a manager changes the connection', async () => {
    expectOk(await save(workspace, { defaultRole: 'VIEWER' }));
    const schema = await workspaceSchema(sut, workspace);
    const entries = await sql<{ action: string; new_value: Record<string, unknown> }>(
      sut,
      `select action, new_value from ${schema}.audit_entries where action = 'SSO_SETTINGS_CHANGED' order by occurred_at desc limit 1`,
    );
    expect(entries[0].new_value).toMatchObject({ issuer: idp.issuer, defaultRole: 'VIEWER' });
    expect(JSON.stringify(entries)).not.toContain(CLIENT_SECRET);
  });

  it('should keep the saved secret when a later save leaves it out', async () => {
    expectOk(await save(workspace));
    const saved = expectOk(await save(workspace, { clientSecret: null, nameClaim: 'preferred_username' }));
    expect(saved.saveSsoSettings).toMatchObject({ clientSecretSet: true, nameClaim: 'preferred_username' });
    const [row] = await sql<{ count: string }>(
      sut,
      'select count(*) from control.sso_connections where team_id = ?',
      [workspace.id],
    );
    expect(Number(row.count)).toBe(1);
  });

  it('should refuse with a readable BAD_USER_INPUT when the issuer does not answer discovery', async () => {
    const before = expectOk(await workspace.manager.client.gql<{ ssoSettings: SsoSettings }>(SETTINGS));
    // Port 9 (discard) on loopback: nothing listens, the connection is refused.
    const response = await save(workspace, { issuer: 'http://127.0.0.1:9/realms/acme' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toContain(
      'The issuer http://127.0.0.1:9/realms/acme could not be used',
    );
    expect(response.errors?.[0]?.message).toContain('/.well-known/openid-configuration');
    const after = expectOk(await workspace.manager.client.gql<{ ssoSettings: SsoSettings }>(SETTINGS));
    expect(after).toEqual(before);
  });

  it('should refuse an issuer whose discovery document names another issuer', async () => {
    // The provider answers on 127.0.0.1; asked as localhost it still announces 127.0.0.1.
    const response = await save(workspace, { issuer: idp.issuer.replace('127.0.0.1', 'localhost') });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toContain('could not be used');
  });

  it('should refuse a plain-HTTP issuer that is not on this machine', async () => {
    const response = await save(workspace, { issuer: 'http://login.example.com' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(
      'The issuer must be an https:// URL (http:// only on localhost).',
    );
  });

  it('should refuse scopes without openid and a first save without a secret', async () => {
    const noOpenid = await save(workspace, { scopes: ['email', 'profile'] });
    expect(noOpenid.errors?.[0]?.message).toBe('The scopes must include "openid".');
    const fresh = await signUpAndCreateWorkspace(sut);
    const noSecret = await save(fresh, { clientSecret: null });
    expect(errorCode(noSecret)).toBe('BAD_USER_INPUT');
    expect(noSecret.errors?.[0]?.message).toContain('client secret');
  });

  it('should refuse a contributor and an API token when they read or save the connection', async () => {
    const contributor = await addMember(sut, workspace, 'CONTRIBUTOR');
    expect(errorCode(await contributor.client.gql(SETTINGS))).toBe('FORBIDDEN');
    expect(errorCode(await contributor.client.gql(SAVE, { input: input() }))).toBe('FORBIDDEN');
    const { secret } = await buildApiToken(workspace.manager.client);
    const scripted = sut.client(workspace.subdomain);
    scripted.bearer = secret;
    expect(errorCode(await scripted.gql(SETTINGS))).toBe('FORBIDDEN');
    expect(errorCode(await scripted.gql(SAVE, { input: input() }))).toBe('FORBIDDEN');
  });

  it("should never show workspace A's connection on workspace B when B's manager reads it", async () => {
    const other = await signUpAndCreateWorkspace(sut);
    const settings = expectOk(
      await other.manager.client.gql<{ ssoSettings: SsoSettings }>(SETTINGS),
    ).ssoSettings;
    expect(settings.issuer).toBeNull();
    expect(settings.clientSecretSet).toBe(false);
  });
});

import { randomUUID } from 'node:crypto';
import { httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import { type TestSamlIdp, startTestSamlIdp } from '../../services/all-in-one/src/testing/test-saml-idp';
import { sharedTestServer } from '../../services/all-in-one/src/testing/shared-test-server';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { type BuiltWorkspace, buildEmail, expectOk, signUpAndCreateWorkspace } from './factories';
import { SsoBrowser } from './sso-browser';

const SAVE = `mutation($input: SamlSettingsInput!) { saveSamlSettings(input: $input) { idpSloUrl sloUrl } }`;

export type SaveSamlResult = { saveSamlSettings: { idpSloUrl: string | null; sloUrl: string } };

/** A person signed in to the suite's workspace through SAML, in a browser of their own. */
export interface SamlSession {
  email: string;
  browser: SsoBrowser;
  sessionIndex: string;
  session: () => string | null;
}

/**
 * What both single logout suites (HTTP-Redirect and HTTP-POST) stand on: the worker's shared server,
 * a samlify identity provider, a workspace whose SAML settings trust it (its single logout URL read
 * from its metadata) and whose SP metadata it knows. Read the fields inside hooks and tests.
 */
export function useSamlSloSuite(options: {
  sloBinding: 'redirect' | 'post';
  emailPrefix: string;
  personName: string;
}) {
  const { emailPrefix, personName, sloBinding } = options;
  const suite = {
    sut: undefined as unknown as TestServer,
    idp: undefined as unknown as TestSamlIdp,
    workspace: undefined as unknown as BuiltWorkspace,
    port: '',
    hostOf: (ws: BuiltWorkspace) => `${ws.subdomain}.localhost:${suite.port}`,
    idpBase: () => suite.idp.metadataUrl.replace('/metadata', ''),
    /** Saves the workspace's SAML settings with these fields over the suite's defaults. */
    save: (overrides: Record<string, unknown>) =>
      suite.workspace.manager.client.gql<SaveSamlResult>(SAVE, {
        input: { defaultRole: 'CONTRIBUTOR', trustIdpEmails: true, ...overrides },
      }),
    spMetadata: async (ws: BuiltWorkspace) =>
      (
        await httpRequest(`${suite.sut.address}/api/sso/saml/metadata`, {
          headers: { host: suite.hostOf(ws) },
        })
      ).text,
    signedInBySaml: async (email = buildEmail(emailPrefix)): Promise<SamlSession> => {
      const login = `login-${randomUUID()}`;
      suite.idp.users.set(login, { email, name: personName });
      const browser = new SsoBrowser(suite.sut.address);
      const host = suite.hostOf(suite.workspace);
      const atIdp = await browser.follow(`http://${host}/api/sso/saml/start?origin=%2Fhome&source=web`);
      const posting = await browser.submitForm(atIdp.url, atIdp.response.text, { login });
      const landed = await browser.submitForm(posting.url, posting.response.text);
      expect(landed.url).toBe(`http://${host}/home`);
      return {
        email,
        browser,
        sessionIndex: suite.idp.lastResponse()?.sessionIndex ?? '',
        session: () => browser.cookie(host, 'fieldnote_session') ?? null,
      };
    },
    /** A GraphQL request at the workspace with this session cookie (or none). */
    gql: async <T>(cookie: string | null, query: string) => {
      const response = await httpRequest(`${suite.sut.address}/api/graphql`, {
        method: 'POST',
        headers: {
          host: suite.hostOf(suite.workspace),
          'content-type': 'application/json',
          ...(cookie ? { cookie: `fieldnote_session=${cookie}` } : {}),
        },
        body: JSON.stringify({ query }),
      });
      return response.json<{ data?: T; errors?: { extensions: { errorCode: string } }[] }>();
    },
    /** Who this session cookie signs in, or null once it has ended. */
    me: async (cookie: string | null) =>
      (await suite.gql<{ me: { account: { email: string } } | null }>(cookie, '{ me { account { email } } }'))
        .data?.me ?? null,
    /**
     * Three SAML sessions for the "whose cookie is cleared" cases: a person's two (first, second) and
     * another person's, with the first browser's session cookie as it is now.
     */
    threeSessions: async () => {
      const first = await suite.signedInBySaml();
      const second = await suite.signedInBySaml(first.email);
      const other = await suite.signedInBySaml();
      const cookie = () => first.browser.cookie(suite.hostOf(suite.workspace), 'fieldnote_session');
      const held = cookie();
      expect(held).toBeTruthy();
      return { first, second, other, cookie, held };
    },
  };

  beforeAll(async () => {
    suite.sut = await sharedTestServer({ SEED_DEMO: 'false' });
    suite.port = new URL(suite.sut.address).port;
    suite.idp = await startTestSamlIdp({ sloBinding });
    suite.workspace = await signUpAndCreateWorkspace(suite.sut);
    const saved = expectOk(await suite.save({ metadataUrl: suite.idp.metadataUrl }));
    expect(saved.saveSamlSettings.idpSloUrl).toBe(`${suite.idpBase()}/slo`);
    suite.idp.registerSp(await suite.spMetadata(suite.workspace));
  });
  afterAll(async () => {
    await suite.idp?.close();
    await suite.sut?.close();
  });
  return suite;
}

/** Whether a response's Set-Cookie clears (or sets) the session cookie. */
export function clearsSession(response: { headers: Record<string, unknown> }): boolean {
  return [response.headers['set-cookie'] ?? []]
    .flat()
    .some((line) => String(line).startsWith('fieldnote_session='));
}

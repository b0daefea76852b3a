import { randomUUID } from 'node:crypto';
import { errorCode, httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import type { TestSamlIdp } from '../../services/all-in-one/src/testing/test-saml-idp';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { type BuiltWorkspace, expectOk, logIn, signUpAndCreateWorkspace } from './factories';
import { clearsSession, useSamlSloSuite } from './saml-slo-suite';
const SINGLE_LOGOUT = 'mutation { singleLogout }';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

/**
 * SAML Single Logout, SP- and IdP-initiated (HTTP-Redirect), with SessionIndex, against the samlify
 * identity provider. The HTTP-POST binding: saml-single-logout-post.e2e-spec.ts.
 */
describe('SAML single logout', () => {
  const suite = useSamlSloSuite({ sloBinding: 'redirect', emailPrefix: 'slo', personName: 'Sol Logout' });
  const { hostOf, idpBase, save, spMetadata, signedInBySaml, gql, me } = suite;
  let sut: TestServer;
  let idp: TestSamlIdp;
  let workspace: BuiltWorkspace;
  beforeAll(() => {
    ({ sut, idp, workspace } = suite);
  });

  it("should read the IdP's Single Logout URL from its metadata and publish the SP's in its own, with both bindings", async () => {
    const saved = expectOk(await save({ metadataUrl: idp.metadataUrl })).saveSamlSettings;
    expect(saved.idpSloUrl).toBe(`${idpBase()}/slo`);
    expect(saved.sloUrl).toBe(`http://${hostOf(workspace)}/api/sso/saml/slo`);
    const xml = await spMetadata(workspace);
    expect(xml).toContain(`<SingleLogoutService Binding="${REDIRECT_BINDING}" Location="${saved.sloUrl}"/>`);
    expect(xml).toContain(`<SingleLogoutService Binding="${POST_BINDING}" Location="${saved.sloUrl}"/>`);
  });

  it('should send a signed LogoutRequest to the IdP when a SAML session signs out, and land on the sign-in page with its answer', async () => {
    const person = await signedInBySaml();
    const cookie = person.session();
    expect((await me(cookie))?.account.email).toBe(person.email);
    const answer = await gql<{ singleLogout: string | null }>(cookie, SINGLE_LOGOUT);
    const url = answer.data?.singleLogout ?? '';
    expect(url.startsWith(`${idpBase()}/slo?SAMLRequest=`)).toBe(true);
    expect(new URL(url).searchParams.get('Signature')).toBeTruthy();
    // Signed out here at once, whatever the IdP does.
    expect(await me(cookie)).toBeNull();
    const done = await person.browser.follow(url);
    expect(done.url).toBe(`http://${hostOf(workspace)}/auth/login?signedOut=1`);
    expect(idp.logoutRequests.at(-1)?.nameID).toBe(person.email);
    // The LogoutRequest names the IdP session this sign-in was (the assertion's SessionIndex).
    expect(person.sessionIndex).toMatch(/^_session-/);
    expect(idp.logoutRequests.at(-1)?.sessionIndex).toBe(person.sessionIndex);
    expect(idp.logoutRequests.at(-1)?.binding).toBe('redirect');
  });

  it("should end exactly the session of the SessionIndex an IdP LogoutRequest names, keeping the person's other sessions", async () => {
    const first = await signedInBySaml();
    const second = await signedInBySaml(first.email);
    expect(second.sessionIndex).not.toBe(first.sessionIndex);
    const [firstCookie, secondCookie] = [first.session(), second.session()];
    const url = new URL(idp.logoutRequestUrl(first.email, 'relay-index', first.sessionIndex));
    // Delivered by another browser than either session's: what ends is what the request names.
    const response = await httpRequest(`${sut.address}${url.pathname}${url.search}`, {
      headers: { host: hostOf(workspace) },
    });
    expect(response.status).toBe(302);
    expect(String(response.headers.location).startsWith(`${idpBase()}/slo?SAMLResponse=`)).toBe(true);
    expect(await me(firstCookie)).toBeNull();
    expect((await me(secondCookie))?.account.email).toBe(first.email);
  });

  it("should keep the delivering browser's session cookie when the IdP's LogoutRequest names another session, and clear it when it names the browser's own", async () => {
    const { first, second, other, cookie, held } = await suite.threeSessions();

    // Another person's session, through the first person's browser: theirs ends, the browser keeps its own.
    const ofOther = await first.browser.request(
      idp.logoutRequestUrl(other.email, 'relay-other', other.sessionIndex),
    );
    expect(ofOther.status).toBe(302);
    expect(String(ofOther.headers.location).startsWith(`${idpBase()}/slo?SAMLResponse=`)).toBe(true);
    expect(clearsSession(ofOther)).toBe(false);
    expect(await me(other.session())).toBeNull();
    expect(cookie()).toBe(held);
    expect((await me(cookie() ?? null))?.account.email).toBe(first.email);

    // The same person's other session (its SessionIndex), through this browser: only that one ends.
    const ofSecond = await first.browser.request(idp.logoutRequestUrl(first.email, '', second.sessionIndex));
    expect(ofSecond.status).toBe(302);
    expect(clearsSession(ofSecond)).toBe(false);
    expect(await me(second.session())).toBeNull();
    expect(cookie()).toBe(held);
    expect((await me(held ?? null))?.account.email).toBe(first.email);

    // The browser's own session: it ends and its cookie is cleared.
    const ofOwn = await first.browser.request(idp.logoutRequestUrl(first.email, '', first.sessionIndex));
    expect(ofOwn.status).toBe(302);
    expect(clearsSession(ofOwn)).toBe(true);
    expect(cookie()).toBeUndefined();
    expect(await me(held ?? null)).toBeNull();
  });

  it("should end no session when the SessionIndex an IdP LogoutRequest names is none of the person's", async () => {
    const person = await signedInBySaml();
    const url = new URL(idp.logoutRequestUrl(person.email, '', `_session-${randomUUID()}`));
    const response = await httpRequest(`${sut.address}${url.pathname}${url.search}`, {
      headers: { host: hostOf(workspace) },
    });
    // Still a successful LogoutResponse: the person has no session of that index here.
    expect(response.status).toBe(302);
    expect((await me(person.session()))?.account.email).toBe(person.email);
  });

  it('should answer null and only sign out a session that SAML did not start', async () => {
    const client = sut.client(workspace.subdomain);
    expectOk(await logIn(client, workspace.manager.email, workspace.manager.password));
    expect(
      expectOk(await client.gql<{ singleLogout: string | null }>(SINGLE_LOGOUT)).singleLogout,
    ).toBeNull();
    expect(expectOk(await client.gql<{ me: unknown }>('{ me { account { id } } }')).me).toBeNull();
  });

  it("should end every session of the person in the workspace on the IdP's signed LogoutRequest, and answer a signed LogoutResponse", async () => {
    const first = await signedInBySaml();
    const second = await signedInBySaml(first.email);
    const bystander = await signedInBySaml();
    const url = new URL(idp.logoutRequestUrl(first.email, 'relay-1'));
    expect(url.href.startsWith(`http://${hostOf(workspace)}/api/sso/saml/slo?SAMLRequest=`)).toBe(true);
    const response = await first.browser.request(url.href);
    expect(response.status).toBe(302);
    const location = String(response.headers.location);
    expect(location.startsWith(`${idpBase()}/slo?SAMLResponse=`)).toBe(true);
    expect(new URL(location).searchParams.get('RelayState')).toBe('relay-1');
    await first.browser.follow(location);
    expect(idp.logoutResponses.at(-1)?.status).toMatch(/Success$/);
    expect(await me(first.session())).toBeNull();
    expect(await me(second.session())).toBeNull();
    expect((await me(bystander.session()))?.account.email).toBe(bystander.email);

    // The same LogoutRequest a second time is refused (replay).
    expect(
      (
        await httpRequest(`${sut.address}${url.pathname}${url.search}`, {
          headers: { host: hostOf(workspace) },
        })
      ).status,
    ).toBe(400);
  });

  it('should refuse an unsigned LogoutRequest, and one meant for another workspace, ending nothing', async () => {
    const person = await signedInBySaml();
    const signed = new URL(idp.logoutRequestUrl(person.email));
    const unsigned = `${signed.pathname}?SAMLRequest=${encodeURIComponent(signed.searchParams.get('SAMLRequest') ?? '')}`;
    const refused = await httpRequest(`${sut.address}${unsigned}`, { headers: { host: hostOf(workspace) } });
    expect(refused.status).toBe(400);
    expect(refused.text).toBe('Single logout refused.');
    const other = await signUpAndCreateWorkspace(sut);
    const elsewhere = await httpRequest(`${sut.address}${signed.pathname}${signed.search}`, {
      headers: { host: hostOf(other) },
    });
    expect(elsewhere.status).toBe(400);
    expect((await me(person.session()))?.account.email).toBe(person.email);
  });

  it('should let a manager set or clear the IdP Single Logout URL, and refuse one that is not https', async () => {
    expect(errorCode(await save({ idpSloUrl: 'ftp://idp.example/slo' }))).toBe('BAD_USER_INPUT');
    expect(expectOk(await save({ idpSloUrl: 'https://idp.example/slo' })).saveSamlSettings.idpSloUrl).toBe(
      'https://idp.example/slo',
    );
    expect(expectOk(await save({ idpSloUrl: '' })).saveSamlSettings.idpSloUrl).toBeNull();
    const person = await signedInBySaml();
    expect(
      (await gql<{ singleLogout: string | null }>(person.session(), SINGLE_LOGOUT)).data?.singleLogout,
    ).toBeNull();
    expect(expectOk(await save({ metadataUrl: idp.metadataUrl })).saveSamlSettings.idpSloUrl).toBe(
      `${idpBase()}/slo`,
    );
  });
});

import { httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import type { TestSamlIdp } from '../../services/all-in-one/src/testing/test-saml-idp';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { type BuiltWorkspace, buildEmail, signUpAndCreateWorkspace } from './factories';
import { clearsSession, useSamlSloSuite } from './saml-slo-suite';
const SINGLE_LOGOUT = 'mutation { singleLogout }';

/**
 * SAML Single Logout with the HTTP-POST binding, against a samlify identity provider whose metadata
 * offers single logout by HTTP-POST only: our LogoutRequest and LogoutResponse go to it as posted
 * forms, and its LogoutRequest and LogoutResponse arrive as posted forms.
 */
describe('SAML single logout (HTTP-POST binding)', () => {
  const suite = useSamlSloSuite({ sloBinding: 'post', emailPrefix: 'slo-post', personName: 'Posey Logout' });
  const { hostOf, idpBase, signedInBySaml, gql, me } = suite;
  let sut: TestServer;
  let idp: TestSamlIdp;
  let workspace: BuiltWorkspace;
  beforeAll(() => {
    ({ sut, idp, workspace } = suite);
  });

  /** Posts a form as the IdP's page makes the browser do: straight to the SP, from the IdP's site. */
  async function postToSp(host: string, form: { action: string; fields: Record<string, string> }) {
    const target = new URL(form.action);
    return httpRequest(`${sut.address}${target.pathname}`, {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        origin: idpBase(),
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams(form.fields).toString(),
    });
  }

  it("should publish the SP's SingleLogoutService with the HTTP-POST binding", async () => {
    const xml = (
      await httpRequest(`${sut.address}/api/sso/saml/metadata`, { headers: { host: hostOf(workspace) } })
    ).text;
    expect(xml).toContain(
      `<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="http://${hostOf(workspace)}/api/sso/saml/slo"/>`,
    );
  });

  it('should post a signed LogoutRequest naming the SessionIndex to a POST-only IdP, and take its posted LogoutResponse', async () => {
    const person = await signedInBySaml();
    const url = (await gql<{ singleLogout: string | null }>(person.session(), SINGLE_LOGOUT)).data
      ?.singleLogout;
    expect(url?.startsWith(`http://${hostOf(workspace)}/api/sso/saml/slo/post?SAMLRequest=`)).toBe(true);
    expect(await me(person.session())).toBeNull();

    const page = await person.browser.follow(url ?? '');
    expect(page.response.status).toBe(200);
    const csp = String(page.response.headers['content-security-policy']);
    expect(csp).toContain(`form-action ${idpBase()}`);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(page.response.text).toContain(`<form action="${idpBase()}/slo" method="post">`);

    // The IdP checks the posted request's XML signature against the SP's certificate, then posts back.
    const atIdp = await person.browser.submitForm(page.url, page.response.text);
    expect(idp.logoutRequests.at(-1)).toEqual({
      nameID: person.email,
      id: expect.stringMatching(/^_/),
      sessionIndex: person.sessionIndex,
      binding: 'post',
    });
    const done = await person.browser.submitForm(atIdp.url, atIdp.response.text);
    expect(done.url).toBe(`http://${hostOf(workspace)}/auth/login?signedOut=1`);

    // The same LogoutResponse again answers a request that is no longer pending.
    const answer = /name="SAMLResponse" value="([^"]+)"/.exec(atIdp.response.text)?.[1] ?? '';
    const replayed = await postToSp(hostOf(workspace), {
      action: `http://${hostOf(workspace)}/api/sso/saml/slo`,
      fields: { SAMLResponse: answer },
    });
    expect(replayed.status).toBe(400);
  });

  it('should end the sessions of the SessionIndex a posted IdP LogoutRequest names, answer a posted LogoutResponse, and refuse its replay', async () => {
    const first = await signedInBySaml();
    const second = await signedInBySaml(first.email);
    const bystander = await signedInBySaml();
    const [firstCookie, secondCookie] = [first.session(), second.session()];
    const form = idp.logoutRequestForm(first.email, 'relay-post', first.sessionIndex);
    expect(form.action).toBe(`http://${hostOf(workspace)}/api/sso/saml/slo`);
    const response = await postToSp(hostOf(workspace), form);
    expect(response.status).toBe(200);
    expect(response.text).toContain(`<form action="${idpBase()}/slo" method="post">`);
    expect(response.text).toContain('<input type="hidden" name="RelayState" value="relay-post">');
    expect(await me(firstCookie)).toBeNull();
    expect((await me(secondCookie))?.account.email).toBe(first.email);
    expect((await me(bystander.session()))?.account.email).toBe(bystander.email);

    const atIdp = await first.browser.submitForm(
      `http://${hostOf(workspace)}/api/sso/saml/slo`,
      response.text,
    );
    expect(atIdp.response.text).toBe('Signed out at the IdP');
    expect(idp.logoutResponses.at(-1)?.binding).toBe('post');
    expect(idp.logoutResponses.at(-1)?.status).toMatch(/Success$/);

    expect((await postToSp(hostOf(workspace), form)).status).toBe(400);

    // Without a SessionIndex, every session of the person in the workspace ends.
    expect((await postToSp(hostOf(workspace), idp.logoutRequestForm(first.email))).status).toBe(200);
    expect(await me(secondCookie)).toBeNull();
    expect((await me(bystander.session()))?.account.email).toBe(bystander.email);
  });

  it("should keep the posting browser's session cookie when the posted LogoutRequest names another session, and clear it when it names the browser's own", async () => {
    const { first, second, other, cookie, held } = await suite.threeSessions();
    /** The IdP's auto-posting page, submitted by the first person's browser (its cookies go along). */
    const post = (form: { action: string; fields: Record<string, string> }) =>
      first.browser.request(form.action, { method: 'POST', form: form.fields });

    const ofOther = await post(idp.logoutRequestForm(other.email, 'relay-other', other.sessionIndex));
    expect(ofOther.status).toBe(200);
    expect(ofOther.text).toContain(`<form action="${idpBase()}/slo" method="post">`);
    expect(clearsSession(ofOther)).toBe(false);
    expect(await me(other.session())).toBeNull();
    expect(cookie()).toBe(held);
    expect((await me(held ?? null))?.account.email).toBe(first.email);

    const ofSecond = await post(idp.logoutRequestForm(first.email, '', second.sessionIndex));
    expect(ofSecond.status).toBe(200);
    expect(clearsSession(ofSecond)).toBe(false);
    expect(await me(second.session())).toBeNull();
    expect(cookie()).toBe(held);
    expect((await me(held ?? null))?.account.email).toBe(first.email);

    const ofOwn = await post(idp.logoutRequestForm(first.email, '', first.sessionIndex));
    expect(ofOwn.status).toBe(200);
    expect(clearsSession(ofOwn)).toBe(true);
    expect(cookie()).toBeUndefined();
    expect(await me(held ?? null)).toBeNull();
  });

  it('should refuse a posted LogoutRequest that is unsigned, altered after signing, or sent to another workspace, ending nothing', async () => {
    const person = await signedInBySaml();
    const form = idp.logoutRequestForm(person.email);
    const xml = Buffer.from(form.fields.SAMLRequest, 'base64').toString('utf8');
    expect(xml).toContain('Signature');
    const unsigned = xml.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, '');
    expect(unsigned).not.toContain('Signature');
    const altered = xml.replace(person.email, buildEmail('someone-else'));
    for (const forged of [unsigned, altered]) {
      const refused = await postToSp(hostOf(workspace), {
        action: form.action,
        fields: { SAMLRequest: Buffer.from(forged, 'utf8').toString('base64') },
      });
      expect(refused.status).toBe(400);
      expect(refused.text).toBe('Single logout refused.');
    }
    const other = await signUpAndCreateWorkspace(sut);
    expect((await postToSp(hostOf(other), form)).status).toBe(400);
    expect((await me(person.session()))?.account.email).toBe(person.email);
  });

  it('should refuse to post to the IdP a message that is not base64, and serve the posting page only for a POST-only IdP', async () => {
    const refused = await httpRequest(
      `${sut.address}/api/sso/saml/slo/post?SAMLRequest=%3Cscript%3E&RelayState=abc`,
      { headers: { host: hostOf(workspace) } },
    );
    expect(refused.status).toBe(400);
    const other = await signUpAndCreateWorkspace(sut);
    const elsewhere = await httpRequest(
      `${sut.address}/api/sso/saml/slo/post?SAMLRequest=QUJD&RelayState=abc`,
      {
        headers: { host: hostOf(other) },
      },
    );
    expect(elsewhere.status).toBe(400);
  });
});

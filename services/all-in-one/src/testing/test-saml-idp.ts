import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import {
  Constants,
  IdentityProvider,
  type IdentityProviderInstance,
  SamlLib,
  ServiceProvider,
  setSchemaValidator,
} from 'samlify';

/** A person at the test IdP, by login name. */
export interface TestSamlUser {
  email: string;
  name: string;
}

/**
 * How the IdP misbehaves in its next responses (null: it is honest). Each is applied through
 * samlify's own template tags before samlify signs the response, as a misconfigured or hostile IdP
 * would send it: a response meant for another SP, expired, or for another recipient.
 */
export interface TestSamlTamper {
  audience?: string;
  recipient?: string;
  /** Seconds from now of Conditions/SubjectConfirmationData NotOnOrAfter (negative: expired). */
  notOnOrAfterSeconds?: number;
  /** Seconds from now of Conditions NotBefore (positive: not yet valid). */
  notBeforeSeconds?: number;
}

export interface TestSamlIdp {
  entityId: string;
  metadataUrl: string;
  metadataXml: string;
  users: Map<string, TestSamlUser>;
  /**
   * Registers the SP as an IdP administrator does, from its metadata. `wantAssertionsSigned: false`
   * overrides the SP's request (a misconfigured IdP): samlify then signs the response only.
   */
  registerSp(metadataXml: string, options?: { wantAssertionsSigned?: boolean }): void;
  tamper: TestSamlTamper | null;
  /**
   * Encrypt the assertions of the next responses (EncryptedAssertion, AES-256-GCM content key
   * wrapped with RSA-OAEP) to the encryption certificate of the SP's metadata, as samlify does.
   */
  encryptAssertions: boolean;
  /**
   * Where a tile of the IdP's portal points: GET `${portalUrl}?login=<login>&RelayState=<path>` answers
   * the auto-posting form of an unsolicited response (IdP-initiated sign-in, no InResponseTo).
   */
  portalUrl: string;
  /**
   * SAML Single Logout at `${base}/slo`, with the binding the IdP's metadata names (`sloBinding`):
   * the LogoutRequests the SP sent it (checked: signed by the SP's certificate, schema-valid, by that
   * binding), each answered with a signed LogoutResponse by that binding; and the LogoutResponses
   * the SP answered its own LogoutRequests with.
   */
  sloBinding: 'redirect' | 'post';
  logoutRequests: { nameID: string; id: string; sessionIndex: string | null; binding: string }[];
  logoutResponses: { inResponseTo: string; status: string; binding: string }[];
  /**
   * A signed LogoutRequest from the IdP for `nameID` (IdP-initiated single logout) by HTTP-Redirect:
   * the URL of the SP's SingleLogoutService to send the browser to. `sessionIndex`: the session it
   * names, as an IdP ending one of the person's sessions does.
   */
  logoutRequestUrl(nameID: string, relayState?: string, sessionIndex?: string): string;
  /** The same LogoutRequest by HTTP-POST: the form the IdP's page posts to the SP. */
  logoutRequestForm(
    nameID: string,
    relayState?: string,
    sessionIndex?: string,
  ): { action: string; fields: Record<string, string> };
  /**
   * The last SAMLResponse it posted (base64), for replay tests, with the SessionIndex of its
   * AuthnStatement (each sign-in at the IdP is a session of its own).
   */
  lastResponse(): { samlResponse: string; relayState: string; acsUrl: string; sessionIndex: string } | null;
  close(): Promise<void>;
}

/** A self-signed signing certificate, as an IdP generates for itself. */
function signingKeyPair(entityId: string): { privateKey: string; certificate: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = `01${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  cert.validity.notBefore = new Date(Date.now() - 3_600_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [{ name: 'commonName', value: new URL(entityId).host }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { privateKey, certificate: forge.pki.certificateToPem(cert) };
}

/** saml-core §8.2.2: attribute names as plain strings. */
const BASIC_NAME_FORMAT = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';

const ATTRIBUTES = [
  { name: 'email', valueTag: 'user.email', nameFormat: BASIC_NAME_FORMAT, valueXsiType: 'xs:string' },
  { name: 'displayName', valueTag: 'user.name', nameFormat: BASIC_NAME_FORMAT, valueXsiType: 'xs:string' },
];

/**
 * saml-core §2.7.2: the sign-in's AuthnStatement, with the IdP's session for it (SessionIndex) that its
 * LogoutRequests name again. samlify's template leaves `{AuthnStatement}` to the IdP, and escapes
 * tag values, so the statement goes into the template with tags of its own.
 */
const AUTHN_STATEMENT =
  '<saml:AuthnStatement AuthnInstant="{AuthnInstant}" SessionIndex="{SessionIndex}"><saml:AuthnContext>' +
  '<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>' +
  '</saml:AuthnContext></saml:AuthnStatement>';

/**
 * A real SAML 2.0 identity provider on loopback, built on samlify: it publishes its metadata, parses
 * (and schema-validates) the SP's AuthnRequest from the HTTP-Redirect binding, shows a login form,
 * and posts a signed response to the SP's ACS URL with the HTTP-POST binding. Single logout by
 * HTTP-Redirect, or by HTTP-POST when `sloBinding` is `post`.
 */
export async function startTestSamlIdp(
  options: { sloBinding?: 'redirect' | 'post' } = {},
): Promise<TestSamlIdp> {
  const sloBinding = options.sloBinding ?? 'redirect';
  const specifier = '@authenio/samlify-xmllint-wasm';
  const validator = (await import(specifier)) as { validate(xml: string): Promise<unknown> };
  setSchemaValidator({ validate: (xml: string) => validator.validate(xml).then(() => 'valid') });

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${base}/metadata`;
  const { privateKey, certificate } = signingKeyPair(entityId);
  const idp: IdentityProviderInstance = IdentityProvider({
    entityID: entityId,
    privateKey,
    signingCert: certificate,
    nameIDFormat: [Constants.namespace.format.emailAddress],
    // The SP's AuthnRequests must carry a valid signature by the certificate in its metadata.
    wantAuthnRequestsSigned: true,
    singleSignOnService: [{ Binding: Constants.namespace.binding.redirect, Location: `${base}/sso` }],
    // One SingleLogoutService, of the binding asked for: a POST-only IdP makes the SP use HTTP-POST.
    singleLogoutService: [{ Binding: Constants.namespace.binding[sloBinding], Location: `${base}/slo` }],
    // The SP's LogoutRequests and LogoutResponses must be signed too.
    wantLogoutRequestSigned: true,
    wantLogoutResponseSigned: true,
    loginResponseTemplate: {
      context: SamlLib.defaultLoginResponseTemplate.context.replace('{AuthnStatement}', AUTHN_STATEMENT),
      attributes: ATTRIBUTES,
    },
  });
  let sp: ReturnType<typeof ServiceProvider> | null = null;
  /**
   * One SP entity per signing certificate of its metadata: samlify verifies a request with a single
   * certificate, and an SP rolling its key publishes two, both of which an IdP must accept.
   */
  let signers: ReturnType<typeof ServiceProvider>[] = [];
  const users = new Map<string, TestSamlUser>();
  let last: { samlResponse: string; relayState: string; acsUrl: string; sessionIndex: string } | null = null;

  const state: TestSamlIdp = {
    entityId,
    metadataUrl: `${base}/metadata`,
    metadataXml: idp.getMetadata(),
    users,
    tamper: null,
    encryptAssertions: false,
    portalUrl: `${base}/portal`,
    registerSp(metadataXml, options = {}) {
      const xml =
        options.wantAssertionsSigned === false
          ? metadataXml.replace('WantAssertionsSigned="true"', 'WantAssertionsSigned="false"')
          : metadataXml;
      // The IdP signs what it sends the SP's SingleLogoutService, as the SP's metadata asks.
      const settings = { wantLogoutRequestSigned: true, wantLogoutResponseSigned: true };
      sp = ServiceProvider({ metadata: xml, ...settings });
      const signing = [...xml.matchAll(/<KeyDescriptor use="signing">[\s\S]*?<\/KeyDescriptor>/g)].map(
        (m) => m[0],
      );
      signers =
        signing.length < 2
          ? [sp]
          : signing.map((keep) =>
              ServiceProvider({
                ...settings,
                metadata: signing.reduce(
                  (doc, other) => (other === keep ? doc : doc.replace(other, '')),
                  xml,
                ),
              }),
            );
    },
    sloBinding,
    logoutRequests: [],
    logoutResponses: [],
    logoutRequestUrl(nameID, relayState = '', sessionIndex) {
      if (!sp) throw new Error('no SP registered at the test IdP');
      return idp.createLogoutRequest(sp, 'redirect', { logoutNameID: nameID, sessionIndex }, relayState)
        .context;
    },
    logoutRequestForm(nameID, relayState = '', sessionIndex) {
      if (!sp) throw new Error('no SP registered at the test IdP');
      const made = idp.createLogoutRequest(
        sp,
        'post',
        { logoutNameID: nameID, sessionIndex },
        relayState,
      ) as {
        context: string;
        entityEndpoint: string;
      };
      return {
        action: made.entityEndpoint,
        fields: { SAMLRequest: made.context, ...(relayState ? { RelayState: relayState } : {}) },
      };
    },
    lastResponse: () => last,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Browsers keep connections open; the IdP is gone when the test ends.
        server.closeAllConnections();
      }),
  };

  async function loginResponse(
    request: { id: string },
    user: TestSamlUser,
    relayState: string,
    sessionIndex: string,
  ) {
    if (!sp) throw new Error('no SP registered at the test IdP');
    const target = sp;
    const tamper = state.tamper;
    Object.assign(idp.entitySetting, {
      isAssertionEncrypted: state.encryptAssertions,
      dataEncryptionAlgorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
      keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
    });
    const result = await idp.createLoginResponse(
      target,
      { extract: { request } },
      'post',
      { ...user },
      {
        relayState,
        customTagReplacement: (template: string) => {
          const now = Date.now();
          const iso = (offsetSeconds: number) => new Date(now + offsetSeconds * 1000).toISOString();
          const acs = target.entityMeta.getAssertionConsumerService(Constants.wording.binding.post) as string;
          const id = idp.entitySetting.generateID!();
          const values = {
            ID: id,
            AssertionID: idp.entitySetting.generateID!(),
            Destination: acs,
            Audience: tamper?.audience ?? target.entityMeta.getEntityID(),
            EntityID: target.entityMeta.getEntityID(),
            SubjectRecipient: tamper?.recipient ?? acs,
            Issuer: idp.entityMeta.getEntityID(),
            IssueInstant: iso(0),
            AssertionConsumerServiceURL: acs,
            StatusCode: Constants.StatusCode.Success,
            ConditionsNotBefore: iso(tamper?.notBeforeSeconds ?? 0),
            ConditionsNotOnOrAfter: iso(tamper?.notOnOrAfterSeconds ?? 300),
            SubjectConfirmationDataNotOnOrAfter: iso(tamper?.notOnOrAfterSeconds ?? 300),
            NameIDFormat: Constants.namespace.format.emailAddress,
            NameID: user.email,
            InResponseTo: request.id,
            AuthnInstant: iso(0),
            SessionIndex: sessionIndex,
            attrUserEmail: user.email,
            attrUserName: user.name,
          };
          const context = SamlLib.replaceTagsByValue(template, values);
          // An unsolicited response answers no request: it has no InResponseTo at all.
          return { id, context: request.id ? context : context.replace(/ InResponseTo=""/g, '') };
        },
      },
    );
    return result as { context: string; entityEndpoint: string };
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      if (req.method === 'GET' && url.pathname === '/metadata') {
        res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(state.metadataXml);
        return;
      }
      if (req.method === 'GET' && url.pathname === '/sso') {
        if (!sp) throw new Error('no SP registered at the test IdP');
        const query = Object.fromEntries(url.searchParams);
        const parse = (signer: ReturnType<typeof ServiceProvider>) =>
          idp.parseLoginRequest(signer, 'redirect', {
            query,
            // saml-bindings §3.4.4.1: the signature covers the query as sent, up to the Signature.
            octetString: url.search.slice(1).replace(/&Signature=.*$/, ''),
          });
        let parsed: Awaited<ReturnType<typeof parse>> | null = null;
        let failure: unknown = null;
        for (const signer of signers) {
          parsed = await parse(signer).catch((error: unknown) => {
            failure = error;
            return null;
          });
          if (parsed) break;
        }
        if (!parsed) throw failure ?? new Error('the AuthnRequest matches no SP certificate');
        const request = parsed.extract.request as { id: string };
        res.writeHead(200, { 'content-type': 'text/html' }).end(
          `<html><body><form action="/login" method="post">
            <input type="hidden" name="requestId" value="${escape(request.id)}">
            <input type="hidden" name="RelayState" value="${escape(url.searchParams.get('RelayState') ?? '')}">
            <input name="login"><button type="submit">Sign in</button></form></body></html>`,
        );
        return;
      }
      if ((req.method === 'GET' || req.method === 'POST') && url.pathname === '/slo') {
        if (!sp) throw new Error('no SP registered at the test IdP');
        const binding = req.method === 'POST' ? 'post' : 'redirect';
        if (binding !== sloBinding)
          throw new Error(`single logout by ${binding}: the IdP takes ${sloBinding}`);
        const form = binding === 'post' ? Object.fromEntries(new URLSearchParams(await body(req))) : null;
        const query = Object.fromEntries(url.searchParams);
        const request =
          binding === 'post'
            ? { body: form ?? {} }
            : { query, octetString: url.search.slice(1).replace(/&Signature=.*$/, '') };
        const fields = form ?? query;
        const isRequest = 'SAMLRequest' in fields;
        let parsed: Awaited<ReturnType<typeof idp.parseLogoutRequest>> | null = null;
        let failure: unknown = null;
        for (const signer of signers) {
          parsed = await (
            isRequest
              ? idp.parseLogoutRequest(signer, binding, request)
              : idp.parseLogoutResponse(signer, binding, request)
          ).catch((error: unknown) => {
            failure = error;
            return null;
          });
          if (parsed) break;
        }
        if (!parsed) throw failure ?? new Error('the logout message matches no SP certificate');
        const extract = parsed.extract as {
          request?: { id: string };
          response?: { inResponseTo: string };
          nameID?: string;
          sessionIndex?: string | string[];
        };
        if (!isRequest) {
          state.logoutResponses.push({
            inResponseTo: extract.response?.inResponseTo ?? '',
            // samlify refuses a response whose status is not Success; this is its top-level code.
            status: /<(?:\w+:)?StatusCode Value="([^"]+)"/.exec(parsed.samlContent)?.[1] ?? '',
            binding,
          });
          res.writeHead(200, { 'content-type': 'text/plain' }).end('Signed out at the IdP');
          return;
        }
        const index = Array.isArray(extract.sessionIndex) ? extract.sessionIndex[0] : extract.sessionIndex;
        state.logoutRequests.push({
          nameID: extract.nameID ?? '',
          id: extract.request?.id ?? '',
          sessionIndex: index ?? null,
          binding,
        });
        const relayState = fields.RelayState ?? '';
        const answer = idp.createLogoutResponse(
          sp,
          parsed as unknown as Parameters<typeof idp.createLogoutResponse>[1],
          binding,
          relayState,
        ) as { context: string; entityEndpoint?: string };
        if (binding === 'redirect') {
          res.writeHead(302, { location: answer.context }).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html' }).end(
          `<html><body><form action="${escape(answer.entityEndpoint ?? '')}" method="post">
            <input type="hidden" name="SAMLResponse" value="${escape(answer.context)}">
            <input type="hidden" name="RelayState" value="${escape(relayState)}">
            <button type="submit">Continue</button></form></body></html>`,
        );
        return;
      }
      const portal = req.method === 'GET' && url.pathname === '/portal';
      if (portal || (req.method === 'POST' && url.pathname === '/login')) {
        const form = portal ? url.searchParams : new URLSearchParams(await body(req));
        const user = users.get(form.get('login') ?? '');
        if (!user) {
          res.writeHead(401, { 'content-type': 'text/plain' }).end('Unknown user');
          return;
        }
        const relayState = form.get('RelayState') ?? '';
        const sessionIndex = `_session-${randomUUID()}`;
        const response = await loginResponse(
          { id: form.get('requestId') ?? '' },
          user,
          relayState,
          sessionIndex,
        );
        last = { samlResponse: response.context, relayState, acsUrl: response.entityEndpoint, sessionIndex };
        res.writeHead(200, { 'content-type': 'text/html' }).end(
          `<html><body onload="document.forms[0].submit()"><form action="${escape(response.entityEndpoint)}" method="post">
            <input type="hidden" name="SAMLResponse" value="${escape(response.context)}">
            <input type="hidden" name="RelayState" value="${escape(relayState)}">
            <button type="submit">Continue</button></form></body></html>`,
        );
        return;
      }
      res.writeHead(404).end();
    })().catch((error: unknown) => {
      console.error('test SAML IdP', req.method, req.url, error);
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  return state;
}

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

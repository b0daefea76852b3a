import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { Injectable, Logger } from '@nestjs/common';
import { DOMParser } from '@xmldom/xmldom';
import { type CacheProvider, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { signSamlPost } from '@node-saml/node-saml/lib/saml-post-signing';
import { SessionsService } from '../identity/sessions.service';
import { hashSecret } from '../identity/secret-token';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { SamlBinding, type SamlConnection } from './saml-connection';
import { SAML_CLOCK_SKEW_MS, SAML_PENDING_TTL_MS } from './saml-sign-in.service';
import { SamlRepository } from './saml.repository';
import { SamlService } from './saml.service';
import { SsoSignInRepository } from './sso-sign-in.repository';

/** The `source` of a LogoutRequest Fieldnote sent (SP-initiated single logout). */
const SLO_SOURCE = 'slo';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const UNSPECIFIED_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';
/** A query string of the HTTP-Redirect binding carries a deflated message; more than this is not one. */
export const MAX_SLO_QUERY_LENGTH = 64 * 1024;
/** An HTTP-POST message is base64 of the (undeflated, signed) XML: a few kilobytes; more is refused. */
export const MAX_SLO_POST_MESSAGE_LENGTH = 128 * 1024;
/** The path, below the SP's SingleLogoutService, whose page posts our LogoutRequest to a POST-only IdP. */
export const SAML_SLO_POST_SUFFIX = '/post';
/** The most SessionIndex values one LogoutRequest may name. */
const MAX_SESSION_INDEXES = 50;
/** A SessionIndex longer than this is never kept with a session (sessions.saml_session_index is varchar(256)). */
const MAX_SESSION_INDEX_LENGTH = 256;

/** A refused Single Logout message: the reason goes to the log, never to the sender. */
export class SamlLogoutError extends Error {}

/** What arrived at the SP's SingleLogoutService. */
export type SloMessage =
  /** HTTP-Redirect: the parsed query, and the raw query string (without `?`) the signature covers. */
  | { binding: SamlBinding.REDIRECT; params: Record<string, unknown>; raw: string }
  /** HTTP-POST: the form fields (SAMLRequest or SAMLResponse, RelayState). */
  | { binding: SamlBinding.POST; body: Record<string, unknown> };

/** Where a message of ours goes to the IdP: a URL to redirect to, or a form the browser posts. */
export type SloAnswer = { binding: SamlBinding.REDIRECT; url: string } | SloPostForm;

/**
 * The answer to the IdP's LogoutRequest, and whether it ended the session of the browser that
 * delivered it (front-channel): only then is that browser's session cookie cleared.
 */
export type SloRequestAnswer = SloAnswer & { endedBrowserSession: boolean };

/** A message of ours by HTTP-POST: the form fields (SAMLRequest or SAMLResponse, RelayState) and where they go. */
export interface SloPostForm {
  binding: SamlBinding.POST;
  action: string;
  fields: Record<string, string>;
}

/**
 * SAML 2.0 Single Logout with the HTTP-Redirect and HTTP-POST bindings (issue 32), for workspaces
 * whose SAML connection has the IdP's Single Logout URL. SP-initiated: signing out of a session that
 * SAML started sends a LogoutRequest, signed with the SP's key, naming the account's NameID and the
 * session's SessionIndex, by the binding the IdP's metadata offers. IdP-initiated: a LogoutRequest
 * signed by one of the IdP's certificates, by either binding, ends that person's sessions of the
 * workspace (only those of the SessionIndexes it names, when it names any) and is answered with a
 * signed LogoutResponse. Unsigned messages are refused (node-saml accepts a redirect without a
 * Signature; Fieldnote does not).
 */
@Injectable()
export class SamlLogoutService {
  private readonly logger = new Logger(SamlLogoutService.name);

  constructor(
    private readonly repository: SamlRepository,
    private readonly saml: SamlService,
    private readonly identities: SsoSignInRepository,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * Where to send the browser of `accountId` signing out of the workspace: a signed LogoutRequest to
   * the IdP (with the HTTP-POST binding, a page of ours that posts it), or null when the workspace has
   * no SAML single logout or the account no SAML identity. `sessionIndex`: the session's, if the IdP
   * gave one.
   */
  async logoutUrl(
    workspace: WorkspaceRef,
    accountId: string,
    sessionIndex: string | null = null,
  ): Promise<string | null> {
    const connection = await this.repository.findByTeam(workspace.id);
    if (!connection?.idpSloUrl) return null;
    const nameID = await this.identities.subjectOfAccount(workspace.id, issuerOf(connection), accountId);
    if (!nameID) return null;
    let requestId: string | null = null;
    const capture: CacheProvider = {
      saveAsync: (key, value) => {
        requestId = key;
        return Promise.resolve({ value, createdAt: Date.now() });
      },
      getAsync: () => Promise.resolve(null),
      removeAsync: (key) => Promise.resolve(key),
    };
    const relayState = randomBytes(24).toString('base64url');
    const profile = {
      issuer: connection.idpEntityId,
      nameID,
      nameIDFormat: nameID.includes('@') ? EMAIL_FORMAT : UNSPECIFIED_FORMAT,
      ...(sessionIndex ? { sessionIndex } : {}),
    } as Profile;
    const client = await this.client(workspace, connection, capture);
    let url: string;
    if (connection.idpSloBinding === SamlBinding.POST) {
      const signed = await this.signed(
        workspace,
        await client._generateLogoutRequest(profile),
        'LogoutRequest',
      );
      const page = new URL(`${this.saml.sloUrl(workspace)}${SAML_SLO_POST_SUFFIX}`);
      page.searchParams.set('SAMLRequest', Buffer.from(signed, 'utf8').toString('base64'));
      page.searchParams.set('RelayState', relayState);
      url = page.href;
    } else {
      url = await client.getLogoutUrlAsync(profile, relayState, {});
    }
    if (!requestId) throw new Error('node-saml made a LogoutRequest without an id');
    await this.repository.savePending(
      {
        requestId,
        teamId: workspace.id,
        relayStateHash: hashSecret(relayState),
        xsrfToken: '',
        origin: '/auth/login',
        source: SLO_SOURCE,
        options: {},
        createdAt: new Date(),
      },
      new Date(Date.now() + SAML_PENDING_TTL_MS),
    );
    return url;
  }

  /**
   * The form that carries our signed LogoutRequest to a POST-only IdP (the page `logoutUrl` named):
   * to the workspace's IdP Single Logout URL only, whatever the query says.
   */
  async postForm(workspace: WorkspaceRef, params: Record<string, unknown>): Promise<SloPostForm> {
    const connection = await this.requireSlo(workspace);
    if (connection.idpSloBinding !== SamlBinding.POST)
      throw new SamlLogoutError('the IdP takes single logout by HTTP-Redirect');
    const message = params.SAMLRequest;
    const relayState = params.RelayState;
    if (
      typeof message !== 'string' ||
      !message ||
      message.length > MAX_SLO_POST_MESSAGE_LENGTH ||
      !/^[A-Za-z0-9+/=]+$/.test(message)
    )
      throw new SamlLogoutError('no SAMLRequest to post');
    if (typeof relayState !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(relayState))
      throw new SamlLogoutError('no RelayState to post');
    return {
      binding: SamlBinding.POST,
      action: connection.idpSloUrl,
      fields: { SAMLRequest: message, RelayState: relayState },
    };
  }

  /**
   * The IdP's LogoutRequest: checks it (signature, issuer, time window, replay), ends the person's
   * sessions of the workspace (those of its SessionIndexes when it names any), and answers the signed
   * LogoutResponse by the binding of the IdP's Single Logout URL. `browserSession`: the session
   * secret of the browser that brought the request, if it carries one; `endedBrowserSession` says
   * whether that session was among those ended (a request naming another person, or another
   * session of the same person, leaves the browser's own session alone).
   */
  async answerLogoutRequest(
    workspace: WorkspaceRef,
    message: SloMessage,
    browserSession: string | null = null,
  ): Promise<SloRequestAnswer> {
    const connection = await this.requireSlo(workspace);
    const client = await this.client(workspace, connection, noCache);
    const checked = await this.validate(client, message);
    if (!checked) throw new SamlLogoutError('not a LogoutRequest');
    const { profile, xml } = checked;
    const id = typeof profile.ID === 'string' ? profile.ID : '';
    if (!id) throw new SamlLogoutError('the LogoutRequest has no ID');
    if (
      !(await this.repository.rememberAssertion(
        workspace.id,
        `logout:${id}`,
        new Date(Date.now() + SAML_PENDING_TTL_MS + SAML_CLOCK_SKEW_MS),
      ))
    )
      throw new SamlLogoutError(`LogoutRequest ${id} was used before (replay)`);
    const sessionIndexes = sessionIndexesOf(xml);
    const accountId = profile.nameID
      ? await this.identities.accountIdOfSubject(workspace.id, issuerOf(connection), profile.nameID)
      : null;
    const ended = accountId ? await this.sessions.revokeOnTeam(accountId, workspace.id, sessionIndexes) : [];
    const endedBrowserSession = !!browserSession && ended.includes(hashSecret(browserSession));
    this.logger.log(
      {
        teamId: workspace.id,
        accountId,
        ended: ended.length,
        endedBrowserSession,
        sessionIndexes: sessionIndexes.length,
        binding: message.binding,
      },
      'SAML IdP-initiated single logout',
    );
    const relayState = relayStateOf(message);
    // Success whether or not the person had sessions here: they have none now.
    if (connection.idpSloBinding === SamlBinding.POST) {
      const signed = await this.signed(
        workspace,
        client._generateLogoutResponse(profile, true),
        'LogoutResponse',
      );
      return {
        binding: SamlBinding.POST,
        action: connection.idpSloUrl,
        fields: {
          SAMLResponse: Buffer.from(signed, 'utf8').toString('base64'),
          ...(relayState ? { RelayState: relayState } : {}),
        },
        endedBrowserSession,
      };
    }
    return {
      binding: SamlBinding.REDIRECT,
      url: await client.getLogoutResponseUrlAsync(profile, relayState, {}, true),
      endedBrowserSession,
    };
  }

  /** The IdP's LogoutResponse to a LogoutRequest this workspace sent: checked, and its request spent. */
  async takeLogoutResponse(workspace: WorkspaceRef, message: SloMessage): Promise<void> {
    const connection = await this.requireSlo(workspace);
    let answered: string | null = null;
    const lookup: CacheProvider = {
      saveAsync: (_key, value) => Promise.resolve({ value, createdAt: Date.now() }),
      getAsync: async (key) => {
        const at = await this.repository.pendingCreatedAt(workspace.id, key);
        if (at) answered = key;
        return at?.toISOString() ?? null;
      },
      removeAsync: (key) => Promise.resolve(key),
    };
    const client = await this.client(workspace, connection, lookup);
    const checked = await this.validate(client, message);
    if (checked) throw new SamlLogoutError('not a LogoutResponse');
    if (message.binding === SamlBinding.POST) {
      // node-saml checks a posted LogoutResponse's signature only: its issuer, status and the request
      // it answers are checked here, on the document whose root that signature covers.
      const root = parseXml(decodePost(message.body.SAMLResponse)).documentElement;
      if (root?.localName !== 'LogoutResponse' || root.namespaceURI !== PROTOCOL_NS)
        throw new SamlLogoutError('not a LogoutResponse');
      const issuer = childrenOf(root, ASSERTION_NS, 'Issuer')[0]?.textContent?.trim();
      if (issuer !== connection.idpEntityId) throw new SamlLogoutError(`issuer ${issuer} is not the IdP's`);
      const status = childrenOf(root, PROTOCOL_NS, 'Status')[0];
      const code = status ? childrenOf(status, PROTOCOL_NS, 'StatusCode')[0]?.getAttribute('Value') : null;
      if (code !== SUCCESS) throw new SamlLogoutError(`the LogoutResponse's status is ${code}`);
      const inResponseTo = root.getAttribute('InResponseTo') ?? '';
      if (inResponseTo && (await this.repository.pendingCreatedAt(workspace.id, inResponseTo)))
        answered = inResponseTo;
    }
    if (!answered) throw new SamlLogoutError('the LogoutResponse answers no pending LogoutRequest');
    await this.repository.answer(workspace.id, answered, hashSecret(randomBytes(24).toString('base64url')), {
      accountId: null,
      outcome: 'LOGGED_OUT',
    });
  }

  /**
   * The checked message: a LogoutRequest's profile and XML, or null for a (successful) LogoutResponse.
   */
  private async validate(
    client: SAML,
    message: SloMessage,
  ): Promise<{ profile: Profile; xml: string } | null> {
    try {
      if (message.binding === SamlBinding.POST) {
        const { body } = message;
        if (typeof body.SAMLRequest === 'string') {
          const xml = decodePost(body.SAMLRequest);
          const { profile } = await client.validatePostRequestAsync({ SAMLRequest: body.SAMLRequest });
          return { profile, xml };
        }
        if (typeof body.SAMLResponse !== 'string')
          throw new SamlLogoutError('no SAMLRequest or SAMLResponse');
        decodePost(body.SAMLResponse);
        const { loggedOut, profile } = await client.validatePostResponseAsync({
          SAMLResponse: body.SAMLResponse,
        });
        if (!loggedOut || profile) throw new SamlLogoutError('not a LogoutResponse');
        return null;
      }
      if (message.raw.length > MAX_SLO_QUERY_LENGTH) throw new SamlLogoutError('the query is too long');
      const { params } = message;
      const text = params.SAMLRequest ?? params.SAMLResponse;
      if (typeof text !== 'string' || !text) throw new SamlLogoutError('no SAMLRequest or SAMLResponse');
      if (typeof params.Signature !== 'string' || typeof params.SigAlg !== 'string')
        throw new SamlLogoutError('the message is not signed');
      const { profile, loggedOut } = await client.validateRedirectAsync(
        params as Record<string, string>,
        message.raw,
      );
      // node-saml refuses a LogoutResponse whose status is not Success before it gets here.
      if (profile) return { profile, xml: inflateRawSync(Buffer.from(text, 'base64')).toString('utf8') };
      if (loggedOut && typeof params.SAMLResponse === 'string') return null;
      throw new SamlLogoutError('no profile in the message');
    } catch (error) {
      if (error instanceof SamlLogoutError) throw error;
      throw new SamlLogoutError(error instanceof Error ? error.message : String(error));
    }
  }

  /** The message signed with the SP's key (an enveloped XML signature after its Issuer, as HTTP-POST needs). */
  private async signed(workspace: WorkspaceRef, xml: string, element: 'LogoutRequest' | 'LogoutResponse') {
    const key = await this.saml.spKey(workspace);
    return signSamlPost(xml, `/*[local-name(.)="${element}" and namespace-uri(.)="${PROTOCOL_NS}"]`, {
      privateKey: key.privateKey,
      signatureAlgorithm: 'sha256',
      digestAlgorithm: 'sha256',
    });
  }

  private async requireSlo(workspace: WorkspaceRef): Promise<SamlConnection & { idpSloUrl: string }> {
    const connection = await this.repository.findByTeam(workspace.id);
    if (!connection?.idpSloUrl) throw new SamlLogoutError('the workspace has no SAML single logout');
    return connection as SamlConnection & { idpSloUrl: string };
  }

  private async client(
    workspace: WorkspaceRef,
    connection: SamlConnection,
    cacheProvider: CacheProvider,
  ): Promise<SAML> {
    const spEntityId = this.saml.spEntityId(workspace);
    const key = await this.saml.spKey(workspace);
    return new SAML({
      privateKey: key.privateKey,
      publicCert: key.certificate,
      entryPoint: connection.idpSsoUrl,
      logoutUrl: connection.idpSloUrl ?? connection.idpSsoUrl,
      issuer: spEntityId,
      audience: spEntityId,
      callbackUrl: this.saml.acsUrl(workspace),
      logoutCallbackUrl: this.saml.sloUrl(workspace),
      idpCert: connection.idpCertificates,
      // Messages must come from the IdP the workspace trusts.
      idpIssuer: connection.idpEntityId,
      acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
      validateInResponseTo: ValidateInResponseTo.ifPresent,
      requestIdExpirationPeriodMs: SAML_PENDING_TTL_MS,
      cacheProvider,
      identifierFormat: null,
      signatureAlgorithm: 'sha256',
      digestAlgorithm: 'sha256',
    });
  }
}

/** The XML of an HTTP-POST message (base64, not deflated), refused when too long or not base64. */
function decodePost(value: unknown): string {
  if (typeof value !== 'string' || !value) throw new SamlLogoutError('no message');
  if (value.length > MAX_SLO_POST_MESSAGE_LENGTH) throw new SamlLogoutError('the message is too long');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(value)) throw new SamlLogoutError('the message is not base64');
  return Buffer.from(value, 'base64').toString('utf8');
}

function parseXml(xml: string): Document {
  if (/<!DOCTYPE/i.test(xml)) throw new SamlLogoutError('the message has a DOCTYPE');
  return new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;
}

function childrenOf(parent: Element, namespace: string, localName: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (n): n is Element =>
      n.nodeType === 1 && (n as Element).localName === localName && (n as Element).namespaceURI === namespace,
  );
}

/**
 * The SessionIndex values a checked LogoutRequest names (saml-core §3.7.1: none, one or more): the
 * sessions to end. node-saml reads the first only.
 */
function sessionIndexesOf(xml: string): string[] {
  const root = parseXml(xml).documentElement;
  if (!root) return [];
  const values = childrenOf(root, PROTOCOL_NS, 'SessionIndex')
    .map((e) => e.textContent?.trim() ?? '')
    .filter((v) => v && v.length <= MAX_SESSION_INDEX_LENGTH);
  if (values.length > MAX_SESSION_INDEXES)
    throw new SamlLogoutError('the LogoutRequest names too many sessions');
  return [...new Set(values)];
}

function relayStateOf(message: SloMessage): string {
  const value = message.binding === SamlBinding.POST ? message.body.RelayState : message.params.RelayState;
  return typeof value === 'string' && value.length <= 1024 ? value : '';
}

const noCache: CacheProvider = {
  saveAsync: (_key, value) => Promise.resolve({ value, createdAt: Date.now() }),
  getAsync: () => Promise.resolve(null),
  removeAsync: (key) => Promise.resolve(key),
};

function issuerOf(connection: SamlConnection): string {
  return `saml:${connection.idpEntityId}`;
}

import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { type CacheProvider, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { SessionsService } from '../identity/sessions.service';
import { hashSecret } from '../identity/secret-token';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import type { SamlConnection } from './saml-connection';
import { SAML_CLOCK_SKEW_MS, SAML_PENDING_TTL_MS } from './saml-sign-in.service';
import { SamlRepository } from './saml.repository';
import { SamlService } from './saml.service';
import { SsoSignInRepository } from './sso-sign-in.repository';

/** The `source` of a LogoutRequest Fieldnote sent (SP-initiated single logout). */
const SLO_SOURCE = 'slo';
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const UNSPECIFIED_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';
/** A query string of the HTTP-Redirect binding carries a deflated message; more than this is not one. */
export const MAX_SLO_QUERY_LENGTH = 64 * 1024;

/** A refused Single Logout message: the reason goes to the log, never to the sender. */
export class SamlLogoutError extends Error {}

/** The query of a GET to the SP's SingleLogoutService, as received. */
export interface SloQuery {
  /** The parsed parameters (SAMLRequest or SAMLResponse, RelayState, SigAlg, Signature). */
  params: Record<string, unknown>;
  /** The raw query string (without `?`): the redirect signature covers it as sent. */
  raw: string;
}

/**
 * SAML 2.0 Single Logout with the HTTP-Redirect binding (issue 32), for workspaces whose SAML
 * connection has the IdP's Single Logout URL. SP-initiated: signing out of a session that SAML
 * started sends a LogoutRequest, signed with the SP's key, naming the account's NameID. IdP-initiated:
 * a LogoutRequest signed by one of the IdP's certificates ends that person's sessions of the
 * workspace and is answered with a signed LogoutResponse. Unsigned messages are refused (node-saml
 * accepts a redirect without a Signature; Fieldnote does not).
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
   * the IdP, or null when the workspace has no SAML single logout or the account no SAML identity.
   */
  async logoutUrl(workspace: WorkspaceRef, accountId: string): Promise<string | null> {
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
    } as Profile;
    const url = await (
      await this.client(workspace, connection, capture)
    ).getLogoutUrlAsync(profile, relayState, {});
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
   * The IdP's LogoutRequest: checks it (signature, issuer, time window, replay), ends the person's
   * sessions of the workspace, and answers the URL of the signed LogoutResponse to redirect to.
   */
  async answerLogoutRequest(workspace: WorkspaceRef, query: SloQuery): Promise<string> {
    const connection = await this.requireSlo(workspace);
    const client = await this.client(workspace, connection, noCache);
    const profile = await this.validate(client, query);
    if (!profile) throw new SamlLogoutError('not a LogoutRequest');
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
    const accountId = profile.nameID
      ? await this.identities.accountIdOfSubject(workspace.id, issuerOf(connection), profile.nameID)
      : null;
    const ended = accountId ? await this.sessions.revokeOnTeam(accountId, workspace.id) : 0;
    this.logger.log({ teamId: workspace.id, accountId, ended }, 'SAML IdP-initiated single logout');
    const relayState = typeof query.params.RelayState === 'string' ? query.params.RelayState : '';
    // Success whether or not the person had sessions here: they have none now.
    return client.getLogoutResponseUrlAsync(profile, relayState, {}, true);
  }

  /** The IdP's LogoutResponse to a LogoutRequest this workspace sent: checked, and its request spent. */
  async takeLogoutResponse(workspace: WorkspaceRef, query: SloQuery): Promise<void> {
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
    await this.validate(await this.client(workspace, connection, lookup), query);
    if (!answered) throw new SamlLogoutError('the LogoutResponse answers no pending LogoutRequest');
    await this.repository.answer(workspace.id, answered, hashSecret(randomBytes(24).toString('base64url')), {
      accountId: null,
      outcome: 'LOGGED_OUT',
    });
  }

  /** The checked message: the LogoutRequest's profile, or null for a (successful) LogoutResponse. */
  private async validate(client: SAML, query: SloQuery): Promise<Profile | null> {
    if (query.raw.length > MAX_SLO_QUERY_LENGTH) throw new SamlLogoutError('the query is too long');
    const { params } = query;
    const message = params.SAMLRequest ?? params.SAMLResponse;
    if (typeof message !== 'string' || !message) throw new SamlLogoutError('no SAMLRequest or SAMLResponse');
    if (typeof params.Signature !== 'string' || typeof params.SigAlg !== 'string')
      throw new SamlLogoutError('the message is not signed');
    try {
      const { profile, loggedOut } = await client.validateRedirectAsync(
        params as Record<string, string>,
        query.raw,
      );
      // node-saml refuses a LogoutResponse whose status is not Success before it gets here.
      if (profile) return profile;
      if (loggedOut && typeof params.SAMLResponse === 'string') return null;
      throw new SamlLogoutError('no profile in the message');
    } catch (error) {
      if (error instanceof SamlLogoutError) throw error;
      throw new SamlLogoutError(error instanceof Error ? error.message : String(error));
    }
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
    });
  }
}

const noCache: CacheProvider = {
  saveAsync: (_key, value) => Promise.resolve({ value, createdAt: Date.now() }),
  getAsync: () => Promise.resolve(null),
  removeAsync: (key) => Promise.resolve(key),
};

function issuerOf(connection: SamlConnection): string {
  return `saml:${connection.idpEntityId}`;
}

import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { MAX_LENGTH, emailDomain, normalizeEmail } from '@fieldnote/core';
import type { Account } from '@fieldnote/db';
import { type CacheProvider, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { AccountsService } from '../identity/accounts.service';
import { hashSecret } from '../identity/secret-token';
import { MembershipsService } from '../workspaces/memberships.service';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import type { SamlConnection } from './saml-connection';
import { readAssertion } from './saml-assertion';
import type { SpSigningKey } from './saml-sp-key';
import { type PendingSamlRequest, SamlRepository } from './saml.repository';
import { SamlService } from './saml.service';
import { SsoSignInError, SsoSignInFailure } from './sso-sign-in.errors';
import { SsoSignInRepository } from './sso-sign-in.repository';
import type { BegunSignIn, OAuthStateRequest } from './sso-sign-in.service';

/** A sign-in must come back from the identity provider within this time. */
export const SAML_PENDING_TTL_MS = 10 * 60_000;
/** How far the IdP's clock may be from ours when NotBefore and NotOnOrAfter are checked. */
export const SAML_CLOCK_SKEW_MS = 2 * 60_000;
/** The `source` recorded for a sign-in the IdP started (an unsolicited response). */
const IDP_INITIATED_SOURCE = 'idp';
/** The xsrf token of an IdP-initiated sign-in: none, no browser began it (an empty string). */
const UNSOLICITED_XSRF = '';
/** The `source` of a manager's test sign-in from /settings/authentication. */
const TEST_SOURCE = 'test';

/** What the browser is sent on to once the IdP's response passed every check. */
export interface AnsweredSamlSignIn {
  /** The one-time ticket the browser presents at /api/sso/saml/finish with its xsrf cookie. */
  ticket: string;
}

/** What collecting the ticket yields. */
export type CollectedSamlSignIn =
  | { kind: 'signed-in'; accountId: string; origin: string; sessionIndex: string | null }
  | { kind: 'tested'; recorded: boolean };

/**
 * SAML 2.0 sign-in to one workspace (issue 32), SP-initiated with the HTTP-Redirect binding out and
 * HTTP-POST back. node-saml checks the assertion's signature (signed assertions are required), its
 * audience, its NotBefore / NotOnOrAfter with SAML_CLOCK_SKEW_MS, and InResponseTo against the
 * requests this workspace sent; this service adds the issuer, the recipient and destination (the ACS
 * URL), the RelayState, and replay protection (assertion ids remembered until they expire). The
 * POST comes from the IdP's site, so it carries no cookie: the browser is then sent to
 * /api/sso/saml/finish, where its xsrf cookie must match the request it began (login CSRF).
 */
@Injectable()
export class SamlSignInService {
  private readonly logger = new Logger(SamlSignInService.name);

  constructor(
    private readonly repository: SamlRepository,
    private readonly saml: SamlService,
    private readonly identities: SsoSignInRepository,
    private readonly accounts: AccountsService,
    private readonly memberships: MembershipsService,
  ) {}

  async begin(workspace: WorkspaceRef, request: OAuthStateRequest): Promise<BegunSignIn> {
    const connection = await this.requireConnection(workspace);
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
    const url = await this.client(
      workspace,
      connection,
      await this.saml.spKey(workspace),
      capture,
    ).getAuthorizeUrlAsync(relayState, undefined, {});
    if (!requestId) throw new Error('node-saml made an AuthnRequest without an id');
    const xsrfToken = randomBytes(24).toString('base64url');
    await this.repository.savePending(
      {
        requestId,
        teamId: workspace.id,
        relayStateHash: hashSecret(relayState),
        xsrfToken,
        origin: safeOrigin(request.origin),
        source: request.source.slice(0, 40),
        options:
          request.source === TEST_SOURCE
            ? { ...request.options, testOf: connection.updatedAt.toISOString() }
            : request.options,
        createdAt: new Date(),
      },
      new Date(Date.now() + SAML_PENDING_TTL_MS),
    );
    return { authorizationUrl: new URL(url), xsrfToken };
  }

  /**
   * Checks the IdP's POST to the ACS URL (`SAMLResponse`, `RelayState`) and, for a sign-in, adds the
   * person just in time. Throws SsoSignInError, with `testSignIn` set for a manager's test.
   */
  async answer(workspace: WorkspaceRef, body: Record<string, unknown>): Promise<AnsweredSamlSignIn> {
    const samlResponse = typeof body.SAMLResponse === 'string' ? body.SAMLResponse : '';
    const relayState = typeof body.RelayState === 'string' ? body.RelayState : '';
    if (!samlResponse) throw new SsoSignInError(SsoSignInFailure.INVALID_RESPONSE, 'no SAMLResponse');
    // What the response is checked against, read together: one round trip's wait rather than three.
    // The SP key is only read here: a POST from anybody never makes one.
    const [pending, connection, storedKey] = await Promise.all([
      relayState ? this.repository.pendingByRelayState(workspace.id, hashSecret(relayState)) : null,
      this.repository.findByTeam(workspace.id),
      this.saml.storedSpKey(workspace),
    ]);
    if (!pending) return this.answerUnsolicited(workspace, samlResponse, relayState, connection, storedKey);
    const testSignIn = pending.source === TEST_SOURCE;
    try {
      if (!connection) throw new SsoSignInError(SsoSignInFailure.NOT_CONFIGURED, 'no SAML connection');
      const { profile, remember } = await this.validate(
        workspace,
        connection,
        storedKey ?? (await this.saml.spKey(workspace)),
        samlResponse,
        ValidateInResponseTo.always,
        pending,
      );
      if (profile.inResponseTo !== pending.requestId)
        throw new SsoSignInError(SsoSignInFailure.INVALID_STATE, 'the response answers another request');
      const ticket = randomBytes(24).toString('base64url');
      if (testSignIn) {
        await remember();
        const email = this.emailOf(connection, profile);
        await this.requireVouchedFor(connection, email);
        const testOf = typeof pending.options.testOf === 'string' ? new Date(pending.options.testOf) : null;
        const recorded = testOf ? await this.repository.markTested(workspace.id, testOf) : false;
        await this.record(workspace, pending.requestId, ticket, null, recorded ? 'TESTED' : 'OUTDATED');
        this.logger.log({ teamId: workspace.id, recorded }, 'SAML test sign-in succeeded');
        return { ticket };
      }
      const { account, joined } = await this.signInMember(workspace, connection, profile, remember);
      await this.record(
        workspace,
        pending.requestId,
        ticket,
        account.id,
        'SIGNED_IN',
        sessionIndexOf(profile),
      );
      this.logger.log({ teamId: workspace.id, accountId: account.id, joined }, 'SAML sign-in');
      return { ticket };
    } catch (error) {
      if (error instanceof SsoSignInError) error.testSignIn = testSignIn;
      throw error;
    }
  }

  /**
   * An IdP-initiated sign-in: a response that answers no request this workspace has pending, accepted
   * only when the workspace allows it. It must answer no request at all (no InResponseTo: a response
   * to somebody's SP-initiated sign-in is never taken as unsolicited), passes every other check of a
   * solicited one, replay protection included, and lands on the RelayState when that is a path of
   * the workspace. Nothing binds it to a browser: the ticket is collected without an xsrf cookie.
   */
  private async answerUnsolicited(
    workspace: WorkspaceRef,
    samlResponse: string,
    relayState: string,
    connection: SamlConnection | null,
    storedKey: SpSigningKey | null,
  ): Promise<AnsweredSamlSignIn> {
    if (!connection?.allowIdpInitiated)
      throw new SsoSignInError(
        SsoSignInFailure.INVALID_STATE,
        'unknown, expired or used RelayState, and IdP-initiated sign-in is off',
      );
    const { profile, remember } = await this.validate(
      workspace,
      connection,
      storedKey ?? (await this.saml.spKey(workspace)),
      samlResponse,
      ValidateInResponseTo.never,
      null,
    );
    if (profile.inResponseTo)
      throw new SsoSignInError(
        SsoSignInFailure.INVALID_STATE,
        'the response answers a request that is not pending (not an unsolicited response)',
      );
    const { account, joined } = await this.signInMember(workspace, connection, profile, remember);
    const requestId = `idp-initiated-${randomUUID()}`;
    await this.repository.savePending(
      {
        requestId,
        teamId: workspace.id,
        relayStateHash: hashSecret(randomBytes(24).toString('base64url')),
        xsrfToken: UNSOLICITED_XSRF,
        origin: safeOrigin(relayState || '/'),
        source: IDP_INITIATED_SOURCE,
        options: {},
        createdAt: new Date(),
      },
      new Date(Date.now() + SAML_PENDING_TTL_MS),
    );
    const ticket = randomBytes(24).toString('base64url');
    await this.record(workspace, requestId, ticket, account.id, 'SIGNED_IN', sessionIndexOf(profile));
    this.logger.log({ teamId: workspace.id, accountId: account.id, joined }, 'SAML IdP-initiated sign-in');
    return { ticket };
  }

  /** The sign-in the ticket stands for, if this browser (its xsrf cookie) began it. Single use. */
  async collect(
    workspace: WorkspaceRef,
    ticket: string,
    xsrfCookie: string | undefined,
  ): Promise<CollectedSamlSignIn> {
    const done = ticket ? await this.repository.collect(workspace.id, hashSecret(ticket)) : null;
    if (!done) throw new SsoSignInError(SsoSignInFailure.INVALID_STATE, 'unknown, expired or used ticket');
    const unsolicited = done.xsrfToken === UNSOLICITED_XSRF;
    if (!unsolicited && (!xsrfCookie || xsrfCookie !== done.xsrfToken))
      throw new SsoSignInError(SsoSignInFailure.INVALID_STATE, 'the sign-in belongs to another browser');
    if (done.outcome === 'SIGNED_IN' && done.accountId)
      return {
        kind: 'signed-in',
        accountId: done.accountId,
        origin: done.origin,
        sessionIndex: done.sessionIndex,
      };
    return { kind: 'tested', recorded: done.outcome === 'TESTED' };
  }

  /**
   * The response's profile once node-saml and the checks here passed, and `remember`, which records
   * its assertion id (replay protection) and throws if it was seen before: the caller runs it before
   * it trusts anything of the profile beyond the checks.
   */
  private async validate(
    workspace: WorkspaceRef,
    connection: SamlConnection,
    key: SpSigningKey,
    samlResponse: string,
    inResponseTo: ValidateInResponseTo,
    pending: PendingSamlRequest | null,
  ): Promise<{ profile: Profile; remember: () => Promise<void> }> {
    // InResponseTo must name the pending request the RelayState found (read just now, unanswered and
    // unexpired): node-saml asks twice (the response, its subject confirmation), answered from it.
    // `record` marks it answered only if it still is, so two responses to it cannot both succeed.
    const lookup: CacheProvider = {
      saveAsync: (_key, value) => Promise.resolve({ value, createdAt: Date.now() }),
      getAsync: (requestId) =>
        Promise.resolve(pending && requestId === pending.requestId ? pending.createdAt.toISOString() : null),
      // The request is marked answered by `record`, once every check here has passed.
      removeAsync: (requestId) => Promise.resolve(requestId),
    };
    let profile: Profile | null;
    const check = async (decryptWith?: string) =>
      (
        await this.client(
          workspace,
          connection,
          key,
          lookup,
          inResponseTo,
          decryptWith,
        ).validatePostResponseAsync({ SAMLResponse: samlResponse })
      ).profile;
    try {
      profile = await check();
    } catch (error) {
      // During a key rotation an IdP may already encrypt to the next certificate of the metadata.
      const next = await this.saml.spNextKey(workspace);
      profile = next ? await check(next.privateKey).catch(() => null) : null;
      if (!profile)
        throw new SsoSignInError(
          SsoSignInFailure.INVALID_RESPONSE,
          error instanceof Error ? error.message : String(error),
        );
    }
    if (!profile) throw new SsoSignInError(SsoSignInFailure.INVALID_RESPONSE, 'no assertion');
    const acsUrl = this.saml.acsUrl(workspace);
    const assertion = readAssertion(profile);
    const refuse = (reason: string) => new SsoSignInError(SsoSignInFailure.INVALID_RESPONSE, reason);
    if (profile.issuer !== connection.idpEntityId) throw refuse(`issuer ${profile.issuer} is not the IdP's`);
    if (assertion.destination !== null && assertion.destination !== acsUrl)
      throw refuse(`Destination ${assertion.destination} is not the ACS URL`);
    if (!assertion.recipients.length || assertion.recipients.some((r) => r !== acsUrl))
      throw refuse(`Recipient ${assertion.recipients.join(', ') || '(none)'} is not the ACS URL`);
    if (!assertion.id) throw refuse('the assertion has no ID');
    const assertionId = assertion.id;
    const expiresAt = new Date(
      (assertion.notOnOrAfter?.getTime() ?? Date.now() + SAML_PENDING_TTL_MS) + SAML_CLOCK_SKEW_MS,
    );
    const remember = async () => {
      if (!(await this.repository.rememberAssertion(workspace.id, assertionId, expiresAt)))
        throw refuse(`assertion ${assertionId} was used before (replay)`);
    };
    return { profile, remember };
  }

  /**
   * The person the checked response signs in, a member of the workspace (added just in time with
   * the default role: `joined`). In order: the assertion is remembered (a replay is refused before
   * anything else), the e-mail must be one the IdP vouches for, then the account is found, linked or
   * made. Remembering the assertion and reading the linked account wait together, as do the linked
   * account and its membership: reads only, so a refusal still changes nothing but the remembered id.
   */
  private async signInMember(
    workspace: WorkspaceRef,
    connection: SamlConnection,
    profile: Profile,
    remember: () => Promise<void>,
  ): Promise<{ account: Account; joined: boolean }> {
    const issuer = `saml:${connection.idpEntityId}`;
    const subject = profile.nameID.slice(0, 255);
    const checks = async () => {
      const email = this.emailOf(connection, profile);
      await this.requireVouchedFor(connection, email);
      return email;
    };
    const [remembered, checked, linkedId] = await Promise.allSettled([
      remember(),
      checks(),
      this.identities.accountIdOfSubject(connection.teamId, issuer, subject),
    ]);
    if (remembered.status === 'rejected') throw remembered.reason;
    if (checked.status === 'rejected') throw checked.reason;
    if (linkedId.status === 'rejected') throw linkedId.reason;
    const email = checked.value;
    const [linked, role] = linkedId.value
      ? await Promise.all([
          this.accounts.findById(linkedId.value),
          this.memberships.roleOf(workspace, linkedId.value),
        ])
      : [null, null];
    const account = linked ?? (await this.accountFor(connection, profile, email, issuer, subject));
    const joined = linked ? !role : !(await this.memberships.roleOf(workspace, account.id));
    if (joined) await this.memberships.add(workspace, account, connection.defaultRole);
    return { account, joined };
  }

  private record(
    workspace: WorkspaceRef,
    requestId: string,
    ticket: string,
    accountId: string | null,
    outcome: string,
    sessionIndex: string | null = null,
  ) {
    return this.repository
      .answer(workspace.id, requestId, hashSecret(ticket), { accountId, outcome, sessionIndex })
      .then((answered) => {
        if (!answered)
          throw new SsoSignInError(SsoSignInFailure.INVALID_STATE, 'the request was answered already');
      });
  }

  /** The address the assertion gives: the configured attribute, else an e-mail NameID. */
  private emailOf(connection: SamlConnection, profile: Profile): string {
    const fromAttribute = connection.emailAttribute
      ? firstString(profile.attributes, connection.emailAttribute)
      : DEFAULT_EMAIL_ATTRIBUTES.map((name) => firstString(profile.attributes, name)).find(Boolean);
    const raw = fromAttribute ?? (/@/.test(profile.nameID ?? '') ? profile.nameID : undefined);
    if (!raw) throw new SsoSignInError(SsoSignInFailure.EMAIL_NOT_VERIFIED, 'no e-mail in the assertion');
    try {
      return normalizeEmail(raw, MAX_LENGTH.teamUserEmail);
    } catch {
      throw new SsoSignInError(SsoSignInFailure.EMAIL_NOT_VERIFIED, 'the asserted e-mail is malformed');
    }
  }

  /**
   * A SAML IdP vouches for the addresses of the domains the workspace verified (or for every address
   * when the manager trusts it): an IdP cannot sign anyone in as somebody else's account elsewhere.
   */
  private async requireVouchedFor(connection: SamlConnection, email: string): Promise<void> {
    if (connection.trustIdpEmails) return;
    if (await this.repository.isVerifiedDomainOf(connection.teamId, emailDomain(email))) return;
    throw new SsoSignInError(
      SsoSignInFailure.EMAIL_NOT_VERIFIED,
      `${emailDomain(email)} is not a verified domain of the workspace`,
    );
  }

  /** For a subject not linked yet: the account with the same confirmed e-mail (linked now), else a new one. */
  private async accountFor(
    connection: SamlConnection,
    profile: Profile,
    email: string,
    issuer: string,
    subject: string,
  ): Promise<Account> {
    let account = await this.accounts.findByEmail(email);
    if (account && !account.emailConfirmedAt)
      throw new SsoSignInError(SsoSignInFailure.ACCOUNT_NOT_CONFIRMED, 'existing account never confirmed');
    if (!account) {
      const name = nameOf(connection, profile) ?? email.split('@')[0]!;
      account = await this.accounts.signUp({
        email,
        name: name.slice(0, MAX_LENGTH.teamUserName),
        // Nobody knows this password: the person signs in through SSO, or resets it by e-mail.
        password: `Sso-${randomBytes(24).toString('base64url')}aA1!`,
        passwordUnknown: true,
        emailConfirmed: true,
      });
    }
    await this.identities.linkSubject(connection.teamId, issuer, subject, account.id);
    return account;
  }

  private async requireConnection(workspace: WorkspaceRef): Promise<SamlConnection> {
    const connection = await this.repository.findByTeam(workspace.id);
    if (!connection) throw new SsoSignInError(SsoSignInFailure.NOT_CONFIGURED, 'no SAML connection');
    return connection;
  }

  private client(
    workspace: WorkspaceRef,
    connection: SamlConnection,
    key: SpSigningKey,
    cacheProvider: CacheProvider,
    inResponseTo: ValidateInResponseTo = ValidateInResponseTo.always,
    decryptWith?: string,
  ): SAML {
    const spEntityId = this.saml.spEntityId(workspace);
    return new SAML({
      // AuthnRequests are signed (HTTP-Redirect: SigAlg and Signature in the query).
      privateKey: key.privateKey,
      publicCert: key.certificate,
      // An IdP may encrypt the assertion to the SP's certificate (published in its metadata);
      // node-saml decrypts it, then checks the decrypted assertion's signature as any other.
      decryptionPvk: decryptWith ?? key.privateKey,
      entryPoint: connection.idpSsoUrl,
      issuer: spEntityId,
      audience: spEntityId,
      callbackUrl: this.saml.acsUrl(workspace),
      idpCert: connection.idpCertificates,
      wantAssertionsSigned: true,
      // Assertions must be signed; a signature over the whole response is welcome but not required.
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
      validateInResponseTo: inResponseTo,
      requestIdExpirationPeriodMs: SAML_PENDING_TTL_MS,
      cacheProvider,
      // Let the IdP pick its NameID format and authentication method (Entra ID refuses a request
      // for password authentication from people who sign in another way).
      identifierFormat: null,
      disableRequestedAuthnContext: true,
      signatureAlgorithm: 'sha256',
    });
  }
}

/** Where IdPs commonly put the e-mail (Okta and Keycloak, LDAP, Entra ID, the eduPerson OID). */
const DEFAULT_EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];

function firstString(attributes: unknown, name: string): string | undefined {
  if (!attributes || typeof attributes !== 'object') return undefined;
  const value = (attributes as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first.trim() : undefined;
}

/** The person's name: the configured attribute, else the names IdPs commonly send. */
function nameOf(connection: SamlConnection, profile: Profile): string | undefined {
  const attrs = profile.attributes;
  if (connection.nameAttribute) return firstString(attrs, connection.nameAttribute);
  const direct =
    firstString(attrs, 'name') ??
    firstString(attrs, 'displayName') ??
    firstString(attrs, 'http://schemas.microsoft.com/identity/claims/displayname');
  if (direct) return direct;
  const given =
    firstString(attrs, 'firstName') ??
    firstString(attrs, 'givenName') ??
    firstString(attrs, 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname');
  const family =
    firstString(attrs, 'lastName') ??
    firstString(attrs, 'surname') ??
    firstString(attrs, 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname');
  return [given, family].filter(Boolean).join(' ') || undefined;
}

/** Only a path on the workspace's own host: never another site (no open redirect). */
function safeOrigin(origin: string): string {
  return /^\/(?![/\\])[^\s\\]*$/.test(origin) && origin.length <= 2000 ? origin : '/';
}

/**
 * The SessionIndex of the assertion's AuthnStatement (saml-core §2.7.2), kept with the session it
 * starts for single logout; null when absent or longer than a session row keeps.
 */
/** sessions.saml_session_index is varchar(256). */
const MAX_SESSION_INDEX_LENGTH = 256;

function sessionIndexOf(profile: Profile): string | null {
  const index = typeof profile.sessionIndex === 'string' ? profile.sessionIndex.trim() : '';
  return index && index.length <= MAX_SESSION_INDEX_LENGTH ? index : null;
}

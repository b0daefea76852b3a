import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { MAX_LENGTH, normalizeEmail } from '@fieldnote/core';
import type { Account } from '@fieldnote/db';
import {
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client';
import { AccountsService } from '../identity/accounts.service';
import { hashSecret } from '../identity/secret-token';
import { IdpGroupRolesService } from '../security/idp-group-roles.service';
import { MembershipsService } from '../workspaces/memberships.service';
import type { WorkspaceRef } from '../workspaces/workspace-ref';
import { discoverIssuer } from './oidc-discovery';
import { SecretBox } from './secret-box';
import type { SsoConnection } from './sso-connection';
import { SsoSignInError, SsoSignInFailure } from './sso-sign-in.errors';
import { type PendingSignIn, SsoSignInRepository } from './sso-sign-in.repository';
import { SsoRepository } from './sso.repository';
import { SsoService } from './sso.service';

/** A sign-in must come back from the identity provider within this time. */
const PENDING_TTL_MS = 10 * 60_000;

/** Spec 001 §3 OAuth state: what the browser asked for when it left for the identity provider. */
export interface OAuthStateRequest {
  origin: string;
  source: string;
  options: Record<string, unknown>;
}

/** Where to send the browser, and the secret its cookie must echo (login-CSRF protection). */
export interface BegunSignIn {
  authorizationUrl: URL;
  xsrfToken: string;
}

/** The `source` of a manager's test sign-in from /settings/authentication. */
export const TEST_SIGN_IN_SOURCE = 'test';

/**
 * Who signed in and the page of the workspace to return to; or, for a manager's test sign-in, only
 * that the identity provider's answer passed every check (nobody is signed in or added).
 */
export type CompletedSignIn =
  | { kind: 'signed-in'; account: Account; origin: string; joined: boolean }
  | { kind: 'tested'; recorded: boolean };

/**
 * OIDC sign-in to one workspace (issue 32): authorization code flow with PKCE (S256), state and
 * nonce. The state is kept server-side, single use, and bound to the browser by an xsrfToken cookie;
 * the ID token is validated by openid-client (issuer, audience, signature with the announced
 * algorithm, expiry, nonce). People join just in time with the connection's default role.
 */
@Injectable()
export class SsoSignInService {
  private readonly logger = new Logger(SsoSignInService.name);

  constructor(
    private readonly connections: SsoRepository,
    private readonly pending: SsoSignInRepository,
    private readonly secrets: SecretBox,
    private readonly sso: SsoService,
    private readonly accounts: AccountsService,
    private readonly memberships: MembershipsService,
    private readonly groupRoles: IdpGroupRolesService,
  ) {}

  /** Whether the workspace has a connection to sign in with. */
  async connectionOf(teamId: string): Promise<SsoConnection | null> {
    return this.connections.findByTeam(teamId);
  }

  async begin(workspace: WorkspaceRef, request: OAuthStateRequest): Promise<BegunSignIn> {
    const connection = await this.requireConnection(workspace);
    const client = await this.client(connection);
    const state = randomState();
    const nonce = randomNonce();
    const codeVerifier = randomPKCECodeVerifier();
    const xsrfToken = randomBytes(24).toString('base64url');
    await this.pending.savePending(
      hashSecret(state),
      {
        teamId: workspace.id,
        codeVerifier,
        nonce,
        xsrfToken,
        origin: safeOrigin(request.origin),
        source: request.source.slice(0, 40),
        // A test vouches only for the configuration it ran with: a later save needs a new test.
        options:
          request.source === TEST_SIGN_IN_SOURCE
            ? { ...request.options, testOf: connection.updatedAt.toISOString() }
            : request.options,
      },
      new Date(Date.now() + PENDING_TTL_MS),
    );
    const authorizationUrl = buildAuthorizationUrl(client, {
      redirect_uri: this.sso.redirectUri(workspace),
      scope: connection.scopes.join(' '),
      state,
      nonce,
      code_challenge: await calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { authorizationUrl, xsrfToken };
  }

  /**
   * Finishes the sign-in the identity provider sent back to `callbackUrl` (the redirect URI with its
   * query). `xsrfCookie` is the token this browser was given when it left.
   */
  async complete(
    workspace: WorkspaceRef,
    callbackUrl: URL,
    xsrfCookie: string | undefined,
  ): Promise<CompletedSignIn> {
    const state = callbackUrl.searchParams.get('state');
    if (!state) throw new SsoSignInError(SsoSignInFailure.INVALID_STATE, 'no state in the callback');
    const pending = await this.pending.consumePending(hashSecret(state), workspace.id);
    if (!pending) throw new SsoSignInError(SsoSignInFailure.INVALID_STATE, 'unknown, expired or used state');
    if (!xsrfCookie || xsrfCookie !== pending.xsrfToken)
      throw new SsoSignInError(SsoSignInFailure.INVALID_STATE, 'the state belongs to another browser');
    const testSignIn = pending.source === TEST_SIGN_IN_SOURCE;
    try {
      return await this.finish(workspace, callbackUrl, state, pending, testSignIn);
    } catch (error) {
      if (error instanceof SsoSignInError) error.testSignIn = testSignIn;
      throw error;
    }
  }

  private async finish(
    workspace: WorkspaceRef,
    callbackUrl: URL,
    state: string,
    pending: PendingSignIn,
    testSignIn: boolean,
  ): Promise<CompletedSignIn> {
    const idpError = callbackUrl.searchParams.get('error');
    if (idpError) throw new SsoSignInError(SsoSignInFailure.IDP_ERROR, idpError.slice(0, 200));

    const connection = await this.requireConnection(workspace);
    const client = await this.client(connection);
    let claims: Record<string, unknown>;
    try {
      const tokens = await authorizationCodeGrant(client, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      claims = { ...idToken };
      // Providers that conform strictly put profile claims in userinfo only when an access token is
      // issued for it; userinfo's subject must be the ID token's (openid-client checks).
      if (claims[connection.emailClaim] === undefined && tokens.access_token) {
        const userinfo = await fetchUserInfo(client, tokens.access_token, idToken.sub);
        claims = { ...userinfo, ...claims };
      }
    } catch (error) {
      throw new SsoSignInError(
        SsoSignInFailure.INVALID_RESPONSE,
        error instanceof Error ? error.message : String(error),
      );
    }
    const subject = String(claims.sub);
    if (testSignIn) {
      verifiedEmail(connection, claims);
      const testOf = typeof pending.options.testOf === 'string' ? new Date(pending.options.testOf) : null;
      const recorded = testOf ? await this.connections.markTested(workspace.id, testOf) : false;
      this.logger.log({ teamId: workspace.id, recorded }, 'SSO test sign-in succeeded');
      return { kind: 'tested', recorded };
    }
    const account = await this.accountFor(connection, subject, claims);
    const joined = !(await this.memberships.roleOf(workspace, account.id));
    // The groups claim decides the role when the workspace maps one of its groups (the highest wins),
    // for people joining now and for members, at every sign-in.
    const groups = groupsOf(connection, claims);
    const mapped = await this.groupRoles.mappedRole(workspace.id, groups);
    if (joined) await this.memberships.add(workspace, account, mapped?.role ?? connection.defaultRole);
    if (mapped)
      await this.memberships.applyMappedRole(
        workspace,
        { id: account.id, name: account.name },
        account.id,
        mapped,
      );
    this.logger.log({ teamId: workspace.id, accountId: account.id, joined }, 'SSO sign-in');
    return { kind: 'signed-in', account, origin: pending.origin, joined };
  }

  /**
   * The account the subject signs in as: the one linked before, else the one with the same
   * confirmed e-mail (linked now, not duplicated), else a new one with a confirmed address.
   */
  private async accountFor(
    connection: SsoConnection,
    subject: string,
    claims: Record<string, unknown>,
  ): Promise<Account> {
    const linkedId = await this.pending.accountIdOfSubject(connection.teamId, connection.issuer, subject);
    const linked = linkedId ? await this.accounts.findById(linkedId) : null;
    if (linked) return linked;

    const email = verifiedEmail(connection, claims);
    let account = await this.accounts.findByEmail(email);
    if (account && !account.emailConfirmedAt) {
      // Someone may have signed up with this address without owning it: linking would hand them the
      // SSO identity. The owner confirms the address (or an admin removes the account) first.
      throw new SsoSignInError(SsoSignInFailure.ACCOUNT_NOT_CONFIRMED, 'existing account never confirmed');
    }
    if (!account) {
      const rawName = claims[connection.nameClaim];
      const name = typeof rawName === 'string' && rawName.trim() ? rawName : email.split('@')[0];
      account = await this.accounts.signUp({
        email,
        name: name.slice(0, MAX_LENGTH.teamUserName),
        // Nobody knows this password: the person signs in through SSO, or resets it by e-mail.
        password: `Sso-${randomBytes(24).toString('base64url')}aA1!`,
        passwordUnknown: true,
        emailConfirmed: true,
      });
    }
    await this.pending.linkSubject(connection.teamId, connection.issuer, subject, account.id);
    return account;
  }

  private async requireConnection(workspace: WorkspaceRef): Promise<SsoConnection> {
    const connection = await this.connections.findByTeam(workspace.id);
    if (!connection) throw new SsoSignInError(SsoSignInFailure.NOT_CONFIGURED, 'no OIDC connection');
    return connection;
  }

  private async client(connection: SsoConnection) {
    try {
      return await discoverIssuer(
        new URL(connection.issuer),
        connection.clientId,
        this.secrets.open(connection.clientSecretEncrypted),
      );
    } catch (error) {
      throw new SsoSignInError(
        SsoSignInFailure.IDP_ERROR,
        error instanceof Error ? error.message : String(error),
      );
    }
  }
}

/** The e-mail of the claims, only when the issuer verified it (or the workspace trusts the issuer). */
function verifiedEmail(connection: SsoConnection, claims: Record<string, unknown>): string {
  const rawEmail = claims[connection.emailClaim];
  const verified = claims.email_verified === true || connection.trustIssuerEmails;
  if (typeof rawEmail !== 'string' || !verified)
    throw new SsoSignInError(
      SsoSignInFailure.EMAIL_NOT_VERIFIED,
      `claim ${connection.emailClaim} unverified or absent`,
    );
  return normalizeEmail(rawEmail, MAX_LENGTH.teamUserEmail);
}

/** The group names of the connection's groups claim: a list of strings, or one string. */
function groupsOf(connection: SsoConnection, claims: Record<string, unknown>): string[] {
  if (!connection.groupsClaim) return [];
  const raw = claims[connection.groupsClaim];
  if (typeof raw === 'string') return [raw];
  return Array.isArray(raw) ? raw.filter((g): g is string => typeof g === 'string') : [];
}

/** Only a path on the workspace's own host: never another site (no open redirect). */
function safeOrigin(origin: string): string {
  return /^\/(?![/\\])[^\s\\]*$/.test(origin) && origin.length <= 2000 ? origin : '/';
}

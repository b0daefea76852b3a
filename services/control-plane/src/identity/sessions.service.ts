import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  type Bus,
  type Config,
  type EventPayload,
  type Logger,
  MAGIC_LINK_LIFETIME_SECONDS,
  PASSWORD_RESET_LINK_LIFETIME_SECONDS,
  SESSION_EVENTS,
  SESSION_LIFETIME_SECONDS,
  type Subscription,
  UNLOCK_LINK_LIFETIME_SECONDS,
  onEventSignal,
  sendEventSignal,
} from '@fieldnote/core';
import { BUS, CONFIG, LOGGER, type Session, type SessionKind, type SignInMethod } from '@fieldnote/db';
import { shortLivedCache } from '../caching/short-lived-cache';
import { SecurityPolicies } from '../security/security-policies';
import { OPEN_POLICY, type SessionFacts, sessionDeadline } from '../security/session-policy';
import { hashSecret, newSecret } from './secret-token';
import { IdentityRepository } from './identity.repository';
import { SessionsRepository } from './sessions.repository';

/** How long a resolved session is trusted without asking the database again. Logout here clears it at once. */
const SESSION_CACHE_TTL_MS = 5_000;
/** Sign-in links are followed at once by the browser; a minute is plenty. */
const SIGN_IN_LINK_LIFETIME_MS = 60_000;
/** The settings page lists at most this many sessions (the newest used); "end all others" ends the rest too. */
export const MAX_LISTED_SESSIONS = 100;

/** How stale a session's "last used" may get: at most one write per session per minute. */
const LAST_USED_PRECISION_MS = 60_000;
const MAX_USER_AGENT = 400;
const MAX_IP = 64;

export interface ResolvedSession extends SessionFacts {
  /** The session's public id (not its secret or hash). */
  id: string;
  /** The workspace whose host it started on (its lifetimes and SSO rule apply), or null. */
  teamId: string | null;
  /** When it stops working on its own workspace: the earliest of its expiry and the lifetimes. */
  deadline: number;
}

/** How a session starts: on which workspace's host (null: the root app) and by which means. */
export interface SessionStart {
  teamId: string | null;
  signInMethod: SignInMethod;
  /** The SessionIndex of the SAML assertion that signed the person in, when it had one. */
  samlSessionIndex?: string | null;
}

/** Where a sign-in came from, kept with the session so its owner can recognise it. */
export interface SessionOrigin {
  userAgent?: string | null;
  ip?: string | null;
}

/**
 * Sessions that just ended, in this process or another: the account (null when only the secret is
 * known, as at sign-out) and which secrets no longer sign anyone in. Open sockets of those sessions
 * close on it.
 */
export interface EndedSessions {
  accountId: string | null;
  ended(secret: string): boolean;
}

/** A browser session as its owner sees it in account settings. */
export interface SessionSummary {
  id: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
}

/** What a session.ended signal says: the account and which of its sessions ended. */
type EndedSignal = Omit<EventPayload<typeof SESSION_EVENTS.ended>, 'origin'>;

/**
 * Browser sessions: an opaque secret in an HttpOnly cookie, its hash in the control schema. Ending
 * sessions is told to every process (a session.ended signal on the bus), so that the replica that
 * holds a socket of an ended session closes it and forgets the session at once.
 */
@Injectable()
export class SessionsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly cache = shortLivedCache<string, ResolvedSession>(50_000, SESSION_CACHE_TTL_MS);
  private readonly endedListeners = new Set<(ended: EndedSessions) => void>();
  /** This process among those that hear the signals: its own are acted on before they are sent. */
  private readonly origin = randomUUID();
  private signals: Subscription | undefined;
  /** Secrets of open sockets (GraphQL subscriptions, collaboration), with their hosts' workspaces. */
  private readonly live = new Map<string, Map<string | null, number>>();
  private liveTimer: NodeJS.Timeout | null = null;
  private checkingLive = false;

  constructor(
    private readonly rows: SessionsRepository,
    private readonly identity: IdentityRepository,
    private readonly policies: SecurityPolicies,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.signals = await onEventSignal(
      this.bus,
      SESSION_EVENTS.ended,
      (signal) => {
        if (signal.origin !== this.origin) this.endedElsewhere(signal);
      },
      (err) => this.logger.warn({ err }, 'a malformed session.ended signal was ignored'),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.liveTimer) clearInterval(this.liveTimer);
    this.liveTimer = null;
    await this.signals?.stop();
  }

  /**
   * Calls `listener` whenever sessions end, in this process or another (sign-out, ended from
   * settings, a password change or reset, a manager's action, a SCIM deactivation), so live sockets
   * opened with them can be closed. Returns the function that stops it.
   */
  onSessionsEnded(listener: (ended: EndedSessions) => void): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  private notifyEnded(ended: EndedSessions): void {
    for (const listener of this.endedListeners) listener(ended);
  }

  /** Tells this process's listeners, then every other process (which cannot be told a secret, only its hash). */
  private announceEnded(here: EndedSessions, elsewhere: EndedSignal): void {
    this.notifyEnded(here);
    try {
      sendEventSignal(this.bus, SESSION_EVENTS.ended, { ...elsewhere, origin: this.origin });
    } catch (err) {
      // The sessions are gone from the database either way; other processes' caches expire in seconds.
      this.logger.error({ err }, 'ended sessions could not be told to the other processes');
    }
  }

  /** Sessions another process ended: forgotten here, and their sockets here closed. */
  private endedElsewhere({ accountId, tokenHashes, keptTokenHash }: EndedSignal): void {
    // "Every session but one" names its account; a signal naming neither would end everyone's.
    if (tokenHashes === null && accountId === null) return;
    const ended = tokenHashes
      ? (secret: string) => tokenHashes.includes(hashSecret(secret))
      : (secret: string) => hashSecret(secret) !== keptTokenHash;
    for (const [secret, resolved] of this.cache.entries()) {
      if ((accountId === null || resolved.accountId === accountId) && ended(secret))
        this.cache.delete(secret);
    }
    this.notifyEnded({ accountId, ended });
  }

  /**
   * Starts a browser session on `start.teamId`'s host (its absolute lifetime caps the expiry, and so
   * the cookie's). The caller has checked that the workspace allows this way of signing in.
   */
  async create(
    accountId: string,
    origin: SessionOrigin = {},
    start: SessionStart = { teamId: null, signInMethod: 'password' },
  ): Promise<{ secret: string; expiresAt: Date }> {
    const secret = newSecret();
    const policy = start.teamId ? await this.policies.load(start.teamId) : OPEN_POLICY;
    const lifetime = Math.min(SESSION_LIFETIME_SECONDS, policy.absoluteLifetime ?? SESSION_LIFETIME_SECONDS);
    const expiresAt = new Date(Date.now() + lifetime * 1000);
    const now = new Date();
    await this.rows.insert({
      tokenHash: hashSecret(secret),
      accountId,
      expiresAt,
      createdAt: now,
      lastUsedAt: now,
      kind: 'browser',
      userAgent: origin.userAgent?.slice(0, MAX_USER_AGENT) || null,
      ip: origin.ip?.slice(0, MAX_IP) || null,
      teamId: start.teamId,
      signInMethod: start.signInMethod,
      samlSessionIndex: start.samlSessionIndex ?? null,
    });
    return { secret, expiresAt };
  }

  /**
   * The session this process has cached for the secret: null once it has expired, undefined when it
   * is not cached (then ask resolve()). Synchronous, so a signed-in request's usual path awaits nothing.
   */
  cached(secret: string): ResolvedSession | null | undefined {
    // Cached by the secret itself, so a hit costs no hashing: the process holds the secret anyway
    // while a request carries it; only the database keeps hashes.
    const cached = this.cache.get(secret);
    if (!cached) return undefined;
    // The deadline folds in the workspace's lifetimes: checking them costs this one comparison.
    return cached.deadline > Date.now() ? cached : null;
  }

  async resolve(secret: string): Promise<ResolvedSession | null> {
    const cached = this.cached(secret);
    if (cached !== undefined) return cached;
    return this.cache.load(secret, async () => {
      const tokenHash = hashSecret(secret);
      const session = await this.rows.browserSessionByHash(tokenHash);
      if (!session || session.expiresAt <= new Date()) return null;
      const policy = session.teamId ? await this.policies.load(session.teamId) : OPEN_POLICY;
      // Idle time is measured before this use counts: a session found idle too long ends here.
      if (sessionDeadline(session, policy) <= Date.now()) {
        await this.endLapsed(secret, tokenHash, session.accountId);
        return null;
      }
      // Found in the database at most every few seconds per session (the cache covers the rest), and
      // written at most once a minute: enough for "last used" in settings at no cost to hot requests.
      let lastUsedAt = session.lastUsedAt;
      if (!lastUsedAt || Date.now() - lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
        await this.rows.touch(tokenHash);
        lastUsedAt = new Date();
      }
      return toResolved(session, lastUsedAt, policy);
    });
  }

  /**
   * Whether the session may be used on the host of workspace `hostTeamId` when that is not its own:
   * the host's rules apply too (a shared cookie domain carries one session to every workspace).
   * Undefined when the host's policy is not cached (then ask allowedOnHost()).
   */
  cachedAllowedOnHost(session: ResolvedSession, hostTeamId: string | null): boolean | undefined {
    if (hostTeamId === null || hostTeamId === session.teamId) return true;
    const policy = this.policies.cached(hostTeamId);
    return policy === undefined ? undefined : sessionDeadline(session, policy) > Date.now();
  }

  async allowedOnHost(session: ResolvedSession, hostTeamId: string | null): Promise<boolean> {
    if (hostTeamId === null || hostTeamId === session.teamId) return true;
    return sessionDeadline(session, await this.policies.load(hostTeamId)) > Date.now();
  }

  /**
   * Keeps an eye on the session of an open socket on `hostTeamId`'s host: when it lapses (its
   * lifetimes, enforcement) without any request noticing, it ends and the socket's owner closes it
   * (onSessionsEnded). Checked every SESSION_CHECK_SECONDS; returns the function that stops watching.
   */
  watchLive(secret: string, hostTeamId: string | null): () => void {
    const hosts = this.live.get(secret) ?? new Map<string | null, number>();
    hosts.set(hostTeamId, (hosts.get(hostTeamId) ?? 0) + 1);
    this.live.set(secret, hosts);
    if (!this.liveTimer) {
      this.liveTimer = setInterval(() => void this.checkLive(), this.config.SESSION_CHECK_SECONDS * 1000);
      this.liveTimer.unref();
    }
    let watching = true;
    return () => {
      if (!watching) return;
      watching = false;
      const count = (hosts.get(hostTeamId) ?? 1) - 1;
      if (count > 0) hosts.set(hostTeamId, count);
      else hosts.delete(hostTeamId);
      if (hosts.size === 0 && this.live.get(secret) === hosts) this.live.delete(secret);
    };
  }

  /**
   * Checks every watched socket session against the database (not the cache, and not as a use), in
   * one query for all of them; a check still running when the next is due lets that one pass.
   */
  private async checkLive(): Promise<void> {
    if (this.checkingLive || this.live.size === 0) return;
    this.checkingLive = true;
    try {
      const secretsByHash = new Map([...this.live.keys()].map((secret) => [hashSecret(secret), secret]));
      const found = new Map(
        (await this.rows.browserSessionsByHashes([...secretsByHash.keys()])).map((row) => [
          row.tokenHash,
          row,
        ]),
      );
      for (const [tokenHash, secret] of secretsByHash) {
        const session = found.get(tokenHash);
        const policy = session?.teamId ? await this.policies.load(session.teamId) : OPEN_POLICY;
        if (!session || sessionDeadline(session, policy) <= Date.now()) {
          if (session) await this.endLapsed(secret, tokenHash, session.accountId);
          else this.notifyEnded({ accountId: null, ended: (other) => other === secret });
          continue;
        }
        const resolved = toResolved(session, session.lastUsedAt, policy);
        for (const host of this.live.get(secret)?.keys() ?? []) {
          if (!(await this.allowedOnHost(resolved, host))) {
            this.notifyEnded({ accountId: session.accountId, ended: (other) => other === secret });
            break;
          }
        }
      }
    } catch (error) {
      // The sockets stay open until the next check; every request is still checked on its own.
      this.logger.warn({ err: error }, 'could not check the sessions of open sockets');
    } finally {
      this.checkingLive = false;
    }
  }

  /** Ends a session its workspace's rules no longer allow, and closes its sockets in this process. */
  private async endLapsed(secret: string, tokenHash: string, accountId: string): Promise<void> {
    this.cache.delete(secret);
    await this.rows.deleteByHash(tokenHash);
    this.notifyEnded({ accountId, ended: (other) => other === secret });
  }

  /**
   * Forgets cached sessions of the accounts (or every cached session) and closes the sockets of
   * `endedHashes`: after a workspace's rules changed and its disallowed sessions were deleted.
   */
  afterRulesChanged(endedHashes: ReadonlySet<string>): void {
    for (const [secret] of this.cache.entries())
      if (endedHashes.has(hashSecret(secret))) this.cache.delete(secret);
    if (endedHashes.size > 0)
      this.notifyEnded({ accountId: null, ended: (secret) => endedHashes.has(hashSecret(secret)) });
  }

  /**
   * A one-time secret, valid for a minute, that signs the account in on another host (cookies are
   * per host, so a sign-in on the root domain cannot reach a workspace subdomain by itself).
   */
  async createSignInLink(accountId: string): Promise<string> {
    return this.createOneTimeSecret(accountId, 'sign-in-link', SIGN_IN_LINK_LIFETIME_MS);
  }

  /** Uses up a sign-in link: the account it was made for, or null when unknown, used or expired. */
  async redeemSignInLink(secret: string): Promise<string | null> {
    return this.redeemOneTimeSecret(secret, 'sign-in-link');
  }

  /** The mailed one-time secret that signs a locked-out owner in (and ends the lockout). */
  async createUnlockLink(accountId: string): Promise<string> {
    return this.createOneTimeSecret(accountId, 'unlock-link', UNLOCK_LINK_LIFETIME_SECONDS * 1000);
  }

  /** Uses up an unlock link: its account, or null when unknown, used or expired. */
  async redeemUnlockLink(secret: string): Promise<string | null> {
    return this.redeemOneTimeSecret(secret, 'unlock-link');
  }

  /**
   * The mailed single-use secret that sets a new password. Any older reset link of the account is
   * deleted in the same statement, so only the newest link works.
   */
  async createPasswordResetLink(accountId: string): Promise<string> {
    const secret = newSecret();
    await this.identity.replacePasswordReset(
      accountId,
      hashSecret(secret),
      PASSWORD_RESET_LINK_LIFETIME_SECONDS,
    );
    return secret;
  }

  /**
   * Uses up a password reset link: its account, `expired` when the link was real but too old (it is
   * gone now either way), or null when unknown or used already.
   */
  async redeemPasswordResetLink(secret: string): Promise<{ accountId: string } | 'expired' | null> {
    const row = await this.identity.takeSessionSecret(hashSecret(secret), 'password-reset');
    if (!row) return null;
    return new Date(row.expires_at) > new Date() ? { accountId: row.account_id } : 'expired';
  }

  /** The mailed single-use secret of a magic-link sign-in (/auth/magic-login). */
  async createMagicLink(accountId: string): Promise<string> {
    return this.createOneTimeSecret(accountId, 'magic-link', MAGIC_LINK_LIFETIME_SECONDS * 1000);
  }

  /** Uses up a magic link: its account, or null when unknown, used or expired. */
  async redeemMagicLink(secret: string): Promise<string | null> {
    return this.redeemOneTimeSecret(secret, 'magic-link');
  }

  /** The account's live browser sessions, newest use first; `currentSecret` marks the caller's own. */
  async listBrowserSessions(accountId: string, currentSecret: string | null): Promise<SessionSummary[]> {
    const rows = await this.rows.liveBrowserSessionsNewestFirst(accountId, MAX_LISTED_SESSIONS);
    const currentHash = currentSecret ? hashSecret(currentSecret) : null;
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      lastUsedAt: row.lastUsedAt,
      expiresAt: row.expiresAt,
      userAgent: row.userAgent,
      ip: row.ip,
      current: row.tokenHash === currentHash,
    }));
  }

  /** Ends one browser session of the account by its id: whether there was one to end. */
  async revokeById(accountId: string, id: string): Promise<boolean> {
    for (const [secret, resolved] of this.cache.entries()) {
      if (resolved.accountId === accountId && resolved.id === id) this.cache.delete(secret);
    }
    const tokenHash = await this.identity.deleteBrowserSession(accountId, id);
    if (tokenHash)
      this.announceEnded(
        { accountId, ended: (secret) => hashSecret(secret) === tokenHash },
        { accountId, tokenHashes: [tokenHash], keptTokenHash: null },
      );
    return tokenHash !== null;
  }

  /** The SAML SessionIndex of the browser session of this secret, or null (none, or no such session). */
  async samlSessionIndexOf(secret: string): Promise<string | null> {
    return (await this.rows.browserSessionByHash(hashSecret(secret)))?.samlSessionIndex ?? null;
  }

  /**
   * Ends the account's browser sessions that started on the workspace's host (SAML Single Logout
   * from the IdP): the token hashes of those that ended. Its sessions elsewhere stay. With
   * `samlSessionIndexes` (the LogoutRequest named them), only the sessions the IdP's sign-ins of
   * those indexes started.
   */
  async revokeOnTeam(
    accountId: string,
    teamId: string,
    samlSessionIndexes: string[] = [],
  ): Promise<string[]> {
    // Cached entries of the account on the workspace are dropped; those that remain are read again.
    for (const [secret, resolved] of this.cache.entries()) {
      if (resolved.accountId === accountId && resolved.teamId === teamId) this.cache.delete(secret);
    }
    const hashes = await this.identity.deleteBrowserSessionsOnTeam(accountId, teamId, samlSessionIndexes);
    if (hashes.length) {
      const ended = new Set(hashes);
      this.announceEnded(
        { accountId, ended: (secret) => ended.has(hashSecret(secret)) },
        { accountId, tokenHashes: hashes, keptTokenHash: null },
      );
    }
    return hashes;
  }

  private async createOneTimeSecret(
    accountId: string,
    kind: SessionKind,
    lifetimeMs: number,
  ): Promise<string> {
    const secret = newSecret();
    await this.rows.insert({
      tokenHash: hashSecret(secret),
      accountId,
      expiresAt: new Date(Date.now() + lifetimeMs),
      createdAt: new Date(),
      kind,
      signInMethod: 'password',
    });
    return secret;
  }

  /** Deletes the secret's row as it reads it, so two redemptions at once still succeed once. */
  private async redeemOneTimeSecret(secret: string, kind: SessionKind): Promise<string | null> {
    const row = await this.identity.takeSessionSecret(hashSecret(secret), kind);
    return row && new Date(row.expires_at) > new Date() ? row.account_id : null;
  }

  /**
   * Signs the account out everywhere except the session `keepSecret` (a password change): other
   * browsers' cookies stop working at once, in this process and (told by a signal) in the others.
   */
  async revokeOthers(accountId: string, keepSecret: string | null): Promise<number> {
    for (const [secret, resolved] of this.cache.entries()) {
      if (resolved.accountId === accountId && secret !== keepSecret) this.cache.delete(secret);
    }
    const keepHash = keepSecret ? hashSecret(keepSecret) : '';
    // Pending one-time links (sign-in, unlock, password reset) go too: whoever held them is out.
    // The count is of browser sessions only, which is what a person calls a session.
    const ended = await this.identity.deleteSessionsExcept(accountId, keepHash);
    this.announceEnded(
      { accountId, ended: (secret) => secret !== keepSecret },
      { accountId, tokenHashes: null, keptTokenHash: keepHash || null },
    );
    return ended;
  }

  async revoke(secret: string): Promise<void> {
    // The account when this process knows it, so other processes need only look at its sockets.
    const accountId = this.cache.get(secret)?.accountId ?? null;
    this.cache.delete(secret);
    const tokenHash = hashSecret(secret);
    await this.rows.deleteByHash(tokenHash);
    this.announceEnded(
      { accountId: null, ended: (other) => other === secret },
      { accountId, tokenHashes: [tokenHash], keptTokenHash: null },
    );
  }
}

function toResolved(
  session: Session,
  lastUsedAt: Date | null,
  policy: Parameters<typeof sessionDeadline>[1],
): ResolvedSession {
  const facts: SessionFacts = {
    accountId: session.accountId,
    createdAt: session.createdAt,
    lastUsedAt,
    expiresAt: session.expiresAt,
    signInMethod: session.signInMethod,
  };
  return { ...facts, id: session.id, teamId: session.teamId, deadline: sessionDeadline(facts, policy) };
}

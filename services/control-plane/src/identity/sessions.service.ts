import { Injectable } from '@nestjs/common';
import { SESSION_LIFETIME_SECONDS, UNLOCK_LINK_LIFETIME_SECONDS } from '@fieldnote/core';
import { Databases, Session, type SessionKind } from '@fieldnote/db';
import { shortLivedCache } from '../caching/short-lived-cache';
import { hashSecret, newSecret } from './secret-token';
import { IdentityRepository } from './identity.repository';

/** How long a resolved session is trusted without asking the database again. Logout here clears it at once. */
const SESSION_CACHE_TTL_MS = 5_000;
/** Sign-in links are followed at once by the browser; a minute is plenty. */
const SIGN_IN_LINK_LIFETIME_MS = 60_000;

export interface ResolvedSession {
  accountId: string;
  expiresAt: Date;
}

/** Browser sessions: an opaque secret in an HttpOnly cookie, its hash in the control schema. */
@Injectable()
export class SessionsService {
  private readonly cache = shortLivedCache<string, ResolvedSession>(50_000, SESSION_CACHE_TTL_MS);

  constructor(
    private readonly databases: Databases,
    private readonly identity: IdentityRepository,
  ) {}

  async create(accountId: string): Promise<{ secret: string; expiresAt: Date }> {
    const secret = newSecret();
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000);
    const em = this.databases.control().em.fork();
    em.create(Session, {
      tokenHash: hashSecret(secret),
      accountId,
      expiresAt,
      createdAt: new Date(),
      kind: 'browser',
    });
    await em.flush();
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
    return cached.expiresAt.getTime() > Date.now() ? cached : null;
  }

  async resolve(secret: string): Promise<ResolvedSession | null> {
    const cached = this.cached(secret);
    if (cached !== undefined) return cached;
    return this.cache.load(secret, async () => {
      const tokenHash = hashSecret(secret);
      const session = await this.databases
        .control()
        .em.fork()
        .findOne(Session, { tokenHash, kind: 'browser' });
      if (!session || session.expiresAt <= new Date()) return null;
      return { accountId: session.accountId, expiresAt: session.expiresAt };
    });
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

  private async createOneTimeSecret(
    accountId: string,
    kind: SessionKind,
    lifetimeMs: number,
  ): Promise<string> {
    const secret = newSecret();
    const em = this.databases.control().em.fork();
    em.create(Session, {
      tokenHash: hashSecret(secret),
      accountId,
      expiresAt: new Date(Date.now() + lifetimeMs),
      createdAt: new Date(),
      kind,
    });
    await em.flush();
    return secret;
  }

  /** Deletes the secret's row as it reads it, so two redemptions at once still succeed once. */
  private async redeemOneTimeSecret(secret: string, kind: SessionKind): Promise<string | null> {
    const row = await this.identity.takeSessionSecret(hashSecret(secret), kind);
    return row && new Date(row.expires_at) > new Date() ? row.account_id : null;
  }

  /**
   * Signs the account out everywhere except the session `keepSecret` (a password change): other
   * browsers' cookies stop working at once here, and in other processes once their cache expires.
   */
  async revokeOthers(accountId: string, keepSecret: string | null): Promise<number> {
    for (const [secret, resolved] of this.cache.entries()) {
      if (resolved.accountId === accountId && secret !== keepSecret) this.cache.delete(secret);
    }
    const keepHash = keepSecret ? hashSecret(keepSecret) : '';
    return this.databases
      .control()
      .em.fork()
      .nativeDelete(Session, { accountId, tokenHash: { $ne: keepHash } });
  }

  async revoke(secret: string): Promise<void> {
    this.cache.delete(secret);
    await this.databases
      .control()
      .em.fork()
      .nativeDelete(Session, { tokenHash: hashSecret(secret) });
  }
}

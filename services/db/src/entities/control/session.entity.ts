import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type SessionKind = 'browser' | 'sign-in-link' | 'unlock-link' | 'password-reset' | 'magic-link';
/** `password` covers every sign-in that is not the workspace's single sign-on (links, reset, unlock). */
export type SignInMethod = 'password' | 'sso';

/** A browser session; the cookie holds the secret, we keep its SHA-256. */
@Entity({ tableName: 'sessions', schema: 'control' })
@Index({ properties: ['accountId'] })
export class Session {
  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  /** Names the session to its owner (to end it) without revealing the token hash. */
  @Property({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /**
   * `browser` for cookie sessions; `sign-in-link` for a one-minute, one-time link to a workspace host;
   * `unlock-link` for the mailed one-time link that signs a locked-out owner in and ends the lockout;
   * `password-reset` for the mailed single-use link that sets a new password; `magic-link` for the
   * mailed single-use link that signs in (/auth/magic-login).
   */
  @Property({ type: 'string', length: 16 })
  kind: SessionKind = 'browser';

  /** Updated at most once a minute per session, when a request finds it (browser sessions only). */
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  /** The User-Agent header of the sign-in, cut to 400 characters; shown as a device summary. */
  @Property({ type: 'string', length: 400, nullable: true })
  userAgent: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip: string | null = null;

  /** The workspace whose host the session started on (null: the root app); its lifetimes apply. */
  @Property({ type: 'uuid', nullable: true })
  teamId: string | null = null;

  /** How the person proved who they are: SSO enforcement ends `password` sessions. */
  @Property({ type: 'string', length: 16 })
  signInMethod: SignInMethod = 'password';

  /**
   * The SessionIndex the SAML identity provider gave the sign-in that started this session (null:
   * not SAML, or none given): an IdP LogoutRequest naming it ends this session, and our own
   * LogoutRequest names it.
   */
  @Property({ type: 'string', length: 256, nullable: true })
  samlSessionIndex: string | null = null;
}

import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type SessionKind = 'browser' | 'sign-in-link' | 'unlock-link';

/** A browser session; the cookie holds the secret, we keep its SHA-256. */
@Entity({ tableName: 'sessions', schema: 'control' })
@Index({ properties: ['accountId'] })
export class Session {
  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /**
   * `browser` for cookie sessions; `sign-in-link` for a one-minute, one-time link to a workspace host;
   * `unlock-link` for the mailed one-time link that signs a locked-out owner in and ends the lockout.
   */
  @Property({ type: 'string', length: 16 })
  kind: SessionKind = 'browser';
}

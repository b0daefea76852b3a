import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

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
}

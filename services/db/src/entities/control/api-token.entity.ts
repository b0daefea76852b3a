import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A bearer token for API clients, bound to one workspace and one account. Hashed at rest. */
@Entity({ tableName: 'api_tokens', schema: 'control' })
@Index({ properties: ['teamId'] })
export class ApiToken {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  teamId!: string;

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'string', length: 99 })
  name!: string;

  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}

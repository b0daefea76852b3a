import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** An invitation to join a workspace by e-mail. The link's secret is stored only as a hash. */
@Entity({ tableName: 'invites', schema: 'control' })
@Index({ properties: ['email'] })
export class Invite {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  teamId!: string;

  @Property({ type: 'string', length: 320 })
  email!: string;

  @Property({ type: 'string', length: 16 })
  role!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  message: string | null = null;

  @Property({ type: 'string', length: 64, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'uuid' })
  invitedBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  acceptedAt: Date | null = null;
}

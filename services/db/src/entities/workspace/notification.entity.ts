import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One item of a member's in-app inbox (issue 10): a mention, a reply to their comment or a published
 * insight. `emailedAt` is set once it went out by e-mail, at once or in a digest, so no mail repeats it.
 */
@Entity({ tableName: 'notifications', schema: '*' })
@Index({ properties: ['recipientId', 'createdAt'] })
export class Notification {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  recipientId!: string;

  @Property({ type: 'string', length: 32 })
  kind!: string;

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  projectId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  commentId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  insightId: string | null = null;

  /** The access request it is about (spec 001 payload "access request (role, accessRequestId)"). */
  @Property({ type: 'uuid', nullable: true })
  accessRequestId: string | null = null;

  /** The role asked for or given by an access request (VIEWER or CONTRIBUTOR). */
  @Property({ type: 'string', length: 16, nullable: true })
  role: string | null = null;

  /** A short quote of what it is about (the comment's text, the insight's title). */
  @Property({ type: 'text' })
  excerpt = '';

  /** A billing notice's fields (spec 001 §3 notification payloads), else null. */
  @Property({ type: 'json', nullable: true })
  payload?: Record<string, unknown> | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  emailedAt: Date | null = null;
}

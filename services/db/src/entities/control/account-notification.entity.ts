import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One item of an account's own inbox (issue 10): news for the person, not for a member of one
 * workspace — today an invitation to a workspace they are not a member of yet (kind WORKSPACE_INVITE).
 * Kept in the control schema beside the invite it points at; deleted with it.
 */
@Entity({ tableName: 'account_notifications', schema: 'control' })
@Index({ properties: ['accountId', 'createdAt'] })
export class AccountNotification {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  accountId!: string;

  @Property({ type: 'string', length: 32 })
  kind!: string;

  @Property({ type: 'uuid' })
  inviteId!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;
}

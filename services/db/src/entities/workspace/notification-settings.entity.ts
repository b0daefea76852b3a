import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A member's e-mail notification choices (spec 000 §9 notification options and follow frequency).
 * No row means the defaults; the row is written the first time the member saves the page.
 */
@Entity({ tableName: 'notification_settings', schema: '*' })
export class NotificationSettings {
  @PrimaryKey({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'boolean' })
  allChangesEnabled: Opt<boolean> = true;

  @Property({ type: 'boolean' })
  insightsPublishedEnabled: Opt<boolean> = true;

  @Property({ type: 'boolean' })
  allCommentsEnabled: Opt<boolean> = true;

  @Property({ type: 'string', length: 8 })
  followFrequency: Opt<string> = 'WEEKLY';

  /** When the last digest went out; the next is due one period later. */
  @Property({ type: 'datetime', nullable: true })
  lastDigestAt: Date | null = null;

  @Property({ type: 'datetime' })
  updatedAt: Opt<Date> = new Date();
}

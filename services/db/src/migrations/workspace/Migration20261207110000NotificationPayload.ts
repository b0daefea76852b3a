import { Migration } from '@mikro-orm/migrations';

/*
 * Billing notices (issue 33) carry the fields of spec 001 §3 notification payloads (invoice due,
 * payment failed, renewal, trial end) as JSON, validated by billingNoticePayloadSchema.
 */
export class Migration20261207110000NotificationPayload extends Migration {
  override up(): void {
    this.addSql('alter table notifications add column payload jsonb null');
  }
}

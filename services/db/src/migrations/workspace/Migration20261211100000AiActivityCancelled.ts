import { Migration } from '@mikro-orm/migrations';

/**
 * The AI audit trail tells a generation a member stopped (a cancelled summary job) from one that
 * failed: `ai_activity.status` gains CANCELLED beside SUCCEEDED and FAILED.
 */
export class Migration20261211100000AiActivityCancelled extends Migration {
  override up(): void {
    this.addSql(`alter table ai_activity drop constraint if exists ai_activity_status_check`);
    this.addSql(
      `alter table ai_activity add constraint ai_activity_status_check check (status in ('SUCCEEDED', 'FAILED', 'CANCELLED'))`,
    );
  }
}

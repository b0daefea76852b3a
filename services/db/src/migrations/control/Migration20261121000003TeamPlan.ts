import { Migration } from '@mikro-orm/migrations';

/** Teams record their plan (spec 001: free, pro, team, enterprise families); the operator sets it from the Workspace resource. */
export class Migration20261121000003TeamPlan extends Migration {
  override up(): void {
    this.addSql(`alter table teams add column plan varchar(40) not null default 'free'`);
  }
}

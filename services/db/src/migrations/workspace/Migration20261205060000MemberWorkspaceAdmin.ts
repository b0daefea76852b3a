import { Migration } from '@mikro-orm/migrations';

/** Spec 001 §3 workspace user `workspaceAdmin`: set from IdP group mappings (issue 32). */
export class Migration20261205060000MemberWorkspaceAdmin extends Migration {
  override up(): void {
    this.addSql(`alter table members add column workspace_admin boolean not null default false`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Beta features a workspace turned on (spec 001 §6), product feedback its members sent (spec 000 §2
 * /settings/feedback) and the bundled extensions installed into it or its projects (spec 001 §3
 * extensionType TAGS or FIELDS).
 */
export class Migration20261208090000WorkspaceExtras extends Migration {
  override up(): void {
    this.addSql(`create table beta_features (
      feature varchar(32) primary key,
      enabled boolean not null,
      changed_by uuid not null,
      changed_at timestamptz not null default now())`);
    this.addSql(`create table product_feedback (
      id uuid primary key,
      category varchar(16) not null,
      message text not null,
      page varchar(300) null,
      sent_by uuid not null,
      sent_at timestamptz not null default now())`);
    this.addSql('create index product_feedback_sent_at on product_feedback (sent_at desc, id)');
    this.addSql(`create table workspace_extensions (
      id uuid primary key,
      extension_key varchar(64) not null,
      type varchar(16) not null,
      project_id uuid null references projects(id) on delete cascade,
      installed_by uuid not null,
      installed_at timestamptz not null default now())`);
    this.addSql(
      `create unique index workspace_extensions_once on workspace_extensions
         (extension_key, coalesce(project_id, '00000000-0000-0000-0000-000000000000'::uuid))`,
    );
  }

  override down(): void {
    this.addSql('drop table workspace_extensions');
    this.addSql('drop table product_feedback');
    this.addSql('drop table beta_features');
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Tags gain a description, a sentiment (spec 000 §3: positive, negative, mixed) and workspace scope
 * (no project), and know when they last changed.
 */
export class Migration20261123000000WorkspaceTagDetails extends Migration {
  override up(): void {
    this.addSql(`alter table tags alter column project_id drop not null`);
    this.addSql(`alter table tags add column description varchar(1000) null`);
    this.addSql(
      `alter table tags add column sentiment varchar(8) null check (sentiment in ('positive', 'negative', 'mixed'))`,
    );
    this.addSql(`alter table tags add column updated_at timestamptz not null default now()`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Workspace templates (spec 001 §3 workspaceTemplate PROJECT or INSIGHT; spec 000 §9 template title
 * 200, description 1000). An insight template keeps a document (`content_json`, its plain text in
 * `content`); a project template keeps the structure a new project starts with (`structure`: its
 * summary, tags and note and insight fields), read with zod by the templates module.
 */
export class Migration20261206090000WorkspaceTemplates extends Migration {
  override up(): void {
    this.addSql(`create table workspace_templates (
      id uuid primary key,
      type varchar(8) not null check (type in ('PROJECT', 'INSIGHT')),
      title varchar(200) not null,
      description varchar(1000) not null default '',
      content_json jsonb null,
      content text not null default '',
      structure jsonb null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((type = 'INSIGHT') = (structure is null)))`);
    this.addSql(`create index workspace_templates_type_index on workspace_templates (type, title, id)`);
  }

  override down(): void {
    this.addSql('drop table workspace_templates');
  }
}

import { Migration } from '@mikro-orm/migrations';

/** A workspace schema's first tables. Unqualified names: the runner sets the search path to the workspace. */
export class Migration20261121000000WorkspaceInit extends Migration {
  override up(): void {
    this.addSql(`create table members (
      id uuid primary key,
      name varchar(100) not null,
      email varchar(320) not null,
      role varchar(16) not null check (role in ('MANAGER', 'CONTRIBUTOR', 'VIEWER')),
      created_at timestamptz not null default now(),
      deactivated_at timestamptz null)`);
    this.addSql(`create table projects (
      id uuid primary key,
      title varchar(200) not null,
      summary varchar(1000) null,
      rank double precision not null default 0,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create table notes (
      id uuid primary key,
      project_id uuid not null references projects (id) on delete cascade,
      title varchar(200) not null,
      content text not null default '',
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index notes_project_id_index on notes (project_id)`);
    this.addSql(`create table tags (
      id uuid primary key,
      project_id uuid not null references projects (id) on delete cascade,
      title varchar(200) not null,
      color varchar(7) not null default '#607d8b',
      created_at timestamptz not null default now())`);
    this.addSql(`create index tags_project_id_index on tags (project_id)`);
    this.addSql(`create table highlights (
      id uuid primary key,
      note_id uuid not null references notes (id) on delete cascade,
      text varchar(4000) not null,
      start_offset int not null default 0,
      end_offset int not null default 0,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index highlights_note_id_index on highlights (note_id)`);
    this.addSql(`create table highlight_tags (
      highlight_id uuid not null references highlights (id) on delete cascade,
      tag_id uuid not null references tags (id) on delete cascade,
      primary key (highlight_id, tag_id))`);
    this.addSql(`create index highlight_tags_tag_id_index on highlight_tags (tag_id)`);
    this.addSql(`create table insights (
      id uuid primary key,
      project_id uuid not null references projects (id) on delete cascade,
      title varchar(200) not null,
      content text not null default '',
      published boolean not null default false,
      published_at timestamptz null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index insights_project_id_index on insights (project_id)`);
  }
}

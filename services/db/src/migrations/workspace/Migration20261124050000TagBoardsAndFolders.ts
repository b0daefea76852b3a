import { Migration } from '@mikro-orm/migrations';

/**
 * Tag boards and folders (issue 8): a project's boards arrange its tags in ranked groups (a tag can
 * sit on several boards, at most once per board); folders (project categories) nest and hold
 * projects. Plus the index that lets a project's highlights be listed newest first page by page.
 */
export class Migration20261124050000TagBoardsAndFolders extends Migration {
  override up(): void {
    this.addSql(`create table project_categories (
      id uuid primary key,
      parent_id uuid null references project_categories (id),
      name varchar(200) not null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index project_categories_parent_id_index on project_categories (parent_id)`);
    this.addSql(`alter table projects
      add column category_id uuid null references project_categories (id) on delete set null`);
    this.addSql(`create index projects_category_id_index on projects (category_id)`);
    this.addSql(`create table tag_boards (
      id uuid primary key,
      project_id uuid not null references projects (id) on delete cascade,
      title varchar(50) not null,
      rank double precision not null default 0,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index tag_boards_project_id_index on tag_boards (project_id)`);
    this.addSql(`create table tag_groups (
      id uuid primary key,
      board_id uuid not null references tag_boards (id) on delete cascade,
      title varchar(50) not null,
      color varchar(7) not null default '#607d8b',
      rank double precision not null default 0,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index tag_groups_board_id_index on tag_groups (board_id)`);
    // Deleting a group deletes its placements: those tags fall back to the ungrouped area.
    this.addSql(`create table tag_placements (
      board_id uuid not null references tag_boards (id) on delete cascade,
      tag_id uuid not null references tags (id) on delete cascade,
      group_id uuid not null references tag_groups (id) on delete cascade,
      rank double precision not null default 0,
      primary key (board_id, tag_id))`);
    this.addSql(`create index tag_placements_group_id_index on tag_placements (group_id)`);
    // A project's highlights page: the notes of the project, then each note's highlights by date.
    this.addSql(`create index highlights_note_id_created_at_index on highlights (note_id, created_at desc)`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Segments of people (spec 000 §3: search filters people and segments): a named group and who is
 * in it. Deleting a segment or a person removes the membership, never the other side.
 */
export class Migration20261127100000Segments extends Migration {
  override up(): void {
    this.addSql(`create table segments (
      id uuid primary key,
      title varchar(200) not null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create unique index segments_title_unique on segments (lower(title))`);
    this.addSql(`create table segment_people (
      segment_id uuid not null references segments (id) on delete cascade,
      person_id uuid not null references people (id) on delete cascade,
      added_by uuid not null,
      added_at timestamptz not null default now(),
      primary key (segment_id, person_id))`);
    this.addSql(`create index segment_people_person_id_index on segment_people (person_id)`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * People (issue 10, spec 000 §3, §9): the customers and participants research is about, linked to
 * the notes they appear in. An e-mail address is unique per workspace ignoring case, so a CSV import
 * or a second member cannot create the same contact twice. Custom field values for people are left
 * to the custom-fields work (a `fields` column or table added there).
 */
export class Migration20261126060000People extends Migration {
  override up(): void {
    this.addSql(`create table people (
      id uuid primary key,
      name varchar(300) not null default '',
      email varchar(320) null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create unique index people_email_unique on people (lower(email)) where email is not null`);
    // The Data Grid sorts by name and by date; both are backed by an index.
    this.addSql(`create index people_name_index on people (lower(name), id)`);
    this.addSql(`create index people_created_at_index on people (created_at desc, id)`);
    this.addSql(`create table note_people (
      note_id uuid not null references notes (id) on delete cascade,
      person_id uuid not null references people (id) on delete cascade,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      primary key (note_id, person_id))`);
    this.addSql(`create index note_people_person_id_index on note_people (person_id)`);
  }
}

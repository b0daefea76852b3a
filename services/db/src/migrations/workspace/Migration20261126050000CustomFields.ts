import { Migration } from '@mikro-orm/migrations';

/**
 * Custom fields for notes and insights (issue 10, spec 000 §3). Definitions live in custom_fields
 * (workspace-wide when project_id is null, else one project's); their select options are a JSON
 * list on the field, because they are read and written with it and never queried on their own.
 *
 * Values live in a typed value table rather than in a JSON column on notes: every value keeps its
 * canonical text (spec's "field data") plus one typed column (number, boolean, date or option ids)
 * with an index led by field_id. A TABLE view that filters and sorts 10,000 notes by one field
 * then reads an index range of that field only (e.g. field_id = $1 order by number_value) instead
 * of scanning and casting JSON of every note; counting what a type change or an option deletion
 * touches is an index lookup too. Each value row points at exactly one owner through a real
 * foreign key (note_id or insight_id, cascading), so a note deleted for good takes its values with
 * it; people come later as one more nullable person_id column and target 'PERSON'.
 */
export class Migration20261126050000CustomFields extends Migration {
  override up(): void {
    this.addSql(`create table custom_fields (
      id uuid primary key,
      target varchar(16) not null check (target in ('NOTE', 'INSIGHT')),
      project_id uuid null references projects (id) on delete cascade,
      label varchar(250) not null,
      type varchar(16) not null,
      number_format varchar(32) null,
      currency_symbol varchar(8) null,
      max_selectable int not null default 100,
      options jsonb not null default '[]',
      rank double precision not null default 0,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index custom_fields_target_project_id_index on custom_fields (target, project_id)`);
    this.addSql(`create table custom_field_values (
      id uuid primary key,
      field_id uuid not null references custom_fields (id) on delete cascade,
      note_id uuid null references notes (id) on delete cascade,
      insight_id uuid null references insights (id) on delete cascade,
      text_value varchar(10299) not null,
      number_value double precision null,
      boolean_value boolean null,
      date_value timestamptz null,
      option_ids uuid[] null,
      updated_by uuid not null,
      updated_at timestamptz not null default now(),
      check (num_nonnulls(note_id, insight_id) = 1))`);
    this.addSql(
      `create unique index custom_field_values_field_note_unique on custom_field_values (field_id, note_id) where note_id is not null`,
    );
    this.addSql(
      `create unique index custom_field_values_field_insight_unique on custom_field_values (field_id, insight_id) where insight_id is not null`,
    );
    this.addSql(
      `create index custom_field_values_note_id_index on custom_field_values (note_id) where note_id is not null`,
    );
    this.addSql(
      `create index custom_field_values_insight_id_index on custom_field_values (insight_id) where insight_id is not null`,
    );
    // Sort and range filters of one field: a TABLE view's "order by <field>" walks one of these.
    this.addSql(
      `create index custom_field_values_number_index on custom_field_values (field_id, number_value) where number_value is not null`,
    );
    this.addSql(
      `create index custom_field_values_date_index on custom_field_values (field_id, date_value) where date_value is not null`,
    );
    this.addSql(
      `create index custom_field_values_text_index on custom_field_values (field_id, lower(left(text_value, 200)))`,
    );
    // "Has any of these options" filters and the count an option deletion previews.
    this.addSql(
      `create index custom_field_values_option_ids_index on custom_field_values using gin (option_ids)`,
    );
  }
}

-- Seeds schema fields_bench: 10,000 notes x 20 custom fields (200,000 typed values) with the
-- indexes of Migration20261126050000CustomFields. Run: psql -h 127.0.0.1 -U postgres -f setup.sql
-- then: pgbench -h 127.0.0.1 -U postgres -n -c 8 -j 2 -T 15 -f table-page.sql -r postgres
drop schema if exists fields_bench cascade;
create schema fields_bench;
set search_path = fields_bench;
create table projects (id uuid primary key);
create table notes (id uuid primary key, project_id uuid not null references projects(id), title varchar(200) not null, deleted_at timestamptz null, created_at timestamptz not null default now());
create table insights (id uuid primary key);
create table custom_fields (id uuid primary key, target varchar(16) not null, project_id uuid null, label varchar(250) not null, type varchar(16) not null, options jsonb not null default '[]');
create table custom_field_values (
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
      check (num_nonnulls(note_id, insight_id) = 1));
create unique index custom_field_values_field_note_unique on custom_field_values (field_id, note_id) where note_id is not null;
create index custom_field_values_note_id_index on custom_field_values (note_id) where note_id is not null;
create index custom_field_values_number_index on custom_field_values (field_id, number_value) where number_value is not null;
create index custom_field_values_date_index on custom_field_values (field_id, date_value) where date_value is not null;
create index custom_field_values_text_index on custom_field_values (field_id, lower(left(text_value, 200)));
create index custom_field_values_option_ids_index on custom_field_values using gin (option_ids);
insert into projects values ('00000000-0000-4000-8000-000000000001');
insert into notes (id, project_id, title) select gen_random_uuid(), '00000000-0000-4000-8000-000000000001', 'Note ' || g from generate_series(1, 10000) g;
insert into custom_fields (id, target, project_id, label, type)
  select ('00000000-0000-4000-8000-0000000001' || lpad(g::text, 2, '0'))::uuid, 'NOTE', '00000000-0000-4000-8000-000000000001', 'F' || g, case when g <= 10 then 'NUMBER' else 'TEXT' end
  from generate_series(1, 20) g;
insert into custom_field_values (id, field_id, note_id, text_value, number_value, updated_by)
  select gen_random_uuid(), f.id, n.id, md5(random()::text), case when f.type = 'NUMBER' then floor(random() * 1000) end, gen_random_uuid()
  from notes n cross join custom_fields f;
analyze;

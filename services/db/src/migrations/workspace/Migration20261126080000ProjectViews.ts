import { Migration } from '@mikro-orm/migrations';

/**
 * Project views (spec 000 §2 /projects/{projectId}/v/{viewId}, §3 project view state): a project's
 * saved BOARD, CANVAS, GRID, LIST and TABLE views of its notes, highlights or insights.
 *
 * The view's state (sort, filter form, group, columns, field visibility, canvas objects) is one
 * JSON document checked by a zod schema on every write and bounded in size; the compiled filter
 * the search page sends is kept beside it (`filter`) so the server applies exactly what was saved.
 * The manual order of cards lives in project_view_ranks, one row per ranked object, so a drag
 * rewrites one row (or one column when the ranks run out of room), never the whole state.
 *
 * It also widens the custom field value indexes for view pages (scripts/bench/project-views.bench.mjs):
 * the sort join and the range filters become index-only scans.
 */
export class Migration20261126080000ProjectViews extends Migration {
  override up(): void {
    this.addSql(`create table project_views (
      id uuid primary key,
      project_id uuid not null references projects (id) on delete cascade,
      title varchar(200) not null,
      layout varchar(16) not null check (layout in ('BOARD', 'CANVAS', 'GRID', 'LIST', 'TABLE')),
      object_type varchar(16) not null check (object_type in ('HIGHLIGHT', 'INSIGHT', 'NOTE')),
      rank double precision not null default 0,
      state jsonb not null default '{}',
      filter jsonb null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create index project_views_project_id_index on project_views (project_id, rank)`);
    // No foreign key to the object: it is a note, an insight or a highlight. A rank left behind by
    // an object deleted for good joins to nothing and goes with its view.
    this.addSql(`create table project_view_ranks (
      view_id uuid not null references project_views (id) on delete cascade,
      object_id uuid not null,
      rank double precision not null,
      primary key (view_id, object_id))`);
    // A TABLE view sorted by a custom field joins each item to that field's value by (field, owner):
    // with the typed values in the index, the join reads the index alone, not 10,000 scattered rows.
    this.addSql(`create index custom_field_values_note_sort_index on custom_field_values (field_id, note_id)
      include (number_value, date_value, boolean_value) where note_id is not null`);
    this
      .addSql(`create index custom_field_values_insight_sort_index on custom_field_values (field_id, insight_id)
      include (number_value, date_value, boolean_value) where insight_id is not null`);
    // Range filters (score > 250, a day) name their owners from the index too.
    this.addSql('drop index if exists custom_field_values_number_index');
    this.addSql(`create index custom_field_values_number_index on custom_field_values (field_id, number_value)
      include (note_id, insight_id) where number_value is not null`);
    this.addSql('drop index if exists custom_field_values_date_index');
    this.addSql(`create index custom_field_values_date_index on custom_field_values (field_id, date_value)
      include (note_id, insight_id) where date_value is not null`);
  }
}

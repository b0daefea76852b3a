import { Migration } from '@mikro-orm/migrations';

/**
 * Each note's and insight's value rows carry the project their owner is live in (`live_project_id`:
 * null once the owner is in the trash, and for people's values), kept by the database itself.
 *
 * Why: a view's exact count ("7,517 notes") read every matching value row, then hashed all of the
 * project's notes to keep those whose note is in the project and not deleted: about 3 ms of
 * PostgreSQL's CPU on each page of issue 10's bench (10,000 notes), the largest part of a page.
 * With the project on the value row, the count reads the value rows alone.
 *
 * A row trigger gives a value its owner's project when it is written (one primary-key look-up); a
 * note or insight moved to another project, deleted or restored passes its state on to its values.
 * The functions run with the schema they were created in as their search path.
 */
export class Migration20261202090000ValueLiveProjects extends Migration {
  override up(): void {
    this.addSql(`alter table custom_field_values add column live_project_id uuid null`);
    for (const [owner, table] of [
      ['note_id', 'notes'],
      ['insight_id', 'insights'],
    ] as const) {
      this.addSql(`update custom_field_values v set live_project_id = o.project_id
        from ${table} o where o.id = v.${owner} and o.deleted_at is null`);
    }

    this.addSql(`create function custom_field_values_take_live_project() returns trigger language plpgsql
      set search_path from current as $body$
      begin
        new.live_project_id := null;
        if new.note_id is not null then
          select o.project_id into new.live_project_id from notes o where o.id = new.note_id and o.deleted_at is null;
        elsif new.insight_id is not null then
          select o.project_id into new.live_project_id from insights o where o.id = new.insight_id and o.deleted_at is null;
        end if;
        return new;
      end $body$`);
    this
      .addSql(`create trigger custom_field_values_live_project before insert or update of note_id, insight_id
      on custom_field_values for each row execute function custom_field_values_take_live_project()`);

    for (const [owner, table] of [
      ['note_id', 'notes'],
      ['insight_id', 'insights'],
    ] as const) {
      this.addSql(`create function ${table}_pass_live_project() returns trigger language plpgsql
        set search_path from current as $body$
        declare
          live uuid := case when new.deleted_at is null then new.project_id end;
        begin
          update custom_field_values set live_project_id = live
           where ${owner} = new.id and live_project_id is distinct from live;
          return null;
        end $body$`);
      this.addSql(`create trigger ${table}_live_project after update of project_id, deleted_at on ${table}
        for each row when (old.project_id is distinct from new.project_id or old.deleted_at is distinct from new.deleted_at)
        execute function ${table}_pass_live_project()`);
    }
  }
}

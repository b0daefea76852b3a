import { Migration } from '@mikro-orm/migrations';

/**
 * Each note's and insight's custom field values as one JSON array, kept by the database itself
 * (issue 10: a TABLE view page of 100 notes with 20 fields shows 2,000 values). Read value by value,
 * such a page visited about 1,500 heap pages and built 2,000 JSON arrays on every read; a page now
 * reads 100 rows of this table, written when values change, which is far rarer than reading them.
 *
 * Statement triggers with transition tables keep it exact whatever writes the values (setting one,
 * an import of thousands, a field or option deleted, a note deleted: their rows cascade), once per
 * statement for every owner it touched. The functions run with the schema they were created in as
 * their search path, so they touch this workspace's tables only. People's values are not kept here:
 * no view lists people.
 */
export class Migration20261129100000FieldValueSets extends Migration {
  override up(): void {
    this.addSql(`create table custom_field_value_sets (
      note_id uuid null unique references notes (id) on delete cascade,
      insight_id uuid null unique references insights (id) on delete cascade,
      values_json text not null,
      check (num_nonnulls(note_id, insight_id) = 1))`);

    // One owner kind's sets rebuilt from its values: emptied sets go, the others are rewritten.
    for (const owner of ['note_id', 'insight_id']) {
      this.addSql(`create function custom_field_value_sets_refresh_${owner}(owners uuid[]) returns void
        language sql set search_path from current as $body$
        delete from custom_field_value_sets s
         where s.${owner} in (select unnest(owners))
           and not exists (select 1 from custom_field_values v where v.${owner} = s.${owner});
        insert into custom_field_value_sets (${owner}, values_json)
          select v.${owner}, json_agg(json_build_array(v.field_id, v.text_value, v.number_value,
                   v.boolean_value, v.date_value, v.option_ids, v.updated_at) order by v.field_id)::text
            from custom_field_values v where v.${owner} in (select unnest(owners))
           group by v.${owner}
          on conflict (${owner}) do update set values_json = excluded.values_json;
        $body$`);
    }
    this.addSql(`create function custom_field_value_sets_follow() returns trigger language plpgsql
      set search_path from current as $body$
      declare
        note_ids uuid[];
        insight_ids uuid[];
      begin
        if tg_op = 'INSERT' then
          note_ids := array(select distinct note_id from new_rows where note_id is not null);
          insight_ids := array(select distinct insight_id from new_rows where insight_id is not null);
        elsif tg_op = 'DELETE' then
          note_ids := array(select distinct note_id from old_rows where note_id is not null);
          insight_ids := array(select distinct insight_id from old_rows where insight_id is not null);
        else
          note_ids := array(select note_id from new_rows where note_id is not null
                         union select note_id from old_rows where note_id is not null);
          insight_ids := array(select insight_id from new_rows where insight_id is not null
                            union select insight_id from old_rows where insight_id is not null);
        end if;
        if cardinality(note_ids) > 0 then perform custom_field_value_sets_refresh_note_id(note_ids); end if;
        if cardinality(insight_ids) > 0 then perform custom_field_value_sets_refresh_insight_id(insight_ids); end if;
        return null;
      end $body$`);
    this.addSql(`create trigger custom_field_values_sets_on_insert after insert on custom_field_values
      referencing new table as new_rows for each statement execute function custom_field_value_sets_follow()`);
    this.addSql(`create trigger custom_field_values_sets_on_update after update on custom_field_values
      referencing old table as old_rows new table as new_rows
      for each statement execute function custom_field_value_sets_follow()`);
    this.addSql(`create trigger custom_field_values_sets_on_delete after delete on custom_field_values
      referencing old table as old_rows for each statement execute function custom_field_value_sets_follow()`);

    this.addSql(`insert into custom_field_value_sets (note_id, values_json)
      select v.note_id, json_agg(json_build_array(v.field_id, v.text_value, v.number_value, v.boolean_value,
               v.date_value, v.option_ids, v.updated_at) order by v.field_id)::text
        from custom_field_values v where v.note_id is not null group by v.note_id`);
    this.addSql(`insert into custom_field_value_sets (insight_id, values_json)
      select v.insight_id, json_agg(json_build_array(v.field_id, v.text_value, v.number_value, v.boolean_value,
               v.date_value, v.option_ids, v.updated_at) order by v.field_id)::text
        from custom_field_values v where v.insight_id is not null group by v.insight_id`);
  }
}

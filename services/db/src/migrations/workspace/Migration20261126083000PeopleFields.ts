import { Migration } from '@mikro-orm/migrations';

/**
 * Custom fields of people (issue 10, spec 000 §3): target PERSON beside NOTE and INSIGHT, always
 * workspace-wide (people belong to no project), and one more owner column on the value table, as
 * Migration20261126050000CustomFields planned: a person deleted for good takes its values with it.
 */
export class Migration20261126083000PeopleFields extends Migration {
  override up(): void {
    this.addSql(`alter table custom_fields drop constraint custom_fields_target_check`);
    this.addSql(`alter table custom_fields add constraint custom_fields_target_check
      check (target in ('NOTE', 'INSIGHT', 'PERSON') and (target <> 'PERSON' or project_id is null))`);
    this.addSql(
      `alter table custom_field_values add column person_id uuid null references people (id) on delete cascade`,
    );
    this.addSql(`alter table custom_field_values drop constraint custom_field_values_check`);
    this.addSql(`alter table custom_field_values add constraint custom_field_values_check
      check (num_nonnulls(note_id, insight_id, person_id) = 1)`);
    this.addSql(
      `create unique index custom_field_values_field_person_unique on custom_field_values (field_id, person_id) where person_id is not null`,
    );
    this.addSql(
      `create index custom_field_values_person_id_index on custom_field_values (person_id) where person_id is not null`,
    );
  }
}

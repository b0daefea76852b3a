import { Migration } from '@mikro-orm/migrations';

/**
 * Each member's highest project entry per project (their own and their groups'), kept by the
 * database itself (spec 000 §6, issue 10: a permission check over 200 groups under 1 ms). The check
 * folded up to 2,000 entries of a member in 200 groups on every cold read; it now reads one row per
 * project from this table, rewritten only when entries or group memberships change.
 *
 * Statement triggers with transition tables keep it exact whatever writes the entries or the
 * memberships (one entry set, a group deleted with its entries, members cascading out with their
 * group): the members a statement touched are recomputed whole. A transaction-scoped advisory lock
 * per workspace makes two concurrent changes recompute one after the other, so neither writes a
 * result computed without the other's committed change. General access stays on `projects`.
 */
export class Migration20261130090000MemberProjectEntries extends Migration {
  override up(): void {
    this.addSql(`create table member_project_entries (
      member_id uuid not null references members (id) on delete cascade,
      project_id uuid not null references projects (id) on delete cascade,
      rank smallint not null check (rank between 1 and 3),
      primary key (member_id, project_id))`);

    // READ < WRITE < FULL as 1 < 2 < 3; the gate maps the rank back.
    this.addSql(`create function member_project_entries_refresh(member_ids uuid[]) returns void
      language sql set search_path from current as $body$
      delete from member_project_entries where member_id in (select unnest(member_ids));
      insert into member_project_entries (member_id, project_id, rank)
        select m.id, pp.project_id,
               max(case pp.permission when 'FULL' then 3 when 'WRITE' then 2 else 1 end)
          from members m
          join project_permissions pp
            on (pp.subject_kind = 'USER' and pp.subject_id = m.id)
            or (pp.subject_kind = 'GROUP' and pp.subject_id in
                 (select gm.group_id from user_group_members gm where gm.member_id = m.id))
         where m.id in (select unnest(member_ids))
         group by m.id, pp.project_id;
      $body$`);

    this.addSql(`create function member_project_entries_follow_permissions() returns trigger language plpgsql
      set search_path from current as $body$
      declare
        changed_subjects uuid[];
        member_ids uuid[];
      begin
        perform pg_advisory_xact_lock(hashtext(current_schema() || ':member_project_entries'));
        if tg_op = 'INSERT' then
          changed_subjects := array(select subject_id from new_rows);
        elsif tg_op = 'DELETE' then
          changed_subjects := array(select subject_id from old_rows);
        else
          changed_subjects := array(select subject_id from new_rows union select subject_id from old_rows);
        end if;
        -- A subject is a member (USER) or a group (GROUP): its members are the group's current ones.
        member_ids := array(select id from members where id in (select unnest(changed_subjects))
                            union select member_id from user_group_members
                                   where group_id in (select unnest(changed_subjects)));
        if cardinality(member_ids) > 0 then perform member_project_entries_refresh(member_ids); end if;
        return null;
      end $body$`);
    this.addSql(`create function member_project_entries_follow_groups() returns trigger language plpgsql
      set search_path from current as $body$
      declare
        member_ids uuid[];
      begin
        perform pg_advisory_xact_lock(hashtext(current_schema() || ':member_project_entries'));
        if tg_op = 'INSERT' then
          member_ids := array(select distinct member_id from new_rows);
        elsif tg_op = 'DELETE' then
          member_ids := array(select distinct member_id from old_rows);
        else
          member_ids := array(select member_id from new_rows union select member_id from old_rows);
        end if;
        if cardinality(member_ids) > 0 then perform member_project_entries_refresh(member_ids); end if;
        return null;
      end $body$`);
    for (const [table, fn] of [
      ['project_permissions', 'member_project_entries_follow_permissions'],
      ['user_group_members', 'member_project_entries_follow_groups'],
    ]) {
      this.addSql(`create trigger ${table}_entries_on_insert after insert on ${table}
        referencing new table as new_rows for each statement execute function ${fn}()`);
      this.addSql(`create trigger ${table}_entries_on_update after update on ${table}
        referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`);
      this.addSql(`create trigger ${table}_entries_on_delete after delete on ${table}
        referencing old table as old_rows for each statement execute function ${fn}()`);
    }

    this.addSql(`select member_project_entries_refresh(array(select id from members))`);
  }
}

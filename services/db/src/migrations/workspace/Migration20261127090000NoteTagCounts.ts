import { Migration } from '@mikro-orm/migrations';

/**
 * How many of each note's highlights carry each tag, kept by the database itself (issue 8: a
 * project's notes page shows 50 notes with their tag counts). Counting them from highlight_tags on
 * every page read visited about 6,000 index and heap pages for a page of 50 notes in a project of
 * 100,000 highlights; this table answers with its own few hundred rows.
 *
 * Triggers keep it exact whatever writes the links: tagging and untagging (highlight_tags), a
 * highlight deleted (before its links cascade away, while its note is still known), a highlight
 * moved to another note, a note or tag deleted (their rows cascade). The functions run with the
 * schema they were created in as their search path, so they touch this workspace's tables only.
 */
export class Migration20261127090000NoteTagCounts extends Migration {
  override up(): void {
    this.addSql(`create table note_tag_counts (
      note_id uuid not null references notes (id) on delete cascade,
      tag_id uuid not null references tags (id) on delete cascade,
      highlight_count integer not null check (highlight_count > 0),
      primary key (note_id, tag_id) include (highlight_count))`);
    this.addSql(`create index note_tag_counts_tag_id_index on note_tag_counts (tag_id)`);
    this.addSql(`insert into note_tag_counts (note_id, tag_id, highlight_count)
      select h.note_id, ht.tag_id, count(*) from highlight_tags ht join highlights h on h.id = ht.highlight_id
      group by h.note_id, ht.tag_id`);

    // A link added or removed (an update of a link is both).
    this.addSql(`create function note_tag_counts_follow_links() returns trigger language plpgsql
      set search_path from current as $body$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          -- The last one goes; otherwise one less (in this order: a count never passes through 0).
          delete from note_tag_counts c using highlights h
           where h.id = old.highlight_id and c.note_id = h.note_id and c.tag_id = old.tag_id and c.highlight_count = 1;
          update note_tag_counts c set highlight_count = c.highlight_count - 1
            from highlights h
           where h.id = old.highlight_id and c.note_id = h.note_id and c.tag_id = old.tag_id;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into note_tag_counts (note_id, tag_id, highlight_count)
            select h.note_id, new.tag_id, 1 from highlights h where h.id = new.highlight_id
            on conflict (note_id, tag_id) do update set highlight_count = note_tag_counts.highlight_count + 1;
        end if;
        return null;
      end $body$`);
    this.addSql(`create trigger highlight_tags_count_notes after insert or update or delete on highlight_tags
      for each row execute function note_tag_counts_follow_links()`);

    // A highlight going away takes its links' counts with it first: once it is deleted, the cascade
    // that removes its links can no longer tell which note they counted for (and then changes nothing).
    this.addSql(`create function note_tag_counts_follow_highlights() returns trigger language plpgsql
      set search_path from current as $body$
      begin
        delete from note_tag_counts c using highlight_tags ht
         where ht.highlight_id = old.id and c.note_id = old.note_id and c.tag_id = ht.tag_id and c.highlight_count = 1;
        update note_tag_counts c set highlight_count = c.highlight_count - 1
          from highlight_tags ht
         where ht.highlight_id = old.id and c.note_id = old.note_id and c.tag_id = ht.tag_id;
        if tg_op = 'UPDATE' then
          insert into note_tag_counts (note_id, tag_id, highlight_count)
            select new.note_id, ht.tag_id, 1 from highlight_tags ht where ht.highlight_id = new.id
            on conflict (note_id, tag_id) do update set highlight_count = note_tag_counts.highlight_count + 1;
          return new;
        end if;
        return old;
      end $body$`);
    this.addSql(`create trigger highlights_count_notes_on_delete before delete on highlights
      for each row execute function note_tag_counts_follow_highlights()`);
    this.addSql(`create trigger highlights_count_notes_on_move before update of note_id on highlights
      for each row when (new.note_id is distinct from old.note_id) execute function note_tag_counts_follow_highlights()`);
  }
}

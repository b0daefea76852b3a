import { Migration } from '@mikro-orm/migrations';

/**
 * What lets a relevance search find the newest matches of common words from the text index alone
 * (the API's `RecentMatches`), instead of reading the newest items one by one until enough match.
 *
 * - `search_keys(at, type)`: the days an item changed in, as text-search lexemes at four sizes of
 *   day range (1, 8, 64 and 512 days since 1970, UTC): `r0_20785`, `r3_2598`, `r6_324`, `r9_40`, and
 *   its type (`type_NOTE`). A range of days is then a handful of lexemes, which text search matches.
 * - One GIN index on (document, search_keys(updated_at, type)): a search for "pricing" among the
 *   notes of the last three days intersects the three inside the index, reading only the days' part
 *   of the word's list (2 ms at a million items, where the walk over the same 17,000 items took
 *   17 ms), and no highlight's row. It replaces the index on document alone, whose searches it
 *   serves as well (its first column).
 * - `search_lexemes`: every lexeme of the index, kept by the database on every write to
 *   `search_items`. A prefix ("confus:*", the last word as it is typed) is matched by GIN only by
 *   gathering every item of every lexeme it begins (27 ms for "confusing" among a million); the
 *   search asks this table which lexemes those are and looks them up exactly. Lexemes no item has
 *   any more are left (the index rebuild empties the table): looking one up costs nothing.
 *
 * `extract(epoch …)` of a timestamptz does not depend on the time zone, so the function is truly
 * immutable, as an index expression must be.
 */
export class Migration20261203090000SearchRecentMatches extends Migration {
  override up(): void {
    this.addSql(`create function search_keys(at timestamptz, type text) returns tsvector
      language sql immutable parallel safe as $body$
      select array_to_tsvector(array[
        'r0_' || (floor(extract(epoch from at) / 86400))::bigint,
        'r3_' || (floor(extract(epoch from at) / 86400 / 8))::bigint,
        'r6_' || (floor(extract(epoch from at) / 86400 / 64))::bigint,
        'r9_' || (floor(extract(epoch from at) / 86400 / 512))::bigint,
        'type_' || type])
      $body$`);
    this.addSql(`create index search_items_document_keys_index on search_items
      using gin (document, search_keys(updated_at, type))`);
    this.addSql(`drop index search_items_document_index`);

    this.addSql(`create table search_lexemes (lexeme text collate "C" primary key)`);
    this.addSql(`insert into search_lexemes (lexeme)
      select distinct lexeme from search_items, unnest(tsvector_to_array(document)) as lexeme`);
    // Statement triggers over the written rows (an upsert fires the insert trigger for the rows it
    // inserted, the update trigger for those it updated): one insert per statement, in its transaction,
    // so no search sees an item before its lexemes.
    this.addSql(`create function search_items_keep_lexemes() returns trigger language plpgsql
      set search_path from current as $body$
      begin
        insert into search_lexemes (lexeme)
          select distinct lexeme from written, unnest(tsvector_to_array(written.document)) as lexeme
          on conflict do nothing;
        return null;
      end $body$`);
    for (const event of ['insert', 'update'])
      this.addSql(`create trigger search_items_lexemes_on_${event} after ${event} on search_items
        referencing new table as written for each statement execute function search_items_keep_lexemes()`);
  }
}

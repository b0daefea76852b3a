import { Migration } from '@mikro-orm/migrations';

/**
 * Topics of a channel (spec 000 §2: a channel page's themes, data points, topics and sources): a
 * topic follows the data points whose text matches its query, those already there and those that
 * arrive later, with nobody sorting them. Themes are groups people (or suggestions) fill; topics fill
 * themselves. The data points gain their text's search vector (English stemming, as the search
 * index), so that counting a topic's matches reads an index instead of every text of the channel.
 */
export class Migration20261129090000ChannelTopics extends Migration {
  override up(): void {
    this.addSql(`create table channel_topics (
      id uuid primary key,
      channel_id uuid not null references channels (id) on delete cascade,
      title varchar(200) not null,
      query varchar(2000) not null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(
      `create unique index channel_topics_title_unique on channel_topics (channel_id, lower(title))`,
    );
    this.addSql(`alter table channel_datapoints
      add column text_search tsvector generated always as (to_tsvector('english', text)) stored`);
    this.addSql(
      `create index channel_datapoints_text_search_index on channel_datapoints using gin (text_search)`,
    );
  }
}

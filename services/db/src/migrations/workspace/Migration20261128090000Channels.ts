import { Migration } from '@mikro-orm/migrations';

/**
 * Channels of continuous feedback (spec 000 §1, §2 Channels): a channel holds data points (an app
 * review, a support ticket, a chat message) that arrive in datasets (one CSV import, or one API
 * source), and themes that group its data points. Deleting a channel removes everything in it;
 * deleting a dataset removes its data points; deleting a theme only ungroups them.
 *
 * The search index gains the themes and datasets an item belongs to (spec 000 §3 request model:
 * `themes` and `datasets`) and the channel it comes from (filter field Channel).
 */
export class Migration20261128090000Channels extends Migration {
  override up(): void {
    this.addSql(`create table channels (
      id uuid primary key,
      title varchar(200) not null,
      description varchar(1000) not null default '',
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(`create unique index channels_title_unique on channels (lower(title))`);
    this.addSql(`create table channel_datasets (
      id uuid primary key,
      channel_id uuid not null references channels (id) on delete cascade,
      title varchar(200) not null,
      source varchar(16) not null check (source in ('CSV', 'API')),
      created_by uuid not null,
      created_at timestamptz not null default now())`);
    this.addSql(`create index channel_datasets_channel_id_index on channel_datasets (channel_id)`);
    this.addSql(`create table channel_themes (
      id uuid primary key,
      channel_id uuid not null references channels (id) on delete cascade,
      title varchar(200) not null,
      description varchar(1000) not null default '',
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(
      `create unique index channel_themes_title_unique on channel_themes (channel_id, lower(title))`,
    );
    this.addSql(`create table channel_datapoints (
      id uuid primary key,
      channel_id uuid not null references channels (id) on delete cascade,
      dataset_id uuid not null references channel_datasets (id) on delete cascade,
      text text not null,
      author varchar(300) null,
      rating smallint null check (rating between 1 and 5),
      sentiment varchar(8) null check (sentiment in ('positive', 'negative', 'mixed')),
      occurred_at timestamptz not null,
      created_by uuid not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`);
    this.addSql(
      `create index channel_datapoints_channel_occurred_index on channel_datapoints (channel_id, occurred_at desc, id)`,
    );
    this.addSql(`create index channel_datapoints_dataset_id_index on channel_datapoints (dataset_id)`);
    this.addSql(`create table channel_datapoint_themes (
      datapoint_id uuid not null references channel_datapoints (id) on delete cascade,
      theme_id uuid not null references channel_themes (id) on delete cascade,
      added_by uuid not null,
      added_at timestamptz not null default now(),
      primary key (datapoint_id, theme_id))`);
    this.addSql(
      `create index channel_datapoint_themes_theme_id_index on channel_datapoint_themes (theme_id)`,
    );
    this.addSql(`alter table search_items
      add column channel_id uuid null,
      add column theme_ids uuid[] not null default '{}',
      add column dataset_ids uuid[] not null default '{}'`);
    this.addSql(`create index search_items_theme_ids_index on search_items using gin (theme_ids)`);
    this.addSql(`create index search_items_dataset_ids_index on search_items using gin (dataset_ids)`);
  }
}

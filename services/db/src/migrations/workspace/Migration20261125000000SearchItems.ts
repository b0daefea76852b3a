import { Migration } from '@mikro-orm/migrations';
import { type SearchType, indexStatement } from '../../search/index-sources';

/** The types that had tables when this migration was written; later ones (PERSON) backfill nothing. */
const TYPES_OF_THIS_MIGRATION: readonly SearchType[] = [
  'PROJECT',
  'PROJECT_CATEGORY',
  'NOTE',
  'HIGHLIGHT',
  'INSIGHT',
  'TAG',
];

/**
 * The workspace's search index (DESIGN.md, Search): one row per searchable object (project, folder,
 * note, highlight, insight, tag), written by the worker's indexer from bus events, never by a
 * request. Weighted English text search: title A, content B. Content beyond 200,000 characters is
 * left out of the text vector (PostgreSQL caps a tsvector at 1 MB); the preview still reads it.
 */
export class Migration20261125000000SearchItems extends Migration {
  override up(): void {
    this.addSql(`create table search_items (
      id uuid primary key,
      type varchar(24) not null,
      project_id uuid null,
      folder_id uuid null,
      note_id uuid null,
      title text not null,
      content text not null default '',
      tag_ids uuid[] not null default '{}',
      created_by uuid null,
      contributor_ids uuid[] not null default '{}',
      published boolean null,
      archived boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      indexed_at timestamptz not null default now(),
      document tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', left(content, 200000)), 'B')) stored,
      title_document tsvector generated always as (to_tsvector('english', title)) stored)`);
    this.addSql(`create index search_items_document_index on search_items using gin (document)`);
    this.addSql(`create index search_items_title_document_index on search_items using gin (title_document)`);
    this.addSql(`create index search_items_type_updated_index on search_items (type, updated_at desc)`);
    this.addSql(`create index search_items_updated_index on search_items (updated_at desc)`);
    this.addSql(`create index search_items_created_index on search_items (created_at desc)`);
    this.addSql(`create index search_items_project_index on search_items (project_id)`);
    this.addSql(`create index search_items_tag_ids_index on search_items using gin (tag_ids)`);
    // Which chunks of which item have a vector in the vector store, from which model and text: an
    // edit re-embeds only the chunks whose text changed, and a new model re-embeds everything.
    this.addSql(`create table search_vectors (
      item_id uuid not null,
      chunk int not null,
      point_id uuid not null unique,
      text_hash varchar(64) not null,
      model varchar(200) not null,
      has_vector boolean not null,
      embedded_at timestamptz not null default now(),
      primary key (item_id, chunk))`);
    this.addSql(`create index search_vectors_model_index on search_vectors (model)`);
    // The embedded store's HNSW index names vectors by a number (usearch keys are integers).
    this.addSql(`alter table vectors add column key bigserial not null unique`);
    // A workspace that existed before search becomes searchable at once; later changes come by the bus.
    // Without custom field values: their table comes with a later migration (20261126050000).
    for (const type of TYPES_OF_THIS_MIGRATION) this.addSql(indexStatement(type, 'all', null, false, false));
  }
}

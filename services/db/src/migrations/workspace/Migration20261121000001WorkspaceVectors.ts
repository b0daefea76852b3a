import { Migration } from '@mikro-orm/migrations';

/** The embedded vector index (all-in-one mode without QDRANT_URL): one row per embedding, in the workspace's own schema. */
export class Migration20261121000001WorkspaceVectors extends Migration {
  override up(): void {
    this.addSql(`create table vectors (
      id uuid primary key,
      embedding real[] not null,
      payload jsonb not null default '{}',
      updated_at timestamptz not null default now())`);
    this.addSql(`create index vectors_payload_index on vectors using gin (payload jsonb_path_ops)`);
  }
}

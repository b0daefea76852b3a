import type { Region } from '@fieldnote/core';
import { type SchemaTables, inSchema } from '@fieldnote/db';

/** A workspace as the notifier needs it: where its data is and the address its links use. */
export interface NotifiedWorkspace {
  id: string;
  name: string;
  subdomain: string;
  region: Region;
  /** Names the workspace's tables in SQL (inSchema). */
  table: SchemaTables;
}

/** A control.teams row as the notifier reads it. */
export interface TeamRow {
  id: string;
  name: string;
  subdomain: string;
  region: Region;
  schema_name: string;
}

/** The notifier's view of a team row. */
export function toWorkspace(row: TeamRow): NotifiedWorkspace {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    region: row.region,
    table: inSchema(row.schema_name),
  };
}

/** A PostgreSQL array literal of plain values (ids, region names): the query builder would spread a JS array. */
export function pgArray(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}

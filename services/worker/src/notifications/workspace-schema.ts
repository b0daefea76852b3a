import type { Region } from '@fieldnote/core';
import { type Databases, type SchemaTables, inSchema } from '@fieldnote/db';

/** A workspace as the notifier needs it: where its data is and the address its links use. */
export interface NotifiedWorkspace {
  id: string;
  name: string;
  subdomain: string;
  region: Region;
  /** Names the workspace's tables in SQL (inSchema). */
  table: SchemaTables;
}

/** The workspace of an event, or null when it is gone or not this fleet's. */
export async function findWorkspace(
  databases: Databases,
  workspaceId: string,
): Promise<NotifiedWorkspace | null> {
  const [row] = await databases
    .control()
    .em.getConnection()
    .execute<{ id: string; name: string; subdomain: string; region: Region; schema_name: string }[]>(
      'select id, name, subdomain, region, schema_name from control.teams where id = ?',
      [workspaceId],
    );
  return row ? toWorkspace(row) : null;
}

/** Every workspace of the given regions, for the digest run. */
export async function listWorkspaces(
  databases: Databases,
  regions: readonly Region[],
): Promise<NotifiedWorkspace[]> {
  const rows = await databases
    .control()
    .em.getConnection()
    .execute<{ id: string; name: string; subdomain: string; region: Region; schema_name: string }[]>(
      'select id, name, subdomain, region, schema_name from control.teams where region = any(?::text[]) order by id',
      [pgArray(regions)],
    );
  return rows.map(toWorkspace);
}

function toWorkspace(row: {
  id: string;
  name: string;
  subdomain: string;
  region: Region;
  schema_name: string;
}): NotifiedWorkspace {
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

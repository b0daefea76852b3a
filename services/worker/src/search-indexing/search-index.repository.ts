import { type Region, isUuid } from '@fieldnote/core';
import {
  type Databases,
  type SchemaTables,
  type SearchType,
  type Selector,
  inSchema,
  indexStatement,
  rebuildStatement,
} from '@fieldnote/db';

type Connection = ReturnType<ReturnType<Databases['region']>['em']['getConnection']>;
type Transaction = Parameters<Parameters<Connection['transactional']>[0]>[0];

/** One transaction of index writes in a workspace's schema. */
export interface IndexTransaction {
  connection: Connection;
  trx: Transaction;
  /** The workspace's schema (unquoted). */
  schema: string;
}

/** Only UUIDs go into an id list: an event's stray value finds nothing rather than failing the statement. */
const uuidArray = (ids: Iterable<string>): string => `{${[...ids].filter(isUuid).join(',')}}`;

/**
 * The SQL of a workspace's search index (`search_items`) as the indexer writes it from its source
 * tables (`indexStatement`, `rebuildStatement` of @fieldnote/db), and of the control rows it
 * finds workspaces by. A rebuild deletes the rows it is asked for and inserts them again from what
 * is committed now; each returns the ids of the rows it removed or wrote.
 */
export class SearchIndexRepository {
  constructor(private readonly databases: Databases) {}

  /** The workspace's region, or null when no workspace of that id is here. */
  async regionOf(workspaceId: string): Promise<Region | null> {
    const [team] = await this.control().execute<{ region: Region }[]>(
      'select region from control.teams where id = ?',
      [workspaceId],
    );
    return team?.region ?? null;
  }

  /** The id of every workspace of the fleet, newest first. */
  async workspaceIdsNewestFirst(): Promise<string[]> {
    const teams = await this.control().execute<{ id: string }[]>(
      'select id from control.teams order by created_at desc',
    );
    return teams.map((team) => team.id);
  }

  /** The connection to the region's database, for a transaction of index writes. */
  connectionOf(region: Region): Connection {
    return this.databases.region(region).em.getConnection();
  }

  /** Whether the schema has its search index yet (a workspace provisioned but not yet migrated has none). */
  async hasIndex(region: Region, schema: string): Promise<boolean> {
    const [row] = await this.connectionOf(region).execute<{ present: string | null }[]>(
      'select to_regclass(?) as present',
      [inSchema(schema)('search_items')],
    );
    return Boolean(row?.present);
  }

  /** The projects indexed as filed in these folders. */
  async projectIdsInFolders(tx: IndexTransaction, folderIds: Iterable<string>): Promise<string[]> {
    const rows = await this.read<{ id: string }>(
      tx,
      (table) =>
        `select id from ${table('search_items')} where type = 'PROJECT' and folder_id = any(?::uuid[])`,
      [uuidArray(folderIds)],
    );
    return rows.map((row) => row.id);
  }

  /** The highlights and notes indexed with any of these tags. */
  itemsTagged(tx: IndexTransaction, tagIds: Iterable<string>): Promise<{ id: string; type: SearchType }[]> {
    return this.read(
      tx,
      (table) => `select id, type from ${table('search_items')}
           where type in ('HIGHLIGHT', 'NOTE') and tag_ids && ?::uuid[]`,
      [uuidArray(tagIds)],
    );
  }

  /** The notes of these highlights: as they are now, and as the index last saw them. */
  async noteIdsOfHighlights(tx: IndexTransaction, highlightIds: Iterable<string>): Promise<string[]> {
    const ids = uuidArray(highlightIds);
    const rows = await this.read<{ note_id: string }>(
      tx,
      (table) => `select note_id from ${table('highlights')} where id = any(?::uuid[])
           union select note_id from ${table('search_items')} where id = any(?::uuid[]) and note_id is not null`,
      [ids, ids],
    );
    return rows.map((row) => row.note_id);
  }

  /** Rebuilds these projects' rows and those of everything in them (notes, highlights, insights, tags). */
  rebuildProjects(tx: IndexTransaction, projectIds: Iterable<string>): Promise<string[]> {
    return this.rebuild(tx, projectIds, 'project_id = any(?::uuid[]) or id = any(?::uuid[])', [
      ['PROJECT', 'project'],
      ['NOTE', 'project'],
      ['HIGHLIGHT', 'project'],
      ['INSIGHT', 'project'],
      ['TAG', 'project'],
    ]);
  }

  /** Rebuilds these notes' rows and those of their highlights. */
  rebuildNotes(tx: IndexTransaction, noteIds: Iterable<string>): Promise<string[]> {
    return this.rebuild(
      tx,
      noteIds,
      "id = any(?::uuid[]) or (type = 'HIGHLIGHT' and note_id = any(?::uuid[]))",
      [
        ['NOTE', 'id'],
        ['HIGHLIGHT', 'note'],
      ],
    );
  }

  /** Rebuilds these channels' rows and those of their themes and data points. */
  rebuildChannels(tx: IndexTransaction, channelIds: Iterable<string>): Promise<string[]> {
    return this.rebuild(tx, channelIds, 'channel_id = any(?::uuid[]) or id = any(?::uuid[])', [
      ['CHANNEL', 'channel'],
      ['THEME', 'channel'],
      ['CHANNEL_DATAPOINT', 'channel'],
    ]);
  }

  /** Rebuilds the rows of these items of one type. */
  rebuildItems(tx: IndexTransaction, type: SearchType, itemIds: Iterable<string>): Promise<string[]> {
    return this.rebuild(tx, itemIds, 'id = any(?::uuid[])', [[type, 'id']]);
  }

  /** Rebuilds every row of the index; how many it holds then. */
  async rebuildAll(tx: IndexTransaction): Promise<number> {
    const { connection, trx, schema } = tx;
    const table = inSchema(schema);
    await connection.execute(`delete from ${table('search_items')}`, [], 'run', trx);
    // The rows' trigger writes their lexemes again; those no item has any more go (Migration20261203090000).
    await connection.execute(`delete from ${table('search_lexemes')}`, [], 'run', trx);
    await connection.execute(rebuildStatement(schema), [], 'run', trx);
    const [count] = await connection.execute<{ count: string }[]>(
      `select count(*) from ${table('search_items')}`,
      [],
      'all',
      trx,
    );
    return Number(count?.count ?? 0);
  }

  /**
   * Deletes the rows `where` picks (each of its placeholders is the list of ids), then inserts, in
   * order, the rows of each type whose key (its id, project, note or channel) is among the ids.
   */
  private async rebuild(
    tx: IndexTransaction,
    rawIds: Iterable<string>,
    where: string,
    inserts: [SearchType, Selector][],
  ): Promise<string[]> {
    const ids = uuidArray(rawIds);
    const params = (where.match(/\?/g) ?? []).map(() => ids);
    const touched = await this.write(
      tx,
      (table) => `delete from ${table('search_items')} where ${where} returning id`,
      params,
    );
    for (const [type, key] of inserts)
      touched.push(
        ...(await this.write(tx, () => `${indexStatement(type, key, tx.schema)} returning id`, [ids])),
      );
    return touched;
  }

  /** A delete or insert; the ids of the rows it touched. */
  private async write(
    tx: IndexTransaction,
    sql: (table: SchemaTables) => string,
    params: unknown[],
  ): Promise<string[]> {
    const rows = await this.read<{ id?: string }>(tx, sql, params);
    return rows.flatMap((row) => (row.id ? [row.id] : []));
  }

  private read<T>(
    tx: IndexTransaction,
    sql: (table: SchemaTables) => string,
    params: unknown[],
  ): Promise<T[]> {
    return tx.connection.execute<T[]>(sql(inSchema(tx.schema)), params, 'all', tx.trx);
  }

  private control() {
    return this.databases.control().em.getConnection();
  }
}

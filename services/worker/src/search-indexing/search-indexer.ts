import { type Region, isUuid } from '@fieldnote/core';
import type { Databases } from '@fieldnote/db';
import {
  advisoryXactLock,
  rebuildStatement,
  type SearchType,
  indexStatement,
  quoteSchema,
  workspaceSchemaName,
} from '@fieldnote/db';
import type { IndexTargets } from './index-targets';

type Connection = ReturnType<ReturnType<Databases['region']>['em']['getConnection']>;
type Transaction = Parameters<Parameters<Connection['transactional']>[0]>[0];

/**
 * Takes, for the rest of `trx`, the advisory lock a workspace's index writes take one at a time
 * (see SearchIndexer); `schema` is the quoted workspace schema.
 */
export async function lockIndex(connection: Connection, schema: string, trx: Transaction): Promise<void> {
  await advisoryXactLock({ connection, transaction: trx }, `search_items:${schema}`);
}

const uuidArray = (ids: Iterable<string>): string => `{${[...ids].filter(isUuid).join(',')}}`;

/**
 * Writes a workspace's search index (`search_items`) from its source tables. Every call rebuilds
 * the rows it is asked for from what is committed now, in one transaction, so replaying an event
 * or running two deliveries at once leaves the same rows: the indexer needs no ordering. Calls for
 * one workspace run one at a time (an advisory lock, `lockIndex`): two at once, the one that
 * read the source tables first could write last, and an `insert … on conflict do update` writes
 * over a newer row with what it read (a renamed note kept its old title; see the test that holds
 * the lock in search.e2e-spec.ts).
 */
export class SearchIndexer {
  private readonly regions = new Map<string, Region>();

  constructor(private readonly databases: Databases) {}

  /** The workspace's region, or null when it is unknown here (deleted, or not this fleet's). */
  async regionOf(workspaceId: string): Promise<Region | null> {
    const cached = this.regions.get(workspaceId);
    if (cached) return cached;
    if (!isUuid(workspaceId)) return null;
    const [team] = await this.databases
      .control()
      .em.getConnection()
      .execute<{ region: Region }[]>('select region from control.teams where id = ?', [workspaceId]);
    if (!team) return null;
    this.regions.set(workspaceId, team.region);
    return team.region;
  }

  /** Rebuilds the rows `targets` name; returns the ids of the items written or removed. */
  async reindex(workspaceId: string, targets: IndexTargets): Promise<string[]> {
    const region = await this.regionOf(workspaceId);
    if (!region) return [];
    const schema = quoteSchema(workspaceSchemaName(workspaceId));
    const connection = this.databases.region(region).em.getConnection();
    if (!(await this.hasIndex(connection, schema))) return [];
    const touched = new Set<string>();
    await connection.transactional(async (trx) => {
      // Taken before anything is read: every statement after it sees what the previous call wrote.
      await lockIndex(connection, schema, trx);
      const run = async (sql: string, params: unknown[]) => {
        const rows = (await connection.execute(sql, params, 'all', trx)) as { id?: string }[];
        // Deletes and inserts return the ids they touched (reads return other columns).
        if (/^\s*(delete|insert)/.test(sql)) for (const row of rows) if (row.id) touched.add(row.id);
        return rows;
      };
      const projects = new Set(targets.projects);
      if (targets.removedFolders.size > 0) {
        const filed = await run(
          `select id from ${schema}.search_items where type = 'PROJECT' and folder_id = any(?::uuid[])`,
          [uuidArray(targets.removedFolders)],
        );
        for (const row of filed as { id: string }[]) projects.add(row.id);
      }
      const byId = new Map([...targets.byId].map(([type, ids]) => [type, new Set(ids)]));
      const addById = (type: SearchType, id: string) => {
        if (!byId.has(type)) byId.set(type, new Set());
        byId.get(type)?.add(id);
      };
      if (targets.removedTags.size > 0) {
        const tagged = await run(
          `select id, type from ${schema}.search_items
           where type in ('HIGHLIGHT', 'NOTE') and tag_ids && ?::uuid[]`,
          [uuidArray(targets.removedTags)],
        );
        for (const row of tagged as { id: string; type: SearchType }[]) addById(row.type, row.id);
        for (const tagId of targets.removedTags) addById('TAG', tagId);
      }
      // A highlight's note shows its tags and contributors: rebuild it too.
      const highlightIds = byId.get('HIGHLIGHT');
      if (highlightIds && highlightIds.size > 0) {
        const notes = await run(
          `select note_id from ${schema}.highlights where id = any(?::uuid[])
           union select note_id from ${schema}.search_items where id = any(?::uuid[]) and note_id is not null`,
          [uuidArray(highlightIds), uuidArray(highlightIds)],
        );
        for (const row of notes as { note_id: string }[]) addById('NOTE', row.note_id);
      }

      if (projects.size > 0) {
        const ids = uuidArray(projects);
        await run(
          `delete from ${schema}.search_items where project_id = any(?::uuid[]) or id = any(?::uuid[]) returning id`,
          [ids, ids],
        );
        for (const type of ['PROJECT', 'NOTE', 'HIGHLIGHT', 'INSIGHT', 'TAG'] as const) {
          await run(`${indexStatement(type, 'project', schema)} returning id`, [ids]);
        }
      }
      if (targets.notes.size > 0) {
        const ids = uuidArray(targets.notes);
        await run(
          `delete from ${schema}.search_items where id = any(?::uuid[]) or (type = 'HIGHLIGHT' and note_id = any(?::uuid[])) returning id`,
          [ids, ids],
        );
        await run(`${indexStatement('NOTE', 'id', schema)} returning id`, [ids]);
        await run(`${indexStatement('HIGHLIGHT', 'note', schema)} returning id`, [ids]);
      }
      if (targets.channels.size > 0) {
        const ids = uuidArray(targets.channels);
        await run(
          `delete from ${schema}.search_items where channel_id = any(?::uuid[]) or id = any(?::uuid[]) returning id`,
          [ids, ids],
        );
        for (const type of ['CHANNEL', 'THEME', 'CHANNEL_DATAPOINT'] as const) {
          await run(`${indexStatement(type, 'channel', schema)} returning id`, [ids]);
        }
      }
      for (const [type, set] of byId) {
        if (set.size === 0) continue;
        const ids = uuidArray(set);
        await run(`delete from ${schema}.search_items where id = any(?::uuid[]) returning id`, [ids]);
        await run(`${indexStatement(type, 'id', schema)} returning id`, [ids]);
      }
    });
    return [...touched];
  }

  /** Rebuilds the whole index of a workspace (the `reindex` command, and a new index's first fill). */
  async rebuild(workspaceId: string): Promise<number> {
    const region = await this.regionOf(workspaceId);
    if (!region) throw new Error(`No workspace ${workspaceId} here.`);
    const schema = quoteSchema(workspaceSchemaName(workspaceId));
    const connection = this.databases.region(region).em.getConnection();
    return connection.transactional(async (trx) => {
      // Changes indexed from the bus meanwhile wait at this lock for the rebuild to commit (it takes
      // every row; they take a few); searches still read the old rows until then.
      await lockIndex(connection, schema, trx);
      await connection.execute(`delete from ${schema}.search_items`, [], 'run', trx);
      // The rows' trigger writes their lexemes again; those no item has any more go (Migration20261203090000).
      await connection.execute(`delete from ${schema}.search_lexemes`, [], 'run', trx);
      await connection.execute(rebuildStatement(schema), [], 'run', trx);
      const [count] = await connection.execute<{ count: string }[]>(
        `select count(*) from ${schema}.search_items`,
        [],
        'all',
        trx,
      );
      return Number(count?.count ?? 0);
    });
  }

  /** A workspace provisioned but not yet migrated to the search index is skipped, not retried forever. */
  private async hasIndex(connection: Connection, schema: string): Promise<boolean> {
    const [row] = await connection.execute<{ present: string | null }[]>('select to_regclass(?) as present', [
      `${schema}.search_items`,
    ]);
    return Boolean(row?.present);
  }
}

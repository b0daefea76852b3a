import { type Region, isUuid } from '@fieldnote/core';
import type { Databases } from '@fieldnote/db';
import { advisoryXactLock, type SearchType, quoteSchema, workspaceSchemaName } from '@fieldnote/db';
import type { IndexTargets } from './index-targets';
import { type IndexTransaction, SearchIndexRepository } from './search-index.repository';

type Connection = IndexTransaction['connection'];
type Transaction = IndexTransaction['trx'];

/**
 * Takes, for the rest of `trx`, the advisory lock a workspace's index writes take one at a time
 * (see SearchIndexer); `schema` is the quoted workspace schema.
 */
export async function lockIndex(connection: Connection, schema: string, trx: Transaction): Promise<void> {
  await advisoryXactLock({ connection, transaction: trx }, `search_items:${schema}`);
}

/**
 * Writes a workspace's search index (`search_items`) from its source tables. Every call rebuilds
 * the rows it is asked for from what is committed now, in one transaction, so replaying an event
 * or running two deliveries at once leaves the same rows: the indexer needs no ordering. Calls for
 * one workspace run one at a time (an advisory lock, `lockIndex`): two at once, the one that
 * read the source tables first could write last, and an `insert … on conflict do update` writes
 * over a newer row with what it read (a renamed note kept its old title; see the test that holds
 * the lock in search.e2e-spec.ts). Its statements are SearchIndexRepository's.
 */
export class SearchIndexer {
  private readonly regions = new Map<string, Region>();
  private readonly index: SearchIndexRepository;

  constructor(databases: Databases) {
    this.index = new SearchIndexRepository(databases);
  }

  /** The workspace's region, or null when it is unknown here (deleted, or not this fleet's). */
  async regionOf(workspaceId: string): Promise<Region | null> {
    const cached = this.regions.get(workspaceId);
    if (cached) return cached;
    if (!isUuid(workspaceId)) return null;
    const region = await this.index.regionOf(workspaceId);
    if (!region) return null;
    this.regions.set(workspaceId, region);
    return region;
  }

  /** The id of every workspace of the fleet, newest first (the order the backfill walks them in). */
  workspaceIdsNewestFirst(): Promise<string[]> {
    return this.index.workspaceIdsNewestFirst();
  }

  /** Rebuilds the rows `targets` name; returns the ids of the items written or removed. */
  async reindex(workspaceId: string, targets: IndexTargets): Promise<string[]> {
    const region = await this.regionOf(workspaceId);
    if (!region) return [];
    const schema = workspaceSchemaName(workspaceId);
    // A workspace provisioned but not yet migrated to the search index is skipped, not retried forever.
    if (!(await this.index.hasIndex(region, schema))) return [];
    const touched = new Set<string>();
    await this.inLockedTransaction(region, schema, async (tx) => {
      const wrote = (ids: string[]) => ids.forEach((id) => touched.add(id));
      const projects = new Set(targets.projects);
      if (targets.removedFolders.size > 0)
        for (const id of await this.index.projectIdsInFolders(tx, targets.removedFolders)) projects.add(id);
      const byId = new Map([...targets.byId].map(([type, ids]) => [type, new Set(ids)]));
      const addById = (type: SearchType, id: string) => {
        if (!byId.has(type)) byId.set(type, new Set());
        byId.get(type)?.add(id);
      };
      if (targets.removedTags.size > 0) {
        for (const row of await this.index.itemsTagged(tx, targets.removedTags)) addById(row.type, row.id);
        for (const tagId of targets.removedTags) addById('TAG', tagId);
      }
      // A highlight's note shows its tags and contributors: rebuild it too.
      const highlightIds = byId.get('HIGHLIGHT');
      if (highlightIds && highlightIds.size > 0)
        for (const noteId of await this.index.noteIdsOfHighlights(tx, highlightIds)) addById('NOTE', noteId);

      if (projects.size > 0) wrote(await this.index.rebuildProjects(tx, projects));
      if (targets.notes.size > 0) wrote(await this.index.rebuildNotes(tx, targets.notes));
      if (targets.channels.size > 0) wrote(await this.index.rebuildChannels(tx, targets.channels));
      for (const [type, set] of byId) {
        if (set.size === 0) continue;
        wrote(await this.index.rebuildItems(tx, type, set));
      }
    });
    return [...touched];
  }

  /** Rebuilds the whole index of a workspace (the `reindex` command, and a new index's first fill). */
  async rebuild(workspaceId: string): Promise<number> {
    const region = await this.regionOf(workspaceId);
    if (!region) throw new Error(`No workspace ${workspaceId} here.`);
    // Changes indexed from the bus meanwhile wait at the lock for the rebuild to commit (it takes
    // every row; they take a few); searches still read the old rows until then.
    return this.inLockedTransaction(region, workspaceSchemaName(workspaceId), (tx) =>
      this.index.rebuildAll(tx),
    );
  }

  /**
   * `fn` in one transaction of the region's database, holding the workspace's index lock, taken
   * before anything is read: every statement after it sees what the previous call wrote.
   */
  private inLockedTransaction<T>(
    region: Region,
    schema: string,
    fn: (tx: IndexTransaction) => Promise<T>,
  ): Promise<T> {
    const connection = this.index.connectionOf(region);
    return connection.transactional(async (trx) => {
      await lockIndex(connection, quoteSchema(schema), trx);
      return fn({ connection, trx, schema });
    });
  }
}

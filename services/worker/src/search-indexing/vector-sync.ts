import { createHash } from 'node:crypto';
import type { EmbeddingProvider, Logger, Region, VectorStore } from '@fieldnote/core';
import type { Databases } from '@fieldnote/db';
import { chunkText } from './chunk-text';
import { type IndexedItem, SearchVectorsRepository } from './search-vectors.repository';

/** Items embedded per backfill batch. */
const BACKFILL_BATCH = 1000;

/** Vectors of items gone from the index forgotten per backfill, at most. */
const MAX_ORPHANS = 10_000;

/** A point id that is the same every time for the same item and chunk (the stores want UUIDs). */
export function pointId(itemId: string, chunk: number): string {
  const hex = createHash('sha256').update(`${itemId}:${chunk}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Keeps the vector store in step with a workspace's search items: each item's chunks are embedded
 * when their text (or the model) changed since the last time, and the vectors of chunks and items
 * that are gone are deleted. `search_vectors` records what the store holds (SearchVectorsRepository).
 */
export class VectorSync {
  private readonly rows: SearchVectorsRepository;

  constructor(
    databases: Databases,
    private readonly vectors: VectorStore,
    private readonly embeddings: EmbeddingProvider,
    private readonly logger: Logger,
  ) {
    this.rows = new SearchVectorsRepository(databases);
  }

  async sync(workspaceId: string, region: Region, itemIds: readonly string[]): Promise<void> {
    if (itemIds.length === 0) return;
    const at = { workspaceId, region };
    const scope = { teamId: workspaceId, region };
    const items = await this.rows.itemsByIds(at, itemIds);
    const existing = await this.rows.vectorRowsOf(at, itemIds);
    const known = new Map(existing.map((row) => [`${row.item_id}:${row.chunk}`, row]));
    const wanted = new Set<string>();
    const pending: { item: IndexedItem; chunk: number; text: string; hash: string }[] = [];
    for (const item of items) {
      chunkText(item.title, item.content).forEach((text, chunk) => {
        const key = `${item.id}:${chunk}`;
        wanted.add(key);
        const hash = createHash('sha256').update(`${this.embeddings.model}\n${text}`).digest('hex');
        if (known.get(key)?.text_hash !== hash) pending.push({ item, chunk, text, hash });
      });
    }
    const stale = existing.filter((row) => !wanted.has(`${row.item_id}:${row.chunk}`));

    const vectors = pending.length > 0 ? await this.embeddings.embed(pending.map((p) => p.text)) : [];
    const points = pending.flatMap((p, i) => {
      const vector = vectors[i];
      if (!vector) return [];
      return [
        {
          id: pointId(p.item.id, p.chunk),
          vector,
          payload: { item_id: p.item.id, type: p.item.type, chunk: p.chunk, model: this.embeddings.model },
        },
      ];
    });
    // A chunk that no longer has a vector (no word the model knows) must not keep its old one.
    const emptied = pending.filter((_p, i) => !vectors[i]).map((p) => pointId(p.item.id, p.chunk));
    if (points.length > 0) await this.vectors.upsert(scope, points);
    const gone = [...stale.map((row) => row.point_id), ...emptied];
    if (gone.length > 0) await this.vectors.delete(scope, gone);

    await this.rows.replaceVectorRows(
      at,
      stale.map((row) => row.point_id),
      pending.map((p, i) => ({
        item_id: p.item.id,
        chunk: p.chunk,
        point_id: pointId(p.item.id, p.chunk),
        text_hash: p.hash,
        model: this.embeddings.model,
        has_vector: vectors[i] !== null,
      })),
    );
  }

  /**
   * Embeds what has no vector from the current model yet (a new workspace index, a changed model,
   * a sync that failed) and forgets the vectors of items that are gone, 1,000 items at a time,
   * reporting progress. Returns how many items it embedded.
   */
  async backfill(
    workspaceId: string,
    region: Region,
    onProgress: (done: number, total: number) => void = () => undefined,
  ): Promise<number> {
    const at = { workspaceId, region };
    // Walked in id order (keyset), each item tested against its own passage row: a query that looked
    // for "any item still missing" from the start each time read the whole table per batch.
    const total = await this.rows.countMissing(at, this.embeddings.model);
    let done = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    while (done < total) {
      const batch = await this.rows.missingAfter(at, after, this.embeddings.model, BACKFILL_BATCH);
      if (batch.length === 0) break;
      await this.sync(workspaceId, region, batch);
      after = batch[batch.length - 1];
      done += batch.length;
      onProgress(done, total);
    }
    const orphans = await this.rows.orphanItemIds(at, MAX_ORPHANS);
    if (orphans.length > 0) await this.sync(workspaceId, region, orphans);
    if (total > 0)
      this.logger.info(
        { workspaceId, embedded: done, model: this.embeddings.model },
        'search vectors backfilled',
      );
    return done;
  }
}

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Index, MetricKind, ScalarKind } from 'usearch';

/** What a saved index was built from: it is reused only while the table still says the same. */
export interface TableState {
  count: number;
  maxKey: string;
  maxUpdatedAt: string | null;
}

interface Loaded {
  index: Index;
  dirty: boolean;
}

/** HNSW graph degree and search breadth: usearch's defaults favour speed; these favour recall. */
const CONNECTIVITY = 16;
const EXPANSION_ADD = 128;
const EXPANSION_SEARCH = 256;
const SAVE_DELAY_MS = 5_000;

/**
 * One approximate-nearest-neighbour index (usearch's HNSW, cosine) per workspace, in memory, saved
 * under `dir` so a restart reads it back instead of rebuilding it. PostgreSQL stays the truth: an
 * index whose saved table state no longer matches the table is rebuilt from it.
 */
export class AnnIndexes {
  private readonly loaded = new Map<string, Promise<Loaded>>();
  private readonly saveTimers = new Map<string, NodeJS.Timeout>();
  /** Delayed saves under way, which a flush waits for so nothing touches the database after it. */
  private readonly saving = new Set<Promise<void>>();
  /** How to read each workspace's table state when its index is saved. */
  private readonly states = new Map<string, () => Promise<TableState>>();

  constructor(
    private readonly dimensions: number,
    private readonly dir: string | null,
  ) {}

  /** The workspace's index, read from disk or built from `rows` when missing or out of date. */
  get(
    teamId: string,
    state: () => Promise<TableState>,
    rows: () => AsyncIterable<{ key: bigint; embedding: number[] }>,
  ): Promise<Index> {
    this.states.set(teamId, state);
    let entry = this.loaded.get(teamId);
    if (!entry) {
      entry = this.open(teamId, state, rows);
      this.loaded.set(teamId, entry);
      entry.catch(() => this.loaded.delete(teamId));
    }
    return entry.then((e) => e.index);
  }

  /** Applies writes to a loaded index (an unloaded one reads them from the table when opened). */
  async apply(
    teamId: string,
    added: { key: bigint; embedding: number[] }[],
    removed: bigint[],
  ): Promise<void> {
    const entry = this.loaded.get(teamId);
    if (!entry) return;
    const loaded = await entry;
    for (const key of [...removed, ...added.map((a) => a.key)]) {
      if (loaded.index.contains(key)) loaded.index.remove(key);
    }
    addAll(loaded.index, added, this.dimensions);
    loaded.dirty = true;
    this.scheduleSave(teamId);
  }

  async drop(teamId: string): Promise<void> {
    clearTimeout(this.saveTimers.get(teamId));
    this.saveTimers.delete(teamId);
    this.loaded.delete(teamId);
    if (this.dir) {
      rmSync(this.file(teamId), { force: true });
      rmSync(this.stateFile(teamId), { force: true });
    }
  }

  /** Saves every changed index now (shutdown). */
  async flush(): Promise<void> {
    for (const [teamId, timer] of this.saveTimers) {
      clearTimeout(timer);
      await this.save(teamId);
    }
    this.saveTimers.clear();
    await Promise.all(this.saving);
  }

  private async open(
    teamId: string,
    state: () => Promise<TableState>,
    rows: () => AsyncIterable<{ key: bigint; embedding: number[] }>,
  ): Promise<Loaded> {
    const now = await state();
    if (this.dir && existsSync(this.file(teamId)) && existsSync(this.stateFile(teamId))) {
      try {
        const saved = JSON.parse(readFileSync(this.stateFile(teamId), 'utf8')) as TableState;
        if (
          saved.count === now.count &&
          saved.maxKey === now.maxKey &&
          saved.maxUpdatedAt === now.maxUpdatedAt
        ) {
          const index = this.create();
          index.load(this.file(teamId));
          if (index.size() === now.count) return { index, dirty: false };
        }
      } catch {
        // A damaged file is rebuilt below.
      }
    }
    const index = this.create();
    await addInBatches(index, rows(), this.dimensions);
    const loaded = { index, dirty: true };
    this.loaded.set(teamId, Promise.resolve(loaded));
    await this.save(teamId, now);
    return loaded;
  }

  private create(): Index {
    return new Index({
      dimensions: this.dimensions,
      metric: MetricKind.Cos,
      quantization: ScalarKind.F32,
      multi: false,
      connectivity: CONNECTIVITY,
      expansion_add: EXPANSION_ADD,
      expansion_search: EXPANSION_SEARCH,
    });
  }

  private scheduleSave(teamId: string): void {
    if (!this.dir || this.saveTimers.has(teamId)) return;
    const timer = setTimeout(() => {
      this.saveTimers.delete(teamId);
      const saving = this.save(teamId)
        .catch(() => undefined)
        .finally(() => this.saving.delete(saving));
      this.saving.add(saving);
    }, SAVE_DELAY_MS);
    timer.unref();
    this.saveTimers.set(teamId, timer);
  }

  /** Written beside and renamed over the old files, so a crash mid-save leaves the old pair. */
  private async save(teamId: string, known?: TableState): Promise<void> {
    if (!this.dir) return;
    const entry = this.loaded.get(teamId);
    if (!entry) return;
    const loaded = await entry;
    if (!loaded.dirty) return;
    mkdirSync(this.dir, { recursive: true });
    const readState = this.states.get(teamId);
    const state = known ?? (readState ? await readState() : undefined);
    if (!state) return;
    const temporary = `${this.file(teamId)}.${process.pid}.tmp`;
    loaded.index.save(temporary);
    renameSync(temporary, this.file(teamId));
    writeFileSync(this.stateFile(teamId), JSON.stringify(state));
    loaded.dirty = false;
  }

  private file(teamId: string): string {
    return join(this.dir as string, `${teamId}.usearch`);
  }

  private stateFile(teamId: string): string {
    return join(this.dir as string, `${teamId}.state.json`);
  }
}

/**
 * Adds rows a page at a time, each page in one call on every core (usearch's threads): one call
 * per vector used a single thread and took over 15 minutes for a million vectors.
 */
async function addInBatches(
  index: Index,
  rows: AsyncIterable<{ key: bigint; embedding: number[] }>,
  dimensions: number,
): Promise<void> {
  let page: { key: bigint; embedding: number[] }[] = [];
  for await (const row of rows) {
    page.push(row);
    if (page.length === 5_000) {
      addAll(index, page, dimensions);
      page = [];
    }
  }
  addAll(index, page, dimensions);
}

/** Adds vectors to the index in one call, which spreads them over every core. */
function addAll(index: Index, rows: { key: bigint; embedding: number[] }[], dimensions: number): void {
  if (rows.length === 0) return;
  const vectors = new Float32Array(rows.length * dimensions);
  rows.forEach(({ embedding }, i) => vectors.set(embedding, i * dimensions));
  index.add(BigUint64Array.from(rows.map((row) => row.key)), vectors, 0);
}

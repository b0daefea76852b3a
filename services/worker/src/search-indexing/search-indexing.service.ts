import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  type Bus,
  type EmbeddingProvider,
  type Logger,
  type Subscription,
  type VectorStore,
  handleAnyCataloguedEvent,
} from '@fieldnote/core';
import { BUS, Databases, EMBEDDINGS, LOGGER, VECTORS } from '@fieldnote/db';
import { addEventTargets, emptyTargets, isEmpty } from './index-targets';
import { SearchIndexer } from './search-indexer';
import { VectorSync } from './vector-sync';

/** One delivery per event for all the workers of the fleet together. */
export const SEARCH_INDEXER_DURABLE = 'search-indexer';
/** After a failed embedding, how long until the workspace's missing vectors are tried again. */
const BACKFILL_RETRY_MS = 30_000;

/**
 * Keeps every workspace's search index in step with its data: it hears each committed change on the
 * bus, after the write returned, rebuilds the rows it touches, then embeds their changed passages. A
 * failed rebuild is retried by the bus; a failed embedding (endpoint down) leaves full text current
 * and is caught up by a backfill. The write it follows is never held up or undone by indexing.
 */
@Injectable()
export class SearchIndexingService implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly indexer: SearchIndexer;
  readonly vectorSync: VectorSync;
  private subscription: Subscription | undefined;
  private readonly backfills = new Map<string, Promise<void>>();
  /** Embedding runs behind full-text indexing, in order per workspace, never holding up the next event. */
  private readonly embedding = new Map<string, Promise<void>>();
  private readonly retries = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly databases: Databases,
    @Inject(BUS) private readonly bus: Bus,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(VECTORS) vectors: VectorStore,
    @Inject(EMBEDDINGS) embeddings: EmbeddingProvider,
  ) {
    this.indexer = new SearchIndexer(databases);
    this.vectorSync = new VectorSync(databases, vectors, embeddings, logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe(
      { durable: SEARCH_INDEXER_DURABLE, subject: '>', retryDelayMs: 500 },
      handleAnyCataloguedEvent(this.logger, async (event) => {
        if (!event.workspaceId) return 'ack';
        const targets = emptyTargets();
        addEventTargets(targets, event);
        if (isEmpty(targets)) return 'ack';
        let touched: string[];
        try {
          touched = await this.indexer.reindex(event.workspaceId, targets);
        } catch (err) {
          this.logger.warn(
            { err, subject: event.subject, eventId: event.id },
            'search indexing failed; retrying',
          );
          return 'retry';
        }
        this.queueEmbedding(event.workspaceId, touched);
        return 'ack';
      }),
    );
    // Every workspace's missing vectors (a new index, a changed model), in the background.
    void this.backfillAll();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const timer of this.retries) clearTimeout(timer);
    await this.subscription?.stop();
    await Promise.allSettled([...this.embedding.values(), ...this.backfills.values()]);
  }

  private queueEmbedding(workspaceId: string, itemIds: string[]): void {
    if (itemIds.length === 0) return;
    const previous = this.embedding.get(workspaceId) ?? Promise.resolve();
    const next = previous.then(() => this.embed(workspaceId, itemIds));
    this.embedding.set(workspaceId, next);
    void next.finally(() => {
      if (this.embedding.get(workspaceId) === next) this.embedding.delete(workspaceId);
    });
  }

  /** Resolves when every embedding queued so far is done (tests and the reindex command wait on it). */
  async idle(): Promise<void> {
    while (this.embedding.size > 0 || this.backfills.size > 0) {
      await Promise.allSettled([...this.embedding.values(), ...this.backfills.values()]);
    }
  }

  /** Embeds the changed passages of `itemIds`; on failure, a backfill of the workspace later. */
  private async embed(workspaceId: string, itemIds: string[]): Promise<void> {
    // Shutting down: what is queued behind the call under way is left to the next start's backfill.
    // Otherwise a shutdown waits for every queued call, each retrying an endpoint that may be down.
    if (this.stopped) return;
    const region = await this.indexer.regionOf(workspaceId);
    if (!region || itemIds.length === 0) return;
    try {
      await this.vectorSync.sync(workspaceId, region, itemIds);
    } catch (err) {
      this.logger.warn({ err, workspaceId }, 'embedding search items failed; a backfill will retry');
      const timer = setTimeout(() => {
        this.retries.delete(timer);
        void this.backfill(workspaceId);
      }, BACKFILL_RETRY_MS);
      timer.unref();
      this.retries.add(timer);
    }
  }

  /** One backfill per workspace at a time; progress goes to the log. */
  backfill(workspaceId: string): Promise<void> {
    const running = this.backfills.get(workspaceId);
    if (running) return running;
    const run = (async () => {
      const region = await this.indexer.regionOf(workspaceId);
      if (!region || this.stopped) return;
      await this.vectorSync.backfill(workspaceId, region, (done, total) =>
        this.logger.info({ workspaceId, done, total }, 'embedding search items'),
      );
    })()
      .catch((err: unknown) => this.logger.warn({ err, workspaceId }, 'search vector backfill failed'))
      .finally(() => this.backfills.delete(workspaceId));
    this.backfills.set(workspaceId, run);
    return run;
  }

  private async backfillAll(): Promise<void> {
    const teams = await this.databases
      .control()
      .em.getConnection()
      .execute<{ id: string }[]>('select id from control.teams order by created_at desc')
      .catch(() => []);
    for (const team of teams) {
      if (this.stopped) return;
      await this.backfill(team.id);
    }
  }
}

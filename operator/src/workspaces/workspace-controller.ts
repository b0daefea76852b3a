import type { KubeConfig } from '@kubernetes/client-node';
import type { Logger } from '@fieldnote/core';
import { Informer, type InformerStats } from '../kube/informer';
import { customResourceSource } from '../kube/list-watch-source';
import { WorkQueue } from '../kube/work-queue';
import type { OperatorMetrics } from '../observability/operator-metrics';
import type { WorkspaceReconciler } from './workspace-reconciler';
import { WORKSPACE_GROUP, WORKSPACE_PLURAL, WORKSPACE_VERSION, type Workspace } from './workspace-resource';

export interface WorkspaceControllerOptions {
  kubeConfig: KubeConfig;
  /** Empty or undefined: every namespace. */
  namespace?: string;
  reconciler: WorkspaceReconciler;
  metrics: OperatorMetrics;
  logger: Logger;
  resyncIntervalMs: number;
  /** Backoff of a failing workspace; defaults suit a cluster, tests shorten them. */
  backoff?: { baseMs: number; maxMs: number };
  stallTimeoutMs?: number;
  /** Workspaces reconciled at once (each key still one at a time). Default 1. */
  concurrency?: number;
}

/** Watches Workspaces and reconciles each changed one, one key at a time, with backoff on failure. */
export class WorkspaceController {
  private readonly informer: Informer<Workspace>;
  private readonly queue: WorkQueue;

  constructor(private readonly options: WorkspaceControllerOptions) {
    const { metrics, logger } = options;
    this.queue = new WorkQueue((key) => this.process(key), {
      baseDelayMs: options.backoff?.baseMs ?? 500,
      maxDelayMs: options.backoff?.maxMs ?? 300_000,
      concurrency: options.concurrency ?? 1,
      onError: (key, err, failures) => {
        metrics.reconciles.inc({ outcome: 'error' });
        logger.warn({ err, workspace: key, failures }, 'reconcile failed; retrying with backoff');
      },
    });
    this.informer = new Informer<Workspace>({
      kubeConfig: options.kubeConfig,
      source: customResourceSource<Workspace>(options.kubeConfig, {
        group: WORKSPACE_GROUP,
        version: WORKSPACE_VERSION,
        plural: WORKSPACE_PLURAL,
        namespace: options.namespace || undefined,
      }),
      onEvent: (key) => {
        this.queue.add(key);
        metrics.queueDepth.set(this.queue.depth);
      },
      onError: (err, retryInMs) =>
        logger.warn({ err, retryInMs }, 'workspace watch interrupted; reconnecting'),
      resyncIntervalMs: options.resyncIntervalMs,
      ...(options.stallTimeoutMs ? { stallTimeoutMs: options.stallTimeoutMs } : {}),
    });
  }

  start(): void {
    this.informer.start();
    this.queue.start();
  }

  async stop(): Promise<void> {
    this.informer.stop();
    await this.queue.stop();
  }

  get hasSynced(): boolean {
    return this.informer.hasSynced;
  }

  /**
   * Queues every cached workspace for a pass now, as the periodic resync does (benchmarks, tests);
   * `verify` makes each pass verify schema, vectors, routes and Ingress even for steady workspaces.
   */
  resync(options: { verify?: boolean } = {}): void {
    if (options.verify) this.options.reconciler.forgetSteady();
    this.informer.resync();
  }

  /** Waits until every queued workspace has been processed (tests). */
  whenIdle(): Promise<void> {
    return this.queue.whenIdle();
  }

  /** The informer's lists, watches, 410s, stalls and errors so far (benchmarks, tests). */
  get watchStats(): InformerStats {
    return { ...this.informer.stats };
  }

  /** Workspaces in the cache, by phase, for the metrics. */
  countByPhase(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const ws of this.informer.list()) {
      const phase = ws.status?.phase ?? 'Pending';
      counts.set(phase, (counts.get(phase) ?? 0) + 1);
    }
    return counts;
  }

  private async process(key: string) {
    const { metrics } = this.options;
    const stopTimer = metrics.reconcileSeconds.startTimer();
    try {
      const outcome = await this.options.reconciler.reconcile(key, this.informer.get(key));
      metrics.reconciles.inc({ outcome });
      // A write raced ours: read the resource again shortly instead of backing off.
      return outcome === 'conflict' ? { requeueAfterMs: 100 } : undefined;
    } finally {
      stopTimer();
      metrics.queueDepth.set(this.queue.depth);
    }
  }
}

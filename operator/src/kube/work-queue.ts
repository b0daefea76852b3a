import { backoffDelay, setTimer, type CancelTimer, type SetTimer } from './timer';

/** What processing a key asks for next: nothing, or another pass after a delay. */
export interface WorkResult {
  requeueAfterMs?: number;
}

/** Processes one key; a rejection retries the key with backoff. */
export type ProcessKey = (key: string) => Promise<WorkResult | void>;

export interface WorkQueueOptions {
  /** Delay after a key's first failure; doubles per further failure. Default 500 ms. */
  baseDelayMs?: number;
  /** Cap of the per-key backoff. Default 5 minutes. */
  maxDelayMs?: number;
  /** Keys processed at once (never the same key twice). Default 1. */
  concurrency?: number;
  /** Told of every failure, with how often this key has failed in a row. */
  onError?: (key: string, error: unknown, failures: number) => void;
  setTimer?: SetTimer;
}

/**
 * A keyed work queue as controllers use it: a key waits at most once however often it is added,
 * is never processed twice at the same time (an add during processing runs it again afterwards),
 * failures retry with per-key exponential backoff, and success resets the key's backoff.
 */
export class WorkQueue {
  private readonly ready: string[] = [];
  /** Keys that need a pass: queued, or added again while processing. */
  private readonly dirty = new Set<string>();
  private readonly processing = new Set<string>();
  private readonly delayed = new Map<string, { at: number; cancel: CancelTimer }>();
  private readonly failureCounts = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();
  private idleWaiters: (() => void)[] = [];
  private retryCount = 0;
  private started = false;
  private stopped = false;
  private readonly options: Required<Omit<WorkQueueOptions, 'onError'>> & Pick<WorkQueueOptions, 'onError'>;

  constructor(
    private readonly process: ProcessKey,
    options: WorkQueueOptions = {},
  ) {
    this.options = { baseDelayMs: 500, maxDelayMs: 300_000, concurrency: 1, setTimer, ...options };
  }

  /** Keys waiting to be processed now (not those delayed or in progress). */
  get depth(): number {
    return this.ready.length;
  }

  /** Keys waiting for a delay (requeue-after or backoff) to pass. */
  get waiting(): number {
    return this.delayed.size;
  }

  /** Retries scheduled since the queue was made, for a metrics counter. */
  get retries(): number {
    return this.retryCount;
  }

  /** Failures in a row of a key (0 once it succeeds or is forgotten). */
  failures(key: string): number {
    return this.failureCounts.get(key) ?? 0;
  }

  add(key: string): void {
    if (this.stopped || this.dirty.has(key)) return;
    this.dirty.add(key);
    if (this.processing.has(key)) return;
    this.ready.push(key);
    this.pump();
  }

  /** Adds the key once `delayMs` has passed; an earlier pending add of the same key wins. */
  addAfter(key: string, delayMs: number): void {
    if (this.stopped) return;
    if (delayMs <= 0) return this.add(key);
    const at = Date.now() + delayMs;
    const pending = this.delayed.get(key);
    if (pending && pending.at <= at) return;
    pending?.cancel();
    const cancel = this.options.setTimer(() => {
      this.delayed.delete(key);
      this.add(key);
    }, delayMs);
    this.delayed.set(key, { at, cancel });
  }

  /** Adds the key after its backoff delay and counts the failure; returns the delay. */
  addRateLimited(key: string): number {
    const failures = this.failures(key) + 1;
    this.failureCounts.set(key, failures);
    this.retryCount += 1;
    const delay = backoffDelay(failures, this.options.baseDelayMs, this.options.maxDelayMs);
    this.addAfter(key, delay);
    return delay;
  }

  /** Resets the key's backoff (done after every successful pass). */
  forget(key: string): void {
    this.failureCounts.delete(key);
  }

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.pump();
  }

  /** Stops taking keys, drops pending ones and resolves once the keys in progress are done. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.ready.length = 0;
    this.delayed.forEach(({ cancel }) => cancel());
    this.delayed.clear();
    await Promise.all(this.running);
    this.notifyIdle();
  }

  /** Resolves when nothing is ready or in progress (delayed keys do not count). */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.processing.size === 0 && (this.ready.length === 0 || !this.started || this.stopped);
  }

  private pump(): void {
    while (this.started && !this.stopped && this.processing.size < this.options.concurrency) {
      const index = this.ready.findIndex((key) => !this.processing.has(key));
      if (index < 0) break;
      const [key] = this.ready.splice(index, 1);
      this.dirty.delete(key);
      this.processing.add(key);
      const run = this.run(key).finally(() => {
        this.running.delete(run);
        this.processing.delete(key);
        if (this.dirty.has(key) && !this.stopped) this.ready.push(key);
        this.pump();
        this.notifyIdle();
      });
      this.running.add(run);
    }
  }

  private async run(key: string): Promise<void> {
    try {
      const result = await this.process(key);
      this.forget(key);
      if (result?.requeueAfterMs !== undefined) this.addAfter(key, result.requeueAfterMs);
    } catch (error) {
      this.options.onError?.(key, error, this.failures(key) + 1);
      if (!this.stopped) this.addRateLimited(key);
    }
  }

  private notifyIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }
}

import { V1MicroTime, type CoordinationV1Api, type V1Lease } from '@kubernetes/client-node';
import { isConflict, isNotFound } from './api-errors';

export interface LeaderElectorOptions {
  api: CoordinationV1Api;
  namespace: string;
  /** The Lease's name, shared by every replica. */
  name: string;
  /** This replica, e.g. the pod name. */
  identity: string;
  /** How long a lease nobody renews stays held. Default 15 s. */
  leaseDurationSeconds?: number;
  /** A leader that has not renewed for this long steps down; keep it below the lease duration. Default 10 s. */
  renewDeadlineMs?: number;
  /** Interval between attempts to acquire or renew. Default 2 s. */
  retryPeriodMs?: number;
  /** The local clock in ms; injectable so tests can let a lease expire without waiting. */
  now?: () => number;
  onStartedLeading: () => void | Promise<void>;
  /** Awaited before the lease is released on stop, so a successor never overlaps this leader's work. */
  onStoppedLeading: () => void | Promise<void>;
  onError?: (error: unknown) => void;
}

/**
 * Leader election on a coordination.k8s.io/v1 Lease, as client-go does it: the holder renews the
 * lease every retry period; a candidate takes the lease when it is free (no holder, e.g. released)
 * or when it has not changed for a lease duration. Writes carry the read resourceVersion, so of two
 * candidates racing only one wins (the other gets 409 Conflict / AlreadyExists).
 *
 * Expiry is judged by when this replica last saw the lease change, on its own clock, not by the
 * renewTime written by another pod: that keeps clock skew between nodes out of the decision.
 */
export class LeaderElector {
  private leading = false;
  /** Whether the last attempt left the lease with us; may differ from `leading` while stopping. */
  private holdsLease = false;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private cycle: Promise<void> = Promise.resolve();
  private lastRenewal = 0;
  private observed: { resourceVersion?: string; at: number; durationMs: number } | undefined;
  private readonly now: () => number;

  constructor(private readonly options: LeaderElectorOptions) {
    this.now = options.now ?? Date.now;
  }

  isLeader(): boolean {
    return this.leading;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops campaigning; a leader stops leading and (unless `release` is false) frees the lease for a successor. */
  async stop({ release = true }: { release?: boolean } = {}): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.cycle;
    await this.setLeading(false);
    if (release && this.holdsLease) await this.release();
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.cycle = this.attempt().finally(() => {
        if (this.running) this.schedule(this.options.retryPeriodMs ?? 2_000);
      });
    }, delayMs);
  }

  private async attempt(): Promise<void> {
    try {
      const holds = await this.tryAcquireOrRenew();
      this.holdsLease = holds;
      if (holds) this.lastRenewal = this.now();
      if (this.running) await this.setLeading(holds);
    } catch (error) {
      this.options.onError?.(error);
      // Transient failures do not end leadership until the renew deadline has passed.
      if (this.leading && this.now() - this.lastRenewal >= (this.options.renewDeadlineMs ?? 10_000)) {
        await this.setLeading(false);
      }
    }
  }

  /** True when this replica holds the lease after the attempt. */
  private async tryAcquireOrRenew(): Promise<boolean> {
    const { api, namespace, name, identity } = this.options;
    let lease: V1Lease;
    try {
      lease = await api.readNamespacedLease({ name, namespace });
    } catch (error) {
      if (!isNotFound(error)) throw error;
      return this.write(() =>
        api.createNamespacedLease({ namespace, body: this.claim({ metadata: { name, namespace } }) }),
      );
    }
    this.observe(lease);
    const holder = lease.spec?.holderIdentity;
    if (holder && holder !== identity && !this.expired()) return false;
    return this.write(() => api.replaceNamespacedLease({ name, namespace, body: this.claim(lease) }));
  }

  /** A conflicting write means another replica changed the lease first: it is not ours. */
  private async write(send: () => Promise<V1Lease>): Promise<boolean> {
    try {
      this.observe(await send());
      return true;
    } catch (error) {
      if (isConflict(error)) return false;
      throw error;
    }
  }

  private claim(lease: V1Lease): V1Lease {
    const spec = lease.spec ?? {};
    const renewing = spec.holderIdentity === this.options.identity;
    const now = new V1MicroTime(this.now());
    return {
      ...lease,
      spec: {
        ...spec,
        holderIdentity: this.options.identity,
        leaseDurationSeconds: this.options.leaseDurationSeconds ?? 15,
        acquireTime: renewing && spec.acquireTime ? spec.acquireTime : now,
        renewTime: now,
        leaseTransitions: renewing ? (spec.leaseTransitions ?? 0) : (spec.leaseTransitions ?? -1) + 1,
      },
    };
  }

  private observe(lease: V1Lease): void {
    const resourceVersion = lease.metadata?.resourceVersion;
    if (!this.observed || this.observed.resourceVersion !== resourceVersion) {
      // The holder's duration counts, not ours: replicas may be configured differently.
      const seconds = lease.spec?.leaseDurationSeconds ?? this.options.leaseDurationSeconds ?? 15;
      this.observed = { resourceVersion, at: this.now(), durationMs: seconds * 1000 };
    }
  }

  private expired(): boolean {
    return this.observed !== undefined && this.now() - this.observed.at >= this.observed.durationMs;
  }

  private async setLeading(leading: boolean): Promise<void> {
    if (leading === this.leading) return;
    this.leading = leading;
    try {
      await (leading ? this.options.onStartedLeading() : this.options.onStoppedLeading());
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /** Clears the holder so a successor acquires at once instead of waiting for expiry. */
  private async release(): Promise<void> {
    const { api, namespace, name, identity } = this.options;
    try {
      const lease = await api.readNamespacedLease({ name, namespace });
      if (lease.spec?.holderIdentity !== identity) return;
      const now = new V1MicroTime(this.now());
      const spec = {
        ...lease.spec,
        holderIdentity: '',
        leaseDurationSeconds: 1,
        acquireTime: now,
        renewTime: now,
      };
      await api.replaceNamespacedLease({ name, namespace, body: { ...lease, spec } });
      this.holdsLease = false;
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}

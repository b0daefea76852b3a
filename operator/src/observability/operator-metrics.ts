import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The operator's Prometheus metrics, on their own registry (tests create as many as they like). */
export class OperatorMetrics {
  readonly registry = new Registry();

  readonly reconciles = new Counter({
    name: 'fieldnote_operator_reconcile_total',
    help: 'Workspace reconciles by outcome (unchanged, updated, deleted, gone, conflict, error).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly reconcileSeconds = new Histogram({
    name: 'fieldnote_operator_reconcile_duration_seconds',
    help: 'Time to reconcile one Workspace.',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  /** Where a reconcile's time goes: reading the resource, each step, the status write and the Events. */
  readonly stepSeconds = new Histogram({
    name: 'fieldnote_operator_reconcile_step_duration_seconds',
    help: 'Time of one step of a Workspace reconcile (read, finalizer, schema, vectors, route, ingress, status, events).',
    labelNames: ['step'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [this.registry],
  });

  readonly queueDepth = new Gauge({
    name: 'fieldnote_operator_queue_depth',
    help: 'Workspaces waiting to be reconciled.',
    registers: [this.registry],
  });

  readonly leader = new Gauge({
    name: 'fieldnote_operator_leader',
    help: '1 while this replica holds the leader Lease.',
    registers: [this.registry],
  });

  /** Set by whoever knows the workspaces (the leader's controller); read at each scrape. */
  countWorkspaces: () => Map<string, number> = () => new Map();

  readonly workspaces = new Gauge({
    name: 'fieldnote_operator_workspaces',
    help: 'Workspaces known to this replica (the leader), by phase.',
    labelNames: ['phase'] as const,
    registers: [this.registry],
    collect: () => {
      this.workspaces.reset();
      for (const [phase, count] of this.countWorkspaces()) this.workspaces.set({ phase }, count);
    },
  });

  constructor(withProcessMetrics = true) {
    if (withProcessMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'fieldnote_operator_' });
  }
}

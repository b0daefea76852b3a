import {
  type Logger,
  type QdrantCollections,
  Region,
  Role,
  isRegion,
  isUuid,
  subdomainProblem,
} from '@fieldnote/core';
import {
  RegistrationConflict,
  type WorkspaceProvisioner,
  type WorkspaceRegistry,
  workspaceSchemaName,
} from '@fieldnote/db';
import { isConflict } from '../kube/api-errors';
import type { EventRecorder } from '../kube/event-recorder';
import type { WorkspaceIngress } from '../routes/workspace-ingress';
import { type ConditionUpdate, conditionOf, setCondition } from './conditions';
import type { WorkspaceApi } from './workspace-api';
import {
  type ConditionType,
  WORKSPACE_FINALIZER,
  type Workspace,
  type WorkspaceCondition,
  type WorkspacePhase,
  type WorkspaceStatus,
} from './workspace-resource';

export interface ReconcilerDeps {
  workspaces: WorkspaceApi;
  provisioner: WorkspaceProvisioner;
  registry: WorkspaceRegistry;
  vectors: QdrantCollections;
  /** Absent: no per-workspace Ingress (the chart's wildcard Ingress serves every host). */
  ingress?: WorkspaceIngress;
  /** Kubernetes Events for condition changes and deletions (kubectl describe). */
  events?: EventRecorder;
  baseDomain(region: Region): string;
  urlScheme: 'https' | 'http';
  logger: Logger;
  now?: () => Date;
  /**
   * How long a workspace this reconciler brought to its declared state, and whose resource has not
   * changed since (same resourceVersion), counts as steady: resyncs within it check only the
   * resource, not the schema, vectors, routes and Ingress. Default STEADY_VERIFY_MS; 0 verifies on
   * every pass.
   */
  steadyVerifyMs?: number;
  /** Starts timing one step of a reconcile; the returned function ends it (the step-duration metric). */
  timeStep?: (step: ReconcileStep) => () => void;
}

/** The steps of a reconcile whose time the operator measures. */
export type ReconcileStep =
  'read' | 'finalizer' | 'schema' | 'vectors' | 'route' | 'ingress' | 'status' | 'events';

/** Default steadyVerifyMs: a steady workspace's schema, vectors, routes and Ingress are verified every 30 minutes. */
export const STEADY_VERIFY_MS = 30 * 60 * 1000;

export type ReconcileOutcome = 'unchanged' | 'updated' | 'deleted' | 'gone' | 'conflict';

/** What a Workspace resource asks for, with its defaults applied (the CRD applies them too). */
interface Desired {
  teamId: string;
  region: Region;
  problem: string | null;
}

/**
 * Brings one Workspace to what it declares: schema (provisioned and migrated), vectors (Qdrant
 * collection), route (control-plane team and tenant route, Ingress), then reports each as a
 * condition. Every step is idempotent, so a failed run is simply run again (with backoff).
 */
export class WorkspaceReconciler {
  private readonly now: () => Date;
  /** Per key: the resourceVersion this reconciler last left a workspace at in its declared state, and when. */
  private readonly steady = new Map<string, { resourceVersion: string; at: number }>();
  /**
   * Per key: resourceVersions this reconciler wrote in its last pass that a later write of the same
   * pass replaced (the finalizer's, once the status is written). The watch delivers each of them;
   * the newer version is on its way, so a pass over one of them has nothing to do.
   */
  private readonly superseded = new Map<string, Set<string>>();

  constructor(private readonly deps: ReconcilerDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Forgets which workspaces are steady: the next pass of each verifies everything again. */
  forgetSteady(): void {
    this.steady.clear();
  }

  /**
   * Brings the workspace of `key` to its declared state. `cached` is the informer's copy, the
   * version the watch delivered last: when it shows a steady workspace, or a version this reconciler
   * wrote and then replaced with a newer one (which the watch delivers next), the pass ends without a
   * request; otherwise the pass works from it without reading the resource again (a newer version
   * on the server makes the first write answer 409, and the key is read again shortly). Without a
   * cached copy the resource is read from the API server.
   */
  async reconcile(key: string, cached?: Workspace): Promise<ReconcileOutcome> {
    if (cached && (this.isSteady(key, cached) || this.isSuperseded(key, cached))) return 'unchanged';
    let ws = cached ? structuredClone(cached) : await this.read(key);
    if (!ws) {
      this.steady.delete(key);
      this.superseded.delete(key);
      return 'gone';
    }
    if (this.isSteady(key, ws)) return 'unchanged';
    this.steady.delete(key);
    this.superseded.delete(key);
    const written: string[] = [];
    try {
      if (ws.metadata?.deletionTimestamp) return await this.finalize(ws);
      if (!ws.metadata?.finalizers?.includes(WORKSPACE_FINALIZER)) {
        ws.metadata = {
          ...ws.metadata,
          finalizers: [...(ws.metadata?.finalizers ?? []), WORKSPACE_FINALIZER],
        };
        ws = await this.timed('finalizer', () => this.deps.workspaces.replace(ws!));
        if (ws.metadata?.resourceVersion) written.push(ws.metadata.resourceVersion);
      }
      const outcome = await this.apply(ws, (resourceVersion) => written.push(resourceVersion));
      if (outcome.settled && outcome.resourceVersion)
        this.steady.set(key, { resourceVersion: outcome.resourceVersion, at: this.now().getTime() });
      return outcome.outcome;
    } catch (error) {
      // Someone else wrote the resource meanwhile: read it again soon rather than back off long.
      if (isConflict(error)) return 'conflict';
      throw error;
    } finally {
      // Every write of this pass but the last is already out of date.
      if (written.length > 1) this.superseded.set(key, new Set(written.slice(0, -1)));
    }
  }

  private read(key: string): Promise<Workspace | undefined> {
    const [namespace, name] = key.split('/');
    return this.timed('read', () => this.deps.workspaces.get(namespace, name));
  }

  /** A version this reconciler wrote, then replaced by a later write of the same pass. */
  private isSuperseded(key: string, ws: Workspace): boolean {
    const version = ws.metadata?.resourceVersion;
    return version !== undefined && (this.superseded.get(key)?.has(version) ?? false);
  }

  private async timed<T>(step: ReconcileStep, run: () => Promise<T>): Promise<T> {
    const end = this.deps.timeStep?.(step);
    try {
      return await run();
    } finally {
      end?.();
    }
  }

  /** Unchanged since this reconciler settled it, recently enough that nothing needs verifying. */
  private isSteady(key: string, ws: Workspace): boolean {
    const entry = this.steady.get(key);
    const window = this.deps.steadyVerifyMs ?? STEADY_VERIFY_MS;
    return (
      entry !== undefined &&
      entry.resourceVersion === ws.metadata?.resourceVersion &&
      this.now().getTime() - entry.at < window
    );
  }

  private async apply(
    ws: Workspace,
    onWritten: (resourceVersion: string) => void,
  ): Promise<{ outcome: ReconcileOutcome; settled: boolean; resourceVersion?: string }> {
    const generation = ws.metadata?.generation;
    const desired = this.desired(ws);
    let conditions = ws.status?.conditions ?? [];
    const set = (update: ConditionUpdate) => {
      conditions = setCondition(conditions, update, generation, this.now());
    };
    const { teamId, region } = desired;
    const schema = workspaceSchemaName(teamId);
    const host = `${ws.spec.subdomain}.${this.deps.baseDomain(region)}`;
    let step: ConditionType = 'SchemaReady';
    let failure: unknown;
    let blocked = false;

    if (desired.problem) {
      set({ type: 'Ready', status: 'False', reason: 'InvalidSpec', message: desired.problem });
      blocked = true;
    } else {
      try {
        const account = await this.timed('schema', async () => {
          const found = ws.spec.owner?.email
            ? await this.deps.registry.findAccount(ws.spec.owner.email)
            : null;
          await this.deps.provisioner.provision({
            teamId,
            region,
            owner: found ? { ...found, role: Role.MANAGER } : undefined,
          });
          return found;
        });
        set({
          type: 'SchemaReady',
          status: 'True',
          reason: 'Provisioned',
          // The same words whatever this run applied, so a steady workspace rewrites nothing.
          message: `Schema ${schema} is provisioned and migrated.`,
        });

        step = 'VectorReady';
        if (!this.deps.vectors.isConfigured(region)) {
          set({
            type: 'VectorReady',
            status: 'True',
            reason: 'NotConfigured',
            message: `No Qdrant is configured for ${region}; search uses full-text only.`,
          });
        } else {
          const collection = await this.timed('vectors', () =>
            this.deps.vectors.ensure({ teamId, region, tier: ws.spec.vectorTier ?? 'shared' }),
          );
          set({
            type: 'VectorReady',
            status: 'True',
            reason: 'CollectionReady',
            message: `Vectors live in collection ${collection}.`,
          });
        }

        step = 'RouteReady';
        if (ws.spec.suspend) {
          await this.deps.registry.unroute(teamId);
          await this.deps.ingress?.remove(ws);
          set({
            type: 'RouteReady',
            status: 'False',
            reason: 'Suspended',
            message: 'The workspace is suspended: its data is kept and it is not served.',
          });
        } else {
          await this.timed('route', async () => {
            await this.deps.registry.register({
              teamId,
              region,
              name: ws.spec.displayName,
              subdomain: ws.spec.subdomain,
              plan: ws.spec.plan ?? 'free',
            });
            if (account) await this.deps.registry.addMembership(account.id, teamId);
          });
          // Not routed before: the Ingress is most likely missing, so it is created without a read first.
          const routed = conditionOf(ws.status?.conditions, 'RouteReady')?.status === 'True';
          await this.timed('ingress', async () =>
            this.deps.ingress?.ensure(ws, host, { likelyExists: routed }),
          );
          set({ type: 'RouteReady', status: 'True', reason: 'Routed', message: `Served at ${host}.` });
        }
      } catch (error) {
        if (error instanceof RegistrationConflict) {
          // Not retried with backoff: it needs a spec change, or the other workspace to give the name up (periodic resync).
          set({ type: step, status: 'False', reason: error.reason, message: error.message });
          blocked = true;
        } else {
          failure = error;
          set({ type: step, status: 'False', reason: 'Error', message: describe(error) });
          this.deps.logger.warn({ err: error, workspace: ws.metadata?.name, step }, 'reconcile step failed');
        }
      }
      this.summarise(conditions, set);
    }

    const status: WorkspaceStatus = {
      ...ws.status,
      phase: this.phase(conditions, ws, blocked),
      observedGeneration: generation,
      teamId,
      schema,
      url: `${this.deps.urlScheme}://${host}/`,
      conditions,
    };
    const changed = canonical(status) !== canonical(ws.status ?? {});
    let stored = ws;
    if (changed) {
      stored = await this.timed('status', () => this.deps.workspaces.replaceStatus({ ...ws, status }));
      if (stored.metadata?.resourceVersion) onWritten(stored.metadata.resourceVersion);
      await this.timed('events', () => this.recordTransitions(ws, ws.status?.conditions ?? [], conditions));
    }
    if (failure) throw failure;
    return {
      outcome: changed ? 'updated' : 'unchanged',
      // Only Ready workspaces count as steady: anything else (suspended, blocked) is looked at every pass.
      settled: status.phase === 'Ready',
      resourceVersion: stored.metadata?.resourceVersion,
    };
  }

  /** Deprovisions by the deletion policy, then lets the resource go. */
  private async finalize(ws: Workspace): Promise<ReconcileOutcome> {
    if (!ws.metadata?.finalizers?.includes(WORKSPACE_FINALIZER)) return 'gone';
    const { teamId, region } = this.desired(ws);
    if (ws.status?.phase !== 'Deleting') {
      ws = await this.deps.workspaces.replaceStatus({ ...ws, status: { ...ws.status, phase: 'Deleting' } });
    }
    await this.deps.ingress?.remove(ws);
    if ((ws.spec.deletionPolicy ?? 'Retain') === 'Delete') {
      await this.deps.vectors.remove({ teamId, region });
      await this.deps.registry.unregister(teamId);
      await this.deps.provisioner.deprovision(teamId, region);
      this.deps.logger.info({ teamId, workspace: ws.metadata?.name }, 'workspace deleted with its data');
      await this.deps.events?.record(
        ws,
        'Normal',
        'Deleted',
        `Schema, vectors, team and routes of ${teamId} were deleted.`,
      );
    } else {
      // Retain: the data, the team and its members stay; a new Workspace with spec.teamId brings it back.
      await this.deps.registry.unroute(teamId);
      this.deps.logger.info({ teamId, workspace: ws.metadata?.name }, 'workspace unrouted; data retained');
      await this.deps.events?.record(
        ws,
        'Normal',
        'Retained',
        `Routes removed; the data of ${teamId} is kept (adopt it with spec.teamId).`,
      );
    }
    ws.metadata = {
      ...ws.metadata,
      finalizers: ws.metadata?.finalizers?.filter((f) => f !== WORKSPACE_FINALIZER),
    };
    await this.deps.workspaces.replace(ws);
    return 'deleted';
  }

  /** One Event per condition that changed status or reason: what happened, without repeating it every resync. */
  private async recordTransitions(
    ws: Workspace,
    before: WorkspaceCondition[],
    after: WorkspaceCondition[],
  ): Promise<void> {
    // Sent together: each is one request, and a new workspace has four.
    await Promise.all(
      after.map(async (condition) => {
        const previous = conditionOf(before, condition.type);
        if (previous?.status === condition.status && previous.reason === condition.reason) return;
        const type = FAILURE_REASONS.has(condition.reason) ? 'Warning' : 'Normal';
        await this.deps.events?.record(ws, type, condition.reason, `${condition.type}: ${condition.message}`);
      }),
    );
  }

  private desired(ws: Workspace): Desired {
    const teamId = ws.status?.teamId ?? ws.spec.teamId ?? ws.metadata?.uid ?? '';
    const rawRegion = ws.spec.region ?? Region.US_B;
    const region = isRegion(rawRegion) ? rawRegion : Region.US_B;
    const problem =
      (!isRegion(rawRegion)
        ? `Unknown region "${rawRegion}". Choose one of ${Object.values(Region).join(', ')}.`
        : null) ??
      (!isUuid(teamId) ? `teamId "${teamId}" is not a UUID.` : null) ??
      (ws.spec.teamId && ws.status?.teamId && ws.spec.teamId !== ws.status.teamId
        ? `spec.teamId cannot change once the workspace exists (it is ${ws.status.teamId}).`
        : null) ??
      (typeof ws.spec.displayName !== 'string' || !ws.spec.displayName.trim()
        ? 'displayName is required.'
        : null) ??
      subdomainProblem(ws.spec.subdomain ?? '');
    return { teamId, region, problem };
  }

  private summarise(conditions: WorkspaceCondition[], set: (update: ConditionUpdate) => void): void {
    const parts: ConditionType[] = ['SchemaReady', 'VectorReady', 'RouteReady'];
    const notReady = parts.find((type) => conditionOf(conditions, type)?.status !== 'True');
    if (!notReady) {
      set({ type: 'Ready', status: 'True', reason: 'Ready', message: 'The workspace is ready.' });
      return;
    }
    const blocker = conditionOf(conditions, notReady);
    set({
      type: 'Ready',
      status: 'False',
      reason: blocker?.reason ?? 'Pending',
      message: blocker?.message ?? `${notReady} is not ready yet.`,
    });
  }

  private phase(conditions: WorkspaceCondition[], ws: Workspace, blocked: boolean): WorkspacePhase {
    if (blocked) return 'Failed';
    if (conditionOf(conditions, 'Ready')?.status === 'True') return 'Ready';
    if (conditionOf(conditions, 'Ready')?.reason === 'Suspended') return 'Suspended';
    return 'Provisioning';
  }
}

/** Reasons that mean something needs attention (Warning events); the rest are progress (Normal). */
const FAILURE_REASONS = new Set(['Error', 'InvalidSpec', 'SubdomainTaken', 'RegionMismatch']);

/** JSON with sorted keys, so the same status read back from the server compares equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** A step's failure as the resource shows it: the message, never a stack. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 500 ? `${message.slice(0, 497)}...` : message;
}

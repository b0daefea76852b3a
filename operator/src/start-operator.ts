import { hostname } from 'node:os';
import {
  CoordinationV1Api,
  CoreV1Api,
  CustomObjectsApi,
  type KubeConfig,
  NetworkingV1Api,
} from '@kubernetes/client-node';
import { type Logger, QdrantCollections, Region } from '@fieldnote/core';
import { Databases, WorkspaceProvisioner, WorkspaceRegistry, migrateBaseSchemas } from '@fieldnote/db';
import { QdrantClient } from '@qdrant/js-client-rest';
import { KubeApiClients } from './kube/api-clients';
import { EventRecorder } from './kube/event-recorder';
import { LeaderElector } from './kube/leader-election';
import { startHealthServer } from './observability/health-server';
import { OperatorMetrics } from './observability/operator-metrics';
import type { OperatorConfig } from './operator-config';
import { WorkspaceIngress } from './routes/workspace-ingress';
import { WorkspaceApi } from './workspaces/workspace-api';
import { WorkspaceController } from './workspaces/workspace-controller';
import { WorkspaceReconciler } from './workspaces/workspace-reconciler';

export interface RunningOperator {
  /** Where /metrics, /healthz and /readyz answer. */
  healthUrl: string;
  isLeader(): boolean;
  controller(): WorkspaceController | undefined;
  close(): Promise<void>;
}

export interface OperatorTimings {
  leaseDurationSeconds?: number;
  retryPeriodMs?: number;
  backoff?: { baseMs: number; maxMs: number };
  stallTimeoutMs?: number;
}

/**
 * The operator: opens the databases, takes part in leader election, and while leading watches and
 * reconciles Workspaces. /metrics, /healthz and /readyz answer on every replica.
 */
export async function startOperator(
  config: OperatorConfig,
  kubeConfig: KubeConfig,
  logger: Logger,
  timings: OperatorTimings = {},
): Promise<RunningOperator> {
  const databases = await Databases.open({
    DATABASE_URL: config.DATABASE_URL,
    DB_POOL_SIZE: config.DB_POOL_SIZE,
    ...Object.fromEntries(
      Object.values(Region).map((region) => [
        `REGION_${region}_DATABASE_URL`,
        config.regions[region].databaseUrl,
      ]),
    ),
  });
  await migrateBaseSchemas(databases);

  const qdrants = new Map<string, QdrantClient>();
  const qdrantFor = (region: Region) => {
    const url = config.regions[region].qdrantUrl;
    if (!url) return undefined;
    if (!qdrants.has(url))
      qdrants.set(url, new QdrantClient({ url, apiKey: config.QDRANT_API_KEY, checkCompatibility: false }));
    return qdrants.get(url);
  };
  const metrics = new OperatorMetrics();
  // One pool of kept-alive connections to the API server for every client (see KubeApiClients).
  const clients = new KubeApiClients(kubeConfig);
  const reconciler = new WorkspaceReconciler({
    workspaces: new WorkspaceApi(clients.make(CustomObjectsApi)),
    provisioner: new WorkspaceProvisioner(databases),
    registry: new WorkspaceRegistry(databases),
    vectors: new QdrantCollections(qdrantFor, config.EMBEDDING_DIMENSIONS),
    ingress: config.INGRESS_SERVICE_NAME
      ? new WorkspaceIngress(clients.make(NetworkingV1Api), {
          serviceName: config.INGRESS_SERVICE_NAME,
          servicePort: config.INGRESS_SERVICE_PORT,
          className: config.INGRESS_CLASS_NAME,
          tlsSecret: config.INGRESS_TLS_SECRET,
        })
      : undefined,
    events: new EventRecorder(clients.make(CoreV1Api), 'fieldnote-operator', logger),
    baseDomain: (region) => config.regions[region].baseDomain,
    urlScheme: config.WORKSPACE_URL_SCHEME,
    steadyVerifyMs: config.STEADY_VERIFY_SECONDS * 1000,
    timeStep: (step) => metrics.stepSeconds.startTimer({ step }),
    logger,
  });

  let controller: WorkspaceController | undefined;
  const elector = new LeaderElector({
    api: clients.make(CoordinationV1Api),
    namespace: config.LEASE_NAMESPACE,
    name: config.LEASE_NAME,
    identity: config.POD_NAME ?? `${hostname()}-${process.pid}`,
    ...(timings.leaseDurationSeconds ? { leaseDurationSeconds: timings.leaseDurationSeconds } : {}),
    ...(timings.retryPeriodMs ? { retryPeriodMs: timings.retryPeriodMs } : {}),
    onStartedLeading: () => {
      logger.info('leading: reconciling workspaces');
      metrics.leader.set(1);
      controller = new WorkspaceController({
        kubeConfig,
        namespace: config.OPERATOR_NAMESPACE,
        reconciler,
        metrics,
        logger,
        resyncIntervalMs: config.RESYNC_SECONDS * 1000,
        concurrency: config.RECONCILE_CONCURRENCY,
        backoff: timings.backoff,
        stallTimeoutMs: timings.stallTimeoutMs,
      });
      controller.start();
    },
    onStoppedLeading: async () => {
      logger.info('no longer leading: standing by');
      metrics.leader.set(0);
      const stopping = controller;
      controller = undefined;
      await stopping?.stop();
    },
    onError: (err) => logger.warn({ err }, 'leader election failed; retrying'),
  });

  metrics.countWorkspaces = () => controller?.countByPhase() ?? new Map();
  const health = await startHealthServer(config.METRICS_PORT, metrics.registry, {
    live: () => true,
    // A standby is ready to take over; the leader once its cache is filled.
    ready: () => !elector.isLeader() || Boolean(controller?.hasSynced),
  });
  elector.start();

  return {
    healthUrl: health.url,
    isLeader: () => elector.isLeader(),
    controller: () => controller,
    close: async () => {
      await elector.stop();
      await controller?.stop();
      await health.close();
      await clients.close();
      await databases.close();
    },
  };
}

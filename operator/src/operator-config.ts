import { Region } from '@fieldnote/core';
import { z } from 'zod';
import { STEADY_VERIFY_MS } from './workspaces/workspace-reconciler';

const optionalUrl = z.string().url().optional();

/** The operator's settings, from the environment (charts/fieldnote sets them; README lists them). */
/** Default RECONCILE_CONCURRENCY: below the default DB_POOL_SIZE, so a reconcile never waits for a connection. */
export const RECONCILE_CONCURRENCY_DEFAULT = 4;

const operatorConfigSchema = z.object({
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The namespace whose Workspaces are reconciled; empty: every namespace. */
  OPERATOR_NAMESPACE: z.string().default(''),
  LEASE_NAMESPACE: z.string().default('default'),
  LEASE_NAME: z.string().default('fieldnote-operator'),
  /** This replica's identity in the Lease (the pod name in the cluster). */
  POD_NAME: z.string().optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().url(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(5),
  /** Qdrant per region, falling back to QDRANT_URL; none at all: vectors are off (VectorReady says so). */
  QDRANT_URL: optionalUrl,
  QDRANT_API_KEY: z.string().optional(),
  /** Dimensions of the embedding model the workspaces' vectors come from. */
  EMBEDDING_DIMENSIONS: z.coerce.number().int().min(1).max(65536).default(384),
  BASE_DOMAIN: z.string().default('localhost'),
  WORKSPACE_URL_SCHEME: z.enum(['https', 'http']).default('https'),
  /** Per-workspace Ingress objects (for external-dns and certificates); unset: the chart's wildcard Ingress serves alone. */
  INGRESS_SERVICE_NAME: z.string().optional(),
  INGRESS_SERVICE_PORT: z.coerce.number().int().min(1).max(65535).default(80),
  INGRESS_CLASS_NAME: z.string().optional(),
  INGRESS_TLS_SECRET: z.string().optional(),
  RESYNC_SECONDS: z.coerce.number().int().min(5).default(300),
  /** Workspaces reconciled at once; each takes one pooled connection while it provisions. */
  RECONCILE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(RECONCILE_CONCURRENCY_DEFAULT),
  /** A steady workspace (Ready, resource unchanged) has its schema, vectors, routes and Ingress verified this often. */
  STEADY_VERIFY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(STEADY_VERIFY_MS / 1000),
});

/** What a region maps to (DESIGN.md): a database, a Qdrant and a base domain. */
const regionSchema = z.object({
  DATABASE_URL: optionalUrl,
  QDRANT_URL: optionalUrl,
  BASE_DOMAIN: z.string().optional(),
});

export type OperatorConfig = z.infer<typeof operatorConfigSchema> & {
  /** REGION_<R>_DATABASE_URL, REGION_<R>_QDRANT_URL, REGION_<R>_BASE_DOMAIN, each defaulting to the global one. */
  regions: Record<Region, { databaseUrl: string; qdrantUrl?: string; baseDomain: string }>;
};

export function loadOperatorConfig(env: NodeJS.ProcessEnv = process.env): OperatorConfig {
  const base = check(operatorConfigSchema.safeParse(env));
  const regions = {} as OperatorConfig['regions'];
  for (const region of Object.values(Region)) {
    const prefix = `REGION_${region}_`;
    const own = check(
      regionSchema.safeParse({
        DATABASE_URL: env[`${prefix}DATABASE_URL`],
        QDRANT_URL: env[`${prefix}QDRANT_URL`],
        BASE_DOMAIN: env[`${prefix}BASE_DOMAIN`],
      }),
      prefix,
    );
    regions[region] = {
      databaseUrl: own.DATABASE_URL ?? base.DATABASE_URL,
      qdrantUrl: own.QDRANT_URL ?? base.QDRANT_URL,
      baseDomain: own.BASE_DOMAIN ?? base.BASE_DOMAIN,
    };
  }
  return { ...base, regions };
}

function check<T>(parsed: z.ZodSafeParseResult<T>, prefix = ''): T {
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${prefix}${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid operator configuration: ${problems.join('; ')}`);
}

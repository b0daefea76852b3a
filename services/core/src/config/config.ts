import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES } from '../rules/files';
import { GRAPHQL_LIMITS } from '../rules/graphql-limits';
import { SSO_START_MAX_PER_CLIENT_PER_MINUTE } from '../rules/workspace-security';
import { DEFAULT_REGION, Region } from '../rules/regions';

const optionalUrl = z.string().url().optional();

/** Every setting, from the environment. Names are documented in the README's configuration table. */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Control schema and the default region's database. Unset in all-in-one mode: embedded PostgreSQL. */
    DATABASE_URL: optionalUrl,
    /** Per-region databases in the fleet, e.g. REGION_EU_A_DATABASE_URL; default DATABASE_URL. */
    REGION_US_A_DATABASE_URL: optionalUrl,
    REGION_US_B_DATABASE_URL: optionalUrl,
    REGION_EU_A_DATABASE_URL: optionalUrl,
    REGION_AU_A_DATABASE_URL: optionalUrl,
    /** The region this process serves (fleet); all-in-one serves every region from one database. */
    SERVED_REGIONS: z.string().default(Object.values(Region).join(',')),
    DEFAULT_REGION: z.nativeEnum(Region).default(DEFAULT_REGION),
    /** Unset: in-process bus. */
    NATS_URL: z.string().optional(),
    /** The JetStream stream and the subject prefix it captures; tests give each server its own. */
    NATS_STREAM: z.string().default('FIELDNOTE'),
    NATS_SUBJECT_PREFIX: z.string().default('fieldnote'),
    /** Unset: the embedded vector index in each workspace's schema. */
    QDRANT_URL: optionalUrl,
    QDRANT_API_KEY: z.string().optional(),
    /** An OpenAI-compatible embeddings endpoint (OpenAI, Ollama, vLLM, TEI); unset: the built-in offline model. */
    EMBEDDINGS_URL: optionalUrl,
    EMBEDDINGS_MODEL: z.string().default('text-embedding-3-small'),
    EMBEDDINGS_API_KEY: z.string().optional(),
    /** Dimensions of the EMBEDDINGS_URL model's vectors (the built-in model has 100). */
    EMBEDDING_DIMENSIONS: z.coerce.number().int().min(1).max(65536).default(384),
    DATA_DIR: z.string().default('.data'),
    // E-mail (README "Configuration"): SMTP when SMTP_HOST is set, else mails are logged and, in
    // local mode, listed at /dev/mailbox.
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: z.enum(['true', 'false']).default('false'),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    MAIL_FROM: z.string().default('Fieldnote <no-reply@localhost>'),
    /** Where /settings/feedback messages are mailed (the team running this Fieldnote); unset: kept in the workspace only. */
    FEEDBACK_EMAIL: z.string().email().optional(),
    /** The domain workspaces live under: <subdomain>.<BASE_DOMAIN>. */
    BASE_DOMAIN: z.string().default('localhost'),
    /** Public URL scheme and port, used in links we print or send (invites, redirects). */
    PUBLIC_URL: optionalUrl,
    /** Set in the fleet to share the session across subdomains (e.g. `.fieldnote.example.com`). */
    COOKIE_DOMAIN: z.string().optional(),
    COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
    /**
     * How often open sockets' sessions are checked against their workspace's lifetimes and SSO rule
     * (a socket whose session lapsed closes within this many seconds; requests are checked each time).
     */
    SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(300).default(15),
    /**
     * Single sign-on starts (OpenID Connect and SAML) one source address may make per minute; each
     * start stores a pending sign-in, which a flood would otherwise fill the table with.
     */
    SSO_START_LIMIT_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(SSO_START_MAX_PER_CLIENT_PER_MINUTE),
    /** Believe X-Forwarded-For (set it behind a reverse proxy or ingress, never when exposed directly). */
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /** Bearer token for operator calls (tenant routes); generated under DATA_DIR when unset. */
    OPERATOR_TOKEN: z.string().min(24).optional(),
    /**
     * Key that encrypts secrets kept in the database (a workspace's SSO client secret), at least 32
     * characters; generated under DATA_DIR when unset. Changing it makes stored secrets unreadable.
     */
    SECRETS_KEY: z.string().min(32).optional(),
    /**
     * Billing (README "Plans and billing"). Unset: self-hosted, every workspace on the unlimited
     * self-hosted plan and nothing calls Stripe. Set: plans of the catalogue are enforced.
     */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** With STRIPE_SECRET_KEY: the signing secret of the endpoint POST /stripe/webhook (whsec_…). */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where the Stripe client sends its calls; unset: Stripe itself. Tests point it at the Stripe double. */
    STRIPE_API_URL: optionalUrl,
    /** With STRIPE_SECRET_KEY: the catalogue plan (reference) a new workspace starts on, e.g. a trial. */
    BILLING_DEFAULT_PLAN: z.string().min(1).max(60).default('free-jul-2025'),
    /** With BILLING_DEFAULT_PLAN a trial: whether the workspace falls back to the free plan when it ends. */
    BILLING_FREE_PLAN_AFTER_TRIAL: z.enum(['true', 'false']).default('true'),
    /**
     * DNS servers (`host` or `host:port`, comma-separated) that verify workspace domains' TXT
     * records; unset: the system's resolvers.
     */
    DNS_SERVERS: z.string().optional(),
    /** scrypt cost (N = 2^SCRYPT_LOG_N); 15 uses 32 MiB per hash. */
    SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
    /** 15 admits the standard introspection query. */
    GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(GRAPHQL_LIMITS.maxDepth),
    GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().min(10).default(GRAPHQL_LIMITS.maxCost),
    /** `off` drops the GraphQL query limits: only for the benchmark that measures what they cost. */
    GRAPHQL_LIMITS: z.enum(['on', 'off']).default('on'),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    /** Migrate the schemas at start; the fleet turns it off and migrates once per release (`npm run migrate` Job). */
    MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
    /** Where uploaded files are kept: `local` (a folder under DATA_DIR) or an S3-compatible object store. */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    /** Largest upload in bytes; spec 000 §9 caps attachments at 1e10 bytes. Default 2 GiB. */
    MAX_UPLOAD_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_ATTACHMENT_BYTES)
      .default(2 * 1024 ** 3),
    /** S3-compatible object store (STORAGE_DRIVER=s3): endpoint (unset: AWS), region, bucket, credentials. */
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Path-style addressing (`endpoint/bucket/key`), which MinIO, Ceph and most self-hosted stores need. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    /** Prefix of every object key, so one bucket can serve several installations. */
    S3_KEY_PREFIX: z.string().default(''),
    /**
     * The generative model (issue 34), kept raw here and checked by the AI module's
     * readAiProviderConfig, which owns their rules: an OpenAI-compatible endpoint (AI_BASE_URL,
     * AI_MODEL, AI_API_KEY) or a local GGUF file (AI_MODEL_PATH, under DATA_DIR/models), neither for the
     * built-in provider; AI_THREADS, AI_MAX_CONCURRENCY and AI_TIMEOUT_MS tune them.
     */
    AI_BASE_URL: z.string().optional(),
    AI_MODEL: z.string().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL_PATH: z.string().optional(),
    AI_THREADS: z.string().optional(),
    AI_MAX_CONCURRENCY: z.string().optional(),
    AI_TIMEOUT_MS: z.string().optional(),
    /**
     * The models of other regions a workspace may choose for its AI (spec 001 §3 allowChooseAiRegion),
     * beside the server's own (AI_BASE_URL …): an OpenAI-compatible endpoint per region, checked by
     * readAiRegionConfigs.
     */
    AI_REGION_US_A_BASE_URL: z.string().optional(),
    AI_REGION_US_A_MODEL: z.string().optional(),
    AI_REGION_US_A_API_KEY: z.string().optional(),
    AI_REGION_US_B_BASE_URL: z.string().optional(),
    AI_REGION_US_B_MODEL: z.string().optional(),
    AI_REGION_US_B_API_KEY: z.string().optional(),
    AI_REGION_EU_A_BASE_URL: z.string().optional(),
    AI_REGION_EU_A_MODEL: z.string().optional(),
    AI_REGION_EU_A_API_KEY: z.string().optional(),
    AI_REGION_AU_A_BASE_URL: z.string().optional(),
    AI_REGION_AU_A_MODEL: z.string().optional(),
    AI_REGION_AU_A_API_KEY: z.string().optional(),
    /**
     * The transcription endpoint (issue 34): an OpenAI-compatible `/v1/audio/transcriptions` server
     * (OpenAI, whisper.cpp's server, faster-whisper-server), checked by the transcription module's
     * readTranscriptionConfig. Unset: no transcription, transcripts are imported.
     */
    TRANSCRIPTION_BASE_URL: z.string().optional(),
    TRANSCRIPTION_MODEL: z.string().optional(),
    TRANSCRIPTION_API_KEY: z.string().optional(),
    TRANSCRIPTION_TIMEOUT_MS: z.string().optional(),
    /**
     * Whether the operator has a business associate agreement (HIPAA) covering the transcription
     * endpoint: a workspace with the HIPAA add-on (enforceHipaaTranscription) transcribes only then.
     */
    TRANSCRIPTION_HIPAA_ELIGIBLE: z.enum(['true', 'false']).default('false'),
    /**
     * The quiet period of the AI auto features (issue 34): a note's auto features (On) run once its
     * text has stayed unchanged this long, not on every save.
     */
    AI_AUTO_QUIET_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  })
  .refine((c) => c.STORAGE_DRIVER !== 's3' || !!c.S3_BUCKET, {
    message: 'STORAGE_DRIVER=s3 needs S3_BUCKET',
    path: ['S3_BUCKET'],
  });

export type Config = z.infer<typeof configSchema>;

/** Parses the environment; a bad value stops start-up with a message naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** The database URL serving `region`, falling back to DATABASE_URL. */
export function regionDatabaseUrl(config: Config, region: Region): string | undefined {
  return config[`REGION_${region}_DATABASE_URL`] ?? config.DATABASE_URL;
}

/** The regions this deployment offers (SERVED_REGIONS), in the spec's order. */
export function servedRegions(config: Config): Region[] {
  const served = config.SERVED_REGIONS.split(',').map((r) => r.trim());
  return Object.values(Region).filter((region) => served.includes(region));
}

/**
 * Whether two or more served regions are kept in the same database (all-in-one, single-database
 * fleets): then the region a workspace picks is where it would live in a fleet, not a separation today,
 * and the sign-up page must not promise that research data never leaves its region.
 */
export function regionsShareADatabase(config: Config): boolean {
  const urls = servedRegions(config).map((region) => regionDatabaseUrl(config, region) ?? '');
  return new Set(urls).size < urls.length;
}

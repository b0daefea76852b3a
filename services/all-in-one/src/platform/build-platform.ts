import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type Bus,
  type Config,
  InProcessBus,
  JetStreamBus,
  LogMailer,
  type Logger,
  type Mailer,
  SmtpMailer,
  QdrantVectorStore,
  connectQdrant,
  createEmbeddingProvider,
  type VectorStore,
} from '@fieldnote/core';
import {
  Databases,
  EmbeddedVectorStore,
  type Platform,
  WorkspaceProvisioner,
  fanOutWorkspaceMigrations,
  migrateBaseSchemas,
  startEmbeddedDatabase,
} from '@fieldnote/db';

export interface BuiltPlatform {
  platform: Platform;
  operatorToken: string;
  /** Where the database is: 'embedded' or the host of DATABASE_URL. */
  databaseLabel: string;
  /** Stops what it started, last started first; `onStep` hears each step's name as it begins. */
  close(onStep?: (step: string) => void): Promise<void>;
}

/** One thing to stop at shutdown, named for the log when it is slow to stop. */
interface Cleanup {
  step: string;
  run: () => Promise<void>;
}

/**
 * The all-in-one platform: DATABASE_URL or embedded PostgreSQL, NATS_URL or the in-process bus,
 * control and regional schemas migrated. Each external piece is swapped in by its setting alone.
 */
export async function buildPlatform(config: Config, logger: Logger): Promise<BuiltPlatform> {
  const cleanups: Cleanup[] = [];
  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      const embedded = await startEmbeddedDatabase(config.DATA_DIR, logger);
      cleanups.unshift({ step: 'the embedded PostgreSQL', run: () => embedded.stop() });
      databaseUrl = embedded.url;
    }
    const databases = await Databases.open({ ...config, DATABASE_URL: databaseUrl });
    cleanups.unshift({ step: 'the database pools', run: () => databases.close() });
    if (config.MIGRATE_ON_START === 'true') await migrate(databases, config, logger);

    const bus: Bus = config.NATS_URL
      ? await JetStreamBus.connect({
          servers: config.NATS_URL,
          streamName: config.NATS_STREAM,
          subjectPrefix: config.NATS_SUBJECT_PREFIX,
          logger,
        })
      : new InProcessBus(logger);
    cleanups.unshift({ step: 'the bus', run: () => bus.close() });

    const embeddings = createEmbeddingProvider(config);
    const vectors = await vectorStore(config, databases, embeddings.dimensions);
    // The embedded store's ANN indexes are saved at shutdown, so the next start reads them back.
    if (vectors instanceof EmbeddedVectorStore)
      cleanups.unshift({ step: 'saving the vector indexes', run: () => vectors.flush() });
    const platform: Platform = {
      config,
      logger,
      databases,
      provisioner: new WorkspaceProvisioner(databases),
      bus,
      mailer: mailer(config, logger, cleanups),
      vectors,
      embeddings,
    };
    return {
      platform,
      operatorToken: config.OPERATOR_TOKEN ?? operatorTokenFile(config.DATA_DIR),
      databaseLabel: config.DATABASE_URL ? new URL(config.DATABASE_URL).host : 'embedded',
      close: async (onStep) => {
        for (const cleanup of cleanups) {
          onStep?.(cleanup.step);
          await cleanup
            .run()
            .catch((err) => logger.warn({ err, step: cleanup.step }, 'shutdown step failed'));
        }
      },
    };
  } catch (error) {
    for (const cleanup of cleanups) await cleanup.run().catch(() => undefined);
    throw new Error('Fieldnote could not start its platform', { cause: error });
  }
}

/** Control and regional schemas, then every workspace up to the code's schema before serving; a failed one is logged, the rest still serve. */
async function migrate(databases: Databases, config: Config, logger: Logger): Promise<void> {
  await migrateBaseSchemas(databases);
  const fanOut = await fanOutWorkspaceMigrations(databases, {
    concurrency: Math.max(1, config.DB_POOL_SIZE - 2),
  });
  if (fanOut.failed.length > 0)
    logger.error({ failed: fanOut.failed }, 'some workspace schemas could not be migrated');
  if (fanOut.migrated > 0)
    logger.info({ migrated: fanOut.migrated, total: fanOut.total }, 'workspace schemas migrated');
}

/**
 * SMTP (nodemailer) when SMTP_HOST is set, as the fleet runs; else the log mailer, whose mails the
 * local mailbox page (/dev/mailbox) lists.
 */
function mailer(config: Config, logger: Logger, cleanups: Cleanup[]): Mailer {
  if (!config.SMTP_HOST) return new LogMailer(logger);
  const smtp = new SmtpMailer(
    {
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE === 'true',
      user: config.SMTP_USER,
      password: config.SMTP_PASSWORD,
      from: config.MAIL_FROM,
    },
    logger,
  );
  cleanups.unshift({ step: 'the SMTP connection', run: async () => smtp.close() });
  return smtp;
}

/** Qdrant when QDRANT_URL is set (its collections ensured on first use), else the embedded index in each workspace's schema. */
async function vectorStore(config: Config, databases: Databases, dimensions: number): Promise<VectorStore> {
  if (!config.QDRANT_URL)
    return new EmbeddedVectorStore(databases, dimensions, join(config.DATA_DIR, 'vectors'));
  const client = await connectQdrant({
    url: config.QDRANT_URL,
    apiKey: config.QDRANT_API_KEY,
    checkCompatibility: false,
  });
  return new QdrantVectorStore(client, dimensions);
}

/** A generated operator token, kept under DATA_DIR so it survives restarts. */
function operatorTokenFile(dataDir: string): string {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'operator-token');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type Config, LogMailer, type Logger, createLogger, loadConfig } from '@fieldnote/core';
import { createHttpApp } from '@fieldnote/control-plane';
import { AllInOneModule } from './app.module';
import {
  COMPONENTS_VARIABLE,
  type Component,
  isAllComponents,
  parseComponents,
} from './components/components';
import { seedDemo } from './demo/seed-demo';
import { type BuiltPlatform, buildPlatform } from './platform/build-platform';
import { DEV_MAILBOX_PATH, serveDevMailbox } from './static/dev-mailbox';
import { serveWebApps } from './static/serve-web-apps';

/**
 * How long requests still arriving or running at shutdown get before their connections are cut. The
 * HTTP server waits for every request in flight, and a client that sends half a request and then
 * nothing would otherwise hold the stop (and what comes after it: saving the vector indexes, the
 * database's orderly stop) for as long as it likes.
 */
const IN_FLIGHT_GRACE_MS = 5_000;

/** The repository root, from src/ (ts, jest) and dist/ (node) alike. */
const ROOT_DIR = join(__dirname, '../../..');

export interface RunningServer {
  app: NestFastifyApplication;
  config: Config;
  built: BuiltPlatform;
  /** What this process runs (FIELDNOTE_COMPONENTS; all three unless told otherwise). */
  components: ReadonlySet<Component>;
  /** The address it listens on, e.g. http://127.0.0.1:3000 */
  address: string;
  /** Stops the application, then the platform; `onStep` hears each step's name as it begins. */
  close(onStep?: (step: string) => void): Promise<void>;
}

/**
 * Starts Fieldnote in this process: platform, Nest application (control plane, API and worker, or
 * the components FIELDNOTE_COMPONENTS names), web apps, first-start demo seed, HTTP listener. Used
 * by `npm start`, the fleet's Deployments, the tests and the benchmarks.
 */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  logger?: Logger,
): Promise<RunningServer> {
  const config = loadConfig(env);
  const components = parseComponents(env[COMPONENTS_VARIABLE]);
  // Browsers reach the control plane and the member API; a worker answers its probe and nothing else.
  const servesWeb = components.has('control-plane') || components.has('api');
  const log = logger ?? createLogger(config.LOG_LEVEL);
  const built = await buildPlatform(config, log);
  let app: NestFastifyApplication | undefined;
  try {
    app = await createHttpApp(AllInOneModule.register(built.platform, built.operatorToken, components), log, {
      trustProxy: config.TRUST_PROXY === 'true',
    });
    // Local mode without a mail server: its mails are read at /dev/mailbox (never in production).
    const mailbox =
      isAllComponents(components) &&
      built.platform.mailer instanceof LogMailer &&
      config.NODE_ENV !== 'production'
        ? built.platform.mailer
        : null;
    if (mailbox) serveDevMailbox(app, mailbox);
    // Before init: the web apps' routes go in first; Nest's own routes and not-found handler follow.
    if (servesWeb)
      await serveWebApps(app, ROOT_DIR, {
        baseDomain: config.BASE_DOMAIN,
        localMailboxPath: mailbox ? DEV_MAILBOX_PATH : undefined,
        logger: log,
      });
    await app.init();
    // The seed signs up and creates a workspace through the control plane's services, and stores
    // its recordings through the member API's (present in every process that runs the API).
    if (config.SEED_DEMO === 'true' && components.has('api'))
      await seedDemo(app, log, { withWorker: components.has('worker') });
    await app.listen(config.PORT, config.HOST);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await built.close();
    throw error;
  }
  const running = app;
  const address = await running.getUrl();
  return {
    app: running,
    config,
    built,
    components,
    address: address.replace('[::1]', '127.0.0.1'),
    close: async (onStep) => {
      onStep?.('the application (HTTP connections, jobs, relays)');
      const cut = setTimeout(() => running.getHttpServer().closeAllConnections(), IN_FLIGHT_GRACE_MS);
      try {
        await running.close();
      } finally {
        clearTimeout(cut);
      }
      await built.close(onStep);
    },
  };
}

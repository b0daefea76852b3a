import 'reflect-metadata';
import { KubeConfig } from '@kubernetes/client-node';
import { createLogger } from '@fieldnote/core';
import { loadOperatorConfig } from './operator-config';
import { startOperator } from './start-operator';

/** `node operator/dist/main.js`: in a pod it uses the service account; elsewhere ~/.kube/config or KUBECONFIG. */
async function main(): Promise<void> {
  const config = loadOperatorConfig();
  const logger = createLogger(config.LOG_LEVEL, 'fieldnote-operator');
  const kubeConfig = new KubeConfig();
  kubeConfig.loadFromDefault();
  const operator = await startOperator(config, kubeConfig, logger);
  logger.info({ health: operator.healthUrl }, 'operator started');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    // Releasing the Lease on the way out lets a standby take over at once.
    operator.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Fieldnote operator failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});

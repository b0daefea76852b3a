import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './kube-test-apiserver';

const REPO_ROOT = join(__dirname, '../../../..');
/** The operator's entry point, as the chart's Deployment runs it. */
const OPERATOR_MAIN = join(REPO_ROOT, 'operator/dist/main.js');

/** `node operator/dist/main.js` in a child process, configured by its environment as in the cluster. */
export interface OperatorProcess {
  name: string;
  child: ChildProcess;
  healthUrl: string;
  /** Its log lines so far (pino JSON, parsed). */
  logs(): { msg?: string; level?: number; err?: { message?: string; statusCode?: number; body?: unknown } }[];
  output(): string;
  exited: Promise<number | string>;
  /** Ends it with the signal (SIGTERM: it releases the Lease; SIGKILL: a crash) and waits. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startOperatorProcess(
  name: string,
  kubeconfigPath: string,
  env: Record<string, string>,
): Promise<OperatorProcess> {
  if (!existsSync(OPERATOR_MAIN))
    throw new Error(`${OPERATOR_MAIN} is missing: run \`npx tsc -b operator\` first.`);
  const port = await freePort();
  const child = spawn(process.execPath, [OPERATOR_MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      KUBECONFIG: kubeconfigPath,
      POD_NAME: name,
      METRICS_PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  return {
    name,
    child,
    healthUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    logs: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => {
          try {
            return JSON.parse(line) as ReturnType<OperatorProcess['logs']>[number];
          } catch {
            return {};
          }
        }),
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

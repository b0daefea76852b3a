import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { httpRequest } from '../../services/all-in-one/src/testing/graphql-client';

const REPO_ROOT = join(__dirname, '../..');
/** The server's entry point, which the fleet runs and `npm start`'s supervisor forks. */
export const MAIN = join(REPO_ROOT, 'services/all-in-one/dist/main.js');
/** The entry point `npm start` runs after its build step: the supervisor that restarts MAIN. */
export const SUPERVISOR = join(REPO_ROOT, 'services/all-in-one/dist/supervise.js');
/** How long a start may take (first start: initdb, migrations, demo seed) before the test fails. */
const START_DEADLINE_MS = 90_000;
/** Settings of the test process that would take `npm start` off its embedded defaults. */
const NON_EMBEDDED_SETTINGS = [
  'DATABASE_URL',
  'NATS_URL',
  'QDRANT_URL',
  'OPERATOR_TOKEN',
  'FIELDNOTE_COMPONENTS',
];

/** How to launch it: the server alone (as in the fleet) or under `npm start`'s supervisor. */
export interface LaunchOptions {
  entry?: 'server' | 'npm start';
  /** More Node flags, after the heap cap (the supervisor passes them on to the server). */
  nodeFlags?: string[];
}

/** `node services/all-in-one/dist/main.js` (or supervise.js) in a child process, as `npm start` runs it. */
export interface AllInOneProcess {
  child: ChildProcess;
  address: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Starts the all-in-one server on `dataDir` with the embedded PostgreSQL (no DATABASE_URL, no NATS)
 * and resolves once it answers /ping, or rejects with its output when it exits first.
 */
export async function startAllInOne(dataDir: string, options: LaunchOptions = {}): Promise<AllInOneProcess> {
  const launched = launchAllInOne(dataDir, await freePort(), options);
  await waitForPing(launched);
  return launched;
}

/** Starts it without waiting; for starts that are expected to fail. */
export function launchAllInOne(dataDir: string, port: number, options: LaunchOptions = {}): AllInOneProcess {
  const entry = options.entry === 'npm start' ? SUPERVISOR : MAIN;
  if (!existsSync(entry))
    throw new Error(`${entry} is missing: run \`npx tsc -b services/all-in-one\` first.`);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NON_EMBEDDED_SETTINGS) delete env[name];
  Object.assign(env, { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' });
  // The same heap cap as package.json "start".
  const child = spawn(process.execPath, ['--max-old-space-size=192', ...(options.nodeFlags ?? []), entry], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, address: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitForPing(server: AllInOneProcess): Promise<void> {
  let ended: number | string | undefined;
  void server.exited.then((how) => (ended = how));
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (ended !== undefined)
      throw new Error(`the server exited (${ended}) before /ping answered:\n${server.output()}`);
    const ping = await httpRequest(`${server.address}/ping`).catch(() => undefined);
    if (ping?.status === 200) return;
    await sleep(100);
  }
  server.child.kill('SIGKILL');
  throw new Error(`the server did not answer /ping within ${START_DEADLINE_MS} ms:\n${server.output()}`);
}

/** Stops it as Ctrl-C would, and waits until it has ended. */
export async function stopAllInOne(server: AllInOneProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Direct children of `pid` whose command line contains `marker` (Linux /proc). */
export function childrenOf(pid: number, marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker))
        found.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

/** True while `pid` runs and is not a zombie. */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !['Z', 'X'].includes(stat.slice(stat.lastIndexOf(')') + 2)[0]);
  } catch {
    return false;
  }
}

/** Waits until `pid` has ended; false if it still runs after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await sleep(50);
  }
  return !isRunning(pid);
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

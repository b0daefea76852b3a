import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphqlClient, httpRequest } from '../../services/all-in-one/src/testing/graphql-client';
import { DEMO_EMAIL, DEMO_PASSWORD, expectOk, logIn } from '../api/factories';
import {
  type AllInOneProcess,
  childrenOf,
  freePort,
  isRunning,
  launchAllInOne,
  startAllInOne,
  stopAllInOne,
  waitForExit,
} from './all-in-one-process';
import { evaluateInProcess } from './inspector';

/** How long a restarted server may take to answer /ping again before the test fails. */
const RESTART_DEADLINE_MS = 90_000;
/** How long the server and its PostgreSQL may take to stop before the test fails. */
const STOP_DEADLINE_MS = 30_000;
/** How long a process asked to stop (or bound to fail) may take to end before the test fails with its output. */
const EXIT_DEADLINE_MS = 60_000;
const SUITE_TIMEOUT_MS = 180_000;
/** Fills the heap until V8 gives up, as the request of issue 30 did under the 192 MB cap. */
const EXHAUST_HEAP = 'globalThis.hog = []; for (;;) globalThis.hog.push(new Array(100000).fill(1.5));';

/**
 * `npm start` runs the server under a supervisor (services/all-in-one/src/supervise.ts) that starts
 * it again when it dies: here the real server, with its embedded PostgreSQL, is killed and made to
 * run out of heap, and must come back on its own and say why.
 */
describe('npm start under its supervisor', () => {
  let template: string;
  const cleanups: (() => Promise<void> | void)[] = [];

  // One first start (initdb, migrations, demo seed) copied for each test.
  beforeAll(async () => {
    template = newDataDir();
    await stopAllInOne(await startAllInOne(template));
  }, SUITE_TIMEOUT_MS);

  afterAll(() => rmSync(template, { recursive: true, force: true }));

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function dataDirForTest(): string {
    const dir = newDataDir();
    // cp -a keeps the owner: as root the data belongs to the postgres system user.
    execFileSync('cp', ['-a', `${template}/.`, dir]);
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  /** `npm start`'s supervisor on `dataDir`, once its server answers /ping. */
  async function npmStart(dataDir: string): Promise<AllInOneProcess> {
    // --inspect-port=0: SIGUSR1 opens the server's inspector on a free port (see evaluateInProcess).
    const supervisor = await startAllInOne(dataDir, { entry: 'npm start', nodeFlags: ['--inspect-port=0'] });
    cleanups.push(async () => {
      const server = serverOf(supervisor);
      await stopAllInOne(supervisor);
      if (server && isRunning(server)) process.kill(server, 'SIGKILL');
      const postmaster = postmasterPid(dataDir);
      if (postmaster && isRunning(postmaster)) process.kill(postmaster, 'SIGINT');
    });
    return supervisor;
  }

  it(
    'should restart the server when it is SIGKILLed, say why, and serve the demo workspace again',
    async () => {
      const dataDir = dataDirForTest();
      const supervisor = await npmStart(dataDir);
      const first = runningServer(supervisor);
      const firstPostmaster = postmasterPid(dataDir)!;

      process.kill(first, 'SIGKILL');
      const second = await restartedServer(supervisor, first);

      expect(supervisor.output()).toContain(
        'Fieldnote: the server was killed with SIGKILL (by a person, or by the system when the machine ran out of memory); restarting it in 1 s.',
      );
      expect(isRunning(supervisor.child.pid!)).toBe(true);
      expect(second).not.toBe(first);
      // The dead server's PostgreSQL was stopped by its watchdog; the new server runs its own.
      expect(isRunning(firstPostmaster)).toBe(false);
      expect(postmasterPid(dataDir)).not.toBe(firstPostmaster);
      const browser = new GraphqlClient(supervisor.address, 'demo.localhost');
      expectOk(await logIn(browser, DEMO_EMAIL, DEMO_PASSWORD));
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'should restart the server when it runs out of heap and say so with its heap limit',
    async () => {
      const supervisor = await npmStart(dataDirForTest());
      const first = runningServer(supervisor);

      await evaluateInProcess(first, supervisor.output, EXHAUST_HEAP);
      await restartedServer(supervisor, first);

      expect(supervisor.output()).toContain('JavaScript heap out of memory');
      expect(supervisor.output()).toContain(
        'Fieldnote: the server ran out of memory (heap limit 192 MB, FIELDNOTE_MAX_HEAP_MB); restarting it in 1 s.',
      );
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'should stop the server and its PostgreSQL on SIGTERM without restarting it, though a client never finishes its request',
    async () => {
      const dataDir = dataDirForTest();
      const supervisor = await npmStart(dataDir);
      const server = runningServer(supervisor);
      const postmaster = postmasterPid(dataDir)!;
      // Half a request, then nothing: the HTTP server would wait for its body for ever.
      const stalled = await stalledRequest(supervisor.address);

      supervisor.child.kill('SIGTERM');

      expect(await within(supervisor.exited, EXIT_DEADLINE_MS, supervisor)).toBe(0);
      // The connection was cut after the grace period, and every step after it still ran in order.
      expect(await within(stalled.closed, EXIT_DEADLINE_MS, supervisor)).toBe(true);
      expect(supervisor.output()).not.toContain('did not finish within');
      expect(await waitForExit(server, STOP_DEADLINE_MS)).toBe(true);
      expect(await waitForExit(postmaster, STOP_DEADLINE_MS)).toBe(true);
      // A clean PostgreSQL stop removes its lock file; a crash would leave it behind.
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(supervisor.output()).not.toContain('restarting');
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'should stop the server and its PostgreSQL in order when the supervisor itself is killed',
    async () => {
      const dataDir = dataDirForTest();
      const supervisor = await npmStart(dataDir);
      const server = runningServer(supervisor);
      const postmaster = postmasterPid(dataDir)!;

      supervisor.child.kill('SIGKILL');

      expect(await waitForExit(server, STOP_DEADLINE_MS)).toBe(true);
      expect(await waitForExit(postmaster, STOP_DEADLINE_MS)).toBe(true);
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'should refuse a second npm start on a data directory in use, name the server to stop, and not retry',
    async () => {
      const dataDir = dataDirForTest();
      const running = await npmStart(dataDir);
      const server = runningServer(running);

      const second = launchAllInOne(dataDir, await freePort(), { entry: 'npm start' });

      expect(await within(second.exited, EXIT_DEADLINE_MS, second)).toBe(1);
      expect(second.output()).toContain(`is in use by another running Fieldnote (Node process ${server}`);
      expect(second.output()).toContain(
        'Fieldnote: the server exited with code 1 before it was ready; not restarting it.',
      );
      expect((await httpRequest(`${running.address}/ping`)).status).toBe(200);
      // What the refusal says to do (`kill <pid>`) stops the running one for good: a clean exit is
      // not restarted.
      process.kill(server, 'SIGTERM');
      expect(await within(running.exited, EXIT_DEADLINE_MS, running)).toBe(0);
      expect(running.output()).not.toContain('restarting');
    },
    SUITE_TIMEOUT_MS,
  );
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fieldnote-supervised-'));
  // As root the embedded PostgreSQL runs as the postgres system user, which must reach its data.
  chmodSync(dir, 0o755);
  return dir;
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

/** The server process the supervisor runs now. */
function serverOf(supervisor: AllInOneProcess): number | undefined {
  return childrenOf(supervisor.child.pid!, 'main.js')[0];
}

/** The server process the supervisor runs now, which must exist: the supervisor is not the server. */
function runningServer(supervisor: AllInOneProcess): number {
  const server = serverOf(supervisor);
  if (server === undefined) throw new Error(`the supervisor runs no server process:\n${supervisor.output()}`);
  return server;
}

/** Waits until the supervisor runs a server other than `previous` and it answers /ping; its pid. */
async function restartedServer(supervisor: AllInOneProcess, previous: number): Promise<number> {
  for (const deadline = Date.now() + RESTART_DEADLINE_MS; Date.now() < deadline; await sleep(200)) {
    const server = serverOf(supervisor);
    if (server === undefined || server === previous) continue;
    const ping = await httpRequest(`${supervisor.address}/ping`).catch(() => undefined);
    if (ping?.status === 200) return server;
  }
  throw new Error(`the server was not restarted:\n${supervisor.output()}`);
}

/** `promise`'s value, or a failure quoting what `process` printed when it has not settled in `ms`. */
async function within<T>(promise: Promise<T>, ms: number, process: AllInOneProcess): Promise<T> {
  const timer = new AbortController();
  const late = sleep(ms, undefined, { signal: timer.signal }).then(
    () => Promise.reject(new Error(`still running after ${ms} ms:\n${process.output()}`)),
    () => new Promise<never>(() => undefined),
  );
  try {
    return await Promise.race([promise, late]);
  } finally {
    timer.abort();
  }
}

/** A POST whose headers promise a body that never comes; `closed` resolves true when the server cuts it. */
async function stalledRequest(address: string): Promise<{ closed: Promise<boolean> }> {
  const { port } = new URL(address);
  const socket = connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  const closed = once(socket, 'close').then(() => true);
  socket.on('error', () => undefined);
  // Read what comes (nothing, or an answer the server sends as it cuts the connection): a socket
  // nobody reads never sees the server's FIN, so 'close' would wait for ever (it came only when the
  // connection was reset, which made this test fail now and then).
  socket.resume();
  socket.write(
    'POST /api/graphql HTTP/1.1\r\nHost: demo.localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{"query":',
  );
  return { closed };
}

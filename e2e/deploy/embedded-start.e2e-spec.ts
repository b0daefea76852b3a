import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WATCHDOG_PROCESS_NAME } from '../../services/db/src/embedded/parent-death-watchdog';
import { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { DEMO_EMAIL, DEMO_PASSWORD, expectOk, logIn, uniqueSuffix } from '../api/factories';
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

const CREATE_PROJECT = `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`;
const PROJECTS = `{ projects { id } }`;
/** Projects acknowledged before the SIGKILL; more writers are still in flight when it lands. */
const ACKNOWLEDGED_BEFORE_KILL = 15;
const WRITERS = 3;
/** How long the watchdog may take to stop an orphaned postmaster before the test fails. */
const WATCHDOG_DEADLINE_MS = 15_000;
const SUITE_TIMEOUT_MS = 180_000;

/**
 * `npm start` as a person runs it: the real all-in-one server with its embedded PostgreSQL in a
 * child process. Above all after a hard crash (OOM, kill -9): SIGKILLed in the middle of writes, then
 * started again on the same DATA_DIR, every project whose creation was acknowledged must be there.
 */
describe('npm start on the embedded PostgreSQL', () => {
  let template: string;
  /** What the first start printed (its banner). */
  let firstStartOutput: string;
  const cleanups: (() => Promise<void> | void)[] = [];

  // One first start (initdb, migrations, demo seed) copied for each test, so each test has its own
  // data directory without paying for initdb again.
  beforeAll(async () => {
    template = newDataDir();
    const first = await startAllInOne(template);
    firstStartOutput = first.output();
    await stopAllInOne(first);
  }, SUITE_TIMEOUT_MS);

  afterAll(() => rmSync(template, { recursive: true, force: true }));

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A copy of the template, removed after the test (with every server started on it stopped). */
  function dataDirForTest(): string {
    const dir = newDataDir();
    // cp -a keeps the owner: as root the data belongs to the postgres system user.
    execFileSync('cp', ['-a', `${template}/.`, dir]);
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  async function start(dataDir: string): Promise<AllInOneProcess> {
    const server = await startAllInOne(dataDir);
    cleanups.push(async () => {
      await stopAllInOne(server);
      // A postmaster the test orphaned on purpose and the server did not reclaim: do not leak it.
      const pid = postmasterPid(dataDir);
      if (pid && isRunning(pid)) process.kill(pid, 'SIGINT');
    });
    return server;
  }

  it(
    'should stop its PostgreSQL and come back with every acknowledged project when Node is SIGKILLed mid-write',
    async () => {
      const dataDir = dataDirForTest();
      const server = await start(dataDir);
      const postmaster = postmasterPid(dataDir)!;

      const acknowledged = await writeUntilKilled(server);
      await server.exited;
      expect(await waitForExit(postmaster, WATCHDOG_DEADLINE_MS)).toBe(true);

      const again = await start(dataDir);
      await expectAllThere(again, acknowledged);
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'should stop an orphaned PostgreSQL of its data directory and come back with every acknowledged project',
    async () => {
      const dataDir = dataDirForTest();
      const server = await start(dataDir);
      const postmaster = postmasterPid(dataDir)!;
      // The watchdog dies first (as if the whole job were killed but postgres), so nothing stops postgres.
      const [watchdog] = childrenOf(server.child.pid!, WATCHDOG_PROCESS_NAME);
      expect(watchdog).toBeDefined();
      process.kill(watchdog, 'SIGKILL');
      await waitForExit(watchdog, WATCHDOG_DEADLINE_MS);

      const acknowledged = await writeUntilKilled(server);
      await server.exited;
      expect(isRunning(postmaster)).toBe(true);

      const again = await start(dataDir);
      expect(isRunning(postmaster)).toBe(false);
      await expectAllThere(again, acknowledged);
    },
    SUITE_TIMEOUT_MS,
  );

  it(
    'should start over a stale postmaster.pid whose pid now belongs to another process, and leave that process alone',
    async () => {
      const dataDir = dataDirForTest();
      const server = await start(dataDir);
      const postmaster = postmasterPid(dataDir)!;
      const [watchdog] = childrenOf(server.child.pid!, WATCHDOG_PROCESS_NAME);
      const acknowledged = await writeUntilKilled(server, () => {
        // The whole tree dies at once: nothing stops cleanly, postmaster.pid stays behind.
        process.kill(watchdog, 'SIGKILL');
        process.kill(postmaster, 'SIGKILL');
      });
      await server.exited;
      await waitForExit(postmaster, WATCHDOG_DEADLINE_MS);
      // Its pid is reused by an unrelated process of the same user as postgres, which PostgreSQL
      // alone takes for a running server and refuses to start on.
      const bystander = spawnBystander(dataDir);
      cleanups.push(() => void bystander.kill('SIGKILL'));
      rewriteLockPid(dataDir, bystander.pid!);

      const again = await start(dataDir);
      await expectAllThere(again, acknowledged);
      expect(isRunning(bystander.pid!)).toBe(true);
    },
    SUITE_TIMEOUT_MS,
  );

  it('should print the operator token itself with the demo sign-in in the start banner', () => {
    const token = readFileSync(join(template, 'operator-token'), 'utf8').trim();
    expect(firstStartOutput).toContain(`Operator token  ${token}`);
    expect(firstStartOutput).toContain(`Demo sign-in    ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  });

  it(
    'should refuse to start and name the running server when another Fieldnote holds the data directory',
    async () => {
      const dataDir = dataDirForTest();
      const running = await start(dataDir);

      const second = launchAllInOne(dataDir, await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `is in use by another running Fieldnote (Node process ${running.child.pid}`,
      );
      expect(second.output()).toContain('start this one with another DATA_DIR');
      expect((await new GraphqlClient(running.address, 'localhost').http('/ping')).status).toBe(200);
    },
    SUITE_TIMEOUT_MS,
  );
});

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fieldnote-crash-'));
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

function rewriteLockPid(dataDir: string, pid: number): void {
  const file = join(dataDir, 'pg', 'postmaster.pid');
  const lines = readFileSync(file, 'utf8').split('\n');
  lines[0] = String(pid);
  writeFileSync(file, lines.join('\n'));
}

/** A long sleep owned by the data directory's owner (postgres as root, else ourselves). */
function spawnBystander(dataDir: string): ChildProcess {
  const { uid, gid } = statSync(join(dataDir, 'pg'));
  const asOwner = process.getuid?.() === 0 ? { uid, gid } : {};
  return spawn('sleep', ['600'], { stdio: 'ignore', ...asOwner });
}

/** Signs in as the demo manager and mints an API token, so the writes need no cookie. */
async function apiClient(server: AllInOneProcess): Promise<GraphqlClient> {
  const browser = new GraphqlClient(server.address, 'demo.localhost');
  expectOk(await logIn(browser, DEMO_EMAIL, DEMO_PASSWORD));
  const { createApiToken } = expectOk(
    await browser.gql<{ createApiToken: { token: string } }>(
      `mutation($name: String!) { createApiToken(name: $name) { token } }`,
      { name: `crash-${uniqueSuffix()}` },
    ),
  );
  const client = new GraphqlClient(server.address, 'demo.localhost');
  client.bearer = createApiToken.token;
  return client;
}

/**
 * Creates projects with several writers at once and SIGKILLs the server (after `beforeKill`) once
 * ACKNOWLEDGED_BEFORE_KILL are acknowledged, while the other writers' requests are in flight.
 * Returns the ids of every creation the server acknowledged.
 */
async function writeUntilKilled(server: AllInOneProcess, beforeKill?: () => void): Promise<Set<string>> {
  const client = await apiClient(server);
  const acknowledged = new Set<string>();
  const writer = async () => {
    for (;;) {
      const response = await client
        .gql<{ createProject: { id: string } }>(CREATE_PROJECT, {
          input: { title: `Crash ${uniqueSuffix()}` },
        })
        .catch(() => undefined);
      if (!response?.data) return;
      acknowledged.add(response.data.createProject.id);
      if (acknowledged.size === ACKNOWLEDGED_BEFORE_KILL) {
        beforeKill?.();
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  expect(acknowledged.size).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
  return acknowledged;
}

/** The restarted server answers /ping and lists every acknowledged project. */
async function expectAllThere(server: AllInOneProcess, acknowledged: Set<string>): Promise<void> {
  const client = await apiClient(server);
  expect((await client.http('/ping')).status).toBe(200);
  const { projects } = expectOk(await client.gql<{ projects: { id: string }[] }>(PROJECTS));
  const ids = new Set(projects.map((project) => project.id));
  expect([...acknowledged].filter((id) => !ids.has(id))).toEqual([]);
}

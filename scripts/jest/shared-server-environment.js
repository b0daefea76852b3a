/**
 * The Jest environment of every project: Node's, plus one test server per Jest worker and server
 * environment, shared by the suites that ask for it (`sharedTestServer` in
 * services/all-in-one/src/testing/shared-test-server.ts, which `useBrowserSuite` and most API suites
 * use).
 *
 * Jest runs each test file in a sandbox of its own (its own module registry and globals, torn down
 * when the file ends), so a server started inside one file cannot outlive it. This module is loaded
 * by Node itself, once per worker process, and survives from file to file: the servers it starts
 * run here, outside every sandbox, and a suite reaches them through the global
 * `__fieldnoteSharedTestServer`; a suite that needs a server to itself gets one started here too
 * (`__fieldnoteOwnTestServer`), on the code already loaded. They load the repository's TypeScript through SWC (the options of
 * Jest's own transform) and `@fieldnote/<package>` from its sources, as the sandboxes do.
 *
 * A worker closes its servers (stops them, drops their databases and NATS streams) when Jest ends
 * it, and waits for the test databases it drops in the background (dropDatabaseLater); a run in band
 * closes them in the global teardown. When Jest replaces a worker whose memory grew
 * (SIGTERM), the worker exits at once: Jest may already have handed it the next test file, which it
 * sends again to the new worker only if the old one dies; closing the servers first made that file
 * run on against a closing server (503s). The next worker drops the databases it left (their names
 * carry the pid of the process that made them). FIELDNOTE_SHARED_TEST_SERVERS=false turns sharing off: every suite then starts a
 * server of its own, as `sharedTestServer` does in any other environment.
 */
const Module = require('node:module');
const { join, sep } = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

const ROOT = join(__dirname, '..', '..');
/** jest-worker's "end" message to a child process (CHILD_MESSAGE_END, not exported by jest-worker). */
const CHILD_MESSAGE_END = 2;

let registry;
/** The worker's Chromium (a Playwright browser server), started by the first browser suite that asks. */
let chromium;
let hooked = false;

/** Loads the repository's TypeScript through SWC outside the sandboxes (once per worker). */
function installTypeScriptHook() {
  if (hooked) return;
  hooked = true;
  const { addHook } = require('pirates');
  const { transformSync } = require('@swc/core');
  const swcOptions = require('./swc-options');
  addHook((code, filename) => cachedTransform(code, filename, transformSync, swcOptions), {
    exts: ['.ts'],
    ignoreNodeModules: true,
    matcher: (filename) => filename.startsWith(ROOT + sep),
  });
  // jest.config.js moduleNameMapper: the packages' sources, not their builds.
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    const mapped = /^@fieldnote\/([a-z-]+)$/.exec(request);
    return resolveFilename.call(this, mapped ? join(ROOT, 'services', mapped[1], 'src') : request, ...rest);
  };
  closeWhenTheWorkerEnds();
}

/** Loads the server registry (and with it the server's TypeScript) the first time a suite asks. */
function serverRegistry() {
  if (registry) return registry;
  installTypeScriptHook();
  registry = require(join(ROOT, 'services/all-in-one/src/testing/worker-test-servers.ts'));
  return registry;
}

/**
 * The address of the worker's Chromium, launched the first time a browser suite asks: each suite
 * connects to it (tens of milliseconds) instead of launching and closing a browser of its own
 * (about a second of both cores on a busy CI host, for every browser suite). A suite's contexts are
 * closed when it disconnects, so no cookie or page outlives it.
 */
function sharedChromiumEndpoint() {
  if (!chromium) {
    installTypeScriptHook();
    const { launchChromiumServer } = require(join(ROOT, 'e2e/web/browser-harness.ts'));
    chromium = launchChromiumServer();
    // A failed launch is not kept: the next suite tries again (and reports its own failure).
    chromium.catch(() => (chromium = undefined));
  }
  return chromium.then((server) => server.wsEndpoint());
}

/** The worker's background drops of test databases (services/db/src/testing/background-drops.ts). */
let drops;

/**
 * Drops a test database in the worker's background queue (see background-drops.ts): a suite's
 * afterAll, and a server the worker closes, hand their database here instead of waiting for
 * PostgreSQL's checkpoint. The first time, the queue also takes the databases of processes that are
 * gone (a worker Jest killed leaves its servers' databases behind).
 */
function dropDatabaseLater(name) {
  if (!drops) {
    installTypeScriptHook();
    drops = require(join(ROOT, 'services/db/src/testing/background-drops.ts'));
    drops.sweepGoneProcesses();
  }
  drops.dropLater(name);
}

/** Whether this worker has brought the front ends' builds up to date (see frontEndsBuilt). */
let frontEndsChecked = false;

/**
 * Brings the front ends' builds up to date once per worker rather than once per browser suite: the
 * check hashes both apps' sources in a `node` process of its own, about 0.3 s of CPU, which 58
 * browser suites paid again for a tree that does not change during a run.
 */
function frontEndsBuilt() {
  if (frontEndsChecked) return;
  installTypeScriptHook();
  require(join(ROOT, 'e2e/web/browser-harness.ts')).buildFrontEnds();
  frontEndsChecked = true;
}

/**
 * SWC's output for a file, from a cache on disk (keyed by the code, its path, the options and SWC's
 * version) when an earlier worker made it: every worker, and every worker Jest starts again when one
 * grew past its memory limit, loads the whole server, and transforming it took seconds of CPU each
 * time (Jest's own transform cache is for the sandboxes only).
 */
function cachedTransform(code, filename, transformSync, swcOptions) {
  const { createHash } = require('node:crypto');
  const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
  const { tmpdir } = require('node:os');
  const key = createHash('sha256')
    .update(JSON.stringify([require('@swc/core/package.json').version, swcOptions, filename]))
    .update(code)
    .digest('hex');
  const dir = join(tmpdir(), 'fieldnote-shared-server-swc', key.slice(0, 2));
  const file = join(dir, `${key}.js`);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    const output = transformSync(code, { ...swcOptions, filename, sourceMaps: 'inline' }).code;
    // Written aside and renamed, so a worker reading it at the same time never sees half a file.
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, output);
    renameSync(partial, file);
    return output;
  }
}

/** Closes the servers and Chromium when Jest ends this worker (not when it replaces it: see the top). */
function closeWhenTheWorkerEnds() {
  // In band (no worker process), scripts/jest/global-teardown.js closes them.
  const inWorker =
    typeof process.send === 'function' &&
    /jest-worker[\\/]build[\\/]processChild\.js$/.test(process.argv[1] ?? '');
  if (!inWorker) return;
  const onMessage = (message) => {
    if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
    // Once Jest's listener and this one are gone and the servers closed, the process exits.
    closeSharedServers().finally(() => process.removeListener('message', onMessage));
  };
  process.on('message', onMessage);
}

/** Closes the worker's servers and Chromium (in band, called by the global teardown). */
async function closeSharedServers() {
  const browser = chromium;
  chromium = undefined;
  await Promise.allSettled([registry?.closeAll(), browser?.then((server) => server.close())]);
  // Closing the servers queued their databases.
  await drops?.drained();
}

class SharedServerEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    if (process.env.FIELDNOTE_SHARED_TEST_SERVERS === 'false') return;
    const bus =
      config.projectConfig.testEnvironmentOptions.fieldnoteTestBus === 'nats' ? 'nats' : 'in-process';
    this.global.__fieldnoteSharedTestServer = (env) => serverRegistry().acquire(env, bus);
    this.global.__fieldnoteOwnTestServer = (env) => serverRegistry().startDedicated(env, bus);
    this.global.__fieldnoteReplicaPair = (natsUrl) => serverRegistry().startDedicatedReplicaPair(natsUrl);
    this.global.__fieldnoteSharedChromium = sharedChromiumEndpoint;
    this.global.__fieldnoteFrontEndsBuilt = frontEndsBuilt;
    this.global.__fieldnoteDropDatabaseLater = dropDatabaseLater;
    // The servers this worker runs outside the sandboxes drop theirs the same way.
    globalThis.__fieldnoteDropDatabaseLater = dropDatabaseLater;
  }

  /**
   * Tells the suite's afterEach hooks whether the test failed (`__fieldnoteTestFailed`): the browser
   * suites keep what the pages showed only for a failed test (e2e/web/browser-suite.ts).
   */
  handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__fieldnoteTestFailed = false;
    else if (event.name === 'test_fn_failure' || event.name === 'hook_failure')
      this.global.__fieldnoteTestFailed = true;
  }
}

module.exports = SharedServerEnvironment;
module.exports.closeSharedServers = closeSharedServers;
module.exports.cachedTransform = cachedTransform;

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { type Browser, type BrowserServer, type Download, chromium } from 'playwright-core';

const ROOT = join(__dirname, '..', '..');

/**
 * Brings both front ends' builds up to date before a browser suite serves them. The same
 * hash-of-inputs check `npm start` uses, so an unchanged tree costs a few milliseconds and a changed
 * one is never tested against a stale bundle.
 */
export function buildFrontEnds(): void {
  execFileSync(process.execPath, ['scripts/build-if-changed.mjs', 'web', 'admin-console'], {
    cwd: ROOT,
    stdio: 'pipe',
    timeout: 240_000,
    // Built as `npm start` and CI build it: Jest's NODE_ENV=test would make Vite bundle React's
    // development build (twice the size, slower), and the suites would test another app.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/**
 * buildFrontEnds, once per Jest worker where the shared environment offers it
 * (scripts/jest/shared-server-environment.js), else each time.
 */
export function ensureFrontEndsBuilt(): void {
  const shared = (globalThis as { __fieldnoteFrontEndsBuilt?: () => void }).__fieldnoteFrontEndsBuilt;
  if (shared) shared();
  else buildFrontEnds();
}

/** A free TCP port, so the server's own links carry the port the browser uses. */
export { freePort } from '../../services/all-in-one/src/testing/free-port';

/**
 * What Playwright 1.65 turns off in Chromium (its `--disable-features`). Chromium reads only the last
 * `--disable-features` of its command line, so ours must carry these too; `checkDisabledFeatures`
 * fails the launch when a Playwright upgrade adds one this list lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 renders the omnibox's popups (the suggestions and the AI-mode one) as WebUI pages,
 * each in a renderer process that every new browser window starts though a headless test never
 * opens them: measured, about 5 % of Chromium's CPU in the browser suites.
 */
const UNUSED_WINDOW_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * V8's optimising compilers (Maglev and TurboFan) compile hot functions on background threads, work
 * that pays back over a long-lived page. A test's page lives seconds, and the compiling was most of
 * what Chromium's renderer did off its main thread: without them (bytecode and Sparkplug only) the
 * renderer spent 13-20 % less CPU per page load (scripts/bench/test-chromium.bench.mjs).
 * The app runs the same code either way; only how fast V8 runs it changes.
 */
const SHORT_LIVED_PAGE_JS_FLAGS = '--js-flags=--no-opt --no-maglev';

/**
 * Debian's Chromium headless shell (`apt-get install chromium-headless-shell`, which CI installs):
 * the same Chromium build and Blink, without the browser's windows, omnibox, profile and UI layers,
 * and the binary Playwright itself runs headless tests on. Six browser suites took 11 % less time
 * and 12 % less CPU on it than on Debian's full Chromium (two runs each), and a page load in a kept
 * tab costs Chromium 17 % less CPU, its browser process half (scripts/bench/test-chromium.bench.mjs).
 * Where it is not installed the suites run on /usr/bin/chromium, as before.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** Debian's Chromium, headless: nothing downloads a browser of its own. */
const CHROMIUM = {
  executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium',
  args: [
    '--headless',
    SHORT_LIVED_PAGE_JS_FLAGS,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_WINDOW_WEBUI].join(',')}`,
  ],
};

/**
 * Fails when Playwright's own `--disable-features` (the first on the command line, which ours
 * overrides) names a feature ours does not, after a Playwright upgrade: add it above.
 */
function checkDisabledFeatures(spawnargs: string[] | undefined): void {
  const lists = (spawnargs ?? [])
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  const missing = lists.length > 1 ? lists[0].filter((feature) => !lists.at(-1)!.includes(feature)) : [];
  if (missing.length > 0)
    throw new Error(
      `Playwright disables ${missing.join(', ')} in Chromium; add them to PLAYWRIGHT_DISABLED_FEATURES (e2e/web/browser-harness.ts)`,
    );
}

/** A Chromium of the caller's own (outside Jest's shared environment, whose launch checks the features). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/** A Chromium that suites connect to: the Jest worker's shared one (scripts/jest/shared-server-environment.js). */
export async function launchChromiumServer(): Promise<BrowserServer> {
  const server = await chromium.launchServer(CHROMIUM);
  try {
    checkDisabledFeatures(server.process().spawnargs);
  } catch (error) {
    await server.close();
    throw error;
  }
  return server;
}

/** What scripts/jest/shared-server-environment.js puts on every suite's global object. */
type SharedChromiumEndpoint = () => Promise<string>;

/**
 * A browser for a suite: a connection to the Jest worker's Chromium where the environment offers
 * one, else a Chromium of its own. Either way `close()` in the suite's afterAll ends what the suite
 * opened (a connection's contexts close with it).
 */
export async function openChromium(): Promise<Browser> {
  const shared = (globalThis as { __fieldnoteSharedChromium?: SharedChromiumEndpoint })
    .__fieldnoteSharedChromium;
  return shared ? chromium.connect(await shared()) : launchChromium();
}

/**
 * A download's bytes, read through the browser connection: `download.path()` is not there when the
 * browser is the worker's shared one (Playwright keeps a remote browser's files on its side).
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  return buffer(await download.createReadStream());
}

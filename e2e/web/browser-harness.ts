import { execFileSync } from 'node:child_process';
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

/** A free TCP port, so the server's own links carry the port the browser uses. */
export { freePort } from '../../services/all-in-one/src/testing/free-port';

/** Debian's Chromium, headless: nothing downloads a browser of its own. */
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

/** A Chromium of the caller's own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/** A Chromium that suites connect to: the Jest worker's shared one (scripts/jest/shared-server-environment.js). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM);
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

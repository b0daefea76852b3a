import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

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
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

#!/usr/bin/env node
/**
 * What Chromium spends per page load in the browser suites' set-up, in the configuration the suites
 * launch (e2e/web/browser-harness.ts: Debian's headless shell, V8 without its optimising compilers)
 * and in the two it replaced: the CPU seconds of its processes (renderer, browser, GPU, utility)
 * read from /proc, per full page load of the workspace app.
 *
 * The full all-in-one server (fresh database, demo seed, the built web app); the demo manager signed
 * in; the app's main pages and the demo's projects loaded in turn by URL, ROUNDS times each, in one
 * context (its cache kept, as a suite keeps it). The configurations take turns, ROUNDS_OF_TURNS
 * times each, so a machine that speeds up or slows down during the run weighs on all alike. The
 * headless shell is measured where it is installed (`apt-get install chromium-headless-shell`).
 */
// The functions given to page.$$eval run in the browser.
/* global document */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import {
  REPO_ROOT,
  fmt,
  freePort,
  printJson,
  printTable,
  requireRoot,
  runBench,
  summarize,
  verdict,
} from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { DEMO_HOST } from './lib/http.mjs';

const ROUNDS = 3;
const ROUNDS_OF_TURNS = 3;
/** The suites' flag (e2e/web/browser-harness.ts): V8 without its optimising compilers. */
const SHORT_LIVED_PAGE_JS_FLAGS = '--js-flags=--no-opt --no-maglev';
const BASE_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** What is launched, and the binary its processes run (their command lines start with it). */
const CONFIGURATIONS = [
  {
    label: 'chromium, V8 defaults',
    executable: '/usr/bin/chromium',
    binary: '/usr/lib/chromium/chromium',
    args: BASE_ARGS,
  },
  {
    label: "chromium, suites' V8 flags",
    executable: '/usr/bin/chromium',
    binary: '/usr/lib/chromium/chromium',
    args: [...BASE_ARGS, SHORT_LIVED_PAGE_JS_FLAGS],
  },
  {
    label: "headless shell, suites' V8 flags (the suites)",
    executable: HEADLESS_SHELL,
    binary: HEADLESS_SHELL,
    args: [...BASE_ARGS, SHORT_LIVED_PAGE_JS_FLAGS],
  },
].filter((configuration) => existsSync(configuration.executable));
const PAGES = ['/home', '/projects', '/people', '/channels', '/dashboards', '/settings/users', '/audit-log'];

await runBench(main);

/**
 * CPU seconds (user + system) of the processes whose command line names `binary`, by Chromium's
 * process type (`--type=`; none is the browser process).
 * @param {string} binary
 * @returns {Record<string, number>}
 */
function cpuByProcessType(binary) {
  /** @type {Record<string, number>} */
  const seconds = {};
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let command;
    let stat;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // Chromium rewrites its children's command lines with spaces between the arguments.
    if (command.split(/[\0 ]/)[0] !== binary) continue;
    // Fields after the command name's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const type = /--type=([a-z-]+)/.exec(command)?.[1] ?? 'browser';
    seconds[type] = (seconds[type] ?? 0) + (Number(fields[11]) + Number(fields[12])) / 100;
  }
  return seconds;
}

async function main() {
  const { chromium } = requireRoot('playwright-core');
  execFileSync(process.execPath, ['scripts/build-if-changed.mjs', 'web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });

  // On a port known before it starts, so the links it builds carry the port the browser uses.
  const port = await freePort();
  const { cookie } = await startDemoServer('fieldnote_bench_chromium', { PORT: String(port) });
  const [name, ...value] = cookie.split('=');
  const origin = `http://${DEMO_HOST}:${port}`;

  /**
   * One browser of the configuration: every page loaded ROUNDS times; its processes' CPU per load.
   * @param {(typeof CONFIGURATIONS)[number]} configuration
   */
  async function measure(configuration) {
    const browser = await chromium.launch({
      executablePath: configuration.executable,
      args: configuration.args,
    });
    try {
      const context = await browser.newContext({
        viewport: { width: 1366, height: 900 },
        reducedMotion: 'reduce',
      });
      await context.addCookies([{ name, value: value.join('='), domain: DEMO_HOST, path: '/' }]);
      const page = await context.newPage();
      await page.goto(`${origin}/projects`);
      await page.waitForLoadState('networkidle');
      /** @type {string[]} */
      const projects = await page.$$eval('a[href^="/projects/"]', (links) => [
        ...new Set(links.map((link) => link.getAttribute('href') ?? '')),
      ]);
      const paths = [...PAGES, ...projects.slice(0, 3)];
      const before = cpuByProcessType(configuration.binary);
      let loads = 0;
      for (let round = 0; round < ROUNDS; round++)
        for (const path of paths) {
          await page.goto(`${origin}${path}`);
          // Loaded, its data come and drawn: no request for half a second and no spinner left.
          await page.waitForLoadState('networkidle');
          await page
            .waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0)
            .catch(() => undefined);
          loads += 1;
        }
      const after = cpuByProcessType(configuration.binary);
      /** @type {Record<string, number>} */
      const perLoad = {};
      for (const type of Object.keys(after))
        perLoad[type] = ((after[type] ?? 0) - (before[type] ?? 0)) / loads;
      return perLoad;
    } finally {
      await browser.close();
    }
  }

  /** @type {Record<string, number>[][]} */
  const runs = CONFIGURATIONS.map(() => []);
  for (let turn = 0; turn < ROUNDS_OF_TURNS; turn++)
    for (const [i, configuration] of CONFIGURATIONS.entries()) runs[i].push(await measure(configuration));
  const types = ['renderer', 'browser', 'gpu-process', 'utility'];
  /** @param {Record<string, number>} load */
  const total = (load) => Object.values(load).reduce((sum, seconds) => sum + seconds, 0);
  /** @param {Record<string, number>[]} list @param {(load: Record<string, number>) => number} pick */
  const median = (list, pick) => summarize(list.map(pick)).p50;
  printTable(
    `Chromium CPU per page load (ms, median of ${ROUNDS_OF_TURNS} browsers, ${ROUNDS} rounds of ${PAGES.length + 3} pages each)`,
    ['configuration', ...types, 'all'],
    CONFIGURATIONS.map((configuration, i) => [
      configuration.label,
      ...types.map((type) => fmt(1000 * median(runs[i], (load) => load[type] ?? 0), 0)),
      fmt(1000 * median(runs[i], total), 0),
    ]),
  );
  const first = median(runs[0], total);
  const suites = median(runs.at(-1) ?? [], total);
  const saved = 1 - suites / first;
  console.log(
    verdict(
      `the suites' configuration (${CONFIGURATIONS.at(-1)?.label}) saves ${fmt(100 * saved)} % of Chromium's CPU per page load against ${CONFIGURATIONS[0].label} (> 0)`,
      saved > 0,
    ),
  );
  printJson('test-chromium', {
    perLoadSeconds: Object.fromEntries(
      CONFIGURATIONS.map((configuration, i) => [configuration.label, runs[i]]),
    ),
    savedFraction: saved,
  });
}

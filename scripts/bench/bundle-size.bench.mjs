// Initial JavaScript of the web app: what a browser downloads before a page is usable, gzipped.
//
// Builds the web app for production into a temporary folder (web/dist may hold a build made under
// NODE_ENV=test by the browser suites, with React's development code), serves it from a
// small static server with the SPA fallback, answers the few API calls the first screens make with
// canned bodies (the figure is about our bundle, not the server), and loads each page in Debian's
// Chromium headless until the network is idle. Every script response is gzipped (level 9, as a
// compressing proxy would send it) and summed. Lazily loaded chunks a page needs at once count too.
//
//   node scripts/bench/bundle-size.bench.mjs            # production build, then measure
//   node scripts/bench/bundle-size.bench.mjs --no-build # measure the build already in web/dist
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const BUILD = !process.argv.includes('--no-build');
const DIST = BUILD ? await mkdtemp(join(tmpdir(), 'fieldnote-bundle-')) : join(ROOT, 'web', 'dist');
const BUDGET_KB = 250;

const WORKSPACE = { id: 'w1', name: 'Demo', subdomain: 'demo', url: 'http://demo.localhost', region: 'EU_A' };
const ACCOUNT = {
  id: 'a1',
  name: 'Dana',
  email: 'dana@example.com',
  emailConfirmedAt: '2026-01-01T00:00:00Z',
};

/** Canned answers: signed in on the workspace host (except on its sign-in page), signed out on the root domain. */
function graphqlAnswer(host, referer, body) {
  const operations = Array.isArray(body) ? body : [body];
  const answers = operations.map((operation) => {
    const query = String(operation.query ?? '');
    if (/\bme\b/.test(query) && host.startsWith('demo.') && !referer.includes('/auth/')) {
      return {
        data: {
          me: {
            __typename: 'Viewer',
            account: { __typename: 'Account', ...ACCOUNT },
            role: 'MANAGER',
            workspace: { __typename: 'Workspace', ...WORKSPACE },
          },
        },
      };
    }
    if (/\bme\b/.test(query)) return { data: { me: null } };
    if (/\bprojects\b/.test(query)) return { data: { projects: [] } };
    return {
      data: null,
      errors: [{ message: 'Not found', extensions: { errorCode: 'NOT_FOUND', humanReadable: true } }],
    };
  });
  return Array.isArray(body) ? answers : answers[0];
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

function startServer() {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/ping') return void response.end('ok');
    if (url.pathname === '/api/graphql') {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      response.setHeader('content-type', 'application/json');
      // Only queries are answered here (a request without a body is not one).
      if (raw === '') {
        response.statusCode = 400;
        return void response.end('{"errors":[{"message":"No query"}]}');
      }
      return void response.end(
        JSON.stringify(
          graphqlAnswer(request.headers.host ?? '', request.headers.referer ?? '', JSON.parse(raw)),
        ),
      );
    }
    if (url.pathname.startsWith('/team-environment/')) {
      response.setHeader('content-type', 'application/json');
      return void response.end(JSON.stringify({ signInMethods: ['password'] }));
    }
    const file = normalize(join(DIST, url.pathname));
    const inDist = file.startsWith(DIST) && extname(file) !== '';
    try {
      const served = inDist ? file : join(DIST, 'index.html');
      const body = await readFile(served);
      response.setHeader('content-type', TYPES[extname(served)] ?? 'application/octet-stream');
      response.end(body);
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measure(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  const reading = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(count(response));
  });
  async function count(response) {
    try {
      const body = await response.body();
      scripts.set(response.url(), { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // A response without a body (redirect) has nothing to count.
    }
  }
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const finalPath = new URL(page.url()).pathname;
  // Every body read before the page closes, or a late one would go uncounted.
  await Promise.all(reading);
  await page.close();
  const files = [...scripts.entries()].map(([file, size]) => ({ file: new URL(file).pathname, ...size }));
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { url, finalPath, files, rawKb: sum('raw') / 1024, gzipKb: sum('gzip') / 1024 };
}

if (BUILD) {
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', DIST, '--emptyOutDir'],
    {
      cwd: join(ROOT, 'web'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    },
  );
}
const server = await startServer();
const { port } = server.address();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const pages = [
    await measure(browser, `http://localhost:${port}/auth/login`),
    await measure(browser, `http://demo.localhost:${port}/auth/login`),
    await measure(browser, `http://demo.localhost:${port}/home`),
  ];
  console.log('Initial JavaScript (gzip -9), budget %d KB per page', BUDGET_KB);
  console.log('page'.padEnd(42), 'landed on'.padEnd(16), 'scripts', '    raw KB', '   gzip KB');
  for (const result of pages) {
    const host = new URL(result.url).host.replace(`:${port}`, '');
    console.log(
      `${host}${new URL(result.url).pathname}`.padEnd(42),
      result.finalPath.padEnd(16),
      String(result.files.length).padStart(7),
      result.rawKb.toFixed(1).padStart(10),
      result.gzipKb.toFixed(1).padStart(10),
      result.gzipKb <= BUDGET_KB ? 'ok' : 'OVER BUDGET',
    );
    for (const file of result.files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${file.file.padEnd(50)} ${(file.gzip / 1024).toFixed(1).padStart(8)} KB`);
    }
  }
  console.log(
    'BENCH_JSON ' +
      JSON.stringify({
        bench: 'bundle-size',
        budgetKb: BUDGET_KB,
        pages: pages.map((result) => ({
          url: result.url.replace(`:${port}`, ''),
          gzipKb: Number(result.gzipKb.toFixed(1)),
          scripts: result.files.length,
        })),
      }),
  );
} finally {
  await browser.close();
  server.close();
  if (BUILD) await rm(DIST, { recursive: true, force: true });
}

// Builds a front end (`npm run build` in its workspace, i.e. `vite build`) only when one of its inputs
// changed since the last successful build, so a second `npm start` does not spend seconds on Vite.
// Inputs: every file of the workspace outside node_modules and dist (sources, index.html, public/,
// vite and TypeScript configs, package.json), every repository file its sources import from outside
// the workspace by relative path, and the root package-lock.json (which pins Vite, React and every
// other dependency). Their SHA-256 is kept in <workspace>/node_modules/.cache/, not in dist: dist is
// served as it is, and Vite empties it on every build anyway.
// Usage: node scripts/build-if-changed.mjs [--force] <workspace> [<workspace> ...]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage']);
const SOURCE_FILE = /\.(m?[jt]sx?|css)$/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

const args = process.argv.slice(2);
const force = args.includes('--force');
const workspaces = args.filter((arg) => !arg.startsWith('--'));
if (workspaces.length === 0) {
  console.error('usage: node scripts/build-if-changed.mjs [--force] <workspace> [<workspace> ...]');
  process.exit(2);
}

for (const workspace of workspaces) {
  const dir = join(REPO_ROOT, workspace);
  if (!existsSync(join(dir, 'package.json'))) throw new Error(`${workspace}: no package.json in ${dir}`);
  const stampFile = join(dir, 'node_modules', '.cache', 'build-if-changed.json');
  const digest = digestOf(inputsOf(dir));
  const built = existsSync(join(dir, 'dist', 'index.html'));
  if (!force && built && readStamp(stampFile) === digest) {
    console.log(`${workspace}: up to date, build skipped`);
    continue;
  }
  const result = spawnSync(...npm(['run', 'build', '--silent', '--workspace', workspace]), {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, JSON.stringify({ digest, builtAt: new Date().toISOString() }) + '\n');
}

/**
 * The npm that runs this script (`npm run build`, `npm start`), else the one on PATH.
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
function npm(args) {
  const cli = process.env.npm_execpath;
  return cli && /\.[cm]?js$/.test(cli) ? [process.execPath, [cli, ...args]] : ['npm', args];
}

/**
 * Every input of one workspace's build, sorted, as paths relative to the repository.
 * @param {string} dir
 * @returns {string[]}
 */
function inputsOf(dir) {
  const inputs = new Set([join(REPO_ROOT, 'package-lock.json')]);
  const pending = [...filesUnder(dir)];
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.pop());
    if (inputs.has(file)) continue;
    inputs.add(file);
    if (!SOURCE_FILE.test(file)) continue;
    // Files outside the workspace reached by relative imports (shared types) count too, transitively.
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(resolve(dirname(file), specifier));
      if (target && !target.startsWith(dir + sep) && !inputs.has(target)) pending.push(target);
    }
  }
  return [...inputs].map((file) => relative(REPO_ROOT, file)).sort();
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...filesUnder(join(dir, entry.name)));
    } else if (entry.isFile() && !entry.name.endsWith('.tsbuildinfo')) {
      files.push(join(dir, entry.name));
    }
  }
  return files;
}

/**
 * The file an extensionless relative import names, as TypeScript and Vite resolve it.
 * @param {string} base the specifier resolved against the importing file's directory
 * @returns {string | undefined}
 */
function resolveImport(base) {
  return EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile() ?? false,
  );
}

/**
 * SHA-256 over each input's path and contents.
 * @param {string[]} inputs
 */
function digestOf(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    hash.update(input + '\0');
    hash.update(existsSync(join(REPO_ROOT, input)) ? readFileSync(join(REPO_ROOT, input)) : '(missing)');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** @param {string} file */
function readStamp(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8')).digest;
  } catch {
    return undefined;
  }
}

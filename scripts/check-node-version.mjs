// `npm start` runs this first (the `prestart` script): on a Node.js outside package.json `engines`
// it stops with one clear line instead of a failure deep inside a dependency (MikroORM, NestJS and
// the Kubernetes client need Node 22.19 or newer). `.npmrc` sets engine-strict, so `npm ci` refuses
// the same versions up front.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const range = engines.node;

if (!satisfies(process.versions.node, range)) {
  process.stderr.write(
    `Fieldnote supports Node.js ${range} (package.json engines); this is ${process.version}.\n` +
      'Install Node.js 24 (https://nodejs.org) and run `npm ci` again.\n',
  );
  process.exit(1);
}

/**
 * Whether `version` is in `range`, for the range forms package.json `engines` uses here:
 * alternatives joined by `||`, each `^X.Y.Z` (same major, at least X.Y.Z) or `>=X[.Y[.Z]]`.
 */
function satisfies(version, range) {
  const v = parse(version);
  return range.split('||').some((part) => {
    const term = part.trim();
    if (term.startsWith('^')) {
      const min = parse(term.slice(1));
      return v[0] === min[0] && compare(v, min) >= 0;
    }
    if (term.startsWith('>=')) return compare(v, parse(term.slice(2))) >= 0;
    throw new Error(`check-node-version: unsupported engines term "${term}"`);
  });
}

function parse(text) {
  const [major = 0, minor = 0, patch = 0] = text.trim().split('.').map(Number);
  return [major, minor, patch];
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

// Adds back to package-lock.json the platform binaries (other operating systems and CPUs) that
// npm leaves out when the registry it resolves from does not carry them. Without them `npm ci`
// refuses the lock file as "out of sync". Each entry gets the os/cpu/libc its name declares, so
// npm skips it on every other platform, as it does with a lock made against the full registry.
// Run after changing dependencies: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (isInstalledFor(path, name)) continue;
    const version = String(spec).replace(/^[\^~=]/, '');
    const tokens = name.split('/').pop().split('-');
    const platform = {
      os: OS.filter((os) => tokens.includes(os)),
      cpu: CPU.filter((cpu) => tokens.includes(cpu)),
      libc: tokens.some((t) => t.startsWith('musl'))
        ? ['musl']
        : tokens.includes('gnu') || tokens.some((t) => t.startsWith('gnueabi'))
          ? ['glibc']
          : [],
    };
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...Object.fromEntries(Object.entries(platform).filter(([, values]) => values.length > 0)),
    };
    added++;
  }
}

writeFileSync(LOCK, JSON.stringify(lock, null, 2) + '\n');
process.stdout.write(`complete-lockfile: added ${added} platform entries\n`);

/** Whether npm's lookup from `path` finds `name` somewhere in the lock (nested or hoisted). */
function isInstalledFor(path, name) {
  let dir = path;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : '';
  }
}

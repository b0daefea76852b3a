/**
 * The lazily loaded part of peeks, as one module so the bundler makes one chunk of it: two dynamic
 * entries sharing the same MUI components split the first screen's chunks finer, 2.4 KB (gzip) more
 * on /auth/login and /home (`node scripts/bench/bundle-size.bench.mjs`).
 */
export { PeekHost } from './PeekHost';
export { PeekPageBar } from './PeekPageBar';

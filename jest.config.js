// Node's compile cache (V8 code cache on disk) for every process of the run: the workers, which load
// the whole server outside Jest's sandboxes for the shared test servers, and the servers the deploy
// suites start with `node`. Set here, in Jest's own process, so each child inherits it; a cache a
// run finds stale is simply rebuilt.
process.env.NODE_COMPILE_CACHE ??= require('node:path').join(
  require('node:os').tmpdir(),
  'fieldnote-node-compile-cache',
);

/** Jest runs TypeScript through SWC (with decorator metadata, which NestJS and MikroORM read). */
const swc = ['@swc/jest', require('./scripts/jest/swc-options')];

/** What every project shares: how to load the code. */
const shared = {
  // Node's environment, plus one test server per worker and server environment for the suites that
  // share one (README "Test"; scripts/jest/shared-server-environment.js).
  testEnvironment: '<rootDir>/scripts/jest/shared-server-environment.js',
  transform: { '^.+\\.(t|j)s$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nats-io|@marcbachmann|content-disposition|file-type|cookie|@kubernetes|openid-client|oauth4webapi|jose|jsonpath-plus|@jsep-plugin|jsep|@qdrant)/)',
  ],
  moduleNameMapper: { '^@fieldnote/([a-z-]+)$': '<rootDir>/services/$1/src' },
  modulePathIgnorePatterns: ['<rootDir>/services/.*/dist', '<rootDir>/operator/dist'],
};

module.exports = {
  // Two projects: every suite as it is (test servers on the in-process bus), and again on the real
  // NATS JetStream, the bus the fleet runs on, the API suites whose outcome travels over the bus:
  // live updates, collaboration relays, notifications and mail, search indexing, permission-cache
  // invalidation, and tenant isolation as a whole. The rest never touch a bus consumer, and running
  // them twice cost CI about six minutes for nothing. The outbox suite runs on both buses by itself.
  projects: [
    {
      ...shared,
      displayName: 'in-process bus',
      // The web app's unit tests sit beside its code (web/src, web/vite-plugins, web/scripts).
      roots: [
        '<rootDir>/services',
        '<rootDir>/operator',
        '<rootDir>/e2e',
        '<rootDir>/scripts',
        '<rootDir>/web',
      ],
      testMatch: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts'],
    },
    {
      ...shared,
      displayName: 'api on NATS',
      roots: ['<rootDir>/e2e/api'],
      testMatch: [
        'live-updates',
        'account-notifications',
        'comments',
        'dev-mailbox',
        'collaboration',
        'collaborative-insights',
        'search',
        'search-aggregations',
        'search-channels',
        // Field values in the search index; the rest of the custom fields suite touches no consumer.
        'custom-fields-search',
        'project-permissions',
        'cached-viewer',
        'tenant-isolation',
        // The import job's batches are durable JetStream deliveries: redelivered after a failure. Only
        // that test runs here; the rest of the bulk import suite (parsing, limits, roles) is the bus's
        // business nowhere.
        'bulk-import-redelivery',
        // Summary jobs: a durable delivery runs the job, and its text reaches the subscribers as NATS
        // core signals.
        'ai-summary-jobs',
      ].map((name) => `**/e2e/api/${name}.e2e-spec.ts`),
      setupFiles: ['<rootDir>/services/all-in-one/src/testing/use-nats-bus.setup.ts'],
      // The worker's shared servers for this project run on NATS too.
      testEnvironmentOptions: { fieldnoteTestBus: 'nats' },
    },
  ],
  // A test or hook may take a minute: a suite's first hook may start its worker's shared server, and
  // on a slow CI host under two workers that took over 30 s (stop 48: the SAML logout suite's
  // beforeAll). A hanging test still fails, a little later.
  testTimeout: 60_000,
  // `npm test` runs two suites at a time (--maxWorkers=2): each suite has a database, a NATS stream and
  // ports of its own, so they never meet, and a suite spends much of its time waiting on PostgreSQL,
  // Chromium or its server, which the other fills. On two cores the whole run took 1,259 s of Jest
  // against 2,070 s with one worker (the same 2,332 tests, session 26). Workers rather than in-band, so
  // Jest can replace one once its heap has grown past this after a suite: in one long in-band process
  // the heap only grew, and late suites slowed down by minutes in garbage collection.
  workerIdleMemoryLimit: '2GB',
  // A worker closes its shared test servers when Jest ends it (stops them, drops their databases):
  // give it the time, rather than Jest's default 500 ms before it kills the process.
  workerGracefulExitTimeout: 30_000,
  // A run in band has its shared test servers in Jest's own process: they close here.
  globalTeardown: '<rootDir>/scripts/jest/global-teardown.js',
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.js'],
};

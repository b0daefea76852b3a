/** Jest runs TypeScript through SWC (with decorator metadata, which NestJS and MikroORM read). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'commonjs' },
  },
];

/** What every project shares: how to load the code. */
const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)s$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nats-io|@marcbachmann|content-disposition|file-type|cookie|@kubernetes|openid-client|oauth4webapi|jose|jsonpath-plus|@jsep-plugin|jsep|@qdrant)/)',
  ],
  moduleNameMapper: { '^@fieldnote/([a-z-]+)$': '<rootDir>/services/$1/src' },
  modulePathIgnorePatterns: ['<rootDir>/services/.*/dist', '<rootDir>/operator/dist'],
};

module.exports = {
  // Two projects: every suite as it is (test servers on the in-process bus), and the API end-to-end
  // suites again with their test servers on the real NATS JetStream, the bus the fleet runs on.
  // The outbox suite is left out of the second: it runs on both buses by itself.
  projects: [
    {
      ...shared,
      displayName: 'in-process bus',
      roots: ['<rootDir>/services', '<rootDir>/operator', '<rootDir>/e2e', '<rootDir>/scripts'],
      testMatch: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts'],
    },
    {
      ...shared,
      displayName: 'api on NATS',
      roots: ['<rootDir>/e2e/api'],
      testMatch: ['**/*.e2e-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/outbox-events\\.e2e-spec\\.ts$'],
      setupFiles: ['<rootDir>/services/all-in-one/src/testing/use-nats-bus.setup.ts'],
    },
  ],
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.js'],
};

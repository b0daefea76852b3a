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

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/services', '<rootDir>/operator', '<rootDir>/e2e', '<rootDir>/scripts'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts'],
  transform: { '^.+\\.(t|j)s$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nats-io|@marcbachmann|content-disposition|file-type|cookie|@kubernetes|openid-client|oauth4webapi|jose|jsonpath-plus|@jsep-plugin|jsep|@qdrant)/)',
  ],
  moduleNameMapper: { '^@fieldnote/([a-z-]+)$': '<rootDir>/services/$1/src' },
  modulePathIgnorePatterns: ['<rootDir>/services/.*/dist', '<rootDir>/operator/dist'],
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.js'],
};

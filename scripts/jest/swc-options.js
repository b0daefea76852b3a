/**
 * How the tests' TypeScript becomes JavaScript (SWC, with the decorator metadata NestJS and MikroORM
 * read): Jest's transform for every test file, and the same options for the worker's shared test
 * servers, which load outside Jest's sandbox (shared-server-environment.js).
 */
module.exports = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
  },
  module: { type: 'commonjs' },
};

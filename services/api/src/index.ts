export * from './api.module';
export * from './graphql/graphql-options';
export { PingController } from './health/ping.controller';

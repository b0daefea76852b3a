export * from './api.module';
export * from './graphql/graphql-options';

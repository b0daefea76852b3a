export * from './start-server';
export * from './demo/seed-demo';

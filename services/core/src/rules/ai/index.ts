export * from './summary-frameworks';

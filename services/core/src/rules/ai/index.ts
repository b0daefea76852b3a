export * from './summary-frameworks';
export * from './ask';

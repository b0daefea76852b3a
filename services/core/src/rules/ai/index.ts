export * from './summary-frameworks';
export * from './ask';
export * from './chat';

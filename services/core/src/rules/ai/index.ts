export * from './summary-frameworks';
export * from './ask';
export * from './suggestions';
export * from './chat';

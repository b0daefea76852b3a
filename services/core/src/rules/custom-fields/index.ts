export * from './custom-field-limits';
export * from './select-options';
export * from './nps';
export * from './field-value';
export * from './score-segments';

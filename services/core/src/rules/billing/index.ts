export * from './entitlements';
export * from './self-hosted-plan';
export * from './trial-access-state';
export * from './plan-limit-names';
export * from './subscription-status';
export * from './billing-notice';
export * from './billing-notice-text';

export * from './project-view-limits';
export * from './project-view-state';

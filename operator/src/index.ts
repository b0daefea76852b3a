export * from './workspaces/workspace-resource';

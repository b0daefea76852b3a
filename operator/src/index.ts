export * from './workspaces/workspace-resource';
export * from './operator-config';
export * from './start-operator';
export { KubeApiClients } from './kube/api-clients';

/**
 * The Kubernetes object types of @kubernetes/client-node, for tests outside the operator package
 * (e2e/deploy reads rendered manifests through them); the package is installed for the operator.
 */
export type {
  V1ClusterRole,
  V1ClusterRoleBinding,
  V1ConfigMap,
  V1Deployment,
  V1Ingress,
  V1Job,
  V1Probe,
  V1Role,
  V1RoleBinding,
  V1Secret,
  V1Service,
} from '@kubernetes/client-node';

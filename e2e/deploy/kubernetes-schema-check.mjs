// Reads a JSON array of Kubernetes manifests on stdin and prints, as JSON, the schema problems of
// each (an array of messages per manifest): every kind the Fieldnote chart renders is validated
// against the Kubernetes OpenAPI schema by kubernetes-models (required fields, types, enums).
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import {
  ClusterRole,
  ClusterRoleBinding,
  Role,
  RoleBinding,
} from 'kubernetes-models/rbac.authorization.k8s.io/v1';
import { ConfigMap, Secret, Service, ServiceAccount } from 'kubernetes-models/v1';

/** The kinds the chart may render, by `apiVersion/kind`. */
const MODELS = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'rbac.authorization.k8s.io/v1/Role': Role,
  'rbac.authorization.k8s.io/v1/RoleBinding': RoleBinding,
  'rbac.authorization.k8s.io/v1/ClusterRole': ClusterRole,
  'rbac.authorization.k8s.io/v1/ClusterRoleBinding': ClusterRoleBinding,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
};

/** @param {unknown} error */
function describe(error) {
  const details = /** @type {{ details?: { instancePath?: string, message?: string }[] }} */ (error).details;
  if (Array.isArray(details) && details.length)
    return details.map((d) => `${d.instancePath || '/'} ${d.message ?? ''}`.trim());
  return [error instanceof Error ? error.message : String(error)];
}

/** @param {{ apiVersion?: string, kind?: string }} manifest */
function problems(manifest) {
  const Model = MODELS[/** @type {keyof typeof MODELS} */ (`${manifest.apiVersion}/${manifest.kind}`)];
  if (!Model) return [`no schema known for ${manifest.apiVersion} ${manifest.kind}`];
  try {
    new Model(/** @type {never} */ (manifest)).validate();
    return [];
  } catch (error) {
    return describe(error);
  }
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
process.stdout.write(JSON.stringify(JSON.parse(input).map(problems)));

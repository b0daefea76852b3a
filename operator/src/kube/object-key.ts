import type { KubernetesObject } from '@kubernetes/client-node';

/** The cache and queue key of an object: `namespace/name`, or `name` when cluster-scoped. */
export function objectKey(object: KubernetesObject): string {
  const { namespace, name = '' } = object.metadata ?? {};
  return namespace ? `${namespace}/${name}` : name;
}

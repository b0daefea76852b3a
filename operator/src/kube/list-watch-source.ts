import {
  CustomObjectsApi,
  type KubeConfig,
  type KubernetesListObject,
  type KubernetesObject,
} from '@kubernetes/client-node';

/** What an informer lists and watches: a collection path and a list call for the same collection. */
export interface ListWatchSource<T extends KubernetesObject> {
  /** e.g. /apis/fieldnote.dev/v1alpha1/namespaces/tenants/workspaces */
  path: string;
  list(): Promise<KubernetesListObject<T>>;
}

/** Which custom resource collection, in one namespace or (namespace undefined) all of them. */
export interface CustomResourceRef {
  group: string;
  version: string;
  plural: string;
  namespace?: string;
}

/** A list-watch source for a custom resource, listed through CustomObjectsApi. */
export function customResourceSource<T extends KubernetesObject>(
  kubeConfig: KubeConfig,
  { group, version, plural, namespace }: CustomResourceRef,
): ListWatchSource<T> {
  const api = kubeConfig.makeApiClient(CustomObjectsApi);
  const prefix = `/apis/${encodeURIComponent(group)}/${encodeURIComponent(version)}`;
  return namespace
    ? {
        path: `${prefix}/namespaces/${encodeURIComponent(namespace)}/${encodeURIComponent(plural)}`,
        list: () => api.listNamespacedCustomObject({ group, version, plural, namespace }),
      }
    : {
        path: `${prefix}/${encodeURIComponent(plural)}`,
        list: () => api.listClusterCustomObject({ group, version, plural }),
      };
}

import type { KubernetesObject } from '@kubernetes/client-node';

/** A JSON schema as found in a CRD's openAPIV3Schema (with Kubernetes' x-kubernetes-* extensions). */
export type JsonSchema = { [keyword: string]: unknown };

/** A stored object: any JSON object with Kubernetes type and object metadata. */
export type KubeObject = KubernetesObject & { [field: string]: unknown };

/** One resource the fake API server serves, with the server-side behaviour that differs by resource. */
export interface FakeResource {
  /** '' for the core group (/api/v1). */
  group: string;
  version: string;
  plural: string;
  kind: string;
  namespaced: boolean;
  /** PUT on the resource ignores .status; PUT on /status changes only .status. */
  statusSubresource: boolean;
  /** metadata.generation starts at 1 and increments when anything but metadata (and status) changes. */
  generation: boolean;
  /** Custom resources: kind and apiVersion required, unconditional updates refused, list items typed. */
  custom: boolean;
  /** The CRD's openAPIV3Schema: unknown fields pruned, defaults applied, violations answered with 422. */
  schema?: JsonSchema;
  /** Extra decoding checks the real server makes for this type; throws a KubeStatusError. */
  validate?: (object: KubeObject) => void;
}

/** The apiVersion objects of a resource carry, e.g. `fieldnote.dev/v1alpha1` or `v1`. */
export function apiVersionOf(resource: FakeResource): string {
  return resource.group ? `${resource.group}/${resource.version}` : resource.version;
}

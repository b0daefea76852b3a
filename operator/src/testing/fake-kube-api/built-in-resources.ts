import {
  WORKSPACE_GROUP,
  WORKSPACE_KIND,
  WORKSPACE_PLURAL,
  WORKSPACE_VERSION,
} from '../../workspaces/workspace-resource';
import type { FakeResource, KubeObject } from './fake-resource';
import { KubeStatusError } from './kube-status';

// metav1.MicroTime parses with RFC3339Micro: exactly six fractional digits. client-node sends that only
// when the value is a V1MicroTime; a plain Date (three digits) is refused by a real server.
const MICRO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}(Z|[+-]\d{2}:\d{2})$/;

function validateLease(lease: KubeObject): void {
  const spec = (lease.spec ?? {}) as Record<string, unknown>;
  for (const field of ['acquireTime', 'renewTime']) {
    const value = spec[field];
    if (value !== undefined && value !== null && (typeof value !== 'string' || !MICRO_TIME.test(value))) {
      throw KubeStatusError.badRequest(
        `Lease in version "v1" cannot be handled as a Lease: parsing time ${JSON.stringify(value)} as ` +
          `"2006-01-02T15:04:05.000000Z07:00": cannot parse as ".000000"`,
      );
    }
  }
}

const core = { group: '', version: 'v1', namespaced: true, custom: false };

/** The resources every fake server serves; a resource passed in options with the same plural.group wins. */
export const BUILT_IN_RESOURCES: readonly FakeResource[] = [
  { ...core, plural: 'configmaps', kind: 'ConfigMap', statusSubresource: false, generation: false },
  { ...core, plural: 'secrets', kind: 'Secret', statusSubresource: false, generation: false },
  { ...core, plural: 'services', kind: 'Service', statusSubresource: true, generation: false },
  { ...core, plural: 'events', kind: 'Event', statusSubresource: false, generation: false },
  {
    ...core,
    group: 'coordination.k8s.io',
    plural: 'leases',
    kind: 'Lease',
    statusSubresource: false,
    generation: false,
    validate: validateLease,
  },
  {
    ...core,
    group: 'networking.k8s.io',
    plural: 'ingresses',
    kind: 'Ingress',
    statusSubresource: true,
    generation: true,
  },
  {
    group: WORKSPACE_GROUP,
    version: WORKSPACE_VERSION,
    plural: WORKSPACE_PLURAL,
    kind: WORKSPACE_KIND,
    namespaced: true,
    statusSubresource: true,
    generation: true,
    custom: true,
  },
];

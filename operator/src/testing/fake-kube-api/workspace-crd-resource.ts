import { join } from 'node:path';
import type { FakeResource } from './fake-resource';
import { resourceFromCrdFile } from './resource-from-crd';

/**
 * The Workspace resource as crds/workspaces.fieldnote.dev.yaml defines it (schema, defaults, status
 * subresource), for `startFakeKubeApi({ resources: [workspaceCrdResource()] })`. CEL rules
 * (x-kubernetes-validations) are not evaluated by the fake server.
 */
export function workspaceCrdResource(): FakeResource {
  return resourceFromCrdFile(join(__dirname, '../../../../crds/workspaces.fieldnote.dev.yaml'));
}

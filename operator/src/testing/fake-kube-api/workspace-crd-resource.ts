import { join } from 'node:path';
import type { FakeResource } from './fake-resource';
import { resourceFromCrdFile } from './resource-from-crd';

/**
 * The Workspace resource as crds/workspaces.fieldnote.dev.yaml defines it (schema, defaults, status
 * subresource and its CEL rules, which the fake server evaluates as the API server does), for
 * `startFakeKubeApi({ resources: [workspaceCrdResource()] })`.
 */
export function workspaceCrdResource(): FakeResource {
  return resourceFromCrdFile(join(__dirname, '../../../../crds/workspaces.fieldnote.dev.yaml'));
}

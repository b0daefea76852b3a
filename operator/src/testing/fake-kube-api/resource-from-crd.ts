import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { FakeResource, JsonSchema } from './fake-resource';

/** The parts of a CustomResourceDefinition (apiextensions.k8s.io/v1) the fake server reads. */
export interface CrdDocument {
  spec: {
    group: string;
    scope: 'Namespaced' | 'Cluster';
    names: { plural: string; kind: string };
    versions: {
      name: string;
      storage?: boolean;
      subresources?: { status?: object };
      schema?: { openAPIV3Schema?: JsonSchema };
    }[];
  };
}

/**
 * Describes a CRD version (the storage version unless named) as a fake-server resource, so tests
 * validate against the same schema the cluster would: e.g. `resourceFromCrd(parse(readFileSync(crd)))`.
 */
export function resourceFromCrd(crd: CrdDocument, versionName?: string): FakeResource {
  const { group, scope, names, versions } = crd.spec;
  const version = versions.find((v) => (versionName ? v.name === versionName : v.storage)) ?? versions[0];
  if (!version) throw new Error(`CRD ${names.plural}.${group} declares no version ${versionName ?? ''}`);
  return {
    group,
    version: version.name,
    plural: names.plural,
    kind: names.kind,
    namespaced: scope === 'Namespaced',
    statusSubresource: version.subresources?.status !== undefined,
    generation: true,
    custom: true,
    schema: version.schema?.openAPIV3Schema,
  };
}

/** Reads a CRD manifest (YAML) and describes it as a fake-server resource. */
export function resourceFromCrdFile(file: string, versionName?: string): FakeResource {
  return resourceFromCrd(parse(readFileSync(file, 'utf8')) as CrdDocument, versionName);
}

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// kubernetes-models ships ES modules only; Jest loads tests as CommonJS, so the schema checks run
// in a plain Node process (one per call, for every manifest at once).
const SCHEMA_CHECK = join(__dirname, 'kubernetes-schema-check.mjs');

const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const LABEL_VALUE = /^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$/;
const LABEL_NAME = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/;

/** What the API server says about a name: DNS-1123 subdomain (253), Services a DNS-1035 label (63). */
function nameProblems(kind: string, name: unknown): string[] {
  if (typeof name !== 'string' || name === '') return ['metadata.name is missing'];
  if (kind === 'Service')
    return name.length <= 63 && DNS1035_LABEL.test(name)
      ? []
      : [`metadata.name "${name}" is not a DNS-1035 label`];
  return name.length <= 253 && DNS1123_SUBDOMAIN.test(name)
    ? []
    : [`metadata.name "${name}" is not a DNS-1123 subdomain`];
}

/** Label keys ([prefix/]name, name at most 63) and values (at most 63, alphanumeric at both ends). */
function labelProblems(where: string, labels: unknown): string[] {
  if (labels === undefined) return [];
  if (labels === null || typeof labels !== 'object') return [`${where} is not a map`];
  return Object.entries(labels).flatMap(([key, value]) => {
    const [prefix, name] = key.includes('/') ? key.split('/', 2) : [undefined, key];
    const problems: string[] = [];
    if (
      (prefix !== undefined && !DNS1123_SUBDOMAIN.test(prefix)) ||
      name.length > 63 ||
      !LABEL_NAME.test(name)
    )
      problems.push(`${where} key "${key}" is not a valid label name`);
    if (typeof value !== 'string' || value.length > 63 || !LABEL_VALUE.test(value))
      problems.push(`${where}["${key}"] = ${JSON.stringify(value)} is not a valid label value`);
    return problems;
  });
}

/** A manifest as rendered: anything, to be checked. */
export interface Manifest {
  apiVersion?: unknown;
  kind?: unknown;
  metadata?: Record<string, unknown>;
  [field: string]: unknown;
}

/** The OpenAPI schema problems of each manifest (kubernetes-models), in order. */
function schemaProblems(manifests: Manifest[]): string[][] {
  const run = spawnSync(process.execPath, [SCHEMA_CHECK], {
    input: JSON.stringify(manifests),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`kubernetes-schema-check.mjs failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

/**
 * What the API server would refuse in each manifest, checked offline: apiVersion, kind and
 * metadata.name present; the name, label keys and values valid; and the object valid against the
 * Kubernetes OpenAPI schema of its kind (required fields, types, enums) through kubernetes-models.
 */
export function manifestProblems(manifests: Manifest[]): string[][] {
  const schema = schemaProblems(manifests);
  return manifests.map((manifest, i) => {
    const problems: string[] = [];
    if (typeof manifest.apiVersion !== 'string') problems.push('apiVersion is missing');
    if (typeof manifest.kind !== 'string') problems.push('kind is missing');
    if (!manifest.metadata || typeof manifest.metadata !== 'object')
      return [...problems, 'metadata is missing'];
    if (problems.length) return problems;
    problems.push(...nameProblems(manifest.kind as string, manifest.metadata.name));
    problems.push(...labelProblems('metadata.labels', manifest.metadata.labels));
    return [...problems, ...schema[i]];
  });
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { parse } from 'yaml';
import { validateCelRules } from '../../operator/src/testing/fake-kube-api/cel-validator';
import { fieldErrorMessage } from '../../operator/src/testing/fake-kube-api/field-error';

/** The repository root, from e2e/deploy. */
export const ROOT_DIR = join(__dirname, '../..');
export const CRD_FILE = join(ROOT_DIR, 'crds/workspaces.fieldnote.dev.yaml');

/** The part of an OpenAPI v3 schema node the checks below read. */
export interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  enum?: unknown[];
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  'x-kubernetes-validations'?: { rule: string; message?: string }[];
  'x-kubernetes-list-type'?: string;
  'x-kubernetes-list-map-keys'?: string[];
  'x-kubernetes-preserve-unknown-fields'?: boolean;
  [keyword: string]: unknown;
}

export interface CrdVersion {
  name: string;
  served: boolean;
  storage: boolean;
  subresources?: { status?: object };
  additionalPrinterColumns?: { name: string; type: string; jsonPath: string }[];
  schema: { openAPIV3Schema: SchemaNode };
}

export interface Crd {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec: {
    group: string;
    scope: string;
    names: { kind: string; plural: string; singular: string; shortNames?: string[]; listKind?: string };
    versions: CrdVersion[];
  };
}

export function loadCrd(file = CRD_FILE): Crd {
  return parse(readFileSync(file, 'utf8')) as Crd;
}

/** Keywords the API server allows in a structural schema (apiextensions.k8s.io/v1 JSONSchemaProps). */
const ALLOWED_KEYWORDS = new Set([
  'type',
  'format',
  'title',
  'description',
  'default',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'nullable',
  'example',
  'x-kubernetes-validations',
  'x-kubernetes-list-type',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-map-type',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-int-or-string',
  'x-kubernetes-embedded-resource',
]);

/**
 * Why a schema is not structural, as the API server would refuse it (an empty list when it is):
 * every node names a type, properties only on objects, items on every array, never properties and
 * additionalProperties together, list-map keys required, no keyword it does not know.
 */
export function structuralProblems(node: SchemaNode, path = 'openAPIV3Schema'): string[] {
  const problems: string[] = [];
  for (const keyword of Object.keys(node)) {
    if (!ALLOWED_KEYWORDS.has(keyword)) problems.push(`${path}: unknown keyword ${keyword}`);
  }
  if (!node.type && !node['x-kubernetes-int-or-string'] && !node['x-kubernetes-preserve-unknown-fields'])
    problems.push(`${path}: no type`);
  if (node.properties && node.type !== 'object') problems.push(`${path}: properties on a ${node.type}`);
  if (node.properties && node.additionalProperties !== undefined)
    problems.push(`${path}: properties and additionalProperties together`);
  if (node.type === 'array' && !node.items) problems.push(`${path}: an array without items`);
  for (const name of node.required ?? []) {
    if (!node.properties?.[name]) problems.push(`${path}: required ${name} is not a property`);
  }
  if (node['x-kubernetes-list-type'] === 'map') {
    const keys = node['x-kubernetes-list-map-keys'] ?? [];
    if (keys.length === 0) problems.push(`${path}: a map list without list-map-keys`);
    for (const key of keys) {
      const item = node.items;
      if (!item?.required?.includes(key) && item?.properties?.[key]?.default === undefined)
        problems.push(`${path}: list-map key ${key} is neither required nor defaulted`);
    }
  }
  for (const [name, child] of Object.entries(node.properties ?? {}))
    problems.push(...structuralProblems(child, `${path}.properties.${name}`));
  if (node.items) problems.push(...structuralProblems(node.items, `${path}.items`));
  if (typeof node.additionalProperties === 'object')
    problems.push(...structuralProblems(node.additionalProperties, `${path}.additionalProperties`));
  return problems;
}

// The formats the API server checks (k8s.io/kube-openapi strfmt), for the ones this CRD uses.
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

export interface Admission {
  valid: boolean;
  errors: ErrorObject[];
  /** The object as stored: defaults applied. */
  object: Record<string, unknown>;
}

/**
 * Validates objects against one CRD version's schema the way the API server does on create:
 * defaults first, then the OpenAPI checks, formats and list-map key uniqueness. The CEL rules
 * (x-kubernetes-validations) are evaluated by `celRuleErrors`.
 */
export function admissionFor(schema: SchemaNode): (object: unknown) => Admission {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true });
  ajv.addVocabulary([
    'x-kubernetes-validations',
    'x-kubernetes-list-type',
    'x-kubernetes-preserve-unknown-fields',
    'x-kubernetes-int-or-string',
    'x-kubernetes-embedded-resource',
    'x-kubernetes-map-type',
  ]);
  ajv.addKeyword({
    keyword: 'x-kubernetes-list-map-keys',
    type: 'array',
    schemaType: 'array',
    errors: false,
    // A map list holds at most one item per key: two conditions of one type are refused.
    validate: (keys: string[], items: Record<string, unknown>[]) => {
      const seen = new Set(items.map((item) => JSON.stringify(keys.map((key) => item[key]))));
      return seen.size === items.length;
    },
  });
  ajv.addFormat('uuid', UUID);
  ajv.addFormat('email', EMAIL);
  ajv.addFormat('date-time', DATE_TIME);
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  const validate = ajv.compile(schema);
  return (input: unknown) => {
    const object = structuredClone(input) as Record<string, unknown>;
    const valid = validate(object);
    return { valid, errors: validate.errors ?? [], object };
  };
}

/**
 * The API server's CEL verdict on an object (old: the stored object on update, none on create), as
 * the messages it reports, e.g. `spec.region: Invalid value: "EU_A": region is immutable`.
 */
export function celRuleErrors(schema: SchemaNode, object: unknown, old?: unknown): string[] {
  return validateCelRules(schema, object, old).map(fieldErrorMessage);
}

/** Every CEL rule of a schema with the path of the node it sits on. */
export function celRules(
  node: SchemaNode,
  path: string[] = [],
): { path: string; rule: string; message?: string }[] {
  const own = (node['x-kubernetes-validations'] ?? []).map(({ rule, message }) => ({
    path: path.join('.'),
    rule,
    message,
  }));
  const children = Object.entries(node.properties ?? {}).flatMap(([name, child]) =>
    celRules(child, [...path, name]),
  );
  return [...own, ...children];
}

#!/usr/bin/env node
// Writes the part of Stripe's published OpenAPI description that the Stripe double answers with:
// the response schemas of the endpoints billing calls and every schema they reference, without
// descriptions. The Stripe double's test validates each of its answers against this file.
//
//   node scripts/stripe/trim-openapi.mjs <spec3.yaml or spec3.json> <source commit of stripe/openapi>
//
// Source used: github.com/stripe/openapi, openapi/spec3.yaml at commit
// 63a674638635c68de26b9f3add13e58198f4df44 (API version 2023-08-16, the version the pinned
// `stripe` 13.11.0 client speaks). Newer commits hold the description only in files of more than
// 4 MiB, which the mirror used here does not carry.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

const [source, commit] = process.argv.slice(2);
if (!source || !/^[0-9a-f]{40}$/.test(commit ?? '')) {
  console.error('usage: trim-openapi.mjs <spec3.yaml|json> <40-hex commit>');
  process.exit(2);
}
const text = readFileSync(source, 'utf8');
const spec = source.endsWith('.json') ? JSON.parse(text) : yaml.load(text);

/** The endpoints billing calls: method, path, and the status of the answer we keep. */
const ENDPOINTS = [
  ['post', '/v1/customers'],
  ['get', '/v1/customers/{customer}'],
  ['post', '/v1/checkout/sessions'],
  ['get', '/v1/subscriptions/{subscription_exposed_id}'],
  ['post', '/v1/subscriptions/{subscription_exposed_id}'],
  ['get', '/v1/invoices/upcoming'],
  ['post', '/v1/billing_portal/sessions'],
];
/** Objects the double sends outside an endpoint's answer: webhook events and errors. */
const EXTRA = ['event', 'error'];

const keep = new Set();
/** `propertyNames`: the node is a `properties` map, whose keys are field names, not keywords. */
const strip = (node, propertyNames = false) => {
  if (Array.isArray(node)) return node.map((n) => strip(n));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    // Descriptions and vendor extensions say nothing a validator checks.
    if (!propertyNames && (key === 'description' || key === 'title' || key.startsWith('x-'))) continue;
    if (!propertyNames && key === '$ref') visit(value.split('/').pop());
    out[key] = strip(value, !propertyNames && key === 'properties');
  }
  return out;
};
const schemas = {};
function visit(name) {
  if (keep.has(name)) return;
  keep.add(name);
  const schema = spec.components.schemas[name];
  if (!schema) throw new Error(`no schema ${name}`);
  schemas[name] = strip(schema);
}

const endpoints = {};
for (const [method, path] of ENDPOINTS) {
  const op = spec.paths[path]?.[method];
  if (!op) throw new Error(`${method} ${path} is not in the description`);
  endpoints[`${method.toUpperCase()} ${path}`] = strip(
    op.responses['200'].content['application/json'].schema,
  );
}
for (const name of EXTRA) visit(name);

const out = {
  source: `github.com/stripe/openapi ${commit} ${source.split('/').pop()}`,
  apiVersion: spec.info.version,
  endpoints,
  components: { schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) },
};
const here = dirname(fileURLToPath(import.meta.url));
const target = join(here, '../../services/control-plane/src/billing/testing/stripe-openapi.json');
writeFileSync(target, JSON.stringify(out) + '\n');
console.log(
  `${Object.keys(schemas).length} schemas, ${Object.keys(endpoints).length} endpoints -> ${target}`,
);

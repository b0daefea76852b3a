import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';

interface TrimmedDescription {
  source: string;
  apiVersion: string;
  endpoints: Record<string, object>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

/**
 * Stripe's published OpenAPI description, trimmed to what the double answers
 * (scripts/stripe/trim-openapi.mjs wrote stripe-openapi.json and names its source commit).
 */
export function stripeDescription(): TrimmedDescription {
  return JSON.parse(readFileSync(join(__dirname, 'stripe-openapi.json'), 'utf8')) as TrimmedDescription;
}

/**
 * Makes OpenAPI 3.0 into JSON Schema Ajv reads (`nullable` becomes a `null` type) and closes every
 * object schema that lists its properties, so an answer with a field Stripe does not have (a typo
 * in the double) fails too; Stripe's description leaves them open.
 */
function closeObjects(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(closeObjects);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
  if (schema.nullable === true) {
    delete schema.nullable;
    if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
    if (Array.isArray(schema.enum)) schema.enum = [...(schema.enum as unknown[]), null];
    if (Array.isArray(schema.anyOf)) schema.anyOf = [...(schema.anyOf as unknown[]), { type: 'null' }];
  }
  Object.values(schema).forEach(closeObjects);
}

/** Validators of the double's answers: by endpoint ("GET /v1/invoices/upcoming") and by object type. */
export function stripeValidators() {
  const description = stripeDescription();
  closeObjects(description.components);
  closeObjects(description.endpoints);
  // `unix-time` and the like are Stripe's own formats.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ components: description.components }, 'stripe');
  const rebase = (schema: object) =>
    JSON.parse(JSON.stringify(schema).replace(/"#\/components/g, '"stripe#/components')) as object;
  const endpoints = new Map<string, ValidateFunction>();
  for (const [name, schema] of Object.entries(description.endpoints))
    endpoints.set(name, ajv.compile(rebase(schema)));
  const objects = new Map<string, ValidateFunction>();
  return {
    apiVersion: description.apiVersion,
    endpoint(name: string): ValidateFunction {
      const validate = endpoints.get(name);
      if (!validate) throw new Error(`no endpoint ${name} in the trimmed description`);
      return validate;
    },
    object(schemaName: string): ValidateFunction {
      let validate = objects.get(schemaName);
      if (!validate) {
        validate = ajv.compile({ $ref: `stripe#/components/schemas/${schemaName}` });
        objects.set(schemaName, validate);
      }
      return validate;
    },
  };
}

import { type Filter, parse } from 'scim2-parse-filter';
import { SCIM_GROUP_SCHEMA, SCIM_USER_SCHEMA } from './scim-attribute.util';
import { scimErrors } from './scim.errors';
import { isObject } from './scim-value.util';

export const SCIM_PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** One PATCH operation, its op lower-cased (Entra ID sends "Add", "Replace", "Remove"). */
export interface PatchOperation {
  op: 'add' | 'replace' | 'remove';
  path: PatchPath | null;
  value: unknown;
}

/** `attr[filter].sub`: attribute and sub-attribute lower-cased; `attr` null for another schema's attribute. */
export interface PatchPath {
  raw: string;
  attr: string | null;
  filter: Filter | null;
  sub: string | null;
}

const MAX_OPERATIONS = 1000;
const PATH = /^([A-Za-z][\w$-]*)(?:\[(.+)\])?(?:\.([A-Za-z][\w$-]*))?$/;

/** The operations of a PatchOp body (RFC 7644 §3.5.2), checked; refuses anything else with invalidSyntax. */
export function patchOperations(body: unknown): PatchOperation[] {
  if (!isObject(body)) throw scimErrors.invalidSyntax('The body must be a PatchOp JSON object.');
  const schemas = body.schemas;
  if (
    !Array.isArray(schemas) ||
    !schemas.some((s) => String(s).toLowerCase() === SCIM_PATCH_SCHEMA.toLowerCase())
  )
    throw scimErrors.invalidSyntax(`A PATCH body must name the schema ${SCIM_PATCH_SCHEMA}.`);
  const key = Object.keys(body).find((k) => k.toLowerCase() === 'operations');
  const operations = key ? body[key] : undefined;
  if (!Array.isArray(operations) || operations.length === 0)
    throw scimErrors.invalidSyntax('A PATCH body needs a non-empty "Operations" list.');
  if (operations.length > MAX_OPERATIONS)
    throw scimErrors.tooMany(`A PATCH may carry at most ${MAX_OPERATIONS} operations.`);
  return operations.map((operation): PatchOperation => {
    if (!isObject(operation)) throw scimErrors.invalidSyntax('Each operation must be a JSON object.');
    const op = String(operation.op ?? '').toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove')
      throw scimErrors.invalidSyntax(
        `Unknown PATCH op "${String(operation.op)}": use add, replace or remove.`,
      );
    const path =
      typeof operation.path === 'string' && operation.path.trim() !== ''
        ? parsePatchPath(operation.path)
        : null;
    if (op === 'remove' && !path && operation.value === undefined)
      throw scimErrors.noTarget('A remove operation needs a path.');
    if (op !== 'remove' && operation.value === undefined)
      throw scimErrors.invalidSyntax(`An ${op} operation needs a value.`);
    return { op, path, value: operation.value };
  });
}

/** Parses an attribute path such as `emails[type eq "work"].value` or `members[value eq "…"]`. */
export function parsePatchPath(raw: string): PatchPath {
  let rest = raw.trim();
  for (const urn of [SCIM_USER_SCHEMA, SCIM_GROUP_SCHEMA]) {
    if (rest.toLowerCase().startsWith(`${urn.toLowerCase()}:`)) rest = rest.slice(urn.length + 1);
  }
  // An attribute of another schema (an extension this server does not keep): accepted, not stored.
  if (rest.toLowerCase().startsWith('urn:')) return { raw, attr: null, filter: null, sub: null };
  const match = PATH.exec(rest);
  if (!match) throw scimErrors.invalidPath(`"${raw}" is not a valid attribute path.`);
  let filter: Filter | null = null;
  if (match[2] !== undefined) {
    try {
      filter = parse(match[2]);
    } catch {
      throw scimErrors.invalidPath(`The filter in "${raw}" is not a valid SCIM filter.`);
    }
  }
  return {
    raw,
    attr: (match[1] as string).toLowerCase(),
    filter,
    sub: match[3]?.toLowerCase() ?? null,
  };
}

/**
 * A path-less add or replace (`value` is an object of attributes, as Okta and Entra ID send them):
 * one path per key; keys may be dotted (`name.givenName`) or schema-prefixed.
 */
export function pathsOfValue(value: unknown): { path: PatchPath; value: unknown }[] {
  if (!isObject(value)) throw scimErrors.invalidSyntax('An operation without a path needs an object value.');
  return Object.entries(value).flatMap(([key, inner]) => {
    if (key.toLowerCase() === 'schemas') return [];
    const path = parsePatchPath(key);
    // An extension's whole object (`urn:…:enterprise:2.0:User`: {…}): not kept.
    return [{ path, value: inner }];
  });
}

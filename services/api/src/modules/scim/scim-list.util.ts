import { keyOf, pathSegments } from './scim-attribute.util';
import { scimErrors } from './scim.errors';

export const SCIM_LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';
/** The most resources one list page returns (ServiceProviderConfig's filter.maxResults). */
export const SCIM_MAX_RESULTS = 200;

/** The query parameters of a list request (RFC 7644 §3.4.2), raw. */
export interface ScimListQuery {
  filter?: string;
  startIndex?: string;
  count?: string;
  attributes?: string;
  excludedAttributes?: string;
  sortBy?: string;
  sortOrder?: string;
}

const LIST_PARAMETERS = [
  'filter',
  'startIndex',
  'count',
  'attributes',
  'excludedAttributes',
  'sortBy',
  'sortOrder',
] as const;

/** The list parameters of a query string, each given at most once (a repeated one is refused, never guessed at). */
export function listQueryOf(raw: Record<string, unknown> | undefined): ScimListQuery {
  const query: ScimListQuery = {};
  for (const name of LIST_PARAMETERS) {
    const value = raw?.[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw scimErrors.invalidValue(`"${name}" may be given once.`);
    query[name] = value;
  }
  return query;
}

/** One page of a list, 1-based as SCIM counts (RFC 7644 §3.4.2.4). */
export function scimPage<T>(
  all: T[],
  query: ScimListQuery,
): { items: T[]; startIndex: number; total: number } {
  const { startIndex, count } = pageWindow(query);
  return { items: all.slice(startIndex - 1, startIndex - 1 + count), startIndex, total: all.length };
}

/** The 1-based first index and the number of resources a list request asks for, within the maximum. */
export function pageWindow(query: ScimListQuery): { startIndex: number; count: number } {
  const startIndex = Math.max(1, integer(query.startIndex, 'startIndex') ?? 1);
  const count = Math.min(SCIM_MAX_RESULTS, Math.max(0, integer(query.count, 'count') ?? SCIM_MAX_RESULTS));
  return { startIndex, count };
}

/** A ListResponse body. */
export function listResponse(resources: unknown[], page: { startIndex: number; total: number }) {
  return {
    schemas: [SCIM_LIST_SCHEMA],
    totalResults: page.total,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

/**
 * The resource with only the `attributes` asked for, or without the `excludedAttributes`
 * (RFC 7644 §3.9); `schemas` and `id` are always returned. Names compare ignoring case.
 */
export function projectAttributes(
  resource: Record<string, unknown>,
  attributes: string | undefined,
  excluded: string | undefined,
): Record<string, unknown> {
  const wanted = splitList(attributes);
  if (wanted.length > 0) {
    const out: Record<string, unknown> = { schemas: resource.schemas, id: resource.id };
    for (const [attr, sub] of wanted) {
      const key = keyOf(resource, attr);
      if (key === undefined) continue;
      const value = resource[key];
      if (!sub) out[key] = value;
      else out[key] = pick(value, sub, out[key]);
    }
    return out;
  }
  const out = { ...resource };
  for (const [attr, sub] of splitList(excluded)) {
    const key = keyOf(out, attr);
    if (key === undefined || key === 'id' || key === 'schemas') continue;
    if (!sub) delete out[key];
    else out[key] = omit(out[key], sub);
  }
  return out;
}

function splitList(raw: string | undefined): [string, string | undefined][] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((item) => pathSegments(item))
    .filter((segments) => segments.length > 0)
    .map((segments) => [segments[0] as string, segments[1]]);
}

function pick(value: unknown, sub: string, already: unknown): unknown {
  if (Array.isArray(value))
    return value.map((element, i) => ({
      ...((Array.isArray(already) ? already[i] : {}) as object),
      ...pickOne(element, sub),
    }));
  return { ...((already ?? {}) as object), ...pickOne(value, sub) };
}

function pickOne(value: unknown, sub: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return {};
  const key = keyOf(value as Record<string, unknown>, sub);
  return key === undefined ? {} : { [key]: (value as Record<string, unknown>)[key] };
}

function omit(value: unknown, sub: string): unknown {
  const strip = (element: unknown) => {
    if (typeof element !== 'object' || element === null) return element;
    const copy = { ...(element as Record<string, unknown>) };
    const key = keyOf(copy, sub);
    if (key !== undefined) delete copy[key];
    return copy;
  };
  return Array.isArray(value) ? value.map(strip) : strip(value);
}

function integer(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^-?\d{1,9}$/.test(raw.trim())) throw scimErrors.invalidValue(`"${name}" must be an integer.`);
  return Number(raw);
}

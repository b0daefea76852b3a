import { type Filter, parse } from 'scim2-parse-filter';
import { isCaseExact, pathSegments, valuesAt } from './scim-attribute.util';
import { scimErrors } from './scim.errors';

/** A compiled SCIM filter: true when the resource (as the client would read it) matches. */
export type ScimPredicate = (resource: Record<string, unknown>) => boolean;

const MAX_FILTER_LENGTH = 2000;

/**
 * Compiles a SCIM filter (RFC 7644 §3.4.2.2: every operator, and/or/not, grouping, value paths such
 * as `emails[type eq "work"].value eq "a@b.c"`). scim2-parse-filter parses it; matching is ours, as
 * its own tester compares attribute names and strings case-sensitively, where the RFC makes both
 * case-insensitive (except caseExact attributes such as id and externalId).
 */
export function compileScimFilter(raw: string): ScimPredicate {
  const ast = parseScimFilter(raw);
  return (resource) => matches(resource, ast);
}

/** The parsed filter, or invalidFilter when it is too long or not RFC 7644 §3.4.2.2 syntax. */
export function parseScimFilter(raw: string): Filter {
  if (raw.length > MAX_FILTER_LENGTH)
    throw scimErrors.invalidFilter(`The filter is longer than ${MAX_FILTER_LENGTH} characters.`);
  try {
    return parse(raw);
  } catch {
    throw scimErrors.invalidFilter(`The filter "${raw}" is not a valid SCIM filter (RFC 7644 §3.4.2.2).`);
  }
}

/** Whether `scope` (a resource, or one element of a multi-valued attribute) matches `filter`. */
export function matches(scope: unknown, filter: Filter): boolean {
  switch (filter.op) {
    case 'and':
      return andMatches(scope, filter.filters);
    case 'or':
      return filter.filters.some((f) => matches(scope, f));
    case 'not':
      return !matches(scope, filter.filter);
    case '[]': {
      const elements = valuesAt(scope, pathSegments(filter.attrPath));
      return elements.some((element) => matches(element, filter.valFilter));
    }
    case 'pr':
      return valuesAt(scope, pathSegments(filter.attrPath)).some((v) => v !== '' && v !== null);
    default:
      return compare(scope, filter.op, filter.attrPath, filter.compValue);
  }
}

/**
 * The parser reads `emails[type eq "work"].value eq "x"` as `emails[type eq "work"] and emails.value
 * eq "x"`; the RFC means both of ONE element, so such a pair is matched element by element.
 */
function andMatches(scope: unknown, filters: Filter[]): boolean {
  for (let i = 0; i < filters.length; i++) {
    const current = filters[i] as Filter;
    const next = filters[i + 1];
    if (current.op === '[]' && next && 'attrPath' in next && next.op !== '[]') {
      const base = pathSegments(current.attrPath);
      const sub = pathSegments(next.attrPath);
      if (sub.length === base.length + 1 && base.every((segment, j) => sub[j] === segment)) {
        const element = { ...next, attrPath: sub[sub.length - 1] } as Filter;
        const hit = valuesAt(scope, base).some((e) => matches(e, current.valFilter) && matches(e, element));
        if (!hit) return false;
        i++;
        continue;
      }
    }
    if (!matches(scope, current)) return false;
  }
  return true;
}

type CompareOp = 'eq' | 'ne' | 'co' | 'sw' | 'ew' | 'gt' | 'lt' | 'ge' | 'le';

function compare(scope: unknown, op: CompareOp, attrPath: string, expected: unknown): boolean {
  const path = pathSegments(attrPath);
  const values = valuesAt(scope, path);
  if (op === 'ne') return !values.some((v) => compareOne(v, 'eq', expected, path));
  if (expected === null) return op === 'eq' ? values.length === 0 : false;
  return values.some((v) => compareOne(v, op, expected, path));
}

function compareOne(actual: unknown, op: CompareOp, expected: unknown, path: string[]): boolean {
  if (typeof actual === 'boolean' || typeof expected === 'boolean') {
    return op === 'eq' && String(actual).toLowerCase() === String(expected).toLowerCase();
  }
  if (typeof actual === 'number' && typeof expected === 'number') return ordered(actual, expected, op);
  let a = String(actual);
  let e = String(expected);
  if (!isCaseExact(path)) {
    a = a.toLowerCase();
    e = e.toLowerCase();
  }
  switch (op) {
    case 'eq':
      return a === e;
    case 'co':
      return a.includes(e);
    case 'sw':
      return a.startsWith(e);
    case 'ew':
      return a.endsWith(e);
    default: {
      // Dates (meta.created, meta.lastModified) order as instants; other strings lexically.
      const [ta, te] = [Date.parse(a), Date.parse(e)];
      return Number.isFinite(ta) && Number.isFinite(te) && /^\d{4}-/.test(a)
        ? ordered(ta, te, op)
        : ordered(a, e, op);
    }
  }
}

function ordered<T extends number | string>(a: T, e: T, op: CompareOp): boolean {
  if (op === 'gt') return a > e;
  if (op === 'ge') return a >= e;
  if (op === 'lt') return a < e;
  if (op === 'le') return a <= e;
  return a === e;
}

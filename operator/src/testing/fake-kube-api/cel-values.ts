import { Environment } from '@marcbachmann/cel-js';
import { escapeCelProperty } from './cel-escaping';
import type { JsonSchema } from './fake-resource';

type Struct = new (fields: Record<string, unknown>) => object;

// Marks lists the schema declares as sets or map lists: the API server compares them ignoring order.
const UNORDERED = Symbol('unordered list');

// Parses duration and timestamp strings the way CEL's own duration() and timestamp() do.
const conversions = new Environment({ unlistedVariablesAreDyn: true });

function properties(node: JsonSchema): Record<string, JsonSchema> {
  return (node.properties ?? {}) as Record<string, JsonSchema>;
}

function isDynamic(node: JsonSchema): boolean {
  if (node['x-kubernetes-int-or-string'] === true) return true;
  const open = node['x-kubernetes-preserve-unknown-fields'] === true;
  return open && !node.properties && !node.additionalProperties;
}

/**
 * CEL equality as the API server applies it to schema values: objects field by field, map lists and
 * sets regardless of order, numbers across int and double, timestamps by instant.
 */
export function celEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((typeof a === 'bigint' || typeof a === 'number') && (typeof b === 'bigint' || typeof b === 'number'))
    return Number(a) === Number(b);
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof Uint8Array && b instanceof Uint8Array)
    return a.length === b.length && a.every((byte, i) => byte === b[i]);
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    if ((a as unknown as Record<symbol, boolean>)[UNORDERED])
      return a.every((item) => b.some((other) => celEqual(item, other)));
    return a.every((item, i) => celEqual(item, b[i]));
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  const other = b as Record<string, unknown>;
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key in other && celEqual((a as Record<string, unknown>)[key], other[key]));
}

/**
 * The CEL types of one schema as the API server declares them (apiserver/pkg/cel DeclType): objects
 * with properties are object types whose absent fields `has()` sees, maps and lists keep their
 * element types, integer is int, date-time a timestamp, int-or-string and open objects dyn. Declares
 * the object types in a cel-js environment and turns JSON values into values of those types.
 */
export class CelSchemaTypes {
  private readonly structs = new Map<JsonSchema, Struct>();
  private readonly types = new Map<JsonSchema, string>();
  private readonly rootMetadata: JsonSchema = {
    type: 'object',
    properties: { name: { type: 'string' }, generateName: { type: 'string' } },
  };

  constructor(private readonly env: Environment) {}

  /** Declares a node's type (and every object type under it); returns its CEL type name. */
  declare(node: JsonSchema, name: string, resourceRoot = false): string {
    const known = this.types.get(node);
    if (known) return known;
    const type = this.typeOf(node, name, resourceRoot);
    this.types.set(node, type);
    return type;
  }

  /** A JSON value of a declared node as a CEL value of its type. */
  value(node: JsonSchema, raw: unknown, resourceRoot = false): unknown {
    if (raw === null || raw === undefined) return null;
    if (isDynamic(node)) return dynamic(raw);
    switch (node.type) {
      case 'object':
        return this.objectValue(node, raw as Record<string, unknown>, resourceRoot);
      case 'array': {
        const items = (node.items ?? {}) as JsonSchema;
        const list = (raw as unknown[]).map((item) => this.value(items, item));
        const listType = node['x-kubernetes-list-type'];
        if (listType === 'set' || listType === 'map')
          Object.defineProperty(list, UNORDERED, { value: true, enumerable: false });
        return list;
      }
      case 'integer':
        return typeof raw === 'number' && Number.isInteger(raw) ? BigInt(raw) : raw;
      case 'number':
        return typeof raw === 'number' ? raw : Number(raw);
      case 'string':
        return stringValue(node, raw);
      default:
        return raw;
    }
  }

  private typeOf(node: JsonSchema, name: string, resourceRoot: boolean): string {
    if (isDynamic(node)) return 'dyn';
    switch (node.type) {
      case 'object':
        if (node.properties || resourceRoot) return this.declareStruct(node, name, resourceRoot);
        if (node.additionalProperties && typeof node.additionalProperties === 'object')
          return `map<string, ${this.declare(node.additionalProperties as JsonSchema, `${name}_value`)}>`;
        return 'map<string, dyn>';
      case 'array':
        return `list<${this.declare((node.items ?? {}) as JsonSchema, `${name}_item`)}>`;
      case 'integer':
        return 'int';
      case 'number':
        return 'double';
      case 'boolean':
        return 'bool';
      case 'string':
        if (node.format === 'byte') return 'bytes';
        if (node.format === 'duration') return 'google.protobuf.Duration';
        if (node.format === 'date' || node.format === 'date-time') return 'google.protobuf.Timestamp';
        return 'string';
      default:
        return 'dyn';
    }
  }

  private structProperties(node: JsonSchema, resourceRoot: boolean): [string, string, JsonSchema][] {
    const own = Object.entries(properties(node)).filter(
      ([key]) => !resourceRoot || !['apiVersion', 'kind', 'metadata'].includes(key),
    );
    const all: [string, JsonSchema][] = resourceRoot
      ? [
          ['apiVersion', { type: 'string' }],
          ['kind', { type: 'string' }],
          ['metadata', this.rootMetadata],
          ...own,
        ]
      : own;
    return all.flatMap(([key, child]) => {
      const escaped = escapeCelProperty(key);
      return escaped === undefined ? [] : [[key, escaped, child] as [string, string, JsonSchema]];
    });
  }

  private declareStruct(node: JsonSchema, name: string, resourceRoot: boolean): string {
    const fields: Record<string, string> = {};
    for (const [, escaped, child] of this.structProperties(node, resourceRoot))
      fields[escaped] = this.declare(child, `${name}_${escaped}`);
    // One class per object type, so cel-js tells the types apart and field access is checked.
    const ctor = {
      [name]: class {
        constructor(values: Record<string, unknown>) {
          Object.assign(this, values);
        }
      },
    }[name] as Struct;
    this.structs.set(node, ctor);
    this.env.registerType(name, { ctor, fields });
    this.env.registerOperator(`${name} == ${name}`, celEqual);
    return name;
  }

  private objectValue(node: JsonSchema, raw: Record<string, unknown>, resourceRoot: boolean): unknown {
    const ctor = this.structs.get(node);
    if (!ctor) {
      const additional = node.additionalProperties;
      const valueNode = (typeof additional === 'object' ? additional : {}) as JsonSchema;
      return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, this.value(valueNode, v)]));
    }
    const fields: Record<string, unknown> = {};
    for (const [key, escaped, child] of this.structProperties(node, resourceRoot)) {
      if (raw[key] !== undefined && raw[key] !== null) fields[escaped] = this.value(child, raw[key]);
    }
    return new ctor(fields);
  }
}

function dynamic(raw: unknown): unknown {
  if (typeof raw === 'number' && Number.isInteger(raw)) return BigInt(raw);
  if (Array.isArray(raw)) return raw.map(dynamic);
  if (raw !== null && typeof raw === 'object')
    return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, dynamic(v)]));
  return raw;
}

function stringValue(node: JsonSchema, raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    if (node.format === 'byte') return new Uint8Array(Buffer.from(raw, 'base64'));
    if (node.format === 'duration') return conversions.evaluate('duration(s)', { s: raw });
    if (node.format === 'date') return new Date(`${raw}T00:00:00Z`);
    if (node.format === 'date-time') return conversions.evaluate('timestamp(s)', { s: raw });
  } catch {
    // A malformed value already failed the format check; rules see it as it is.
  }
  return raw;
}

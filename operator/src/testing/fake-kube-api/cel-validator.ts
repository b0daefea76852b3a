import { Optional } from '@marcbachmann/cel-js';
import { compileNodeRules, type CompiledNode, type CompiledRule } from './cel-rules';
import { deepEqual } from './deep-equal';
import type { JsonSchema } from './fake-resource';
import type { FieldError } from './field-error';

const compiledNodes = new WeakMap<JsonSchema, CompiledNode>();

type Json = Record<string, unknown>;

/** Where the walk is: the field path and whether errors of non-transition rules are ratcheted. */
interface Place {
  path: string;
  /** The nearest correlated value equals its old value: unchanged invalid data stays acceptable. */
  unchanged: boolean;
}

function child(path: string, name: string): string {
  return path ? `${path}.${name}` : name;
}

function nodeRules(node: JsonSchema, path: string, resourceRoot: boolean): CompiledNode {
  let compiled = compiledNodes.get(node);
  if (!compiled) {
    const typePath = path.replace(/\[[^\]]*\]/g, '.items').replace(/[^a-zA-Z0-9]+/g, '_');
    const name = `Object${typePath ? `_${typePath}` : ''}`;
    compiled = compileNodeRules(node, name, resourceRoot);
    compiledNodes.set(node, compiled);
  }
  return compiled;
}

function errorMessage(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0];
}

/** The rule's message, trimmed, or the server's default `failed rule: <rule>`. */
function ruleMessage(rule: CompiledRule['rule']): string {
  return rule.message?.trim() || `failed rule: ${rule.rule.trim()}`;
}

/** What the server names a rule by in evaluation errors: its message, else its source. */
function ruleName(rule: CompiledRule['rule']): string {
  return rule.message?.trim() || rule.rule.trim();
}

/** A messageExpression's result when usable (a one-line, non-empty string), else undefined. */
function evaluatedMessage(compiled: CompiledRule, context: Json): string | undefined {
  if (!compiled.messageProgram) return undefined;
  try {
    const message = compiled.messageProgram(context);
    if (typeof message !== 'string') return undefined;
    const trimmed = message.trim();
    return trimmed && !trimmed.includes('\n') ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A failed rule's field error. Kubernetes 1.36 prints the value of a scalar (`spec.region: Invalid
 * value: "EU_A": region is immutable`) and leaves out an object's or a list's (`spec: Invalid value:
 * teamId is immutable once set`); servers before it printed the type name ("string", "object").
 */
function failure(
  compiled: CompiledRule,
  path: string,
  type: string,
  detail: string,
  value: unknown,
): FieldError {
  const fieldPath = compiled.rule.fieldPath?.replace(/^\./, '');
  const field = fieldPath ? child(path, fieldPath) : path || '<nil>';
  switch (compiled.rule.reason) {
    case 'FieldValueForbidden':
      return { type: 'Forbidden', field, detail };
    case 'FieldValueRequired':
      return { type: 'Required', field, detail };
    case 'FieldValueDuplicate':
      return { type: 'Duplicate', field, value: type };
    default:
      return type === 'object' || type === 'array'
        ? { type: 'Invalid', field, omitValue: true, detail }
        : { type: 'Invalid', field, value, detail };
  }
}

/** Runs the rules of one node on its value; old is the correlated old value, if there is one. */
function runRules(
  node: JsonSchema,
  value: unknown,
  old: unknown,
  place: Place,
  resourceRoot: boolean,
): FieldError[] {
  if (!node['x-kubernetes-validations']) return [];
  const { rules, types } = nodeRules(node, place.path, resourceRoot);
  const type = typeof node.type === 'string' ? node.type : '';
  const field = place.path || '<nil>';
  const self = types.value(node, value, resourceRoot);
  const oldSelf = old === undefined ? undefined : types.value(node, old, resourceRoot);
  const errors: FieldError[] = [];
  for (const compiled of rules) {
    if (compiled.compileError) {
      errors.push({
        type: 'Invalid',
        field,
        value: type,
        detail: `rule compile error: ${compiled.compileError}`,
      });
      continue;
    }
    // Transition rules run only when there is an old value to compare with, unless oldSelf is optional.
    if (compiled.usesOldSelf && oldSelf === undefined && !compiled.rule.optionalOldSelf) continue;
    const context: Json = oldSelf === undefined ? { self } : { self, oldSelf };
    const ruleContext = compiled.rule.optionalOldSelf
      ? { self, oldSelf: oldSelf === undefined ? Optional.none() : Optional.of(oldSelf) }
      : context;
    let result: unknown;
    try {
      result = compiled.program!(ruleContext);
    } catch (error) {
      errors.push({
        type: 'Invalid',
        field,
        value: type,
        detail: `${errorMessage(error)} evaluating rule: ${ruleName(compiled.rule)}`,
      });
      continue;
    }
    if (result === true) continue;
    // Ratcheting: a rule without oldSelf does not refuse a value that did not change.
    if (!compiled.usesOldSelf && place.unchanged) continue;
    const detail = evaluatedMessage(compiled, context) ?? ruleMessage(compiled.rule);
    errors.push(failure(compiled, place.path, type, detail, value));
  }
  return errors;
}

/** The old item of a map list with the same key values as `item`, if any. */
function correlatedItem(keys: string[], item: unknown, oldItems: unknown[] | undefined): unknown {
  if (!oldItems || item === null || typeof item !== 'object') return undefined;
  const record = item as Json;
  return oldItems.find(
    (old) =>
      old !== null &&
      typeof old === 'object' &&
      keys.every((key) => deepEqual((old as Json)[key], record[key])),
  );
}

function walk(
  node: JsonSchema,
  value: unknown,
  old: unknown,
  place: Place,
  resourceRoot = false,
): FieldError[] {
  if (value === null || value === undefined) return [];
  const here: Place = {
    path: place.path,
    unchanged: old === undefined ? place.unchanged : deepEqual(value, old),
  };
  const errors = runRules(node, value, old, here, resourceRoot);
  if (Array.isArray(value)) {
    const items = node.items as JsonSchema | undefined;
    if (!items) return errors;
    // Only map lists correlate items with old ones (by their keys); other lists' items have no oldSelf.
    const keys =
      node['x-kubernetes-list-type'] === 'map'
        ? ((node['x-kubernetes-list-map-keys'] ?? []) as string[])
        : [];
    const oldItems = Array.isArray(old) ? old : undefined;
    value.forEach((item, i) => {
      const oldItem = keys.length ? correlatedItem(keys, item, oldItems) : undefined;
      errors.push(...walk(items, item, oldItem, { ...here, path: `${here.path}[${i}]` }));
    });
    return errors;
  }
  if (typeof value !== 'object') return errors;
  // Objects correlate their fields with the old object's unless the schema makes the map atomic.
  const correlated = node['x-kubernetes-map-type'] !== 'atomic' && old !== null && typeof old === 'object';
  const oldRecord = correlated ? (old as Json) : {};
  const props = (node.properties ?? {}) as Record<string, JsonSchema>;
  const additional = node.additionalProperties;
  for (const [key, fieldValue] of Object.entries(value as Json)) {
    const sub = props[key] ?? (typeof additional === 'object' ? (additional as JsonSchema) : undefined);
    if (!sub) continue;
    const path = props[key] ? child(here.path, key) : `${here.path}[${key}]`;
    errors.push(...walk(sub, fieldValue, oldRecord[key], { ...here, path }));
  }
  return errors;
}

/** Whether any node of the schema carries x-kubernetes-validations. */
export function hasCelRules(node: JsonSchema): boolean {
  if (node['x-kubernetes-validations']) return true;
  const props = Object.values((node.properties ?? {}) as Record<string, JsonSchema>);
  const nested = [node.items, node.additionalProperties].filter(
    (n) => n && typeof n === 'object',
  ) as JsonSchema[];
  return [...props, ...nested].some(hasCelRules);
}

/**
 * Evaluates every x-kubernetes-validations rule of a custom resource's schema the way the API
 * server does (apiextensions-apiserver schema/cel): each rule on every present value of its node
 * with `self` bound to that value; transition rules (those reading oldSelf) only on update and only
 * where the old object has a correlated value (object fields by name, map-list items by key);
 * `optionalOldSelf` rules also without one, with oldSelf an optional; messageExpression, reason
 * and fieldPath honoured; errors of rules without oldSelf ratcheted away for unchanged values.
 * Cost budgets are not modelled. `old` is the stored object on update, undefined on create.
 */
export function validateCelRules(schema: JsonSchema, object: unknown, old?: unknown): FieldError[] {
  return walk(schema, object, old, { path: '', unchanged: false }, true);
}

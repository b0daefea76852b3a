import { AppError, GRAPHQL_LIMITS } from '@fieldnote/core';
import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  Kind,
  TypeInfo,
  type ValueNode,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  parse,
  typeFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { CONSTRAINT_WORDING } from './constraint-wording';
import { fieldLabel } from './field-label';
import {
  type DeclaredLimits,
  type DeclaredMessage,
  type LimitsByType,
  declaredInputLimits,
} from './declared-input-limits';

/** A place a variable's value goes: the type expected there, what that place declares, its name for people. */
interface VariableUse {
  name: string;
  type: GraphQLInputType;
  limits: DeclaredLimits | undefined;
  path: string;
}

/** What a document needs checked: its inline values' verdict (once) and its variables (each request). */
interface DocumentPlan {
  literalProblem: AppError | null;
  uses: VariableUse[];
}

/** Plans by query text, per schema: the same text is sent again and again (Mercurius keeps 1,000 too). */
const plans = new WeakMap<GraphQLSchema, LRUCache<string, DocumentPlan>>();

/**
 * Bounds every list and string of an operation's inputs, variables and inline values, nested input
 * objects included, before anything coerces them (issue 30: Mercurius coerces variables before the
 * preExecution hook, then the complexity check, the executor and the ValidationPipe each walk them
 * again; 163,000 rows of an import exhausted a 192 MB heap before the resolver could count them).
 * A list holds at most what its argument or input field declares (ArrayMaxSize), else
 * GRAPHQL_LIMITS.maxListItems; a string at most its MaxLength/Length, else maxTextLength (maxIdLength
 * for an ID). The walk follows the schema's types, so it costs what the value is, never more, and
 * stops at the first list too long before reading its items. A refusal is BAD_USER_INPUT naming the
 * field (`input.rows`) and the limit, in the declaration's own words when it has some.
 * `document` is the query text; one that does not parse is left to Mercurius to refuse.
 */
export function checkInputBounds(
  schema: GraphQLSchema,
  source: string,
  variables: unknown,
  maxTokens: number | undefined,
): void {
  let cache = plans.get(schema);
  if (!cache) plans.set(schema, (cache = new LRUCache({ max: 1000 })));
  let plan = cache.get(source);
  if (plan === undefined) {
    const document = parseOrNull(source, maxTokens);
    if (!document) return;
    plan = planDocument(schema, document, declaredInputLimits());
    cache.set(source, plan);
  }
  if (plan.literalProblem) throw plan.literalProblem;
  if (!variables || typeof variables !== 'object') return;
  const values = variables as Record<string, unknown>;
  const limits = declaredInputLimits();
  for (const use of plan.uses) {
    if (Object.hasOwn(values, use.name)) checkValue(values[use.name], use.type, use.limits, use.path, limits);
  }
}

function parseOrNull(source: string, maxTokens: number | undefined): DocumentNode | null {
  try {
    return parse(source, { maxTokens, noLocation: true });
  } catch {
    return null;
  }
}

function planDocument(schema: GraphQLSchema, document: DocumentNode, limits: LimitsByType): DocumentPlan {
  const plan: DocumentPlan = { literalProblem: null, uses: [] };
  const used = new Set<string>();
  const walkLiteral = (
    node: ValueNode,
    type: GraphQLInputType,
    declared: DeclaredLimits | undefined,
    path: string,
  ): void => {
    if (plan.literalProblem) return;
    if (node.kind === Kind.VARIABLE) {
      used.add(node.name.value);
      plan.uses.push({ name: node.name.value, type, limits: declared, path });
      return;
    }
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      const items = node.kind === Kind.LIST ? node.values : [node];
      const maximum = declared?.maxItems ?? GRAPHQL_LIMITS.maxListItems;
      if (items.length > maximum) plan.literalProblem = tooManyItems(path, maximum, declared, items);
      for (const item of items) walkLiteral(item, nullable.ofType, itemLimits(declared), path);
      return;
    }
    if (isInputObjectType(nullable)) {
      if (node.kind !== Kind.OBJECT) return;
      const fields = nullable.getFields();
      const declaredFields = limits.get(nullable.name);
      for (const member of node.fields) {
        const name = member.name.value;
        const definition = fields[name];
        if (definition)
          walkLiteral(member.value, definition.type, declaredFields?.get(name), `${path}.${name}`);
      }
      return;
    }
    if (node.kind === Kind.STRING) {
      const maximum = maxLengthOf(nullable, declared);
      if (maximum !== null && node.value.length > maximum)
        plan.literalProblem = tooLong(path, maximum, declared, node.value);
    }
  };

  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        const type = typeInfo.getInputType();
        if (!argument || !type) return false;
        const field = typeInfo.getFieldDef();
        const parent = typeInfo.getParentType();
        // Arguments of a root field may come from an @ArgsType class with its own maxima.
        const declared =
          typeInfo.getDirective() || !field || !parent
            ? undefined
            : limits.get(parent.name)?.get(`${field.name}.${argument.name}`);
        walkLiteral(node.value, type, declared, node.name.value);
        return false;
      },
    }),
  );
  // A variable no argument reads is still coerced by its declared type: bounded by the defaults.
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const name = variable.variable.name.value;
      const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
      if (type && !used.has(name)) plan.uses.push({ name, type, limits: undefined, path: `$${name}` });
    }
  }
  return plan;
}

function checkValue(
  value: unknown,
  type: GraphQLInputType,
  declared: DeclaredLimits | undefined,
  path: string,
  limits: LimitsByType,
): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    // A single value stands for a list of one (input coercion).
    if (!Array.isArray(value)) return checkValue(value, nullable.ofType, itemLimits(declared), path, limits);
    const maximum = declared?.maxItems ?? GRAPHQL_LIMITS.maxListItems;
    if (value.length > maximum) throw tooManyItems(path, maximum, declared, value);
    const items = itemLimits(declared);
    for (const item of value) checkValue(item, nullable.ofType, items, path, limits);
    return;
  }
  if (isInputObjectType(nullable)) {
    // Anything but an object is left for coercion to refuse. Only the type's own fields are read.
    if (typeof value !== 'object' || Array.isArray(value)) return;
    const input = value as Record<string, unknown>;
    const fields = nullable.getFields();
    // A few unknown members get graphql-js' own message; thousands would cost seconds of its
    // "Did you mean" suggestions (measured: 14,000 in a 190 KB body blocked the server for 4 s).
    if (holdsMoreMembersThan(input, fields)) throw tooManyMembers(path, nullable.name);
    const declaredFields = limits.get(nullable.name);
    for (const name in fields) {
      if (Object.hasOwn(input, name))
        checkValue(input[name], fields[name].type, declaredFields?.get(name), `${path}.${name}`, limits);
    }
    return;
  }
  if (typeof value === 'string') {
    const maximum = maxLengthOf(nullable, declared);
    if (maximum !== null && value.length > maximum) throw tooLong(path, maximum, declared, value);
  }
}

/** Whether the object has more own members than the type has fields: then some are not the type's. */
function holdsMoreMembersThan(input: object, fields: object): boolean {
  let room = 0;
  for (const name in fields) if (Object.hasOwn(fields, name)) room++;
  for (const name in input) if (Object.hasOwn(input, name) && --room < 0) return true;
  return false;
}

function tooManyMembers(path: string, typeName: string): AppError {
  return AppError.badInput(`"${path}" holds members that ${typeName} does not have.`, {
    field: fieldOf(path),
    path,
    limit: 'knownFields',
  });
}

/** What each item of a list declares: a list's MaxLength ({ each: true }) holds for its strings. */
function itemLimits(declared: DeclaredLimits | undefined): DeclaredLimits | undefined {
  if (declared?.maxLength === undefined) return undefined;
  return { maxLength: declared.maxLength, lengthMessage: declared.lengthMessage };
}

function maxLengthOf(
  type: GraphQLNamedType | GraphQLInputType,
  declared: DeclaredLimits | undefined,
): number | null {
  const { name } = getNamedType(type);
  if (name === 'ID') return declared?.maxLength ?? GRAPHQL_LIMITS.maxIdLength;
  if (name === 'String') return declared?.maxLength ?? GRAPHQL_LIMITS.maxTextLength;
  return null;
}

function tooManyItems(
  path: string,
  maximum: number,
  declared: DeclaredLimits | undefined,
  value: unknown,
): AppError {
  const message =
    wording(declared?.itemsMessage, path, maximum, value) ?? productWording('arrayMaxSize', path, maximum);
  return AppError.badInput(message, { field: fieldOf(path), path, limit: 'maxItems', maximum });
}

function tooLong(
  path: string,
  maximum: number,
  declared: DeclaredLimits | undefined,
  value: unknown,
): AppError {
  const message =
    wording(declared?.lengthMessage, path, maximum, value) ?? productWording('maxLength', path, maximum);
  return AppError.badInput(message, { field: fieldOf(path), path, limit: 'maxLength', maximum });
}

/** The same words a refusal of the rule after coercion gets (constraint-wording.ts): "Password can be at most 100 characters." */
function productWording(rule: 'arrayMaxSize' | 'maxLength', path: string, maximum: number): string {
  const subject = path.startsWith('$') ? `The variable ${path}` : fieldLabel(path).sentence;
  return CONSTRAINT_WORDING[rule]!({ subject, constraints: [maximum] }).message;
}

/** The declaration's own message, as class-validator would word it; none when it has only the default. */
function wording(
  message: DeclaredMessage | undefined,
  path: string,
  maximum: number,
  value: unknown,
): string | undefined {
  if (typeof message === 'string') return message;
  if (typeof message !== 'function') return undefined;
  const property = fieldOf(path);
  return message({ value, constraints: [maximum], targetName: '', object: {}, property });
}

/** The field itself, as other refusals name it in `details.field`: `rows` of `input.rows`. */
function fieldOf(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1).replace(/^\$/, '');
}

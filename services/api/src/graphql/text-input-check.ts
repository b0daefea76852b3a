import { AppError, type TextKind, textProblem } from '@fieldnote/core';
import {
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  Kind,
  type ValueNode,
  TypeInfo,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { MULTI_LINE_TEXT } from './multi-line-text.decorator';

/** Where a variable is used: the type expected there and, for a text value, its kind. */
interface VariableUse {
  name: string;
  type: GraphQLInputType;
  kind: TextKind;
}

/** What a document needs checked: its literals' verdict (once) and its variables (each request). */
interface DocumentPlan {
  literalProblem: { message: string; field: string } | null;
  variables: VariableUse[];
}

/** Per parsed document, which Mercurius reuses for a repeated query. */
const plans = new WeakMap<DocumentNode, DocumentPlan>();

/**
 * The one input boundary for text (issue 7, hole 8): every String or ID argument of the operation,
 * inline or in variables, nested input objects and lists included, must be valid Unicode without
 * NUL, and single-line text (every input not marked @MultiLineText: names, titles, e-mails, ids)
 * must hold no control or bidirectional override characters. A failure is BAD_USER_INPUT before
 * any resolver runs, so nothing is half-written. The arguments are found through the schema, so a
 * new field is checked without anyone remembering to.
 */
export function checkTextInput(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): void {
  let plan = plans.get(document);
  if (plan === undefined) {
    plan = planDocument(schema, document);
    plans.set(document, plan);
  }
  if (plan.literalProblem) throw textError(plan.literalProblem.field, plan.literalProblem.message);
  if (!variables) return;
  for (const use of plan.variables) checkValue(variables[use.name], use.type, use.kind, use.name);
}

function planDocument(schema: GraphQLSchema, document: DocumentNode): DocumentPlan {
  const plan: DocumentPlan = { literalProblem: null, variables: [] };
  const seen = new Set<string>();
  const defaults = new Map<string, ValueNode>();
  const walkLiteral = (node: ValueNode, type: GraphQLInputType, kind: TextKind, field: string): void => {
    if (plan.literalProblem) return;
    if (node.kind === Kind.VARIABLE) {
      const key = `${node.name.value}:${kind}`;
      if (seen.has(key)) return;
      seen.add(key);
      plan.variables.push({ name: node.name.value, type, kind });
      const fallback = defaults.get(node.name.value);
      if (fallback) walkLiteral(fallback, type, kind, node.name.value);
      return;
    }
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      const items = node.kind === Kind.LIST ? node.values : [node];
      for (const item of items) walkLiteral(item, nullable.ofType, kind, field);
      return;
    }
    if (isInputObjectType(nullable)) {
      if (node.kind !== Kind.OBJECT) return;
      const fields = nullable.getFields();
      for (const member of node.fields) {
        const definition = fields[member.name.value];
        if (definition) walkLiteral(member.value, definition.type, kindOf(definition), member.name.value);
      }
      return;
    }
    if (node.kind === Kind.STRING && isText(nullable)) {
      const problem = textProblem(node.value, kind);
      if (problem) plan.literalProblem = { message: problem, field };
    }
  };

  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      if (variable.defaultValue) defaults.set(variable.variable.name.value, variable.defaultValue);
    }
  }
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        const type = typeInfo.getInputType();
        if (argument && type) walkLiteral(node.value, type, kindOf(argument), node.name.value);
      },
    }),
  );
  return plan;
}

function checkValue(value: unknown, type: GraphQLInputType, kind: TextKind, field: string): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) checkValue(item, nullable.ofType, kind, field);
    return;
  }
  if (isInputObjectType(nullable)) {
    if (typeof value !== 'object') return;
    const fields = nullable.getFields();
    for (const [name, member] of Object.entries(value)) {
      const definition = fields[name];
      if (definition) checkValue(member, definition.type, kindOf(definition), name);
    }
    return;
  }
  if (typeof value === 'string' && isText(nullable)) {
    const problem = textProblem(value, kind);
    if (problem) throw textError(field, problem);
  }
}

function isText(type: GraphQLInputType): boolean {
  const { name } = getNamedType(type);
  return name === 'String' || name === 'ID';
}

function kindOf(definition: GraphQLArgument | GraphQLInputField): TextKind {
  return definition.extensions[MULTI_LINE_TEXT] === true ? 'multi-line' : 'single-line';
}

function textError(field: string, problem: string): AppError {
  return AppError.badInput(`"${field}" ${problem}`, { field });
}

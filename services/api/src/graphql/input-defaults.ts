import {
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  astFromValue,
  getNullableType,
  getOperationAST,
  isInputObjectType,
  isListType,
  typeFromAST,
  valueFromASTUntyped,
} from 'graphql';

type Variables = Record<string, unknown>;

/**
 * Variables with every omitted input-object field that has a default filled in with that default, as
 * the client would have written it (`SearchInput.limit: Int! = 20` left out becomes `limit: 20`).
 *
 * Why: graphql-js fills such fields in itself, but graphql-jit (Mercurius' `jit`, which compiles a
 * query after its first run) refuses an omitted non-null field even when it has a default. With the
 * defaults written into the variables, both accept exactly the same requests. Returns the same object
 * when nothing was missing, a copy otherwise; never changes the caller's.
 */
export function withInputDefaults(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables | null | undefined,
): Variables | null | undefined {
  if (!variables) return variables;
  const operation = getOperationAST(document, operationName);
  if (!operation?.variableDefinitions?.length) return variables;
  let result = variables;
  for (const definition of operation.variableDefinitions) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type || variables[name] == null) continue;
    const filled = fill(type, variables[name]);
    if (filled !== variables[name]) {
      if (result === variables) result = { ...variables };
      result[name] = filled;
    }
  }
  return result;
}

/** The value with its input objects' omitted defaults filled in, recursively; the same value if none was. */
function fill(type: GraphQLInputType, value: unknown): unknown {
  if (value == null) return value;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    // A single value stands for a list of one (input coercion); it is filled as an item.
    if (!Array.isArray(value)) return fill(nullable.ofType, value);
    let copy: unknown[] | null = null;
    value.forEach((item, i) => {
      const filled = fill(nullable.ofType, item);
      if (filled !== item) (copy ??= [...value])[i] = filled;
    });
    return copy ?? value;
  }
  // Anything else that is not an object is left for the executor to refuse with its own message.
  if (!isInputObjectType(nullable) || typeof value !== 'object' || Array.isArray(value)) return value;
  const input = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const field of Object.values(nullable.getFields())) {
    const current = input[field.name];
    let next = current;
    if (current === undefined && field.defaultValue !== undefined) {
      // The default is kept coerced (internal values): printed back to what a client sends.
      const ast = astFromValue(field.defaultValue, field.type);
      next = ast ? valueFromASTUntyped(ast) : undefined;
    } else if (current != null) {
      next = fill(field.type, current);
    }
    if (next !== current) (copy ??= { ...input })[field.name] = next;
  }
  return copy ?? value;
}

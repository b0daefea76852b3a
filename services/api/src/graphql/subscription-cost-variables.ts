import { type DocumentNode, Kind, type TypeNode } from 'graphql';

/**
 * Stand-in values for a subscription's ID and String variables, so its cost can be measured where
 * Mercurius gives no variables (the preSubscriptionExecution hook): a cost depends on variables only
 * through @skip and @include, which take Booleans, and those are left out (a document that needs
 * one still fails as before). The real values are bounded on the socket (subscription-socket-bounds).
 */
export function subscriptionCostVariables(document: DocumentNode): Record<string, string> {
  const named = (type: TypeNode): string | null =>
    type.kind === Kind.NON_NULL_TYPE
      ? named(type.type)
      : type.kind === Kind.NAMED_TYPE
        ? type.name.value
        : null;
  const values: Record<string, string> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      const type = named(variable.type);
      if (type === 'ID' || type === 'String') values[variable.variable.name.value] = '0';
    }
  }
  return values;
}

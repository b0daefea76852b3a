import type { DocumentNode } from 'graphql';

/** Whether the document's operation is a mutation (never retried, never read from the cache). */
export function isMutation(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition) => 'operation' in definition && definition.operation === 'mutation',
  );
}

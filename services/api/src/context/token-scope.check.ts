import { bearerToken } from '@fieldnote/control-plane';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  OperationTypeNode,
  type SelectionSetNode,
} from 'graphql';
import { MUTATION_TOKEN_SCOPE, tokenMayCall } from './token-scope';
import { apiTokenOutOfScope } from './workspace-access.service';

/** Per parsed document (Mercurius reuses the parsed document of a repeated query): its session-only mutations. */
const sessionOnlyByDocument = new WeakMap<DocumentNode, readonly string[]>();

/**
 * Refuses, before any resolver runs, a request made with an API token (`Authorization: Bearer`)
 * whose document selects a mutation that MUTATION_TOKEN_SCOPE does not allow to tokens. Every
 * mutation operation of the document counts and @skip/@include are ignored, so no variable can
 * smuggle a session-only field past the check.
 */
export function checkTokenScope(document: DocumentNode, authorization: string | undefined): void {
  if (bearerToken(authorization) === null) return;
  let refused = sessionOnlyByDocument.get(document);
  if (refused === undefined) {
    refused = sessionOnlyMutations(document);
    sessionOnlyByDocument.set(document, refused);
  }
  // The same answer as every other call out of a token's reach (WorkspaceAccess.requireAccount).
  if (refused.length > 0) throw apiTokenOutOfScope();
}

/** The root fields of the document's mutations that tokens may not call, in document order. */
export function sessionOnlyMutations(document: DocumentNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const refused = new Set<string>();
  const visited = new Set<string>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name !== '__typename' && !tokenMayCall(name)) refused.add(name);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet);
      } else {
        // A fragment spread on the Mutation type: its fields are root fields too (once, against cycles).
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !visited.has(name)) {
          visited.add(name);
          walk(fragment.selectionSet);
        }
      }
    }
  };
  for (const definition of document.definitions) {
    if (
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === OperationTypeNode.MUTATION
    ) {
      walk(definition.selectionSet);
    }
  }
  return [...refused];
}

/** The schema's mutations that MUTATION_TOKEN_SCOPE does not declare (should be none). */
export function undeclaredMutations(mutationFields: readonly string[]): string[] {
  return mutationFields.filter((name) => !Object.hasOwn(MUTATION_TOKEN_SCOPE, name));
}

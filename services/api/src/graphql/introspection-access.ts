import { AppError } from '@fieldnote/core';
import { BREAK, type DocumentNode, visit } from 'graphql';

/** Per parsed document, which Mercurius reuses for a repeated query: whether it reads the schema. */
const introspecting = new WeakMap<DocumentNode, boolean>();

/**
 * Whether the document asks for the schema (`__schema` or `__type`; `__typename` is ordinary data).
 * Outside development only signed-in callers may (issue 7, hole 9): an anonymous visitor learns
 * nothing about the API's shape that the web app does not show.
 */
export function readsSchema(document: DocumentNode): boolean {
  const known = introspecting.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return undefined;
      found = true;
      return BREAK;
    },
  });
  introspecting.set(document, found);
  return found;
}

/** What an anonymous caller gets for an introspection query outside development. */
export function introspectionRefused(): AppError {
  return AppError.unauthenticated(
    'Sign in to read the GraphQL schema: introspection is for signed-in members.',
  );
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * A validation message without graphql-js' "Did you mean …?" hints, which would spell out field
 * and type names to a caller who may not read the schema.
 */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

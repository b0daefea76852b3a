import { AppError } from '@fieldnote/core';
import { BREAK, type DocumentNode, visit } from 'graphql';

const NUL = '\u0000';

/**
 * PostgreSQL cannot store the NUL character in text and fails the whole statement, so a string
 * holding one (in the query or its variables) is bad input, refused before any resolver runs.
 */
export function rejectNulCharacters(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): void {
  if (holdsNul(variables) || documentHoldsNul(document)) {
    throw AppError.badInput('Text cannot contain the NUL character (\\u0000).');
  }
}

/** Per parsed document, which Mercurius reuses for a repeated query: whether a literal holds NUL. */
const documentsWithNul = new WeakMap<DocumentNode, boolean>();

function documentHoldsNul(document: DocumentNode): boolean {
  const known = documentsWithNul.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!node.value.includes(NUL)) return undefined;
      found = true;
      return BREAK;
    },
  });
  documentsWithNul.set(document, found);
  return found;
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsNul);
  return false;
}

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
  let found = holdsNul(variables);
  if (!found) {
    visit(document, {
      StringValue(node) {
        if (!node.value.includes(NUL)) return undefined;
        found = true;
        return BREAK;
      },
    });
  }
  if (found) throw AppError.badInput('Text cannot contain the NUL character (\\u0000).');
}

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsNul);
  return false;
}

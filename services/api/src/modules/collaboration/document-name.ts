import { isUuid } from '@fieldnote/core';

/** What a collaborative document is: a note's or an insight's body, or a project's readme (id: the project's). */
export interface DocumentName {
  kind: 'note' | 'insight' | 'readme';
  id: string;
}

/**
 * The document names the collaboration socket serves: `note.<uuid>`, `insight.<uuid>` and
 * `readme.<project uuid>`; null otherwise.
 */
export function parseDocumentName(name: string): DocumentName | null {
  const match = /^(note|insight|readme)\.([0-9a-f-]{36})$/.exec(name);
  if (!match || !isUuid(match[2] as string)) return null;
  return { kind: match[1] as DocumentName['kind'], id: match[2] as string };
}

export function documentNameOf(kind: DocumentName['kind'], id: string): string {
  return `${kind}.${id}`;
}

import {
  AppError,
  type RichNode,
  documentTooDeep,
  jsonNestsTooDeeply,
  richDocumentSchema,
  richDocumentText,
} from '@fieldnote/core';
import { documentSchema } from '../collaboration';
import { INSIGHT_MESSAGES } from './insight.errors';

/** A document as it is stored: its JSON and its plain text. */
export interface ParsedDocument {
  json: RichNode;
  text: string;
}

/**
 * Parses serialised ProseMirror JSON from a client; BAD_USER_INPUT when it is not a document. The
 * depth is checked on the text first: every later step (the schema, ProseMirror, storing, the plain
 * text, the collaborative document) walks the tree recursively, and a deep enough one overflows it.
 */
export function parseInsightDocument(serialised: string): ParsedDocument {
  if (jsonNestsTooDeeply(serialised)) throw documentTooDeep('contentJson');
  let raw: unknown;
  try {
    raw = JSON.parse(serialised);
  } catch {
    throw AppError.badInput(INSIGHT_MESSAGES.badDocument);
  }
  const parsed = richDocumentSchema.safeParse(raw);
  if (!parsed.success) throw AppError.badInput(INSIGHT_MESSAGES.badDocument);
  // The shape is right; the nodes and marks must also be ones the editor has, in places it allows.
  try {
    documentSchema().nodeFromJSON(parsed.data).check();
  } catch {
    throw AppError.badInput(INSIGHT_MESSAGES.badDocument);
  }
  return { json: parsed.data, text: richDocumentText(parsed.data) };
}

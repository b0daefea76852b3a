import {
  HIGHLIGHT_CARD_NODE,
  type RichNode,
  documentTooDeep,
  jsonNestsTooDeeply,
  richDocumentSchema,
  richDocumentText,
} from '@fieldnote/core';
import { documentSchema } from '../collaboration';
import { templateErrors } from './template.errors';
import { TEMPLATE_LIMITS } from './template-limits';

/** An insight template's document as stored: its JSON and its plain text. */
export interface TemplateDocument {
  json: RichNode;
  text: string;
}

/**
 * A template carries structure, not evidence: highlight cards cite one project's highlights, which
 * an insight made from the template in another project could not show, so they are left out.
 */
function withoutHighlightCards(node: RichNode): RichNode {
  if (!node.content) return node;
  return {
    ...node,
    content: node.content.filter((child) => child.type !== HIGHLIGHT_CARD_NODE).map(withoutHighlightCards),
  };
}

/** Checks a stored or sent document (as the insight editor's schema has it) and drops its highlight cards. */
export function templateDocumentFrom(raw: unknown): TemplateDocument {
  const parsed = richDocumentSchema.safeParse(raw);
  if (!parsed.success) throw templateErrors.badDocument();
  const json = withoutHighlightCards(parsed.data);
  try {
    documentSchema().nodeFromJSON(json).check();
  } catch {
    throw templateErrors.badDocument();
  }
  return { json, text: richDocumentText(json) };
}

/** Parses serialised ProseMirror JSON from a client: its size and depth first, then its shape. */
export function parseTemplateDocument(serialised: string): TemplateDocument {
  if (serialised.length > TEMPLATE_LIMITS.documentChars)
    throw templateErrors.documentTooLong(TEMPLATE_LIMITS.documentChars);
  if (jsonNestsTooDeeply(serialised)) throw documentTooDeep('contentJson');
  let raw: unknown;
  try {
    raw = JSON.parse(serialised);
  } catch {
    throw templateErrors.badDocument();
  }
  return templateDocumentFrom(raw);
}

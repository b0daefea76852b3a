/**
 * Product rules (the spec gives only the title and description lengths): an insight template's
 * document as serialised JSON, and how many tags and fields a project template carries, so a
 * template is a starting structure, not a copy of a project's data.
 */
export const TEMPLATE_LIMITS = {
  documentChars: 200_000,
  tags: 200,
  fields: 100,
} as const;

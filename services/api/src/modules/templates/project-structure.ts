import { CUSTOM_FIELD_TARGETS, CUSTOM_FIELD_TYPES } from '@fieldnote/core';
import { z } from 'zod';

/**
 * What a project template carries (stored as JSON in `workspace_templates.structure`, read with this
 * schema): the project's summary, its own tags (title, colour, description) and its own note and
 * insight fields (label, type, format and select options). Workspace tags and fields are not
 * copied: every project of the workspace has them already.
 */
export const projectStructureSchema = z.object({
  summary: z.string().nullable(),
  tags: z.array(z.object({ title: z.string(), color: z.string(), description: z.string().nullable() })),
  fields: z.array(
    z.object({
      target: z.enum(CUSTOM_FIELD_TARGETS),
      label: z.string(),
      type: z.enum(CUSTOM_FIELD_TYPES),
      numberFormat: z.string().nullable(),
      currencySymbol: z.string().nullable(),
      options: z.array(z.object({ label: z.string(), color: z.string() })),
    }),
  ),
});

export type ProjectStructure = z.infer<typeof projectStructureSchema>;

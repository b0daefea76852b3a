import { z } from 'zod';
import { defineEvent } from './define-event';
import { text, texts, uuid, uuidOrNull } from './event-fields';

/** Spec 001 §3: workspaceTemplate PROJECT or INSIGHT. */
const type = z.enum(['PROJECT', 'INSIGHT']);
const template = { templateId: uuid, type };

/** Workspace templates of projects and insights, and what is made from them. */
export const TEMPLATE_EVENTS = {
  created: defineEvent({
    subject: 'template.created',
    version: 1,
    description: 'A project or insight template was saved in the workspace.',
    payload: { ...template, title: text },
  }),
  updated: defineEvent({
    subject: 'template.updated',
    version: 1,
    description: "A template's title, description or document was changed.",
    payload: { ...template, fields: texts },
  }),
  deleted: defineEvent({
    subject: 'template.deleted',
    version: 1,
    description: 'A template was deleted (what was made from it stays).',
    payload: template,
  }),
  used: defineEvent({
    subject: 'template.used',
    version: 1,
    description: 'A project or an insight was created from a template.',
    payload: { ...template, projectId: uuid, insightId: uuidOrNull },
  }),
} as const;

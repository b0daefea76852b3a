import { z } from 'zod';
import { BETA_FEATURES, EXTENSION_TYPES, FEEDBACK_CATEGORIES } from '../rules/workspace-extras';
import { defineEvent } from './define-event';
import { uuid } from './event-fields';

/** A workspace's betas turned on or off by a manager. */
export const BETA_FEATURE_EVENTS = {
  changed: defineEvent({
    subject: 'beta_feature.changed',
    version: 1,
    description: "A manager turned one of the workspace's beta features on or off.",
    payload: { feature: z.enum(BETA_FEATURES), enabled: z.boolean(), changedBy: uuid },
  }),
} as const;

/** Product feedback a member sent. */
export const PRODUCT_FEEDBACK_EVENTS = {
  sent: defineEvent({
    subject: 'product_feedback.sent',
    version: 1,
    description: 'A member sent product feedback (its text stays in the workspace).',
    payload: { feedbackId: uuid, category: z.enum(FEEDBACK_CATEGORIES), sentBy: uuid },
  }),
} as const;

/** A bundled extension installed into or removed from a workspace or one of its projects. */
export const EXTENSION_EVENTS = {
  installed: defineEvent({
    subject: 'extension.installed',
    version: 1,
    description: 'A bundled tag or field set was installed into the workspace or a project.',
    payload: {
      extensionId: uuid,
      key: z.string(),
      type: z.enum(EXTENSION_TYPES),
      projectId: uuid.nullable(),
      created: z.number().int(),
    },
  }),
  uninstalled: defineEvent({
    subject: 'extension.uninstalled',
    version: 1,
    description: 'An installed extension was removed; the tags or fields it made stay.',
    payload: { extensionId: uuid, key: z.string(), projectId: uuid.nullable() },
  }),
} as const;

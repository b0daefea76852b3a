import { defineEvent } from './define-event';
import { text, texts, uuid } from './event-fields';

const insight = { insightId: uuid, projectId: uuid };
const publication = { ...insight, title: text, publishedBy: uuid };

/**
 * Insight changes. Spec 000 §4's composite automation event `insight:published` is
 * `insight.published` here. `insight.trashed` is a move to the trash; `insight.deleted` is the
 * deletion for good.
 */
export const INSIGHT_EVENTS = {
  created: defineEvent({
    subject: 'insight.created',
    version: 1,
    description: 'An insight was created.',
    payload: insight,
  }),
  updated: defineEvent({
    subject: 'insight.updated',
    version: 1,
    description:
      'An insight was edited: its title (`fields`), or its document by collaborative editing (`source`).',
    payload: { ...insight, fields: texts.optional(), source: text.optional() },
  }),
  published: defineEvent({
    subject: 'insight.published',
    version: 1,
    description: 'An insight was published: every other member who may see it is notified.',
    payload: publication,
  }),
  unpublished: defineEvent({
    subject: 'insight.unpublished',
    version: 1,
    description: 'An insight went back to draft (`publishedBy` is who did it).',
    payload: publication,
  }),
  locked: defineEvent({
    subject: 'insight.locked',
    version: 1,
    description: 'An insight was locked against edits.',
    payload: insight,
  }),
  unlocked: defineEvent({
    subject: 'insight.unlocked',
    version: 1,
    description: 'An insight was unlocked.',
    payload: insight,
  }),
  trashed: defineEvent({
    subject: 'insight.trashed',
    version: 1,
    description: 'An insight was moved to the trash.',
    payload: insight,
  }),
  restored: defineEvent({
    subject: 'insight.restored',
    version: 1,
    description: 'An insight was restored from the trash.',
    payload: insight,
  }),
  deleted: defineEvent({
    subject: 'insight.deleted',
    version: 1,
    description: 'An insight was deleted for good (from the trash).',
    payload: insight,
  }),
} as const;

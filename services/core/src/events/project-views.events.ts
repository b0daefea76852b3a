import { z } from 'zod';
import { defineEvent } from './define-event';
import { count, text, texts, uuid, uuidOrNull } from './event-fields';

const view = { projectViewId: uuid, projectId: uuid };

/** Project view (table, board, canvas) changes. */
export const PROJECT_VIEW_EVENTS = {
  created: defineEvent({
    subject: 'projectView.created',
    version: 1,
    description: 'A view of a project was created.',
    payload: { ...view, layout: text, objectType: text },
  }),
  updated: defineEvent({
    subject: 'projectView.updated',
    version: 1,
    description: 'A view was edited; `fields` names what changed (title, layout, state, filter).',
    payload: { ...view, fields: texts },
  }),
  deleted: defineEvent({
    subject: 'projectView.deleted',
    version: 1,
    description: 'A view was deleted.',
    payload: view,
  }),
  reordered: defineEvent({
    subject: 'projectView.reordered',
    version: 1,
    description: "A view was moved among its project's views, right after `afterId` (first when null).",
    payload: { ...view, afterId: uuidOrNull },
  }),
  itemMoved: defineEvent({
    subject: 'projectView.itemMoved',
    version: 1,
    description: 'An item was moved on a board view, within or between columns.',
    payload: {
      ...view,
      objectId: uuid,
      fromColumn: z.string().nullable(),
      toColumn: z.string().nullable(),
      afterObjectId: uuidOrNull,
      rebalanced: z.boolean(),
    },
  }),
  canvasSaved: defineEvent({
    subject: 'projectView.canvasSaved',
    version: 1,
    description: 'A canvas view was saved with `objectCount` objects.',
    payload: { ...view, objectCount: count },
  }),
} as const;

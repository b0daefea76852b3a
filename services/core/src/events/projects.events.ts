import { defineEvent } from './define-event';
import { text, texts, uuid, uuidOrNull } from './event-fields';

const project = { projectId: uuid };
const star = { projectId: uuid, memberId: uuid };

/** Project changes. `project.trashed` is a move to the trash; `project.deleted` is the deletion for good. */
export const PROJECT_EVENTS = {
  created: defineEvent({
    subject: 'project.created',
    version: 1,
    description: 'A project was created.',
    payload: { ...project, title: text },
  }),
  updated: defineEvent({
    subject: 'project.updated',
    version: 1,
    description: 'A project was edited; `fields` names what changed.',
    payload: { ...project, fields: texts },
  }),
  reordered: defineEvent({
    subject: 'project.reordered',
    version: 1,
    description: 'A project was moved in the list, right after `afterId` (first when null).',
    payload: { ...project, afterId: uuidOrNull },
  }),
  starred: defineEvent({
    subject: 'project.starred',
    version: 1,
    description: 'A member starred a project (for themselves alone).',
    payload: star,
  }),
  unstarred: defineEvent({
    subject: 'project.unstarred',
    version: 1,
    description: 'A member unstarred a project.',
    payload: star,
  }),
  archived: defineEvent({
    subject: 'project.archived',
    version: 1,
    description: 'A project was archived (hidden from the default list, still readable).',
    payload: project,
  }),
  unarchived: defineEvent({
    subject: 'project.unarchived',
    version: 1,
    description: 'A project was brought back from the archive.',
    payload: project,
  }),
  trashed: defineEvent({
    subject: 'project.trashed',
    version: 1,
    description: 'A project was moved to the trash, with everything in it.',
    payload: project,
  }),
  restored: defineEvent({
    subject: 'project.restored',
    version: 1,
    description: 'A project was restored from the trash.',
    payload: project,
  }),
  deleted: defineEvent({
    subject: 'project.deleted',
    version: 1,
    description: 'A project was deleted for good (from the trash), with everything in it.',
    payload: project,
  }),
} as const;

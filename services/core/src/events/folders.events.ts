import { defineEvent } from './define-event';
import { count, text, uuid, uuidOrNull } from './event-fields';

/** Folder (project category) changes, and a project filed in a folder. */
export const FOLDER_EVENTS = {
  created: defineEvent({
    subject: 'folder.created',
    version: 1,
    description: 'A folder was created, at the top level or in another (`parentId`).',
    payload: { folderId: uuid, parentId: uuidOrNull, name: text },
  }),
  updated: defineEvent({
    subject: 'folder.updated',
    version: 1,
    description: 'A folder was renamed.',
    payload: { folderId: uuid, name: text },
  }),
  moved: defineEvent({
    subject: 'folder.moved',
    version: 1,
    description: 'A folder was moved into another folder (or to the top level).',
    payload: { folderId: uuid, parentId: uuidOrNull },
  }),
  deleted: defineEvent({
    subject: 'folder.deleted',
    version: 1,
    description: 'A folder was deleted: its projects and folders moved to its parent (counts given).',
    payload: { folderId: uuid, parentId: uuidOrNull, movedProjects: count, movedFolders: count },
  }),
  projectMoved: defineEvent({
    subject: 'project.movedToFolder',
    version: 1,
    description: 'A project was filed in a folder (or taken out of any, `folderId` null).',
    payload: { projectId: uuid, folderId: uuidOrNull },
  }),
} as const;

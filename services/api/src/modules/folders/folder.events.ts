/** Bus subjects of folder (project category) changes, written through the outbox with the change. */
export const FOLDER_EVENTS = {
  created: 'folder.created',
  updated: 'folder.updated',
  moved: 'folder.moved',
  deleted: 'folder.deleted',
  projectMoved: 'project.movedToFolder',
} as const;

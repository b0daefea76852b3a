/** Bus subjects of project changes, written through the outbox with the change. */
export const PROJECT_EVENTS = {
  created: 'project.created',
  updated: 'project.updated',
  reordered: 'project.reordered',
  starred: 'project.starred',
  unstarred: 'project.unstarred',
  archived: 'project.archived',
  unarchived: 'project.unarchived',
  trashed: 'project.trashed',
  restored: 'project.restored',
  deleted: 'project.deleted',
} as const;

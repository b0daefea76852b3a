/** Bus subjects of project view changes, written through the outbox with the change. */
export const PROJECT_VIEW_EVENTS = {
  created: 'projectView.created',
  updated: 'projectView.updated',
  deleted: 'projectView.deleted',
  reordered: 'projectView.reordered',
  itemMoved: 'projectView.itemMoved',
  canvasSaved: 'projectView.canvasSaved',
} as const;

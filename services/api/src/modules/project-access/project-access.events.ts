/** Bus subject of a change to who has access to a project (general access or an entry). */
export const PROJECT_ACCESS_EVENTS = {
  changed: 'project.accessChanged',
} as const;

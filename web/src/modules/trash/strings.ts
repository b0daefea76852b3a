/** Strings of the trash page. */
export const trashStrings = {
  title: 'Trash',
  nav: 'Trash',
  intro:
    'Deleted projects, notes and insights stay here until someone restores them or deletes them forever.',
  empty: 'The trash is empty.',
  emptyHint:
    'When you delete a project, a note or an insight, it comes here first, so you can bring it back.',
  onlyProject: (title: string) => `Only "${title}"`,
  showAll: 'Show everything',
  kindProject: 'Project',
  kindNote: 'Note',
  kindInsight: 'Insight',
  inProject: (title: string) => `in ${title}`,
  deletedBy: (name: string, when: string) => `Deleted by ${name} on ${when}`,
  deletedOn: (when: string) => `Deleted on ${when}`,
  formerMember: 'a former member',
  restore: 'Restore',
  restored: (title: string) => `"${title}" is restored.`,
  deleteForever: 'Delete forever',
  deleteForeverTitle: 'Delete forever?',
  deleteForeverBody: (title: string, kind: 'PROJECT' | 'NOTE' | 'INSIGHT') =>
    kind === 'PROJECT'
      ? `"${title}", its notes, highlights, tags and insights are removed for good. This cannot be undone.`
      : kind === 'NOTE'
        ? `"${title}" and its highlights are removed for good. This cannot be undone.`
        : `"${title}" and its share links are removed for good. This cannot be undone.`,
  deleted: (title: string) => `"${title}" is deleted for good.`,
  managersOnly: 'Only workspace managers can delete a project forever.',
  viewerHint: 'You can see what is in the trash; ask a manager for the contributor role to restore it.',
} as const;

/** Strings of /home. */
export const homeStrings = {
  title: 'Home',
  greeting: (name: string) => `Welcome, ${name}`,
  publishedTitle: 'Published insights',
  recentTitle: 'Recently changed',
  kindProject: 'Project',
  kindNote: 'Note',
  kindInsight: 'Insight',
  byYou: 'by you',
  inProject: (title: string) => `in ${title}`,
  updated: (date: string) => `Updated ${date}`,
  publishedOn: (date: string) => `Published ${date}`,
  startTitle: 'Start your research repository',
  startBody:
    'Create a project for a study, add your interview notes, highlight what people said and write insights your team can read here.',
  startBodyViewer:
    'Nothing has been added to this workspace yet. Projects, notes and insights will show up here.',
  createProject: 'Create a project',
  noPublished: 'No published insights yet.',
  noPublishedHint: 'Open an insight in a project and switch on “Published” to share it with everyone here.',
  noPublishedHintViewer: 'When a colleague publishes an insight, it appears here.',
} as const;

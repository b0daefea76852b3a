/** Strings of the projects pages. */
export const projectStrings = {
  projectsTitle: 'Projects',
  newProject: 'New project',
  createProject: 'Create project',
  creating: 'Creating…',
  projectTitle: 'Title',
  projectSummary: 'Summary (optional)',
  noProjects: 'No projects yet.',
  noProjectsHint: 'Create a project to collect the notes, highlights and insights of one study.',
  noteCount: (n: number) => (n === 1 ? '1 note' : `${n} notes`),
  insightCount: (n: number) => (n === 1 ? '1 insight' : `${n} insights`),
  highlightCount: (n: number) => (n === 1 ? '1 highlight' : `${n} highlights`),
  updated: (date: string) => `Updated ${date}`,
  created: (date: string) => `Created ${date}`,
  charactersLeft: (used: number, max: number) => `${used}/${max}`,
  tabNotes: 'Notes',
  tabInsights: 'Insights',
  tabTags: 'Tags',
  highlightsColumn: 'Highlights',
  newNote: 'New note',
  createNote: 'Create note',
  noteTitle: 'Title',
  noteContent: 'Content (transcript or text, optional)',
  noNotes: 'No notes in this project yet.',
  noInsights: 'No insights in this project yet.',
  noTags: 'No tags in this project yet.',
  published: 'Published',
  draft: 'Draft',
  backToProjects: 'All projects',
  untitledProject: 'Untitled project',
  untitledNote: 'Untitled note',
} as const;

/** Spec 000 §9 limits used by these forms. */
export const PROJECT_TITLE_MAX = 200;
export const PROJECT_SUMMARY_MAX = 1000;
export const NOTE_TITLE_MAX = 200;

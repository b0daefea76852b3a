/** Every string of workspace templates (spec 000 §2 /settings/templates…, §9 template title 200, description 1000). */
export const templateStrings = {
  nav: 'Templates',
  overviewTitle: 'Templates',
  overviewIntro:
    'Templates give new insights a starting document and new projects their tags and fields, so every study starts the same way.',
  insightTemplates: 'Insight templates',
  projectTemplates: 'Project templates',
  insightTemplatesIntro: 'A starting document for new insights: headings, prompts, tables.',
  projectTemplatesIntro:
    "A project's summary, its own tags and its note and insight fields, ready for the next study.",
  count: (n: number) => (n === 1 ? '1 template' : `${n} templates`),
  open: 'Open',
  newInsightTemplate: 'New insight template',
  newProjectTemplate: 'New project template',
  create: 'Create template',
  creating: 'Creating…',
  titleLabel: 'Template title',
  descriptionLabel: 'Description',
  charactersLeft: (used: number, max: number) => `${max - used} characters left`,
  fromProjectLabel: 'Take tags and fields from project',
  fromProjectHelp:
    "The template keeps the project's summary, its own tags and its own note and insight fields.",
  noInsightTemplates: 'No insight templates yet.',
  noInsightTemplatesHint: 'Create one, then choose it in "New insight" in any project.',
  noProjectTemplates: 'No project templates yet.',
  noProjectTemplatesHint: 'Create one from a project whose tags and fields you want to reuse.',
  managersOnly: 'Only managers can add or change templates.',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: (title: string) => `Delete template "${title}"?`,
  deleteBody: 'Projects and insights made from it stay as they are.',
  actions: (title: string) => `Actions for template ${title}`,
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  documentLabel: 'Template document',
  documentHint: 'Type # for a heading, - for a list. Highlight cards are not kept in templates.',
  backToInsightTemplates: 'Insight templates',
  useTemplate: 'Create project',
  useTemplateTitle: (title: string) => `New project from "${title}"`,
  projectTitleLabel: 'Project title',
  createProject: 'Create project',
  tagsLine: (n: number) => (n === 1 ? '1 tag' : `${n} tags`),
  fieldsLine: (n: number) => (n === 1 ? '1 field' : `${n} fields`),
  fieldTarget: { NOTE: 'Note field', INSIGHT: 'Insight field' } as Record<string, string>,
  templateLabel: 'Template',
  noTemplate: 'No template',
  updatedOn: (date: string) => `Updated ${date}`,
} as const;

/** Spec 000 §9: template title 200, template description 1000. */
export const TEMPLATE_TITLE_MAX = 200;
export const TEMPLATE_DESCRIPTION_MAX = 1000;

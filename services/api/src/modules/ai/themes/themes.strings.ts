import { MIN_THEME_INPUTS } from './clustering-rules';

/** What theme runs tell people. */
export const themeStrings = {
  oneScope: 'Choose either a project or a tag whose highlights to group into themes.',
  /** themeJobs lists one project's, tag's or channel's runs. */
  oneListScope: 'Choose one project, tag or channel whose theme runs to list.',
  clusteringOff: "Themes are not part of this workspace's plan.",
  embeddingsUnavailable:
    'Themes cannot be found right now: the embeddings service cannot be reached. Try again later.',
  notEnoughHighlights: (found: number): string =>
    `Themes need at least ${MIN_THEME_INPUTS} highlights with words to group; there ${
      found === 1 ? 'is 1' : `are ${found}`
    } here.`,
  cancelForbidden: 'Only the member who asked for these themes, or a contributor, can stop them.',
  alreadyEnded: (status: string): string =>
    `These themes have already ended (${status}); there is nothing to stop.`,
  jobFailed: 'Finding themes kept failing and was stopped.',
  aiTurnedOff: 'Generative AI was turned off for this workspace.',
  draftNeedsProject: 'Only the themes of a project (or of a project’s tag) can be drafted as insights.',
  draftForbidden: 'Drafting an insight needs contributor rights on the project.',
  draftReadOnly: 'The workspace is in read-only mode: no insight can be drafted.',
  draftOff: 'The insights auto feature is Off for this project: themes are not drafted as insights.',
  draftNotCompleted: 'These themes have not completed; an insight can be drafted from completed themes only.',
  draftNoTheme: 'There is no such theme in these themes.',
} as const;

import { MIN_THEME_INPUTS } from './clustering-rules';

/** What theme runs tell people. */
export const themeStrings = {
  oneScope: 'Choose either a project or a tag whose highlights to group into themes.',
  clusteringOff: "Themes are not part of this workspace's plan.",
  embeddingsUnavailable:
    'Themes cannot be found right now: the embeddings service cannot be reached. Try again later.',
  notEnoughHighlights: (found: number): string =>
    `Themes need at least ${MIN_THEME_INPUTS} highlights with words to group; there ${
      found === 1 ? 'is 1' : `are ${found}`
    } here.`,
} as const;

/**
 * Spec 000 §9 "Clustering of highlights", in one place: every theme run (a project's or a tag's
 * highlights, a channel's data points) obeys these.
 */

/** Spec 000 §9 cluster amount: how many themes to look for. */
export enum ThemeAmount {
  LEAST = 'LEAST',
  LESS = 'LESS',
  STANDARD = 'STANDARD',
  MORE = 'MORE',
  MOST = 'MOST',
}

/** Spec 000 §9: Least 3, Less 5, Standard 10, More 15, Most 25. */
export const THEME_AMOUNT_COUNTS: Readonly<Record<ThemeAmount, number>> = {
  [ThemeAmount.LEAST]: 3,
  [ThemeAmount.LESS]: 5,
  [ThemeAmount.STANDARD]: 10,
  [ThemeAmount.MORE]: 15,
  [ThemeAmount.MOST]: 25,
};

/** The spec's labels, as the web app shows them. */
export const THEME_AMOUNT_LABELS: Readonly<Record<ThemeAmount, string>> = {
  [ThemeAmount.LEAST]: 'Least',
  [ThemeAmount.LESS]: 'Less',
  [ThemeAmount.STANDARD]: 'Standard',
  [ThemeAmount.MORE]: 'More',
  [ThemeAmount.MOST]: 'Most',
};

/** Spec 000 §9 strictness scale: how closely a highlight must fit its theme to be kept in it. */
export enum ThemeStrictness {
  VERY_RELAXED = 'VERY_RELAXED',
  RELAXED = 'RELAXED',
  STANDARD = 'STANDARD',
  STRICT = 'STRICT',
  VERY_STRICT = 'VERY_STRICT',
}

/** Spec 000 §9: Very relaxed 5, Relaxed 4, Standard 3, Strict 2, Very strict 1. */
export const THEME_STRICTNESS_VALUES: Readonly<Record<ThemeStrictness, number>> = {
  [ThemeStrictness.VERY_RELAXED]: 5,
  [ThemeStrictness.RELAXED]: 4,
  [ThemeStrictness.STANDARD]: 3,
  [ThemeStrictness.STRICT]: 2,
  [ThemeStrictness.VERY_STRICT]: 1,
};

export const THEME_STRICTNESS_LABELS: Readonly<Record<ThemeStrictness, string>> = {
  [ThemeStrictness.VERY_RELAXED]: 'Very relaxed',
  [ThemeStrictness.RELAXED]: 'Relaxed',
  [ThemeStrictness.STANDARD]: 'Standard',
  [ThemeStrictness.STRICT]: 'Strict',
  [ThemeStrictness.VERY_STRICT]: 'Very strict',
};

/** Spec 000 §9: the cluster count is capped at 50 … */
export const MAX_CLUSTERS = 50;
/** … and stays at least 2 below the number of inputs. */
export const CLUSTER_MARGIN = 2;
/** Spec 000 §9: minimum cluster size 2. */
export const MIN_CLUSTER_SIZE = 2;
/** Spec 000 §9: inputs of 20 or fewer use a minimum of 2, larger inputs 3. */
export const SMALL_INPUT_LIMIT = 20;

/** The least members a cluster of `inputs` texts may have (spec 000 §9). */
export function minClusterSize(inputs: number): number {
  return inputs <= SMALL_INPUT_LIMIT ? MIN_CLUSTER_SIZE : MIN_CLUSTER_SIZE + 1;
}

/**
 * How many clusters to look for among `inputs` texts when `asked` are wanted: capped at 50, at least
 * 2 below the number of inputs, and no more than could each reach the minimum size. Below 2 there
 * is nothing to group (the caller says so).
 */
export function clusterCount(inputs: number, asked: number): number {
  return Math.max(
    0,
    Math.min(asked, MAX_CLUSTERS, inputs - CLUSTER_MARGIN, Math.floor(inputs / minClusterSize(inputs))),
  );
}

/** The fewest texts that make two clusters under the rules above (2 + the margin of 2). */
export const MIN_THEME_INPUTS = 2 + CLUSTER_MARGIN;

/**
 * What a strictness value allows: a member stays in its theme while its closeness to the centre is
 * within `value / 2` standard deviations below the theme's mean closeness. Very relaxed (5) allows
 * 2.5 deviations, which keeps nearly everyone; Very strict (1) half a deviation, which leaves out
 * roughly the loosest third. Those left out are counted as fitting no theme.
 */
export function allowedDeviations(strictnessValue: number): number {
  return strictnessValue / 2;
}

/**
 * Product rule: the newest texts a run groups. Spherical k-means over 5,000 texts of 100 numbers
 * into 25 groups takes well under a second on one core (scripts/bench/ai-themes.bench.mjs); more
 * would hold the server's thread longer.
 */
export const MAX_THEME_INPUTS = 5000;

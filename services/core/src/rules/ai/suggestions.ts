/**
 * Suggested highlights and tags (spec 000 §3 Highlight.highlightReason, suggestedTagIds, "Suggested-
 * highlight review ends Accepted or Rejected"; spec 001 §3 auto-feature keys; issue 34).
 */

/** Spec 001: the auto-feature keys. */
export enum AiAutoFeature {
  summarize = 'summarize',
  highlights = 'highlights',
  tags = 'tags',
  redact = 'redact',
  insights = 'insights',
}

/** Spec 001: each auto feature is On (applied), Suggest (shown for review) or Off. */
export enum AiAutoFeatureMode {
  On = 'On',
  Suggest = 'Suggest',
  Off = 'Off',
}

/** Spec 000 §3: how the review of a suggested highlight ends. */
export enum SuggestedHighlightReview {
  Accepted = 'Accepted',
  Rejected = 'Rejected',
}

/**
 * A workspace with no choice made runs no auto feature: a manager turns them on (a member can still
 * ask for suggestions in a note).
 */
export const DEFAULT_AI_AUTO_FEATURE_MODE: Record<AiAutoFeature, AiAutoFeatureMode> = {
  summarize: AiAutoFeatureMode.Off,
  highlights: AiAutoFeatureMode.Off,
  tags: AiAutoFeatureMode.Off,
  redact: AiAutoFeatureMode.Off,
  insights: AiAutoFeatureMode.Off,
};

/** The most highlights one suggestion run proposes for a note. */
export const MAX_SUGGESTED_HIGHLIGHTS = 8;
/** The most tags suggested for one highlight. */
export const MAX_SUGGESTED_TAGS = 3;
/** The most suggestions one "accept all" or list call handles. */
export const MAX_SUGGESTIONS_PER_NOTE = 50;
/** Notes longer than this are read from their first this-many characters only (bounded work). */
export const MAX_SUGGESTION_SOURCE_CHARS = 200_000;
/** A note with fewer words than this gets no suggestions (nothing salient to pick). */
export const MIN_SUGGESTION_SOURCE_WORDS = 20;

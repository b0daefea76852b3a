/** Maximum lengths in characters (spec 000 §9, 001 §5). */
export const MAX_LENGTH = {
  personName: 300,
  personEmail: 320,
  teamName: 200,
  teamUserName: 100,
  teamUserEmail: 100,
  inviteMessage: 500,
  projectTitle: 200,
  projectSummary: 1000,
  projectIcon: 100,
  tagTitle: 200,
  /** Spec 000 §9: tag group or board title 50. */
  tagGroupTitle: 50,
  tagBoardTitle: 50,
  /** Product rule (spec 000 gives none): a folder's name, as long as a project title. */
  folderName: 200,
  insightTitle: 200,
  noteTitle: 200,
  highlightText: 4000,
  noteSummary: 10240,
  textField: 10299,
  appPassword: 100,
  apiTokenName: 99,
  searchQuery: 2000,
  /** Spec 000 §9: saved feed title 200. */
  savedFeedTitle: 200,
  /** Spec 000 §9: dashboard title 300; chart title 300. */
  dashboardTitle: 300,
  chartTitle: 300,
  /** Product rule (spec 000 names segments, gives no limit): a segment's name, as a saved feed's. */
  segmentTitle: 200,
  /** Spec 000 §9: template title 200; template description 1000. */
  templateTitle: 200,
  templateDescription: 1000,
  /** Spec 000 §9: conversation title 500; conversation message 40000. */
  conversationTitle: 500,
  conversationMessage: 40000,
} as const;

/** Spec 000 §9: JSON body about 10 MB. */
export const MAX_JSON_BODY_BYTES = 10 * 1024 * 1024;
/**
 * Product rule (issue 30): the JSON body of every other HTTP call than GraphQL (which takes
 * MAX_JSON_BODY_BYTES on its own route). These bodies hold a few fields (the operator calls); Fastify
 * parses a body before any guard runs, and 10 MB of `{}` items exhausted the 192 MB heap unsigned.
 */
export const MAX_REST_JSON_BODY_BYTES = 64 * 1024;
/** Spec 000 §9: workspaces per user. */
export const MAX_WORKSPACES_PER_USER = 5000;
/** Spec 000 §9: workspace projects limit. */
export const MAX_PROJECTS_PER_WORKSPACE = 200;
/** Spec 000 §9 (time): confirmed email claims last 7 days; spec 001 §9 email session lifetime 604800 s. */
export const SESSION_LIFETIME_SECONDS = 604800;
/** How long an invite link stays valid. Spec 000 §9 lists 7 days among its time constants. */
export const INVITE_LIFETIME_SECONDS = 7 * 86400;
/** Product rule (spec 000 gives none): a tag's description, as long as a project summary. */
export const MAX_TAG_DESCRIPTION_LENGTH = 1000;
/** Product rule: how many tags one highlight may carry, so a tag picker stays usable. */
export const MAX_TAGS_PER_HIGHLIGHT = 50;
/** Spec 000 §3: tag sentiments, spelled as the spec spells them. */
export const TAG_SENTIMENTS = ['positive', 'negative', 'mixed'] as const;
/** A tag colour: a six-digit hex colour such as #1e88e5. */
export const TAG_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** Spec 001 §5 and §9: a share token is exactly 12 alphanumeric characters. */
export const SHARE_TOKEN_LENGTH = 12;
/** Spec 000 §5: a share payload over 17000 serialised characters is rejected as too large. */
export const MAX_SHARE_PAYLOAD_CHARS = 17000;
/** Product rule (spec 000 gives none): charts on one dashboard, so a dashboard page stays quick to draw. */
export const MAX_CHARTS_PER_DASHBOARD = 50;
/** Spec 000 §9: an audio/video export (a reel) holds at most 100 highlights. */
export const MAX_REEL_CLIPS = 100;
/** Product rule (spec 000 gives none): a reel's title, as long as an insight's. */
export const MAX_REEL_TITLE_LENGTH = 200;

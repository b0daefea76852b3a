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
  insightTitle: 200,
  noteTitle: 200,
  highlightText: 4000,
  noteSummary: 10240,
  textField: 10299,
  appPassword: 100,
  apiTokenName: 99,
  searchQuery: 2000,
} as const;

/** Spec 000 §9: JSON body about 10 MB. */
export const MAX_JSON_BODY_BYTES = 10 * 1024 * 1024;
/** Spec 000 §9: workspaces per user. */
export const MAX_WORKSPACES_PER_USER = 5000;
/** Spec 000 §9: workspace projects limit. */
export const MAX_PROJECTS_PER_WORKSPACE = 200;
/** Spec 000 §9 (time): confirmed email claims last 7 days; spec 001 §9 email session lifetime 604800 s. */
export const SESSION_LIFETIME_SECONDS = 604800;
/** How long an invite link stays valid. Spec 000 §9 lists 7 days among its time constants. */
export const INVITE_LIFETIME_SECONDS = 7 * 86400;

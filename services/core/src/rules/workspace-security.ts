import { SESSION_LIFETIME_SECONDS } from './limits';

/**
 * Spec 001 §3 organisation metadata `idleLifetime` and `absoluteLifetime`, in seconds: the longest a
 * session may sit unused, and the longest it may last at all. The spec's e-mail session lifetime
 * (§9, 604800 s) is the default and the maximum.
 */
export const SESSION_LIFETIME_MAX_SECONDS = SESSION_LIFETIME_SECONDS;
/** Spec 001 §9: "a value of 300 also appears" beside 604800; the shortest lifetime a workspace may set. */
export const SESSION_LIFETIME_MIN_SECONDS = 300;
/** Product rule: at most this many break-glass managers per workspace (a handful of named people). */
export const MAX_BREAK_GLASS_MANAGERS = 5;
/** Product rule: how many IdP groups a workspace may map to roles (as many as its user groups, spec 50). */
export const MAX_IDP_GROUP_MAPPINGS = 50;
/** Product rule: an IdP group name as a mapping holds it (Entra ID and Okta names stay well below). */
export const MAX_IDP_GROUP_NAME_LENGTH = 255;

/** Why a workspace's password sign-in is refused under single sign-on enforcement. */
export const SSO_REQUIRED_MESSAGE =
  'This workspace requires single sign-on. Use "Sign in with SSO" with your company account.';

/**
 * Product rule (issue 32): single sign-on starts per source address per minute. Each start keeps a
 * pending state server-side for 10 minutes, so starts are counted like password sign-ins are.
 */
export const SSO_START_MAX_PER_CLIENT_PER_MINUTE = 30;

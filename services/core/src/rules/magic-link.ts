/**
 * Magic-link sign-in by e-mail (spec 000 §2 route /auth/magic-login; the spec gives no figures, so
 * these are ours): a one-time link mailed to the address that signs its account in. The link is
 * single-use and short-lived; a newer request does not void an older one, each works once.
 */
export const MAGIC_LINK_LIFETIME_SECONDS = 15 * 60;
/** Magic-link requests for one address per hour, whether or not an account uses it. */
export const MAGIC_LINK_MAX_PER_ADDRESS_PER_HOUR = 5;
/** Magic-link requests from one source address (IP) per hour, whatever e-mail addresses they name. */
export const MAGIC_LINK_MAX_PER_CLIENT_PER_HOUR = 20;
/** The one answer to every request, so it reveals nothing about which addresses have accounts. */
export const MAGIC_LINK_REQUESTED_MESSAGE =
  'If an account exists for that address, we sent it a sign-in link. It works once, for 15 minutes.';
/** A link that was never made, was used, or is too old: one message, so it tells nothing apart. */
export const MAGIC_LINK_INVALID_MESSAGE =
  'This sign-in link has expired (links work for 15 minutes) or was already used. Ask for a new one.';

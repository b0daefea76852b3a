/**
 * Password reset by mailed link (spec 001 §2 route /auth/reset-password; the spec gives no figures,
 * so these are ours). The link is single-use; a newer request replaces any older link.
 */
export const PASSWORD_RESET_LINK_LIFETIME_SECONDS = 30 * 60;
/** Reset requests for one address per hour, whether or not an account uses it. */
export const PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR = 5;
/** Reset requests from one source address (IP) per hour, whatever e-mail addresses they name. */
export const PASSWORD_RESET_MAX_PER_CLIENT_PER_HOUR = 20;
/** The one answer to every reset request, so it reveals nothing about which addresses have accounts. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account exists for that address, we sent a link to set a new password. It works once, for 30 minutes.';

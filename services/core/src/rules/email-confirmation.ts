/**
 * Confirming ownership of an e-mail address before the invitations and workspaces open to it are
 * shown or joined (issue 7, hole 6; spec 001 §7 "Confirm email", method ONE_TIME_CODE).
 */

/** Digits in a mailed confirmation code. */
export const EMAIL_CONFIRMATION_CODE_DIGITS = 6;
/** How long a mailed confirmation code stays valid. */
export const EMAIL_CONFIRMATION_CODE_LIFETIME_SECONDS = 15 * 60;
/** Wrong codes accepted for one mailed code before it is void and a new one must be sent. */
export const EMAIL_CONFIRMATION_MAX_ATTEMPTS = 5;
/** Confirmation mails one account may ask for per hour. */
export const EMAIL_CONFIRMATION_MAX_MAILS_PER_HOUR = 5;

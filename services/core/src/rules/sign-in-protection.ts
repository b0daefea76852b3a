/**
 * Throttling of failed password sign-ins and the account lockout (issue 7, hole 5). Failures are
 * counted per account and source address, so a stranger's guesses slow only the stranger; a much
 * higher count per account from every address locks password sign-in and mails the owner a link.
 */

/** Failed sign-ins to one account from one address that are answered at once, before delays start. */
export const SIGN_IN_FREE_FAILURES = 5;
/** After the free failures, the first wait before that address may try again; doubled per failure. */
export const SIGN_IN_FIRST_DELAY_SECONDS = 1;
/** The longest wait between two attempts from one address (1 s, 2 s, 4 s, … capped here). */
export const SIGN_IN_MAX_DELAY_SECONDS = 60;
/** How long failures from one address keep counting: after this quiet time the address starts fresh. */
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;

/** Failed sign-ins to one account from all addresses together that lock its password sign-in. */
export const ACCOUNT_LOCKOUT_FAILURES = 50;
/** How long account-wide failures keep counting toward the lockout. */
export const ACCOUNT_LOCKOUT_WINDOW_SECONDS = 60 * 60;
/** How long password sign-in stays locked unless the owner clears it with the mailed link. */
export const ACCOUNT_LOCKOUT_SECONDS = 60 * 60;
/** How long the mailed one-time unlock link stays valid: as long as the lockout it ends. */
export const UNLOCK_LINK_LIFETIME_SECONDS = ACCOUNT_LOCKOUT_SECONDS;

/**
 * Seconds an address must wait before its next attempt after `failures` failed ones in the window
 * (0 while within the free failures): 1, 2, 4, … up to the cap.
 */
export function signInDelaySeconds(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - SIGN_IN_FREE_FAILURES, 30);
  return Math.min(SIGN_IN_FIRST_DELAY_SECONDS * 2 ** doublings, SIGN_IN_MAX_DELAY_SECONDS);
}

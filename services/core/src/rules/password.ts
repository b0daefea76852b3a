import { MAX_LENGTH } from './limits';

/** Spec 001 §5 / §9: minimum password length 12. */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * Spec 001 §5: at least 12 characters with an uppercase letter, a lowercase letter, a digit and a
 * non-word character. The maximum is not given by the spec; we use the app password limit (100).
 * Returns the problem in words, or null when the password is acceptable.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (password.length > MAX_LENGTH.appPassword)
    return `Password must be at most ${MAX_LENGTH.appPassword} characters long.`;
  const missing: string[] = [];
  if (!/[A-Z]/.test(password)) missing.push('an uppercase letter');
  if (!/[a-z]/.test(password)) missing.push('a lowercase letter');
  if (!/[0-9]/.test(password)) missing.push('a digit');
  if (!/[^A-Za-z0-9_]/.test(password)) missing.push('a symbol (such as ! or #)');
  if (missing.length > 0) return `Password must contain ${missing.join(', ')}.`;
  return null;
}

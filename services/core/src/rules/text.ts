import { AppError } from '../errors/app-error';
import { type TextKind, textProblem } from './text-safety';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Trims `value` and checks it against a spec limit and the text rules of its kind (textProblem:
 * names and titles are single-line); empty text falls back to `fallback` when given (spec 000 §5:
 * titles fall back to 'Untitled <kind>'), else is rejected. The API boundary checks the same rules
 * first; this keeps them for callers that are not GraphQL (the operator, REST).
 */
export function requireText(
  value: string,
  field: string,
  maxLength: number,
  fallback?: string,
  kind: TextKind = 'single-line',
): string {
  const problem = textProblem(value, kind);
  if (problem) throw AppError.badInput(`${field} ${problem}`, { field });
  const trimmed = value.trim();
  if (trimmed.length === 0) {
    if (fallback !== undefined) return fallback;
    throw AppError.badInput(`${field} cannot be empty.`, { field });
  }
  if (trimmed.length > maxLength)
    throw AppError.badInput(`${field} can be at most ${maxLength} characters long.`, { field, maxLength });
  return trimmed;
}

/** A trimmed, lower-cased e-mail address, or BAD_USER_INPUT. */
export function normalizeEmail(value: string, maxLength = 320): string {
  const email = value.trim().toLowerCase();
  if (email.length > maxLength)
    throw AppError.badInput(`E-mail address can be at most ${maxLength} characters long.`);
  if (!EMAIL.test(email)) throw AppError.badInput(`"${value.slice(0, 80)}" is not a valid e-mail address.`);
  return email;
}

/** The part after the @ of a normalized e-mail address. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

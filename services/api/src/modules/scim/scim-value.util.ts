import { scimErrors } from './scim.errors';

/** A boolean as clients send it: true/false, or Entra ID's strings "True" and "False". */
export function scimBoolean(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value.trim()))
    return value.trim().toLowerCase() === 'true';
  throw scimErrors.invalidValue(`"${attribute}" must be true or false.`);
}

/** A string attribute, trimmed, at most `max` characters; null when absent and `optional`. */
export function scimString(value: unknown, attribute: string, max: number, optional: true): string | null;
export function scimString(value: unknown, attribute: string, max: number, optional?: false): string;
export function scimString(value: unknown, attribute: string, max: number, optional = false): string | null {
  if ((value === undefined || value === null || value === '') && optional) return null;
  if (typeof value !== 'string' || value.trim() === '')
    throw scimErrors.invalidValue(`"${attribute}" must be a non-empty string.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw scimErrors.invalidValue(`"${attribute}" is longer than ${max} characters.`);
  return trimmed;
}

/** Whether a value is a plain JSON object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

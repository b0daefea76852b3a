import { AppError } from '../errors/app-error';

/** The themes a member can pick (spec 000 §3 "Themes: legacy, browser-default, light, dark"), stored as written there. */
export const ACCOUNT_THEMES = ['legacy', 'browser-default', 'light', 'dark'] as const;
export type AccountTheme = (typeof ACCOUNT_THEMES)[number];
/** New accounts follow the browser's light or dark preference until they pick one. */
export const DEFAULT_ACCOUNT_THEME: AccountTheme = 'browser-default';

export function isAccountTheme(value: string): value is AccountTheme {
  return (ACCOUNT_THEMES as readonly string[]).includes(value);
}

/** The theme, or BAD_USER_INPUT naming the field and the allowed values. */
export function requireAccountTheme(value: string): AccountTheme {
  if (isAccountTheme(value)) return value;
  throw AppError.badInput(`Theme must be one of ${ACCOUNT_THEMES.join(', ')}.`, { field: 'theme' });
}

import { DEFAULT_THEME_PREFERENCE, type ThemePreference, isThemePreference } from './theme';

const KEY = 'fieldnote.theme';

/**
 * The theme last used in this browser: applied before the account is loaded, so a reload paints
 * in the member's theme from the first frame (the account's own setting then confirms it).
 */
export function readStoredThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(KEY);
    return isThemePreference(stored) ? stored : DEFAULT_THEME_PREFERENCE;
  } catch {
    // Storage can be blocked (private modes, policies): fall back to the default.
    return DEFAULT_THEME_PREFERENCE;
  }
}

export function storeThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(KEY, preference);
  } catch {
    // Not remembered in this browser; the account still keeps it.
  }
}

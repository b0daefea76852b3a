import { createContext, useContext } from 'react';
import type { ThemePreference } from './theme';

export interface ThemePreferenceValue {
  preference: ThemePreference;
  /** Applies a theme at once and remembers it in this browser (the account keeps it on the server). */
  setPreference: (preference: ThemePreference) => void;
}

export const ThemePreferenceContext = createContext<ThemePreferenceValue | null>(null);

/** The theme in use and a way to change it; only inside ThemePreferenceProvider. */
export function useThemePreference(): ThemePreferenceValue {
  const value = useContext(ThemePreferenceContext);
  if (!value) throw new Error('useThemePreference must be used inside ThemePreferenceProvider');
  return value;
}

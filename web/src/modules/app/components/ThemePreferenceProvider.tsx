import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type ThemePreference, themeFor } from '../utils/theme';
import { ThemePreferenceContext } from '../utils/themePreferenceContext';
import { readStoredThemePreference, storeThemePreference } from '../utils/storedThemePreference';

/**
 * Applies the member's theme (spec 000 §3: legacy, browser-default, light, dark) to the whole app.
 * browser-default follows the system's dark or light setting, live, and a system set to reduce motion
 * gets every theme without its transitions.
 */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const [preference, setState] = useState<ThemePreference>(readStoredThemePreference);
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const setPreference = useCallback((next: ThemePreference) => {
    storeThemePreference(next);
    setState(next);
  }, []);
  const theme = useMemo(
    () => themeFor(preference, systemPrefersDark, reducedMotion),
    [preference, systemPrefersDark, reducedMotion],
  );
  const value = useMemo(() => ({ preference, setPreference }), [preference, setPreference]);
  return (
    <ThemePreferenceContext.Provider value={value}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </ThemePreferenceContext.Provider>
  );
}

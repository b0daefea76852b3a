import { type Theme, type ThemeOptions, createTheme, responsiveFontSizes } from '@mui/material/styles';

/** Spec 000 §3 themes, as the account stores them. */
export const THEME_PREFERENCES = ['legacy', 'browser-default', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'browser-default';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/**
 * A theme whose headings shrink on narrow screens (MUI's responsiveFontSizes, factor 4): at 390 px a
 * note's or insight's h4 title was 34 px, five lines for a 68-character title; it is about 20 px there
 * now (four lines), and full size from the desktop breakpoint up.
 */
function responsiveTheme(options: ThemeOptions): Theme {
  return responsiveFontSizes(createTheme(options), { factor: 4 });
}

const shared = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none' as const, fontWeight: 600 },
  },
};

/** The classic Fieldnote look: indigo on a soft grey page (what every workspace had before themes). */
const legacyTheme = responsiveTheme({
  ...shared,
  palette: {
    primary: { main: '#3d5afe' },
    // Teal 700: white text on it passes WCAG AA (4.5:1); teal 600 did not (axe-core, e2e/web/accessibility).
    secondary: { main: '#00796b' },
    background: { default: '#f6f7fb' },
  },
});

/** Light: plain white pages, a deeper indigo for contrast. */
const lightTheme = responsiveTheme({
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#3047d9' },
    secondary: { main: '#00796b' },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
});

/** Dark: light text on near-black, lighter accents so they keep their contrast. */
const darkTheme = responsiveTheme({
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#8c9eff' },
    // The dark shade is where white text sits (the avatar): teal 700 keeps it above 4.5:1.
    secondary: { main: '#4db6ac', dark: '#00796b' },
    background: { default: '#121318', paper: '#1c1d24' },
  },
});

/**
 * The same theme without motion, for people who ask their system to reduce it (WCAG 2.3.3): dialogs,
 * menus, drawers and collapsing sections appear and go at once instead of sliding or fading. Made
 * once per theme.
 */
const stillThemes = new WeakMap<Theme, Theme>();
function withoutMotion(moving: Theme): Theme {
  let still = stillThemes.get(moving);
  if (!still) {
    still = createTheme(moving, {
      transitions: {
        duration: {
          shortest: 0,
          shorter: 0,
          short: 0,
          standard: 0,
          complex: 0,
          enteringScreen: 0,
          leavingScreen: 0,
        },
        // Menus, popovers and Collapse size their motion by height ('auto' timeouts) unless told.
        getAutoHeightDuration: () => 0,
      },
      components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
    });
    stillThemes.set(moving, still);
  }
  return still;
}

/**
 * The MUI theme for a preference; browser-default follows the system's light or dark setting, and
 * every theme drops its motion when the system asks for reduced motion.
 */
export function themeFor(
  preference: ThemePreference,
  systemPrefersDark: boolean,
  reducedMotion = false,
): Theme {
  const chosen = chosenTheme(preference, systemPrefersDark);
  return reducedMotion ? withoutMotion(chosen) : chosen;
}

function chosenTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  switch (preference) {
    case 'legacy':
      return legacyTheme;
    case 'light':
      return lightTheme;
    case 'dark':
      return darkTheme;
    default:
      return systemPrefersDark ? darkTheme : lightTheme;
  }
}

/** The default look, for code that needs a theme outside the provider (tests, static pages). */
export const theme = legacyTheme;

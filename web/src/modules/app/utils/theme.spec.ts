import { THEME_PREFERENCES, themeFor } from './theme';

describe('themes and reduced motion', () => {
  it.each(THEME_PREFERENCES)(
    'keeps the %s theme moving when the system does not ask otherwise',
    (preference) => {
      const moving = themeFor(preference, false);
      expect(moving.transitions.duration.enteringScreen).toBeGreaterThan(0);
      expect(moving.transitions.getAutoHeightDuration(300)).toBeGreaterThan(0);
    },
  );

  it.each(THEME_PREFERENCES)(
    'drops every transition of the %s theme under reduced motion, and nothing else',
    (preference) => {
      const moving = themeFor(preference, true);
      const still = themeFor(preference, true, true);
      expect(Object.values(still.transitions.duration).every((ms) => ms === 0)).toBe(true);
      expect(still.transitions.getAutoHeightDuration(300)).toBe(0);
      expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      // Same colours, type and shape: only motion changes.
      expect(still.palette.mode).toBe(moving.palette.mode);
      expect(still.palette.primary.main).toBe(moving.palette.primary.main);
      expect(still.typography.h4).toEqual(moving.typography.h4);
      expect(still.shape).toEqual(moving.shape);
      // Made once per theme, so the provider's memo does not re-render the app with a new object.
      expect(themeFor(preference, true, true)).toBe(still);
    },
  );
});

/** Strings of the app shell. */
export const shellStrings = {
  projects: 'Projects',
  settings: 'Settings',
  members: 'Members',
  account: 'Your account',
  userMenu: 'Account menu',
  signOut: 'Sign out',
  mainNavigation: 'Main navigation',
} as const;

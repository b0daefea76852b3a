/** Strings of the app shell. */
export const shellStrings = {
  home: 'Home',
  projects: 'Projects',
  dashboards: 'Dashboards',
  people: 'People',
  channels: 'Channels',
  settings: 'Settings',
  members: 'Members',
  account: 'Your account',
  /** The name holds the initials shown on the button (WCAG 2.5.3, label in name). */
  userMenuLabel: (initials: string) => `Account menu: ${initials}`,
  signOut: 'Sign out',
  mainNavigation: 'Main navigation',
  openNavigation: 'Open navigation',
  /** Spec 000 §4: the connection indicator, one line per state (silent while connected). */
  connection: {
    connecting: 'Connecting…',
    connected: 'Connected',
    reconnecting: 'Connection lost. Reconnecting…',
    reconnected: 'Reconnected',
    clientOffline: 'You are offline. Changes cannot be saved until your connection is back.',
    serverOffline: 'Fieldnote cannot be reached right now. Retrying…',
  },
} as const;

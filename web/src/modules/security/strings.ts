/** Every string of /settings/security and the enforced sign-in page. */
export const securityStrings = {
  nav: 'Security',
  title: 'Security',
  subtitle: 'Who may sign in to this workspace, how, and for how long.',
  managersOnly: 'Only workspace managers can change the security settings.',
  ownSessionsTitle: 'Your sessions',
  ownSessionsText: 'See where you are signed in and sign out of other browsers in your account settings.',
  ownSessionsLink: 'Open your sessions',

  lifetimesTitle: 'Session lifetimes',
  lifetimesSubtitle:
    'How long people stay signed in. Sessions always end after 7 days; shorter limits apply to every browser, live editing and live updates included.',
  idleLifetime: 'Idle lifetime (minutes)',
  idleHelp: 'Sign out after this long without activity: 5 minutes to 7 days (10,080 minutes).',
  absoluteLifetime: 'Absolute lifetime (minutes)',
  absoluteHelp: 'Sign out this long after signing in, whatever the activity: 5 minutes to 7 days.',
  noLimit: 'No limit beyond 7 days',
  saveLifetimes: 'Save lifetimes',
  lifetimesSaved: 'Session lifetimes saved. Sessions past them have ended.',
  notAWholeNumber: 'Enter a whole number of minutes.',

  enforcementTitle: 'Require single sign-on',
  enforcementSubtitle:
    'When required, password, Google and Microsoft sign-in are off: people sign in with your identity provider, and sessions started with a password end at once.',
  enforce: 'Require SSO for this workspace',
  notReady:
    'First connect an identity provider and run a successful test sign-in on the Authentication page.',
  notReadyLink: 'Open Authentication settings',
  breakGlassLabel: 'Break-glass managers',
  breakGlassHelp:
    'These managers may still sign in with a password (1 to 5), for when the identity provider fails. Each such sign-in is audited and mailed to the other managers.',
  saveEnforcement: 'Save',
  enforcementSaved: 'Saved.',
  enforcedNow: 'Single sign-on is required. Password sign-in is off except for the break-glass managers.',

  groupsTitle: 'Identity provider groups and roles',
  groupsSubtitle:
    'Members get the highest role their groups map to, at each SSO sign-in (groups claim) and whenever SCIM changes their groups. Names match without regard to case.',
  groupName: 'Group name',
  role: 'Role',
  workspaceAdmin: 'Workspace admin',
  actions: 'Actions',
  remove: (group: string) => `Remove ${group}`,
  addMapping: 'Add mapping',
  saveMappings: 'Save mappings',
  mappingsSaved: 'Mappings saved. They apply at the next sign-in or SCIM change.',
  noMappings: 'No group is mapped yet: add the groups your identity provider sends and the role each grants.',

  provisioningTitle: 'Provisioning activity',
  provisioningSubtitle: 'What your identity provider changed through SCIM most recently.',
  activeTokens: (n: number) => `${n} live SCIM ${n === 1 ? 'token' : 'tokens'}`,
  lastSync: 'Last sync',
  neverSynced: 'never',
  noActivity:
    'No SCIM change yet. Create a SCIM token on the Members page and give it to your identity provider.',
  time: 'Time',
  change: 'Change',
  object: 'Member or group',
  by: 'Token',

  signInWithSsoOnly: 'This workspace signs in with single sign-on.',
  breakGlassToggle: 'Break-glass sign-in (managers)',
  breakGlassIntro:
    'For named managers only, when the identity provider is down. Your sign-in is reported to the other managers.',
} as const;
